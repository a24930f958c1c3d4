import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { formConstraint } from "~/lib/forms";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { KeyRound, Trash2, UserPlus } from "~/components/ui/lucide-sprite";
import { RoleBadge } from "~/components/admin/badges";
import { IntentFields } from "~/components/admin/form-bits";
import { fullName } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader, TitledCard } from "~/components/admin/page-header";
import { data } from "@remix-run/node";
import { dispatchIntent, errorToast, formId, redirectAfter, submitForm, successToast } from "~/lib/forms.server";
import { httpErrorOf } from "~/lib/errors.server";
import { redirectWithToast } from "~/lib/toast.server";
import { changeStaffAccess, createStaff, deleteStaff, resetStaffPassword } from "~/services/staff.server";
import { AdminDialog, DialogCancel, DialogTrigger, dialogHref } from "~/components/admin/dialog";
import { AdminTable, NoValue, RowDialogTrigger } from "~/components/admin/admin-table";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button, SubmitButton, SubmitRow } from "~/components/ui/button";
import { FormErrors, SelectField, TextField } from "~/components/ui/field";
import { requireAdminRole } from "~/web/auth-guards.server";
import { formatLongDate } from "~/lib/dates";
import { listUsers } from "~/models/user.server";
import { ADMIN_TOASTS } from "~/messages";
import { createUserSchema, PASSWORD_MIN } from "~/schemas/user";
import { useErrorToast, useIsPending, useResetAfterSuccess } from "~/components/ui/use-form-status";

export const meta = () => adminMeta("Users");

/** Administrators only: the server answers 403 to anyone else (not just a hidden link). */
export async function loader({ request }: LoaderFunctionArgs) {
  const me = await requireAdminRole(request);
  return { users: await listUsers(), meId: me.id };
}

const LIST = "/admin/users";

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireAdminRole(request);
  const target = (formData: FormData) => formId(formData.get("id"), "User");
  return dispatchIntent(request, LIST, {
    create: (formData) =>
      submitForm(formData, {
        schema: createUserSchema,
        hideFields: ["password"],
        run: (input) => createStaff(me, input),
        fallback: ADMIN_TOASTS.userCreateFailed,
        redirectTo: LIST,
        toast: successToast(ADMIN_TOASTS.userCreated),
      }),
    role: (formData) =>
      redirectAfter(
        LIST,
        async () => {
          const role = formData.get("role") === "admin" ? "admin" : "user";
          await changeStaffAccess(me, target(formData), { role });
          return ADMIN_TOASTS.userRoleChanged;
        },
        ADMIN_TOASTS.userUpdateFailed,
      ),
    active: (formData) =>
      redirectAfter(
        LIST,
        async () => {
          const active = formData.get("active") === "true";
          await changeStaffAccess(me, target(formData), { active });
          return active ? ADMIN_TOASTS.userReactivated : ADMIN_TOASTS.userDeactivated;
        },
        ADMIN_TOASTS.userUpdateFailed,
      ),
    delete: (formData) =>
      redirectAfter(
        LIST,
        async () => {
          await deleteStaff(me, target(formData));
          return ADMIN_TOASTS.userDeleted;
        },
        ADMIN_TOASTS.userUpdateFailed,
      ),
    reset: async (formData) => {
      try {
        const { user, password } = await resetStaffPassword(me, target(formData));
        // Answered in this response only (never a redirect, never stored): the password is shown once.
        return data({ passwordReset: { id: user.id, username: user.username, password } });
      } catch (error) {
        const known = httpErrorOf(error);
        if (!known) throw error;
        return redirectWithToast(LIST, errorToast(known.message || ADMIN_TOASTS.passwordResetFailed));
      }
    },
  });
}

type CreateResult = SubmissionResult<string[]> | undefined;

