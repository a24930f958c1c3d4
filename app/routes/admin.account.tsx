import { getFormProps, useForm } from "@conform-to/react";
import { formConstraint } from "~/lib/forms";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { KeyRound } from "~/components/ui/lucide-sprite";
import { RoleBadge } from "~/components/admin/badges";
import { IntentFields } from "~/components/admin/form-bits";
import { fullName } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader, TitledCard } from "~/components/admin/page-header";
import { submitForm, successToast } from "~/lib/forms.server";
import { AdminRouteError } from "~/components/admin/route-error";
import { SubmitRow } from "~/components/ui/button";
import { FormErrors, TextField } from "~/components/ui/field";
import { changeOwnPassword } from "~/services/auth.server";
import { requireUser } from "~/web/auth-guards.server";
import { clientAddressOf } from "~/lib/api.server";
import { formatLongDate } from "~/lib/dates";
import { ADMIN_TOASTS } from "~/messages";
import { changePasswordSchema, PASSWORD_MIN } from "~/schemas/user";
import { useErrorToast, useIsPending } from "~/components/ui/use-form-status";

export const meta = () => adminMeta("Your account");

const SECRET_FIELDS = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };

/** Every signed-in user (any role) can see their account and change their own password. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { user };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return submitForm(await request.formData(), {
    schema: changePasswordSchema,
    ...SECRET_FIELDS,
    run: (value) => changeOwnPassword(request, user, value, clientAddressOf(context)),
    fallback: ADMIN_TOASTS.passwordChangeFailed,
    redirectTo: "/admin/account",
    toast: successToast(ADMIN_TOASTS.passwordChanged),
  });
}

function ChangePasswordForm() {
  const lastResult = useActionData<typeof action>();
  const pending = useIsPending({ intent: "password" });
  const [form, fields] = useForm({
    constraint: formConstraint(changePasswordSchema),
    id: "change-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useErrorToast(lastResult, { title: ADMIN_TOASTS.errorTitle, fallback: ADMIN_TOASTS.passwordChangeFailed });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-md space-y-1">
      <IntentFields intent="password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField meta={fields.currentPassword} label="Current password" type="password" autoComplete="current-password" />
      <TextField
        meta={fields.newPassword}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A short sentence is easy to remember and hard to guess.`}
      />
      <TextField meta={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
      <SubmitRow icon={KeyRound} pending={pending} busy="Saving..." label="Change Password" />
    </Form>
  );
}

export default function AdminAccount() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Your account" subtitle="Your sign-in details" />
      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <TitledCard id="account-details" title="Details" size="xl">
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-stone-600">Username</dt>
              <dd className="font-medium text-stone-900">{user.username}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Name</dt>
              <dd className="text-stone-900">{fullName(user) ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Email</dt>
              <dd className="text-stone-900">{user.email ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Role</dt>
              <dd>
                <RoleBadge role={user.role} />
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">Member since</dt>
              <dd className="text-stone-900">{formatLongDate(user.createdAt)}</dd>
            </div>
          </dl>
        </TitledCard>
        <TitledCard id="change-password-title" title="Change your password" size="xl">
          <p className="mb-5 mt-1 text-sm text-stone-600">Other browsers signed in to your account will be signed out.</p>
          <ChangePasswordForm />
        </TitledCard>
      </div>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
