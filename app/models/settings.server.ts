import { getDb, type DB } from "~/db/db.server";
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from "~/schemas/settings";
import { DEFAULT_EMAIL_SETTINGS, type EmailSettings } from "~/schemas/email-settings";
import { nowIso } from "~/lib/clock";
import { DEFAULT_PRICING, type PricingSettings } from "~/lib/stay";

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
export async function getCurrency(): Promise<string> {
  return (await getBusinessSettings()).currency ?? DEFAULT_BUSINESS_SETTINGS.currency!;
}

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

// Pricing: the long-stay discount, stored as text like the business details.
const PRICING_KEYS = Object.keys(DEFAULT_PRICING) as (keyof PricingSettings)[];

export async function getPricingSettings(executor?: DB): Promise<PricingSettings> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "in", PRICING_KEYS).execute();
  const out: PricingSettings = { ...DEFAULT_PRICING };
  for (const row of rows) {
    const n = Number(row.value);
    if (Number.isInteger(n)) out[row.key as keyof PricingSettings] = n;
  }
  return out;
}

/** Save the long-stay discount (the fields given) in the write transaction `db`; answers it as stored. */
export async function updatePricingSettings(db: DB, input: Partial<PricingSettings>): Promise<PricingSettings> {
  const now = nowIso();
  for (const key of PRICING_KEYS) {
    const value = input[key];
    if (value === undefined) continue;
    await db
      .insertInto("settings")
      .values({ key, value: String(value), updatedAt: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(value), updatedAt: now }))
      .execute();
  }
  return getPricingSettings(db);
}
