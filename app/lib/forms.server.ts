import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { HttpError } from "./errors.server";

/**
 * Answer a page form whose model call failed with an HttpError: its field errors go to the fields,
 * its message to the form, status as the error's. Anything else is rethrown (the error page).
 */
export function replyWithError<T>(submission: Submission<T>, error: unknown, fallback?: string) {
  if (!(error instanceof HttpError)) throw error;
  return data(
    submission.reply({
      formErrors: [error.message || fallback || "Something went wrong"],
      fieldErrors: error.errors,
    }),
    { status: error.status },
  );
}

/** A failed validation: field errors, status 400. */
export function replyInvalid<T>(submission: Submission<T>) {
  return data(submission.reply(), { status: 400 });
}
