import { backTo, formId, redirectAfter } from "~/lib/forms.server";
import type { AuditActor } from "~/models/audit.server";
import { requireUser } from "./auth-guards.server";

/**
 * The Outbox pages' Retry (all staff roles): the form's id retried by `retry` (a service command), then back to
 * the same filter and page with a toast saying how it went.
 */
export async function retryAction(
  request: Request,
  options: { what: string; retry: (actor: AuditActor, id: number) => Promise<unknown>; toasts: { retried: string; retryFailed: string } },
): Promise<Response> {
  const me = await requireUser(request);
  const formData = await request.formData();
  return redirectAfter(
    backTo(request),
    async () => {
      await options.retry(me, formId(formData.get("id"), options.what));
      return options.toasts.retried;
    },
    options.toasts.retryFailed,
  );
}
