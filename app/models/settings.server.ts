import { getDb, keptUntilDataChanges, type DB } from "~/db/db.server";
import type { BusinessSettings, PaymentSettings } from "~/schemas/settings";
import { DEFAULT_BUSINESS_SETTINGS, DEFAULT_PAYMENT_SETTINGS } from "~/schemas/settings-defaults";
import { DEFAULT_EMAIL_SETTINGS, type EmailSettings } from "~/schemas/email-settings";
import { nowIso } from "~/lib/clock";
import { DEFAULT_PRICING, withFirstTier, type PricingSettings } from "~/lib/pricing";
import type { StayDiscount, Tax } from "~/lib/pricing";

const KEYS = Object.keys(DEFAULT_BUSINESS_SETTINGS) as (keyof BusinessSettings)[];

/** The business details, falling back to the defaults for anything staff have not set. */
export async function getBusinessSettings(executor?: DB): Promise<BusinessSettings> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "in", KEYS).execute();
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...DEFAULT_BUSINESS_SETTINGS, ...stored } as BusinessSettings;
}

/** When staff last changed a business detail (name, contact details, currency); null while all are the defaults. */
export async function businessSettingsChangedAt(): Promise<string | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("settings")
    .select((eb) => eb.fn.max("updatedAt").as("changedAt"))
    .where("key", "in", KEYS)
    .executeTakeFirst();
  return row?.changedAt ?? null;
}

/** The currency every price is shown in (Settings → Currency, default USD). */
export const getCurrency = keptUntilDataChanges<void, string>(
  async () => (await getBusinessSettings()).currency ?? DEFAULT_BUSINESS_SETTINGS.currency!,
  1,
);

/** Save the business details in the write transaction `db`; answers them as stored. */
export async function updateBusinessSettings(db: DB, input: BusinessSettings): Promise<BusinessSettings> {
  const now = nowIso();
  for (const key of KEYS) {
    // A field left out (the optional currency) keeps its stored value.
    if (input[key] === undefined) continue;
    await db
      .insertInto("settings")
      .values({ key, value: input[key]!, updatedAt: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: input[key]!, updatedAt: now }))
      .execute();
  }
  return getBusinessSettings(db);
}

const EMAIL_KEYS = Object.keys(DEFAULT_EMAIL_SETTINGS) as (keyof EmailSettings)[];

/** Which automatic e-mails are on (all of them until staff turn one off). Pass a transaction to read inside it. */
export async function getEmailSettings(executor?: DB): Promise<EmailSettings> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "in", EMAIL_KEYS).execute();
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value === "true"]));
  return { ...DEFAULT_EMAIL_SETTINGS, ...stored };
}

/** Save the e-mail switches in the write transaction `db`; answers them as stored. */
export async function updateEmailSettings(db: DB, input: EmailSettings): Promise<EmailSettings> {
  const now = nowIso();
  for (const key of EMAIL_KEYS) {
    const value = input[key] ? "true" : "false";
    await db
      .insertInto("settings")
      .values({ key, value, updatedAt: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt: now }))
      .execute();
  }
  return getEmailSettings(db);
}

// Pricing rules, stored as JSON text under these keys. Sites from before stay discounts had tiers keep
// their one long-stay discount under the two older keys: it is read as the first tier until the rules are saved.
const RULE_KEYS = ["stayDiscounts", "taxes"] as const;
const LEGACY_KEYS = ["longStayMinNights", "longStayDiscountPercent"] as const;

function decodeJsonList<T>(text: string | undefined): T[] | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The pricing rules (stay discounts, taxes), with the long-stay fields read from the first stay discount. */
export async function getPricingSettings(executor?: DB): Promise<PricingSettings> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", [...RULE_KEYS, ...LEGACY_KEYS])
    .execute();
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  let stayDiscounts = decodeJsonList<StayDiscount>(stored.stayDiscounts);
  if (!stayDiscounts) {
    const minNights = Number(stored.longStayMinNights ?? DEFAULT_PRICING.longStayMinNights);
    const percent = Number(stored.longStayDiscountPercent ?? DEFAULT_PRICING.longStayDiscountPercent);
    stayDiscounts = Number.isInteger(minNights) && Number.isInteger(percent) ? [{ minNights, percent }] : DEFAULT_PRICING.stayDiscounts;
  }
  return withFirstTier({ stayDiscounts, taxes: decodeJsonList<Tax>(stored.taxes) ?? [] });
}

export interface PricingSettingsUpdate {
  longStayMinNights?: number;
  longStayDiscountPercent?: number;
  stayDiscounts?: StayDiscount[];
  taxes?: Tax[];
}

/**
 * Save the pricing rules given in the write transaction `db`; answers them as stored. The long-stay fields
 * write the first stay discount (adding one when there is none); `stayDiscounts` given with them wins.
 */
export async function updatePricingSettings(db: DB, input: PricingSettingsUpdate): Promise<PricingSettings> {
  const current = await getPricingSettings(db);
  if (Object.values(input).every((v) => v === undefined)) return current;
  let tiers = [...(input.stayDiscounts ?? current.stayDiscounts)].sort((a, b) => a.minNights - b.minNights);
  if (!input.stayDiscounts && (input.longStayMinNights !== undefined || input.longStayDiscountPercent !== undefined)) {
    const first = tiers[0] ?? { minNights: DEFAULT_PRICING.longStayMinNights, percent: 0 };
    const next = { minNights: input.longStayMinNights ?? first.minNights, percent: input.longStayDiscountPercent ?? first.percent };
    // A first tier moved onto another tier's minimum stay replaces that tier.
    tiers = [next, ...tiers.slice(1).filter((t) => t.minNights !== next.minNights)].sort((a, b) => a.minNights - b.minNights);
  }
  const now = nowIso();
  const values: Record<string, string> = { stayDiscounts: JSON.stringify(tiers), taxes: JSON.stringify(input.taxes ?? current.taxes) };
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto("settings")
      .values({ key, value, updatedAt: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt: now }))
      .execute();
  }
  return getPricingSettings(db);
}

// How stays are paid, each under its own key.
const PAYMENT_KEYS = ["depositPercent", "balanceDueDays", "kesExchangeRate"] as const;

/** The deposit, the balance's due date and the M-Pesa exchange rate (defaults until staff set them). */
export async function getPaymentSettings(executor?: DB): Promise<PaymentSettings> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", [...PAYMENT_KEYS])
    .execute();
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const whole = (text: string | undefined, fallback: number) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : fallback);
  const rate = stored.kesExchangeRate ? Number(stored.kesExchangeRate) : NaN;
  return {
    depositPercent: whole(stored.depositPercent, DEFAULT_PAYMENT_SETTINGS.depositPercent),
    balanceDueDays: whole(stored.balanceDueDays, DEFAULT_PAYMENT_SETTINGS.balanceDueDays),
    kesExchangeRate: Number.isFinite(rate) && rate > 0 ? rate : null,
  };
}

/** Save the payment settings given (a field left out keeps its value) in the write transaction `db`. */
export async function updatePaymentSettings(db: DB, input: Partial<PaymentSettings>): Promise<PaymentSettings> {
  const now = nowIso();
  for (const key of PAYMENT_KEYS) {
    if (input[key] === undefined) continue;
    const value = input[key] === null ? "" : String(input[key]);
    await db
      .insertInto("settings")
      .values({ key, value, updatedAt: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt: now }))
      .execute();
  }
  return getPaymentSettings(db);
}
