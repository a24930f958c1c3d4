import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { ADMIN_TOASTS, API_MESSAGES } from "~/messages";
import { idParam } from "./api.server";
import { HttpError } from "./errors.server";
import { redirectWithToast } from "./toast.server";

interface ReplyOptions {
  /** Fields whose typed value must never be echoed back in the page (passwords). */
  hideFields?: string[];
}

/** The longest text any form field takes (descriptions, messages); a longer invalid value is never echoed back. */
export const MAX_ECHO_CHARS = 5000;

/**
 * The fields not to send back: the hidden ones (passwords) and any invalid value longer than
 * MAX_ECHO_CHARS, so an over-long field is answered with its error, not echoed into the page.
 */
export function fieldsNotToEcho<T>(submission: Submission<T>, hideFields: string[] = []): string[] {
  const errors = submission.status === "error" ? submission.error : undefined;
  const overLong = Object.entries(submission.payload)
    .filter(([name, value]) => errors?.[name] && typeof value === "string" && value.length > MAX_ECHO_CHARS)
    .map(([name]) => name);
  return [...hideFields, ...overLong];
}

/** A failed validation: field errors, status 400, typed values kept (except hidden and over-long fields). */
export function replyInvalid<T>(submission: Submission<T>, options: ReplyOptions = {}) {
  return data(submission.reply({ hideFields: fieldsNotToEcho(submission, options.hideFields) }), { status: 400 });
}

/**
 * A page form whose model call failed. An HttpError's message (or the fallback) goes to the form,
 * its field errors to the fields, with its status. Anything unexpected is logged and answered with
 * the fallback text (SPEC §8: "server message or 'Failed to ...'"), status 500: the visitor keeps
 * what they typed and never sees a stack trace.
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

/** A positive whole-number id from a form field, or a 404 HttpError (same rule as the API's ids). */
export function formId(value: FormDataEntryValue | null, what: string): number {
  return idParam(typeof value === "string" ? value : undefined, what);
}

type IntentHandler = (formData: FormData) => Promise<Response | ReturnType<typeof data>>;

/**
 * A page action with several forms dispatches on their `intent` field. An intent nobody handles
 * comes back to `back` with the 'Unknown action' error toast.
 */
export async function dispatchIntent(request: Request, back: string, handlers: Record<string, IntentHandler>) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const handler = typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return redirectWithToast(back, errorToast(API_MESSAGES.unknownAction));
  return handler(formData);
}
