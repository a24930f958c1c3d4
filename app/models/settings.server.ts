import { getDb } from "~/db/db.server";
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from "~/schemas/settings";
import { nowIso } from "~/lib/clock";

const KEYS = Object.keys(DEFAULT_BUSINESS_SETTINGS) as (keyof BusinessSettings)[];

/** The business details, falling back to the defaults for anything staff have not set. */
export async function getBusinessSettings(): Promise<BusinessSettings> {
  const db = await getDb();
  const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "in", KEYS).execute();
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...DEFAULT_BUSINESS_SETTINGS, ...stored } as BusinessSettings;
}

export async function updateBusinessSettings(input: BusinessSettings): Promise<BusinessSettings> {
  const db = await getDb();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const key of KEYS) {
      await trx
        .insertInto("settings")
        .values({ key, value: input[key], updatedAt: now })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: input[key], updatedAt: now }))
        .execute();
    }
  });
  return getBusinessSettings();
}
