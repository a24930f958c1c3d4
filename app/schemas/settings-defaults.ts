import { DEFAULT_CURRENCY } from "~/lib/money";
import { DEFAULT_PAYMENT_RULES } from "~/policies";
import type { BusinessSettings, PaymentSettings } from "./settings";

/** What a fresh site shows until staff change it (as the spec asks: a street address in a US city, phone, info e-mail). */
export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  businessName: "Tigoni Retreats",
  tagline: "Luxury cabins and lodges in the mountains, lakes, forests and rivers of the Kenyan highlands.",
  addressLine1: "1200 Pine Street, Suite 400",
  addressLine2: "Denver, CO 80202, USA",
  phone: "+1 (303) 555-0147",
  email: "info@tigoniretreats.com",
  hoursWeekdays: "9:00 AM - 5:00 PM",
  hoursSaturday: "10:00 AM - 2:00 PM",
  hoursSunday: "Closed",
  facebookUrl: "https://www.facebook.com/tigoniretreats",
  instagramUrl: "https://www.instagram.com/tigoniretreats",
  twitterUrl: "https://x.com/tigoniretreats",
  currency: DEFAULT_CURRENCY,
};

/**
 * The deposit and the balance's due date a fresh site's Settings start from: the policy's numbers
 * (app/policies/rules.ts), read here with the other defaults so the settings model needs no policy of its own.
 */
export const DEFAULT_PAYMENT_SETTINGS: Pick<PaymentSettings, "depositPercent" | "balanceDueDays"> = DEFAULT_PAYMENT_RULES;
