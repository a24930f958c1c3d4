import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { NotFoundError } from "~/lib/domain-errors";
import type { PropertyRates } from "~/lib/pricing";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { getPropertyRateColumns, updatePropertyRateColumns } from "~/models/property.server";
import { listSeasons, replaceSeasons } from "~/models/season.server";
import type { RatesInput } from "~/schemas/rates";

/** A property's rates as GET/PUT /api/v1/admin/properties/{id}/rates answer them (the base price is the property's own). */
export type RatesView = Omit<PropertyRates, "price">;

/** A live property's rates with its base price and sleeps (null when there is none), read with `db`. */
export async function loadPropertyRates(db: DB, propertyId: number): Promise<(PropertyRates & { id: number; name: string; sleeps: number }) | null> {
  const row = await getPropertyRateColumns(db, propertyId);
  if (!row) return null;
  return { ...row, seasons: await listSeasons(db, propertyId) };
}

function view(rates: PropertyRates): RatesView {
  return {
    weekendPrice: rates.weekendPrice,
    minNights: rates.minNights,
    cleaningFee: rates.cleaningFee,
    extraGuestFee: rates.extraGuestFee,
    includedGuests: rates.includedGuests,
    seasons: rates.seasons,
  };
}

/** GET /api/v1/admin/properties/{id}/rates (and the staff Rates page). */
export async function getRates(propertyId: number): Promise<RatesView> {
  const rates = await loadPropertyRates(await getDb(), propertyId);
  if (!rates) throw new NotFoundError("Property not found");
  return view(rates);
}

/** Replace a property's rates and seasons, with its audit row, in one write transaction. Answers them as stored. */
export function saveRates(actor: AuditActor, propertyId: number, input: RatesInput): Promise<RatesView> {
  return writeTransaction(async (trx) => {
    const { seasons, ...columns } = input;
    await updatePropertyRateColumns(trx, propertyId, columns);
    await replaceSeasons(trx, propertyId, seasons);
    const saved = await loadPropertyRates(trx, propertyId);
    if (!saved) throw new NotFoundError("Property not found");
    await recordAudit(trx, actor, "property.rates", { type: "property", id: propertyId, label: saved.name }, { ...columns, seasons: seasons.length });
    return view(saved);
  });
}
