import "~/lib/zod-config";
import { z } from "zod";
import { calendarDay } from "./inquiry";
import { propertySchema } from "./property";

export const RATES_MESSAGES = {
  weekendPrice: "Weekend price must be a whole number of at least 1",
  minNights: "Minimum stay must be a whole number of nights from 1 to 365",
  cleaningFee: "Cleaning fee must be a whole number of at least 0",
  extraGuestFee: "Extra guest fee must be a whole number of at least 0",
  includedGuests: "Included guests must be a whole number from 1 to 500",
  seasons: "Seasons must be a list",
  tooManySeasons: "At most 100 seasons",
  seasonName: "Each season needs a name of at most 60 characters",
  seasonStart: "Each season needs a start date (YYYY-MM-DD)",
  seasonEnd: "Each season needs an end date (YYYY-MM-DD)",
  seasonEndAfterStart: "A season must end after it starts",
  seasonPrice: "Each season's nightly price must be a whole number of at least 1",
  seasonWeekendPrice: "Each season's weekend price must be a whole number of at least 1",
  seasonMinNights: "Each season's minimum stay must be a whole number of nights from 1 to 365",
  overlap: "Seasons must not overlap.",
} as const;

const MAX_AMOUNT = 100_000_000;
const whole = (message: string, min: number, max = MAX_AMOUNT) => z.number({ error: message }).int(message).min(min, message).max(max, message);
/** Optional: null, left out or an empty form field all mean none. */
const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), schema.nullable()) as unknown as z.ZodType<z.output<T> | null, unknown>;
/** Left out (or an empty form field) means the default. */
const orDefault = <T extends z.ZodType<number>>(schema: T, fallback: number) =>
  z.preprocess((v) => (v === "" || v === undefined || v === null ? fallback : v), schema) as unknown as z.ZodType<number, unknown>;

export const seasonSchema = z
  .object({
    name: z.string({ error: RATES_MESSAGES.seasonName }).trim().min(1, RATES_MESSAGES.seasonName).max(60, RATES_MESSAGES.seasonName),
    startDate: calendarDay(RATES_MESSAGES.seasonStart),
    endDate: calendarDay(RATES_MESSAGES.seasonEnd),
    nightlyPrice: whole(RATES_MESSAGES.seasonPrice, 1),
    weekendPrice: orNull(whole(RATES_MESSAGES.seasonWeekendPrice, 1)),
    minNights: orNull(whole(RATES_MESSAGES.seasonMinNights, 1, 365)),
  })
  .refine((s) => s.endDate > s.startDate, { message: RATES_MESSAGES.seasonEndAfterStart, path: ["endDate"] });

/** Do any two seasons share a night? (endDate is exclusive: one may start on the day another ends.) */
export function seasonsOverlap(seasons: readonly { startDate: string; endDate: string }[]): boolean {
  const sorted = [...seasons].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  return sorted.some((s, i) => i > 0 && s.startDate < sorted[i - 1].endDate);
}

/** GET/PUT /api/v1/admin/properties/{id}/rates (and the staff Rates page). */
export const ratesSchema = z.object({
  weekendPrice: orNull(whole(RATES_MESSAGES.weekendPrice, 1)),
  minNights: orDefault(whole(RATES_MESSAGES.minNights, 1, 365), 1),
  cleaningFee: orDefault(whole(RATES_MESSAGES.cleaningFee, 0), 0),
  extraGuestFee: orDefault(whole(RATES_MESSAGES.extraGuestFee, 0), 0),
  includedGuests: orNull(whole(RATES_MESSAGES.includedGuests, 1, 500)),
  seasons: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(seasonSchema, { error: RATES_MESSAGES.seasons })
      .max(100, RATES_MESSAGES.tooManySeasons)
      .refine((list) => !seasonsOverlap(list), { error: RATES_MESSAGES.overlap })
      .transform((list) => [...list].sort((a, b) => (a.startDate < b.startDate ? -1 : 1))),
  ),
});

export type RatesInput = z.infer<typeof ratesSchema>;

/**
 * The staff Rates page: the same rates, plus the property's base price (the property's own `price`, with
 * the property form's rule), so a property's whole pricing is set in one place.
 */
export const ratesPageSchema = ratesSchema.extend({ price: propertySchema.shape.price });

export type RatesPageInput = z.infer<typeof ratesPageSchema>;
