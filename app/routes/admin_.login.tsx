import { getFormProps, useForm } from "@conform-to/react";
import { formConstraint } from "~/lib/forms";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ArrowLeft, LockKeyhole } from "~/components/ui/lucide-sprite";
import { adminMeta } from "~/components/admin/meta";
import { replyFailure, replyInvalid } from "~/lib/forms.server";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { clientAddressOf } from "~/lib/api.server";
import { getUser, login, safeRedirectPath } from "~/services/auth.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ADMIN_TOASTS } from "~/messages";
import { loginSchema } from "~/schemas/login";
import { useErrorToast, useIsPending } from "~/components/ui/use-form-status";

export const meta = () => adminMeta("Login");

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  // Already signed in: straight to where they were going.
  if (await getUser(request)) throw redirect(safeRedirectPath(redirectTo));
  return { redirectTo: redirectTo ? safeRedirectPath(redirectTo) : "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return replyInvalid(submission, { hideFields: ["password"] });
  const { username, password, redirectTo } = submission.value;
  try {
    const { headers } = await login({ username, password, clientAddress: clientAddressOf(context), request });
    return redirectWithToast(safeRedirectPath(redirectTo), { ...ADMIN_TOASTS.loginSuccess, variant: "success" }, { headers });
  } catch (error) {
    // 401 wrong credentials, 429 throttled (with Retry-After): the server's message under the 'Login failed' toast.
    return replyFailure(submission, error, ADMIN_TOASTS.loginFallback, { hideFields: ["password"] });
  }
}

export default function AdminLogin() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useIsPending({ formAction: "/admin/login" });
  const [form, fields] = useForm({
    constraint: formConstraint(loginSchema),
    id: "login",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useErrorToast(lastResult, { title: ADMIN_TOASTS.loginFailedTitle, fallback: ADMIN_TOASTS.loginFallback });
  // A refused password is never left in its field (the server does not send it back either); the username stays.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (lastResult?.status === "error") setFailures((n) => n + 1);
  }, [lastResult]);

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-stone-50 px-4 py-10">
      <main className="w-full max-w-md">
        <div className="mb-6 text-center">
          <p className="font-serif text-2xl font-semibold text-forest-900">Tigoni Retreats</p>
          <p className="text-xs font-semibold uppercase tracking-widest text-gold-700">Admin panel</p>
        </div>
        <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-forest-50">
              <LockKeyhole aria-hidden className="h-5 w-5 text-forest-700" />
            </span>
            <div>
              <h1 className="text-2xl font-semibold text-forest-900">Sign in</h1>
              <p className="text-sm text-stone-600">Staff access to manage the website.</p>
            </div>
          </div>
          <Form method="post" {...getFormProps(form)} className="space-y-2">
            {form.errors?.length ? (
              <div id={form.errorId} role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
                <p className="font-semibold">{ADMIN_TOASTS.loginFailedTitle}</p>
                <p>{form.errors[0] || ADMIN_TOASTS.loginFallback}</p>
              </div>
            ) : null}
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <TextField meta={fields.username} label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
            <TextField key={failures} meta={fields.password} label="Password" type="password" autoComplete="current-password" />
            <Button type="submit" className="w-full" size="lg" disabled={submitting}>
              {submitting ? "Signing in..." : "Sign in"}
            </Button>
          </Form>
        </div>
        <p className="mt-6 text-center">
          <Link to="/" className="inline-flex items-center gap-2 text-sm font-medium text-forest-800 underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden className="h-4 w-4" />
            Back to website
          </Link>
        </p>
      </main>
    </div>
  );
}
