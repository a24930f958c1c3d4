import { writeTransaction } from "~/db/db.server";
import type { PricingSettings } from "~/lib/pricing";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import {
  updateBusinessSettings,
  updateEmailSettings,
  updatePaymentSettings,
  updatePricingSettings,
  type PricingSettingsUpdate,
} from "~/models/settings.server";
import type { EmailSettings } from "~/schemas/email-settings";
import type { BusinessSettings, PaymentSettings } from "~/schemas/settings";

/** The Settings page's commands and their JSON twins (administrators only), each with its audit row in one transaction. */

const target = { type: "settings" };

/**
 * Save the business details, and the pricing rules and payment settings given with them (long-stay fields,
 * stay discounts, taxes, deposit: the JSON twin takes all in one body). Answers everything as stored.
 */
export function saveBusinessSettings(
  actor: AuditActor,
  business: BusinessSettings,
  pricing: PricingSettingsUpdate = {},
  details?: Record<string, unknown>,
  payment: Partial<PaymentSettings> = {},
): Promise<BusinessSettings & PricingSettings & PaymentSettings> {
  return writeTransaction(async (trx) => {
    const saved = {
      ...(await updateBusinessSettings(trx, business)),
      ...(await updatePricingSettings(trx, pricing)),
      ...(await updatePaymentSettings(trx, payment)),
    };
    await recordAudit(trx, actor, "settings.update", target, details);
    return saved;
  });
}

/** The long-stay discount used by the instant quote. */
export function savePricingSettings(actor: AuditActor, input: PricingSettingsUpdate): Promise<PricingSettings> {
  return writeTransaction(async (trx) => {
    const saved = await updatePricingSettings(trx, input);
    await recordAudit(trx, actor, "settings.pricing", target, { ...saved });
    return saved;
  });
}

/** Which automatic e-mails are sent. */
export function saveEmailSettings(actor: AuditActor, input: EmailSettings): Promise<EmailSettings> {
  return writeTransaction(async (trx) => {
    const saved = await updateEmailSettings(trx, input);
    await recordAudit(trx, actor, "settings.email", target, { ...saved });
    return saved;
  });
}

/**
 * The Settings page's one Save: the business details, the long-stay discount and the e-mail switches
 * together, in one transaction with one audit row, so saving never drops what was typed in another
 * section (docs/decisions/1031-one-save-on-the-settings-page.md).
 */
export function saveAllSettings(
  actor: AuditActor,
  input: { business: BusinessSettings; pricing: PricingSettingsUpdate; payment: PaymentSettings; email: EmailSettings },
): Promise<{ business: BusinessSettings; pricing: PricingSettings; payment: PaymentSettings; email: EmailSettings }> {
  return writeTransaction(async (trx) => {
    const saved = {
      business: await updateBusinessSettings(trx, input.business),
      pricing: await updatePricingSettings(trx, input.pricing),
      payment: await updatePaymentSettings(trx, input.payment),
      email: await updateEmailSettings(trx, input.email),
    };
    await recordAudit(trx, actor, "settings.update", target, { ...saved.pricing, ...saved.payment, ...saved.email });
    return saved;
  });
}
