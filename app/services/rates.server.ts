import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { todayInBusinessZone } from "~/lib/dates";
import { NotFoundError } from "~/lib/domain-errors";
import { isWeekendNight, nightPrice, seasonOf, type PropertyRates } from "~/lib/pricing";
import { addDays, addMonths, isNightUnavailable, type DayRange } from "~/lib/day-ranges";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { listTakenNights, type TakenNights } from "~/models/calendar.server";
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
  const { weekendPrice, minNights, cleaningFee, extraGuestFee, includedGuests, seasons } = rates;
  return { weekendPrice, minNights, cleaningFee, extraGuestFee, includedGuests, seasons };
}

/** GET /api/v1/admin/properties/{id}/rates (and the staff Rates page). */
export async function getRates(propertyId: number): Promise<RatesView> {
  const rates = await loadPropertyRates(await getDb(), propertyId);
  if (!rates) throw new NotFoundError("Property not found");
  return view(rates);
}

/**
 * Replace a property's rates and seasons, with its audit row, in one write transaction. Answers them as stored.
 * The staff Rates page also gives the base price (`price`); the JSON call leaves it to the property.
 */
export function saveRates(actor: AuditActor, propertyId: number, input: RatesInput & { price?: number }): Promise<RatesView> {
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

/** Why a night cannot be booked, as the staff price calendar marks it. */
export type TakenKind = "booked" | "blocked" | "imported";

/** One night of the staff price calendar: its price from the one pricing rule, its season, and whether it is taken. */
export interface CalendarNight {
  date: string;
  price: number;
  /** A Friday or Saturday night. */
  weekend: boolean;
  season: string | null;
  taken: TakenKind | null;
}

export interface CalendarMonth {
  /** YYYY-MM */
  month: string;
  nights: CalendarNight[];
}

/** How many months the staff price calendar shows, from today. */
export const PRICE_CALENDAR_MONTHS = 12;

/**
 * The nights of [from, to) grouped by month, each priced by `nightPrice` (the rule every quote uses) and
 * marked when a confirmed stay, a block or an imported booking takes it (a stay wins over a block).
 */
export function buildPriceCalendar(rates: PropertyRates, taken: TakenNights, window: DayRange): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let day = window.startDate; day < window.endDate; day = addDays(day, 1)) {
    const { price } = nightPrice(day, rates);
    // A Friday or Saturday night, whichever price it takes (a season may have no weekend price).
    const weekend = isWeekendNight(day);
    const kind: TakenKind | null = isNightUnavailable(day, taken.stays)
      ? "booked"
      : isNightUnavailable(day, taken.blocks)
        ? "blocked"
        : isNightUnavailable(day, taken.imported)
          ? "imported"
          : null;
    const night = { date: day, price, weekend, season: seasonOf(day, rates.seasons)?.name ?? null, taken: kind };
    const month = day.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.nights.push(night);
    else months.push({ month, nights: [night] });
  }
  return months;
}

/** The staff Rates page: the property, its rates and its price calendar for the next 12 months. */
export async function ratesOverview(propertyId: number, today = todayInBusinessZone()) {
  const rates = await loadPropertyRates(await getDb(), propertyId);
  if (!rates) throw new NotFoundError("Property not found");
  const window = { startDate: today, endDate: addMonths(today, PRICE_CALENDAR_MONTHS) };
  const taken = await listTakenNights(propertyId, window);
  return {
    property: { id: rates.id, name: rates.name, price: rates.price, sleeps: rates.sleeps },
    rates: view(rates),
    calendar: buildPriceCalendar(rates, taken, window),
  };
}
