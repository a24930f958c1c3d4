import "~/lib/zod-config";
import { z } from "zod";
import { emailSettingsSchema, type EmailSettings } from "./email-settings";
import { businessSettingsSchema, paymentSettingsSchema, pricingRulesFormSchema, type BusinessSettings, type PaymentSettings } from "./settings";
import type { PricingRules } from "~/lib/pricing";

/**
 * The Settings page's one form: every section's fields, checked together and saved together (one Save
 * button). Each part keeps its own schema; this only puts them side by side.
 */
export const settingsPageSchema = z.object({
  ...businessSettingsSchema.shape,
  ...pricingRulesFormSchema.shape,
  ...paymentSettingsSchema.shape,
  ...emailSettingsSchema.shape,
});
export type SettingsPageInput = z.output<typeof settingsPageSchema>;

const pick = <T>(value: Record<string, unknown>, shape: object): T => Object.fromEntries(Object.keys(shape).map((key) => [key, value[key]])) as T;

/** The page's value, split back into the parts each settings command takes. */
export function splitSettings(value: SettingsPageInput): {
  business: BusinessSettings;
  pricing: PricingRules;
  payment: PaymentSettings;
  email: EmailSettings;
} {
  return {
    business: pick<BusinessSettings>(value, businessSettingsSchema.shape),
    pricing: pick<PricingRules>(value, pricingRulesFormSchema.shape),
    payment: pick<PaymentSettings>(value, paymentSettingsSchema.shape),
    email: pick<EmailSettings>(value, emailSettingsSchema.shape),
  };
}
