import { idParam } from "~/lib/api.server";
import { HttpError } from "~/lib/errors.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ADMIN_TOASTS } from "~/schemas/admin-messages";

// The shared page-form replies, so admin routes import everything from one place.
export { replyFailure, replyInvalid } from "~/lib/forms.server";

export const successToast = (description: string) => ({ title: ADMIN_TOASTS.successTitle, description, variant: "success" as const });
export const errorToast = (description: string) => ({ title: ADMIN_TOASTS.errorTitle, description, variant: "error" as const });

/** For one-button actions (toggle, status, resolve): success or failure both come back as a toast. */
export async function redirectAfter(url: string, run: () => Promise<string>, fallback: string) {
  try {
    return await redirectWithToast(url, successToast(await run()));
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof HttpError)) console.error(error);
    return redirectWithToast(url, errorToast((error instanceof HttpError && error.message) || fallback));
  }
}

/** The page's own URL (path and query) to come back to after a POST. */
export function backTo(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return url.pathname + url.search;
}

/** A positive whole-number id from a form field, or a 404 HttpError (same rule as the API's ids). */
export function formId(value: FormDataEntryValue | null, what: string): number {
  return idParam(typeof value === "string" ? value : undefined, what);
}
