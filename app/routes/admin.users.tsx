import { getFormProps, useForm } from "@conform-to/react";
import { formConstraint } from "~/lib/forms";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { KeyRound, UserPlus } from "lucide-react";
import { RoleBadge } from "~/components/admin/badges";
import { IntentFields } from "~/components/admin/form-bits";
import { fullName } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader } from "~/components/admin/page-header";
import { submitForm, successToast } from "~/lib/forms.server";
import { MobileCards } from "~/components/admin/mobile-cards";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button, buttonClass } from "~/components/ui/button";
import { FormErrors, SelectField, TextField } from "~/components/ui/field";
import { requireAdminRole } from "~/services/auth.server";
import { formatLongDate } from "~/lib/dates";
import { createUser, listUsers } from "~/models/user.server";
import { ADMIN_TOASTS } from "~/messages";
import { createUserSchema, PASSWORD_MIN } from "~/schemas/user";
import { useErrorToast, useIsPending } from "~/components/ui/use-form-status";

export const meta = () => adminMeta("Users");

/** Administrators only: the server answers 403 to anyone else (not just a hidden link). */
export async function loader({ request }: LoaderFunctionArgs) {
  const me = await requireAdminRole(request);
  return { users: await listUsers(), meId: me.id };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminRole(request);
  return submitForm(await request.formData(), {
    schema: createUserSchema,
    hideFields: ["password"],
    run: createUser,
    fallback: ADMIN_TOASTS.userCreateFailed,
    redirectTo: "/admin/users",
    toast: successToast(ADMIN_TOASTS.userCreated),
  });
}

function CreateUserForm() {
  const lastResult = useActionData<typeof action>();
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
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={pending}>
          <UserPlus aria-hidden className="h-4 w-4" />
          {pending ? "Creating..." : "Create User"}
        </Button>
      </div>
    </Form>
  );
}

export default function AdminUsers() {
  const { users, meId } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Staff accounts that can sign in to the admin panel"
        actions={
          <Link to="/admin/account" className={buttonClass("outline")}>
            <KeyRound aria-hidden className="h-4 w-4" />
            Change your password
          </Link>
        }
      />
      <MobileCards
        label="Users"
        items={users}
        testId="user-card"
        heading={(u) => (
          <h2 className="text-base font-semibold">
            {u.username}
            {u.id === meId ? <span className="ml-2 text-xs font-normal text-stone-600">(you)</span> : null}
          </h2>
        )}
        fields={[
          ["Name", (u) => fullName(u) ?? "—"],
          ["Role", (u) => <RoleBadge role={u.role} />],
          [
            "Email",
            (u) =>
              u.email ? (
                <a href={`mailto:${u.email}`} className="break-all text-forest-800 hover:underline">
                  {u.email}
                </a>
              ) : (
                "—"
              ),
          ],
          ["Created", (u) => formatLongDate(u.createdAt)],
        ]}
      />
      {/* From md up the table; below it, the cards above (issue 13: no sideways scrolling on phones). */}
      <Card className="hidden overflow-hidden md:block">
        <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Users table">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Users</caption>
            <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Username
                </th>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Email
                </th>
                <th scope="col" className="px-4 py-3">
                  Role
                </th>
                <th scope="col" className="px-4 py-3">
                  Created
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {users.map((u) => (
                <tr key={u.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                    {u.username}
                    {u.id === meId ? <span className="ml-2 text-xs font-normal text-stone-600">(you)</span> : null}
                  </th>
                  <td className="px-4 py-3 text-stone-700">{fullName(u) ?? <span className="text-stone-500">—</span>}</td>
                  <td className="px-4 py-3 text-stone-700">
                    {u.email ? (
                      <a href={`mailto:${u.email}`} className="text-forest-800 hover:underline">
                        {u.email}
                      </a>
                    ) : (
                      <span className="text-stone-500">—</span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <RoleBadge role={u.role} />
                  </td>
                  <td className="px-4 py-3 text-stone-700">{formatLongDate(u.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <Card className="mt-8 p-5 sm:p-6" aria-labelledby="add-user-title">
        <h2 id="add-user-title" className="text-xl font-semibold text-forest-900">
          Add a user
        </h2>
        <p className="mb-5 mt-1 text-sm text-stone-600">Usernames are unique (letters, numbers and . _ @ -).</p>
        <CreateUserForm />
      </Card>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
