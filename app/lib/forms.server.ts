import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { HttpError } from "./errors.server";

interface ReplyOptions {
  /** Fields whose typed value must never be echoed back in the page (passwords). */
  hideFields?: string[];
}

/** A failed validation: field errors, status 400, typed values kept (except hidden fields). */
export function replyInvalid<T>(submission: Submission<T>, options: ReplyOptions = {}) {
  return data(submission.reply({ hideFields: options.hideFields }), { status: 400 });
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
