import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { HttpError } from "./errors.server";
import { replyWithError } from "./forms.server";

/**
 * A page form whose model call failed: an HttpError answers with its message and field errors;
 * anything unexpected is logged and answered with the form's fallback text (status 500), so the
 * visitor keeps what they typed instead of landing on the error page.
 */
export function replyFailure<T>(submission: Submission<T>, error: unknown, fallback: string) {
  if (error instanceof HttpError) return replyWithError(submission, error, fallback);
  console.error(error);
  return data(submission.reply({ formErrors: [fallback] }), { status: 500 });
}
