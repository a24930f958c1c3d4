import "~/lib/zod-config";
import { z } from "zod";
import { todayInBusinessZone, toCalendarDay } from "~/lib/dates";
import { checkbox, emailField, minText } from "./common";
import { LANGUAGES } from "~/i18n/languages";

import { INQUIRY_MESSAGES } from "./form-messages";
export { INQUIRY_MESSAGES };

/** The promo code field of the booking form and the API: optional, any case (codes are matched ignoring case). */
export const promoCodeField = z
  .string({ error: INQUIRY_MESSAGES.promoCode })
  .trim()
  .max(64, INQUIRY_MESSAGES.promoCode)
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : undefined));

export { GUESTS_DEFAULT, GUESTS_MAX, GUESTS_MIN } from "./guests";
import { GUESTS_MAX, GUESTS_MIN } from "./guests";

export function calendarDay(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform((value, ctx) => {
      const day = toCalendarDay(value);
      if (!day) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return day;
    });
}

/** null means the field was left out (so its default applies). */
const nullAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null ? undefined : v), schema);

/** A visitor's booking inquiry: the home page form, the property page form and POST /api/v1/booking-inquiries. */
export const bookingInquirySchema = z
  .object({
    propertyId: z.number({ error: INQUIRY_MESSAGES.property }).int(INQUIRY_MESSAGES.property).positive(INQUIRY_MESSAGES.property),
    name: minText(2, INQUIRY_MESSAGES.name, 100),
    email: emailField(INQUIRY_MESSAGES.email),
    phone: minText(7, INQUIRY_MESSAGES.phone, 40).refine((v) => /^[+()\d\s.\-/]*\d[+()\d\s.\-/]*$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7, {
      error: INQUIRY_MESSAGES.phone,
    }),
    startDate: calendarDay(INQUIRY_MESSAGES.startDate).refine((day) => day >= todayInBusinessZone(), {
      error: INQUIRY_MESSAGES.startInPast,
    }),
    endDate: calendarDay(INQUIRY_MESSAGES.endDate),
    guests: z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? INQUIRY_MESSAGES.guestsMin : INQUIRY_MESSAGES.guestsNumber) })
      .int(INQUIRY_MESSAGES.guestsWhole)
      .min(GUESTS_MIN, INQUIRY_MESSAGES.guestsMin)
      .max(GUESTS_MAX, INQUIRY_MESSAGES.guestsMax),
    // Every optional field takes null as empty: the API hands inquiries out with `message: null`, so a
    // client that sends one back as it came must not get a 400.
    message: z
      .string({ error: INQUIRY_MESSAGES.specialRequestsText })
      .trim()
      .max(2000, INQUIRY_MESSAGES.specialRequestsMax)
      .nullish()
      .transform((v) => (v ? v : undefined)),
    requestChef: nullAsMissing(checkbox(false, "Private chef request")),
    promoCode: promoCodeField,
    /** The language the guest writes in (the page form's is its URL's; an API client may name one): e-mails follow it. */
    language: z.enum(LANGUAGES, { error: INQUIRY_MESSAGES.language }).nullish(),
    requestActivities: nullAsMissing(
      z
        .array(z.string({ error: "Each activity must be text" }).trim().min(1).max(100, "Each activity must be at most 100 characters"), {
          error: "Requested activities must be a list of text",
        })
        .max(20, "At most 20 activities can be requested")
        .default([]),
    ),
  })
  // Runs even when other fields failed (zod skips object checks after a missing field by default),
  // so the visitor sees every problem at once; only needs both days to be valid.
  .refine((v) => v.endDate > v.startDate, {
    message: INQUIRY_MESSAGES.endAfterStart,
    path: ["endDate"],
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === "startDate" || issue.path?.[0] === "endDate") &&
      typeof (payload.value as { startDate?: unknown })?.startDate === "string" &&
      typeof (payload.value as { endDate?: unknown })?.endDate === "string",
  });

export type BookingInquiryInput = z.infer<typeof bookingInquirySchema>;
