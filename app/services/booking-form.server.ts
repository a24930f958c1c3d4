import { submitForm } from "~/lib/forms.server";
import { BOOKING_ANCHOR, BOOKING_TOASTS } from "~/messages";
import { createInquiry } from "~/models/inquiry.server";
import { bookingInquirySchema } from "~/schemas/inquiry";

/**
 * The booking-inquiry form's page action (home page and property pages): the same schema as the
 * browser and the JSON API, the same model call. Success redirects back to the form with the
 * §8 toast (Post/Redirect/Get, so it works with and without JavaScript).
 */
export async function bookingAction(request: Request) {
  const { pathname } = new URL(request.url);
  return submitForm(await request.formData(), {
    schema: bookingInquirySchema,
    unchecked: ["requestChef"],
    run: createInquiry,
    fallback: BOOKING_TOASTS.errorFallback,
    redirectTo: `${pathname}#${BOOKING_ANCHOR}`,
    toast: BOOKING_TOASTS.success,
  });
}
