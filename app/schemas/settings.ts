import "~/lib/zod-config";
import { z } from "zod";
import { emailField, numberAsTyped } from "./common";
import { isSupportedCurrency } from "~/lib/money";

export const CURRENCY_MESSAGE = "Currency must be a three-letter ISO 4217 code, e.g. USD or KES";

/** The one currency of every price: an ISO 4217 code Intl.NumberFormat knows. */
const currency = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .toUpperCase()
  .refine((v) => isSupportedCurrency(v), { error: CURRENCY_MESSAGE });

const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const url = (label: string) =>
  z
    .string({ error: `${label} must be a web address` })
    .trim()
    .max(500)
    .refine((v) => v === "" || /^https:\/\/\S+$/i.test(v), { error: `${label} must start with https://` });

/** Business details staff can change without a developer: shown in the footer and on the contact page. */
export const businessSettingsSchema = z.object({
  businessName: text("Business name", 80),
  tagline: text("Tagline", 200),
  addressLine1: text("Street address", 120),
  addressLine2: text("City and postcode", 120),
  phone: text("Phone", 40),
  email: emailField(),
  hoursWeekdays: text("Weekday hours", 60),
  hoursSaturday: text("Saturday hours", 60),
  hoursSunday: text("Sunday hours", 60),
  facebookUrl: url("Facebook link"),
  instagramUrl: url("Instagram link"),
  twitterUrl: url("X (Twitter) link"),
  // Optional so an older client that does not send it keeps the stored currency.
  currency: currency.optional(),
});

export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

const PRICING_MESSAGES = {
  longStayMinNights: "Long-stay minimum must be a whole number of nights from 1 to 365",
  longStayDiscountPercent: "Long-stay discount must be a whole percent from 0 to 90",
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** The long-stay discount: stays of at least `longStayMinNights` nights get `longStayDiscountPercent` off. */
export const pricingSettingsSchema = z.object({
  longStayMinNights: wholeNumber(PRICING_MESSAGES.longStayMinNights, 1, 365),
  longStayDiscountPercent: wholeNumber(PRICING_MESSAGES.longStayDiscountPercent, 0, 90),
});

export type PricingSettingsInput = z.infer<typeof pricingSettingsSchema>;

export const RULES_MESSAGES = {
  taxes: "Taxes must be a list of { name, percent }",
  taxName: "Each tax needs a name of at most 60 characters",
  taxPercent: "Each tax's percent must be from 0 to 50, with at most 2 decimals",
  tooManyTaxes: "At most 10 taxes",
  stayDiscounts: "Stay discounts must be a list of { minNights, percent }",
  stayMinNights: "Each stay discount's minimum stay must be a whole number of nights from 1 to 365",
  stayPercent: "Each stay discount must be a whole percent from 0 to 90",
  tooManyStayDiscounts: "At most 10 stay discounts",
  sameMinNights: "Two stay discounts cannot start at the same number of nights",
} as const;

/** Taxes on the stay after discounts, plus fees (e.g. VAT 16 %, Tourism levy 2 %). */
export const taxesSchema = z
  .array(
    z.object({
      name: z.string({ error: RULES_MESSAGES.taxName }).trim().min(1, RULES_MESSAGES.taxName).max(60, RULES_MESSAGES.taxName),
      percent: z
        .number({ error: RULES_MESSAGES.taxPercent })
        .min(0, RULES_MESSAGES.taxPercent)
        .max(50, RULES_MESSAGES.taxPercent)
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: RULES_MESSAGES.taxPercent }),
    }),
    { error: RULES_MESSAGES.taxes },
  )
  .max(10, RULES_MESSAGES.tooManyTaxes);

/** Stay discounts: the largest percent whose minimum stay the stay reaches applies. Kept sorted by minimum stay. */
export const stayDiscountsSchema = z
  .array(
    z.object({
      minNights: z
        .number({ error: RULES_MESSAGES.stayMinNights })
        .int(RULES_MESSAGES.stayMinNights)
        .min(1, RULES_MESSAGES.stayMinNights)
        .max(365, RULES_MESSAGES.stayMinNights),
      percent: z
        .number({ error: RULES_MESSAGES.stayPercent })
        .int(RULES_MESSAGES.stayPercent)
        .min(0, RULES_MESSAGES.stayPercent)
        .max(90, RULES_MESSAGES.stayPercent),
    }),
    { error: RULES_MESSAGES.stayDiscounts },
  )
  .max(10, RULES_MESSAGES.tooManyStayDiscounts)
  .refine((tiers) => new Set(tiers.map((t) => t.minNights)).size === tiers.length, { error: RULES_MESSAGES.sameMinNights })
  .transform((tiers) => [...tiers].sort((a, b) => a.minNights - b.minNights));

/** The business-wide pricing rules of PUT /api/v1/admin/settings (each optional: a client that leaves one out keeps it). */
export const pricingRulesSchema = z.object({
  taxes: taxesSchema.optional(),
  stayDiscounts: stayDiscountsSchema.optional(),
});

/** A number typed in a form field ("" is none); the list schemas give the message for anything else. */
const typed = numberAsTyped;
const rows = (list: unknown, keys: string[]) =>
  Array.isArray(list)
    ? list.map((row) =>
        row && typeof row === "object" ? { ...row, ...Object.fromEntries(keys.map((k) => [k, typed((row as Record<string, unknown>)[k])])) } : row,
      )
    : (list ?? []);

/**
 * The Settings page's stay discounts and taxes, as rows of form fields (a form sends no rows for an empty
 * list, which means none; its numbers arrive as text). Saved as the JSON call saves `stayDiscounts` and `taxes`.
 */
export const pricingRulesFormSchema = z.object({
  stayDiscounts: z.preprocess((v) => rows(v, ["minNights", "percent"]), stayDiscountsSchema),
  taxes: z.preprocess((v) => rows(v, ["percent"]), taxesSchema),
});

/** A whole number from JSON or typed in a field; an emptied field is an error, never a silent 0. */
const typedWholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(numberAsTyped, z.number({ error: message }).int(message).min(min, message).max(max, message));

export const PAYMENT_SETTINGS_MESSAGES = {
  depositPercent: "Deposit must be a whole percent from 0 to 100",
  balanceDueDays: "Balance due must be a whole number of days from 0 to 365",
  kesExchangeRate: "KES exchange rate must be a number above 0 (shillings for one unit of your currency), or empty",
} as const;

/**
 * How a confirmed stay is paid: the deposit's share of the total, how many days before check-in the balance
 * is due, and (when prices are not in shillings) the rate M-Pesa amounts are converted at.
 */
export const paymentSettingsSchema = z.object({
  depositPercent: typedWholeNumber(PAYMENT_SETTINGS_MESSAGES.depositPercent, 0, 100),
  balanceDueDays: typedWholeNumber(PAYMENT_SETTINGS_MESSAGES.balanceDueDays, 0, 365),
  kesExchangeRate: z.preprocess(
    (v) => (v === "" || v === undefined ? null : numberAsTyped(v)),
    z
      .number({ error: PAYMENT_SETTINGS_MESSAGES.kesExchangeRate })
      .positive(PAYMENT_SETTINGS_MESSAGES.kesExchangeRate)
      .max(1_000_000, PAYMENT_SETTINGS_MESSAGES.kesExchangeRate)
      .nullable(),
  ),
});

export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
