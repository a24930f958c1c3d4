import { businessDayStartUtc } from "~/lib/dates";
/** A calendar day N days from today in the business time zone (EAT, UTC+3), as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const d = new Date(Date.now() + 3 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A moment in East Africa Time: day (YYYY-MM-DD) at HH:MM (for a moved clock). */
export function eat(day: string, time: string): Date {
  const [h, m] = time.split(":").map(Number);
  return new Date(new Date(businessDayStartUtc(day)).getTime() + (h! * 60 + m!) * 60_000);
}
