import { submitForm } from "~/lib/forms.server";
import { BOOKING_ANCHOR, BOOKING_TOASTS } from "~/messages";
import { createInquiry } from "~/models/inquiry.server";
import { bookingInquirySchema } from "~/schemas/inquiry";
import { publicFormGuard } from "./public-form-limits.server";

/**
 * The booking-inquiry form's page action (home page and property pages): the same schema as the
 * browser and the JSON API, the same model call, behind the public forms' rate limit and honeypot.
 * Success redirects back to the form with the §8 toast (Post/Redirect/Get, so it works with and
 * without JavaScript).
 */
export async function bookingAction(request: Request, context: unknown) {
  const back = `${new URL(request.url).pathname}#${BOOKING_ANCHOR}`;
  return submitForm(await request.formData(), {
    schema: bookingInquirySchema,
    unchecked: ["requestChef"],
    guard: publicFormGuard(context, back, BOOKING_TOASTS.success),
    run: createInquiry,
    fallback: BOOKING_TOASTS.errorFallback,
    redirectTo: back,
    toast: BOOKING_TOASTS.success,
  });
}
