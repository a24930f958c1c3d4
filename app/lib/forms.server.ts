import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType, output } from "zod/v4/core";
import { data } from "@remix-run/node";
import { ADMIN_TOASTS, API_MESSAGES } from "~/messages";
import { idParam } from "./api.server";
import { withUnchecked } from "./forms";
import { httpErrorOf, type HttpError } from "./errors.server";
import type { InquirySent, Toast } from "./toast";
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

/**
 * A failed validation: field errors, status 400, typed values kept (except hidden and over-long fields).
 * A list button of a form without JavaScript (add or remove a row) is no failure: the form comes back
 * changed, with 200.
 */
export function replyInvalid<T>(submission: Submission<T>, options: ReplyOptions = {}) {
  const status = submission.status === "error" ? 400 : 200;
  return data(submission.reply({ hideFields: fieldsNotToEcho(submission, options.hideFields) }), { status });
}

/**
 * A page form whose service call failed. A known refusal's message (a domain error or an HttpError,
 * through httpErrorOf; else the fallback) goes to the form,
 * its field errors to the fields, with its status. Anything unexpected is logged and answered with
 * the fallback text (the spec's rule: the server's message or 'Failed to ...'), status 500: the visitor keeps
 * what they typed and never sees a stack trace.
 */
export function replyFailure<T>(submission: Submission<T>, error: unknown, fallback: string, options: ReplyOptions = {}) {
  const known = httpErrorOf(error);
  if (!known) console.error(error);
  return data(
    submission.reply({
      formErrors: [known?.message || fallback],
      fieldErrors: known?.errors,
      hideFields: options.hideFields,
    }),
    { status: known?.status ?? 500, headers: known?.headers },
  );
}

export const successToast = (description: string) => ({ title: ADMIN_TOASTS.successTitle, description, variant: "success" as const });
export const errorToast = (description: string) => ({ title: ADMIN_TOASTS.errorTitle, description, variant: "error" as const });

/**
 * The error toast of a failed command: a known refusal's message (domain error or HttpError), else the
 * fallback (the unexpected failure is logged). A thrown Response (a redirect) passes through.
 */
export function failureToast(error: unknown, fallback: string) {
  if (error instanceof Response) throw error;
  const known = httpErrorOf(error);
  if (!known) console.error(error);
  return errorToast(known?.message || fallback);
}

/** For one-button actions (toggle, status, resolve): success or failure both come back as a toast. */
export async function redirectAfter(url: string, run: () => Promise<string>, fallback: string) {
  try {
    return await redirectWithToast(url, successToast(await run()));
  } catch (error) {
    return redirectWithToast(url, failureToast(error, fallback));
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
export async function dispatchIntent(request: Request | FormData, back: string, handlers: Record<string, IntentHandler>) {
  // A FormData when the action read the body itself (the photo upload dialogs).
  const formData = request instanceof FormData ? request : await request.formData();
  const intent = formData.get("intent");
  const handler = typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return redirectWithToast(back, errorToast(API_MESSAGES.unknownAction));
  return handler(formData);
}

interface SubmitFormOptions<S extends $ZodType, R = unknown> extends ReplyOptions {
  schema: S;
  /** The service call; a refusal it throws (domain error or HttpError) goes back to the form (message and field errors). */
  run: (value: output<S>) => Promise<R>;
  /** The 'Failed to ...' fallback text when the call fails without a message of its own. */
  fallback: string;
  /** Post/Redirect/Get: where to go after success, with this toast (or the toast made from what the call answered). */
  redirectTo: string;
  toast: Omit<Toast, "id"> | ((result: R) => Omit<Toast, "id">);
  /** The booking form's confirmation panel, carried with the toast to the page the redirect lands on. */
  inquirySent?: (result: R) => InquirySent;
  /** Checkboxes the form always shows: unticked reads as false (see withUnchecked). */
  unchecked?: string[];
  disableAutoCoercion?: boolean;
  /**
   * Runs after parsing and before anything else (valid or not): an answer it returns is the reply
   * (the public forms' rate limit and honeypot).
   */
  guard?: (formData: FormData, submission: Submission<unknown>) => Promise<Response | ReturnType<typeof data> | null | undefined>;
  /**
   * A failure of the call that has a reply of its own (the public forms' limit reached inside the call:
   * 429 with Retry-After); null or undefined for the usual failure reply.
   */
  refusal?: (error: unknown, submission: Submission<unknown>) => Response | ReturnType<typeof data> | null | undefined;
}

/**
 * The one shape of every page form's action: parse with the shared schema (400 with field errors,
 * typed values kept), run the call (its failure comes back to the form), then redirect with a toast.
 */
export async function submitForm<S extends $ZodType, R = unknown>(formData: FormData, options: SubmitFormOptions<S, R>) {
  if (options.unchecked) withUnchecked(formData, options.unchecked);
  const submission = parseWithZod(formData, { schema: options.schema, disableAutoCoercion: options.disableAutoCoercion });
  const guarded = await options.guard?.(formData, submission);
  if (guarded) return guarded;
  if (submission.status !== "success") return replyInvalid(submission, options);
  let result: R;
  try {
    result = await options.run(submission.value);
  } catch (error) {
    return options.refusal?.(error, submission) ?? replyFailure(submission, error, options.fallback, options);
  }
  const toast = typeof options.toast === "function" ? options.toast(result) : options.toast;
  return redirectWithToast(options.redirectTo, toast, {}, options.inquirySent?.(result));
}

/**
 * The create and update intents of an admin CRUD page (properties, activities, …): the same schema,
 * the model's create or update(id), back to the list with the success toast or the form's error.
 */
export function createUpdateIntents<S extends $ZodType>(options: {
  schema: S;
  unchecked?: string[];
  back: string;
  /** "Property", "Activity": for the 404 of a missing id. */
  what: string;
  create: (value: output<S>) => Promise<unknown>;
  update: (id: number, value: output<S>) => Promise<unknown>;
  toasts: { added: string; updated: string; addFailed: string; updateFailed: string };
}): Record<"create" | "update", IntentHandler> {
  const { schema, unchecked, back, what, toasts } = options;
  const save = (formData: FormData, create: boolean) =>
    submitForm(formData, {
      schema,
      unchecked,
      run: (value) => (create ? options.create(value) : options.update(formId(formData.get("id"), what), value)),
      fallback: create ? toasts.addFailed : toasts.updateFailed,
      redirectTo: back,
      toast: successToast(create ? toasts.added : toasts.updated),
    });
  return { create: (formData) => save(formData, true), update: (formData) => save(formData, false) };
}

/**
 * A form shown again without saving (a refused photo upload, or the image order changed
 * without JavaScript): what was typed is kept; a refusal is the form's error with its status.
 */
export function replyUnsaved<S extends $ZodType>(formData: FormData, schema: S, refused?: HttpError) {
  const submission = parseWithZod(formData, { schema });
  const message = refused?.message;
  return data(submission.reply(message ? { formErrors: [message], fieldErrors: { uploads: [message] } } : undefined), {
    status: refused?.status ?? 200,
  });
}
