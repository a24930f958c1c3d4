import { parseWithZod } from "@conform-to/zod/v4";
import { BOOKING_ANCHOR, BOOKING_TOASTS } from "~/messages";
import { createInquiry } from "~/models/inquiry.server";
import { bookingInquirySchema } from "~/schemas/inquiry";
import { isHoneypotFilled, withUnchecked } from "~/lib/forms";
import { replyFailure, replyInvalid } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { refuseOverLimit } from "./public-form-limits.server";

/**
 * The booking-inquiry form's page action (home page and property pages): the same schema as the
 * browser and the JSON API, the same model call. Success redirects back to the form with the
 * §8 toast (Post/Redirect/Get, so it works with and without JavaScript).
 */
export async function bookingAction(request: Request, context: unknown) {
  const formData = withUnchecked(await request.formData(), ["requestChef"]);
  const submission = parseWithZod(formData, { schema: bookingInquirySchema });
  const limited = await refuseOverLimit(submission, context);
  if (limited) return limited;
  const { pathname } = new URL(request.url);
  // A bot filled the honeypot: answer exactly like a success, store nothing.
  if (isHoneypotFilled(formData)) return redirectWithToast(`${pathname}#${BOOKING_ANCHOR}`, BOOKING_TOASTS.success);
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await createInquiry(submission.value);
  } catch (error) {
    return replyFailure(submission, error, BOOKING_TOASTS.errorFallback);
  }
  return redirectWithToast(`${pathname}#${BOOKING_ANCHOR}`, BOOKING_TOASTS.success);
}
