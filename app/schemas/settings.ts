import "~/lib/zod-config";
import { z } from "zod";
import { emailField } from "./common";
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

// Without zod, so public pages that only need the defaults do not download it.
export { DEFAULT_BUSINESS_SETTINGS } from "./settings-defaults";

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
