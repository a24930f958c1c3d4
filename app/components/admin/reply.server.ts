import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { HttpError } from "~/lib/errors.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ADMIN_TOASTS } from "~/schemas/admin-messages";

interface ReplyOptions {
  /** Fields whose typed value must never be echoed back in the page (passwords). */
  hideFields?: string[];
}

/** A failed validation: field errors, status 400, typed values kept (except hidden fields). */
export function replyInvalid<T>(submission: Submission<T>, options: ReplyOptions = {}) {
  return data(submission.reply({ hideFields: options.hideFields }), { status: 400 });
}

/**
 * A model call failed: an HttpError's message (or the fallback) goes to the form, its field errors to
 * the fields, with its status. Anything unexpected is logged and shown as the fallback (SPEC §8:
 * "server message or 'Failed to ...'"), status 500, never a stack trace.
 */
export function replyFailure<T>(submission: Submission<T>, error: unknown, fallback: string, options: ReplyOptions = {}) {
  const known = error instanceof HttpError ? error : undefined;
  if (!known) console.error(error);
  return data(
    submission.reply({
      formErrors: [known?.message || fallback],
      fieldErrors: known?.errors,
      hideFields: options.hideFields,
    }),
    { status: known?.status ?? 500 },
  );
}

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

/** A positive whole-number id from a form field, or a 404 HttpError. */
export function formId(value: FormDataEntryValue | null, what: string): number {
  const raw = typeof value === "string" ? value : "";
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw new HttpError(404, `${what} not found`);
  return Number(raw);
}
