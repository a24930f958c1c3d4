import "~/lib/zod-config";
import { z } from "zod";
import { numberAsTyped } from "./common";
import { todayInBusinessZone } from "~/lib/dates";
import { calendarDay, GUESTS_MAX, GUESTS_MIN, INQUIRY_MESSAGES, promoCodeField } from "./inquiry";

/** The stay of a quote (GET /api/v1/properties/{slug}/quote and the 'Check price' button): the booking form's date rules and messages. */
export const stayDatesSchema = z
  .object({
    startDate: calendarDay(INQUIRY_MESSAGES.startDate).refine((day) => day >= todayInBusinessZone(), { error: INQUIRY_MESSAGES.startInPast }),
    endDate: calendarDay(INQUIRY_MESSAGES.endDate),
  })
  .refine((v) => v.endDate > v.startDate, { message: INQUIRY_MESSAGES.endAfterStart, path: ["endDate"] });

export type StayDates = z.infer<typeof stayDatesSchema>;

/** Guests as a query string or form field carries them: optional, a whole number from 1 to 20. */
const optionalGuests = z.preprocess(
  (v) => (v === null ? undefined : numberAsTyped(v)),
  z
    .number({ error: INQUIRY_MESSAGES.guestsNumber })
    .int(INQUIRY_MESSAGES.guestsWhole)
    .min(GUESTS_MIN, INQUIRY_MESSAGES.guestsMin)
    .max(GUESTS_MAX, INQUIRY_MESSAGES.guestsMax)
    .optional(),
);

/** GET /api/v1/properties/{slug}/quote and 'Check price': the stay, and optionally the guests (for extra-guest fees) and a promo code. */
export const quoteQuerySchema = z
  .object({
    startDate: stayDatesSchema.shape.startDate,
    endDate: stayDatesSchema.shape.endDate,
    guests: optionalGuests,
    promoCode: promoCodeField,
  })
  .refine((v) => v.endDate > v.startDate, { message: INQUIRY_MESSAGES.endAfterStart, path: ["endDate"] });

export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

export const AVAILABILITY_QUERY_MESSAGES = {
  from: "from must be a date (YYYY-MM-DD)",
  to: "to must be a date (YYYY-MM-DD)",
  reversed: "to must be after from",
  tooLong: "The range can be at most 24 months",
} as const;

const optionalDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .pipe(calendarDay(message))
    .optional();

/** GET /api/v1/properties/{slug}/availability?from=&to= (the window defaults are applied by the service). */
export const availabilityQuerySchema = z.object({
  from: optionalDay(AVAILABILITY_QUERY_MESSAGES.from),
  to: optionalDay(AVAILABILITY_QUERY_MESSAGES.to),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** A staff block: [startDate, endDate) with an optional note (admin calendar page and its JSON twin). */
export const blockSchema = z
  .object({
    startDate: calendarDay("Please select a start date"),
    endDate: calendarDay("Please select an end date"),
    note: z
      .string({ error: "Note must be text" })
      .trim()
      .max(200, "Note must be at most 200 characters")
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((v) => v.endDate > v.startDate, { message: "End date must be after start date", path: ["endDate"] });

export type BlockInput = z.infer<typeof blockSchema>;

/** An imported calendar's address: http or https only. */
export const feedSchema = z.object({
  url: z
    .string({ error: "Please enter the calendar's address" })
    .trim()
    .min(1, "Please enter the calendar's address")
    .max(2000, "The address must be at most 2000 characters")
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return (u.protocol === "http:" || u.protocol === "https:") && !u.username && !u.password;
        } catch {
          return false;
        }
      },
      { error: "Please enter an address starting with http:// or https://" },
    ),
});