/** The action's answer: the create form's result, or a password reset to show once. */
function useUsersActionData() {
  const answer = useActionData<typeof action>() as unknown;
  const reset =
    answer && typeof answer === "object" && "passwordReset" in answer
      ? (answer as { passwordReset: { id: number; username: string; password: string } }).passwordReset
      : undefined;
  return { reset, lastResult: reset ? undefined : (answer as CreateResult) };
}

function CreateUserForm() {
  const { lastResult } = useUsersActionData();
  const pending = useIsPending({ intent: "create" });
  const [form, fields] = useForm({
    constraint: formConstraint(createUserSchema),
    id: "user-create",
    lastResult,
    defaultValue: { role: "user" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createUserSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useErrorToast(lastResult, { title: ADMIN_TOASTS.errorTitle, fallback: ADMIN_TOASTS.userCreateFailed });
  useResetAfterSuccess(form, { intent: "create", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
      <IntentFields intent="create" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.username} label="Username" autoComplete="off" autoCapitalize="none" spellCheck={false} />
        <TextField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters. Share it with the person privately; they can change it under Your account.`}
        />
        <TextField meta={fields.firstName} label="First name (optional)" autoComplete="off" />
        <TextField meta={fields.lastName} label="Last name (optional)" autoComplete="off" />
        <TextField meta={fields.email} label="Email (optional)" type="email" autoComplete="off" />
        <SelectField meta={fields.role} label="Role">
          <option value="user">User: properties, activities, inquiries and messages</option>
          <option value="admin">Admin: everything, including users and settings</option>
        </SelectField>
      </div>
      <SubmitRow end icon={UserPlus} pending={pending} busy="Creating..." label="Create User" />
    </Form>
  );
}

interface Row {
  id: number;
  username: string;
  role: "admin" | "user";
  active: boolean;
}

/** One-button forms per user: each is a real POST form (works without JavaScript). */
function UserActions({ user, isMe }: { user: Row; isMe: boolean }) {
  const location = useLocation();
  if (isMe) return <span className="text-xs text-stone-600">Use Your account</span>;
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Form method="post" replace preventScrollReset>
        <IntentFields intent="role" id={user.id} />
        <input type="hidden" name="role" value={user.role === "admin" ? "user" : "admin"} />
        <Button type="submit" variant="outline" size="sm" aria-label={`${user.role === "admin" ? "Make user" : "Make admin"}: ${user.username}`}>
          {user.role === "admin" ? "Make user" : "Make admin"}
        </Button>
      </Form>
      <Form method="post" replace preventScrollReset>
        <IntentFields intent="active" id={user.id} />
        <input type="hidden" name="active" value={user.active ? "false" : "true"} />
        <Button type="submit" variant="outline" size="sm" aria-label={`${user.active ? "Deactivate" : "Reactivate"} ${user.username}`}>
          {user.active ? "Deactivate" : "Reactivate"}
        </Button>
      </Form>
      {/* It signs the person out everywhere: a confirmation step first (a dialog, or a section without JavaScript). */}
      <DialogTrigger
        href={dialogHref(location, { dialog: `reset-${user.id}` })}
        variant="outline"
        size="sm"
        label={`Reset the password of ${user.username}`}
      >
        Reset password
      </DialogTrigger>
      {/* The icon in both views: on a phone these buttons are a column of the card. */}
      <RowDialogTrigger
        view="table"
        href={dialogHref(location, { delete: String(user.id) })}
        icon={Trash2}
        text="Delete"
        label={`Delete ${user.username}`}
        danger
      />
    </div>
  );
}

function ResetButton({ id }: { id: number }) {
  const pending = useIsPending({ intent: "reset", id });
  return (
    <SubmitButton icon={KeyRound} pending={pending} busy="Resetting..." variant="danger">
      Yes, reset password
    </SubmitButton>
  );
}

export default function AdminUsers() {
  const { users, meId } = useLoaderData<typeof loader>();
  const { reset: answered } = useUsersActionData();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const deleting = users.find((u) => String(u.id) === params.get("delete") && u.id !== meId);
  const resetting = users.find((u) => `reset-${u.id}` === params.get("dialog") && u.id !== meId);
  // The new password is shown once: kept here while the confirmation closes (its URL is left), gone on reload.
  const [reset, setReset] = useState(answered);
  useEffect(() => {
    if (!answered) return;
    setReset(answered);
    if (params.has("dialog")) navigate(dialogHref(location), { replace: true, preventScrollReset: true });
    // Only a new answer matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered]);
  const username = (u: Row) => (
    <>
      {u.username}
      {u.id === meId ? <span className="ml-2 text-xs font-normal text-stone-600">(you)</span> : null}
    </>
  );
  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Staff accounts that can sign in to the admin panel"
        link={{ to: "/admin/account", icon: KeyRound, label: "Change your password" }}
      />
      {reset ? (
        <Card className="mb-6 border-amber-300 bg-amber-50 p-5" role="status" aria-labelledby="password-reset-title">
          <h2 id="password-reset-title" className="text-lg font-semibold text-stone-900">
            New password for {reset.username}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{ADMIN_TOASTS.passwordReset} Their other sessions have ended.</p>
          <p className="mt-3">
            <code className="select-all rounded bg-white px-3 py-2 font-mono text-base text-stone-900 ring-1 ring-stone-300">{reset.password}</code>
          </p>
        </Card>
      ) : null}
      <AdminDialog
        open={Boolean(resetting) && !(answered && answered.id === resetting?.id)}
        closeHref={dialogHref(location)}
        size="sm"
        title="Reset password"
        description={
          resetting
            ? `Reset the password of ${resetting.username}? They are signed out everywhere at once, and a new password is shown to you once to pass on.`
            : undefined
        }
      >
        {resetting ? (
          <Form method="post" action={LIST} replace preventScrollReset className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <IntentFields intent="reset" id={resetting.id} />
            <DialogCancel />
            <ResetButton id={resetting.id} />
          </Form>
        ) : null}
      </AdminDialog>
      <AdminDialog
        open={Boolean(deleting)}
        closeHref={dialogHref(location)}
        size="sm"
        title="Delete User"
        description={
          deleting ? `Are you sure you want to delete ${deleting.username}? They can no longer sign in. This cannot be undone.` : undefined
        }
      >
        {deleting ? (
          <Form method="post" action={LIST} replace preventScrollReset className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <IntentFields intent="delete" id={deleting.id} />
            <DialogCancel />
            <Button type="submit" variant="danger">
              <Trash2 aria-hidden className="h-4 w-4" />
              Delete User
            </Button>
          </Form>
        ) : null}
      </AdminDialog>
      <AdminTable
        label="Users"
        items={users}
        minWidth="min-w-[900px]"
        cardTestId="user-card"
        columns={[
          {
            header: "Username",
            cell: username,
            card: (u) => <h2 className="text-base font-semibold">{username(u)}</h2>,
          },
          { header: "Name", className: "text-stone-700", cell: (u) => fullName(u) ?? <NoValue /> },
          {
            header: "Email",
            className: "text-stone-700",
            cell: (u) =>
              u.email ? (
                <a href={`mailto:${u.email}`} className="text-forest-800 hover:underline">
                  {u.email}
                </a>
              ) : (
                <NoValue />
              ),
          },
          { header: "Role", cell: (u) => <RoleBadge role={u.role} /> },
          { header: "Created", className: "text-stone-700", cell: (u) => formatLongDate(u.createdAt) },
          { header: "Status", className: "text-stone-700", cell: (u) => (u.active ? "Active" : "Deactivated") },
          { header: "Actions", align: "right", cell: (u) => <UserActions user={u} isMe={u.id === meId} /> },
        ]}
      />

      <TitledCard id="add-user-title" title="Add a user" size="xl" className="mt-8 p-5 sm:p-6">
        <p className="mb-5 mt-1 text-sm text-stone-600">Usernames are unique (letters, numbers and . _ @ -).</p>
        <CreateUserForm />
      </TitledCard>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
