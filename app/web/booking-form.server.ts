import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { ConflictError } from "~/lib/domain-errors";
import { submitForm } from "~/lib/forms.server";
import { AVAILABILITY_MESSAGES, BOOKING_ANCHOR, BOOKING_TOASTS, PUBLIC_BOOKING_MESSAGES } from "~/messages";
import { bookingInquirySchema, INQUIRY_MESSAGES } from "~/schemas/inquiry";
import { stayDatesSchema } from "~/schemas/stay";
import { replyInvalid } from "~/lib/forms.server";
import { publicFormGuard } from "./public-form-limits.server";
import { newInquiryReference } from "~/lib/inquiry-reference.server";
import { quoteForPropertyId, submitInquiry } from "~/services/stay.server";

/** The submit button that prices the stay instead of sending it (works without JavaScript). */
export const QUOTE_INTENT = "quote";

/**
 * The booking-inquiry form's page action (home page and property pages): the same schema as the
 * browser and the JSON API, the same model call, behind the public forms' rate limit and honeypot.
 * Success redirects back to the form with the success toast (Post/Redirect/Get, so it works with and
 * without JavaScript).
 */
export async function bookingAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  if (formData.get("intent") === QUOTE_INTENT) return quoteAction(formData);
  const back = `${new URL(request.url).pathname}#${BOOKING_ANCHOR}`;
  return submitForm(formData, {
    schema: bookingInquirySchema,
    unchecked: ["requestChef"],
    // A bot that filled the honeypot is answered like a guest, with a reference that belongs to nothing.
    guard: publicFormGuard(context, back, BOOKING_TOASTS.submitted(newInquiryReference())),
    run: async (value) => {
      try {
        return await submitInquiry(value);
      } catch (error) {
        // Nights already taken: the message goes on the dates as well as the form and the toast.
        throw error instanceof ConflictError ? new ConflictError(error.message, { startDate: [error.message] }) : error;
      }
    },
    fallback: BOOKING_TOASTS.errorFallback,
    redirectTo: back,
    toast: (inquiry) => BOOKING_TOASTS.submitted(inquiry.reference),
  });
}

/**
 * 'Check price': validates only the property and the dates, keeps everything typed, and answers the
 * quote (or the dates' errors) so the page shows the same price the browser shows live.
 */
async function quoteAction(formData: FormData) {
  const submission = parseWithZod(formData, { schema: stayDatesSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const propertyId = Number(formData.get("propertyId"));
  const quote = Number.isInteger(propertyId) && propertyId > 0 ? await quoteForPropertyId(propertyId, submission.value) : null;
  if (!quote) {
    // A property id that no longer resolves was deleted by staff since the page loaded.
    const chosen = Number.isInteger(propertyId) && propertyId > 0;
    const message = chosen ? PUBLIC_BOOKING_MESSAGES.propertyGone : INQUIRY_MESSAGES.property;
    return data(submission.reply({ formErrors: chosen ? [message] : undefined, fieldErrors: { propertyId: [message] } }), {
      status: chosen ? 404 : 400,
    });
  }
  const reply = quote.available ? submission.reply() : submission.reply({ fieldErrors: { startDate: [AVAILABILITY_MESSAGES.datesUnavailable] } });
  return data({ ...reply, quote }, { status: quote.available ? 200 : 409 });
}
