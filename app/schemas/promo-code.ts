import "~/lib/zod-config";
import { z } from "zod";
import { calendarDay } from "./inquiry";
import { checkbox } from "./common";

export const PROMO_CODE_MESSAGES = {
  code: "Code must be 3 to 32 letters A–Z, digits 0–9 or '-'",
  percent: "Percent must be a whole number from 1 to 100",
  amount: "Amount must be a whole number of at least 1",
  oneOf: "Give either a percent or an amount, not both",
  validFrom: "Valid from must be a date (YYYY-MM-DD)",
  validTo: "Valid to must be a date (YYYY-MM-DD)",
  validOrder: "Valid to must be on or after valid from",
  minNights: "Minimum stay must be a whole number of nights from 1 to 365",
  maxUses: "Maximum uses must be a whole number of at least 1",
  propertyId: "Choose a property from the list, or every property",
  taken: "A promo code with this code already exists",
  notFound: "Promo code not found",
  used: "This promo code has been used, so it cannot be deleted: deactivate it instead",
} as const;

/** A promo code as guests type it: trimmed, any case (codes are matched ignoring case). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;

const whole = (message: string, min: number, max = 100_000_000) => z.number({ error: message }).int(message).min(min, message).max(max, message);
/** Optional: null, left out or an empty form field all mean none. */
const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), schema.nullable()) as unknown as z.ZodType<z.output<T> | null, unknown>;

/** POST /api/v1/admin/promo-codes and PUT /api/v1/admin/promo-codes/{id} (and the staff page). Codes are kept in upper case. */
export const promoCodeSchema = z
  .object({
    code: z.string({ error: PROMO_CODE_MESSAGES.code }).trim().toUpperCase().regex(PROMO_CODE_PATTERN, PROMO_CODE_MESSAGES.code),
    percent: orNull(whole(PROMO_CODE_MESSAGES.percent, 1, 100)),
    amount: orNull(whole(PROMO_CODE_MESSAGES.amount, 1)),
    validFrom: orNull(calendarDay(PROMO_CODE_MESSAGES.validFrom)),
    validTo: orNull(calendarDay(PROMO_CODE_MESSAGES.validTo)),
    minNights: orNull(whole(PROMO_CODE_MESSAGES.minNights, 1, 365)),
    maxUses: orNull(whole(PROMO_CODE_MESSAGES.maxUses, 1)),
    /** The one property the code is for; null (or left out) for every property. */
    propertyId: orNull(whole(PROMO_CODE_MESSAGES.propertyId, 1, 2_147_483_647)),
    active: checkbox(true, "Active"),
  })
  .refine((v) => (v.percent === null) !== (v.amount === null), { message: PROMO_CODE_MESSAGES.oneOf, path: ["percent"] })
  .refine((v) => !v.validFrom || !v.validTo || v.validTo >= v.validFrom, { message: PROMO_CODE_MESSAGES.validOrder, path: ["validTo"] });

export type PromoCodeInput = z.infer<typeof promoCodeSchema>;

export { promoCodeField } from "./inquiry";
