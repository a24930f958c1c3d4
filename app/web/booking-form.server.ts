import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { ConflictError, ValidationError } from "~/lib/domain-errors";
import { submitForm } from "~/lib/forms.server";
import { AVAILABILITY_MESSAGES, BOOKING_ANCHOR, BOOKING_TOASTS, PUBLIC_BOOKING_MESSAGES } from "~/messages";
import { bookingInquirySchema, INQUIRY_MESSAGES } from "~/schemas/inquiry";
import { quoteQuerySchema } from "~/schemas/availability";
import { promoOutcomeText, type Quote } from "~/lib/pricing";
import { replyInvalid } from "~/lib/forms.server";
import { overLimitReplyOf, publicFormVisitor, publicStoringFormGuard } from "./public-form-limits.server";
import { newInquiryReference } from "~/lib/inquiry-reference.server";
import { quoteForPropertyId, submitGuestInquiry, type SubmittedInquiry } from "~/services/booking.server";
import { nightsBetween } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { guestPagePath } from "~/lib/inquiry-reference.server";
import type { InquirySent, Toast } from "~/lib/toast";
import { translator } from "~/i18n/i18n";
import { formatDay } from "~/i18n/format";
import { DEFAULT_LANGUAGE, LOCALES, pathInLanguage, type Language } from "~/i18n/languages";

/** The submit button that prices the stay instead of sending it (works without JavaScript). */
export const QUOTE_INTENT = "quote";

/**
 * The booking-inquiry form's page action (home page and property pages): the same schema as the
 * browser and the JSON API, the same service call, behind the public forms' rate limit and honeypot.
 * A valid inquiry takes the visitor's limit slot in its own write transaction, as the API's does
 * (submitInquiry); an invalid one or a honeypot hit takes it alone. Success redirects back to the form
 * with the success toast (Post/Redirect/Get, so it works with and without JavaScript).
 */
export async function bookingAction(request: Request, context: AppLoadContext, language: Language = DEFAULT_LANGUAGE) {
  const formData = await request.formData();
  if (formData.get("intent") === QUOTE_INTENT) return quoteAction(formData);
  const back = `${new URL(request.url).pathname}#${BOOKING_ANCHOR}`;
  return submitForm(formData, {
    schema: bookingInquirySchema,
    unchecked: ["requestChef"],
    // A bot that filled the honeypot is answered like a guest, with a reference that belongs to nothing.
    guard: publicStoringFormGuard(context, back, submittedToast(newInquiryReference(), language)),
    run: async (value) => {
      try {
        // The language is the page's (its URL's), whatever the form sent: the guest's e-mails are written in it.
        return await submitGuestInquiry({ ...value, language }, publicFormVisitor(context));
      } catch (error) {
        // Nights already taken: the message goes on the dates as well as the form and the toast.
        throw error instanceof ConflictError ? new ConflictError(error.message, { startDate: [error.message] }) : error;
      }
    },
    // Over the limit (found in the inquiry's transaction, nothing stored): the 429 reply, what was typed kept.
    refusal: overLimitReplyOf,
    fallback: BOOKING_TOASTS.errorFallback,
    redirectTo: back,
    toast: ({ inquiry }) => submittedToast(inquiry.reference, language),
    // The toast fades; the panel in place of the form stays (with or without JavaScript).
    inquirySent: (submitted) => inquirySentPanel(submitted, new URL(request.url).pathname, language),
  });
}

/** What the confirmation panel shows, written here so the page's code formats no date or money. */
function inquirySentPanel({ inquiry, propertyName, guestToken }: SubmittedInquiry, formPath: string, language: Language): InquirySent {
  const currency = inquiry.quote?.currency;
  const locale = LOCALES[language];
  const told =
    inquiry.quote?.promo && inquiry.quote.promo.code === inquiry.promoCode ? promoOutcomeText(inquiry.quote, translator(language), locale) : null;
  return {
    reference: inquiry.reference,
    property: propertyName,
    checkIn: formatDay(inquiry.startDate, language),
    checkOut: formatDay(inquiry.endDate, language),
    nights: inquiry.nights ?? nightsBetween(inquiry.startDate, inquiry.endDate),
    guests: inquiry.guests,
    total: inquiry.total != null ? formatMoney(inquiry.total, currency, locale) : null,
    promo: inquiry.promoCode ? (told ?? inquiry.promoCode) : null,
    stayPath: pathInLanguage(language, guestPagePath(guestToken)),
    formPath,
  };
}

/** The success toast of a stored inquiry (the spec's words in English), in the page's language. */
function submittedToast(reference: string, language: Language): Omit<Toast, "id"> {
  if (language === DEFAULT_LANGUAGE) return BOOKING_TOASTS.submitted(reference);
  const t = translator(language);
  return { title: t("booking.successTitle"), description: t("booking.successText", { reference }), variant: "success" };
}

/**
 * 'Check price': validates only the property and the dates, keeps everything typed, and answers the
 * quote (or the dates' errors) so the page shows the same price the browser shows live.
 */
async function quoteAction(formData: FormData) {
  const submission = parseWithZod(formData, { schema: quoteQuerySchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const propertyId = Number(formData.get("propertyId"));
  let quote: Quote | null = null;
  try {
    quote = Number.isInteger(propertyId) && propertyId > 0 ? await quoteForPropertyId(propertyId, submission.value) : null;
  } catch (error) {
    // A promo code that may not be used: said on its field, the rest kept.
    if (error instanceof ValidationError && error.errors) return data(submission.reply({ fieldErrors: error.errors }), { status: 400 });
    throw error;
  }
  if (!quote) {
    // A property id that no longer resolves was deleted by staff since the page loaded.
    const chosen = Number.isInteger(propertyId) && propertyId > 0;
    const message = chosen ? PUBLIC_BOOKING_MESSAGES.propertyGone : INQUIRY_MESSAGES.property;
    return data(submission.reply({ formErrors: chosen ? [message] : undefined, fieldErrors: { propertyId: [message] } }), {
      status: chosen ? 404 : 400,
    });
  }
  if (quote.nights < quote.minNights) {
    const message = PUBLIC_BOOKING_MESSAGES.minimumStay(quote.minNights);
    return data({ ...submission.reply({ fieldErrors: { endDate: [message] } }), quote }, { status: 400 });
  }
  const reply = quote.available ? submission.reply() : submission.reply({ fieldErrors: { startDate: [AVAILABILITY_MESSAGES.datesUnavailable] } });
  return data({ ...reply, quote }, { status: quote.available ? 200 : 409 });
}
