import { differenceInCalendarDays, format, isValid, parseISO } from "date-fns";
import { addDays, dayAsLocalDate } from "./day-ranges";

/** The business runs on East Africa Time (Africa/Nairobi, UTC+3, no daylight saving). */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_RE = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A real calendar day written YYYY-MM-DD (what a date input may hold). */
export function isRealDay(day: string): boolean {
  const m = DAY_RE.exec(day);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * The calendar day (YYYY-MM-DD) a visitor picked, from either a plain day or an ISO timestamp.
 * - `2026-12-01` is kept as is.
 * - A timestamp with an explicit offset (`2026-12-01T00:00:00+02:00`) or none keeps the day as written.
 * - A UTC timestamp (`...Z`, what `Date.toISOString()` sends) is read in East Africa Time, so local
 *   midnight anywhere from UTC-12 to UTC+3 stays on the day that was picked.
 * Returns null for anything that is not a real date.
 */
export function toCalendarDay(input: string): string | null {
  const value = input.trim();
  if (DAY_RE.test(value)) return isRealDay(value) ? value : null;
  const m = TIMESTAMP_RE.exec(value);
  if (!m) return null;
  const parsed = parseISO(value.replace(" ", "T"));
  if (!isValid(parsed) || !isRealDay(m[1])) return null;
  const zone = m[4];
  if (zone && zone.toUpperCase() === "Z") {
    return new Date(parsed.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);
  }
  return m[1];
}

/** Today's calendar day in East Africa Time. */
export function todayInBusinessZone(now: Date = new Date()): string {
  return new Date(now.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The UTC instant at which a business day begins (00:00 East Africa Time), written as timestamps are
 * stored ("2026-11-27T21:00:00.000Z" for 2026-11-28), so a stored `createdAt` compares with it as text.
 */
export function businessDayStartUtc(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) - EAT_OFFSET_MS).toISOString();
}

/**
 * A filter by business days (`from`/`to`, inclusive, either optional) as UTC bounds on a stored timestamp:
 * `at >= since` and `at < before`. Staff mean days in East Africa Time, which start at 21:00 UTC the day before.
 */
export function businessDaysToUtc(range: { from?: string; to?: string }): { since?: string; before?: string } {
  return {
    since: range.from ? businessDayStartUtc(range.from) : undefined,
    before: range.to ? businessDayStartUtc(addDays(range.to, 1)) : undefined,
  };
}

/** A moment as a Date whose local fields show the East Africa Time wall clock (for date-fns format). */
function businessWallClock(moment: Date): Date {
  const eat = new Date(moment.getTime() + EAT_OFFSET_MS);
  return new Date(eat.getUTCFullYear(), eat.getUTCMonth(), eat.getUTCDate(), eat.getUTCHours(), eat.getUTCMinutes());
}

/** English long date, e.g. "December 1, 2026", for a YYYY-MM-DD day or an ISO timestamp. */
export function formatLongDate(value: string): string {
  if (DAY_RE.test(value)) return format(dayAsLocalDate(value), "MMMM d, yyyy");
  const parsed = parseISO(value);
  if (!isValid(parsed)) return value;
  // Timestamps are shown in the business's time zone, whatever the server's zone is.
  return format(businessWallClock(parsed), "MMMM d, yyyy");
}

/** "November 21, 2026 at 10:15 AM" in East Africa Time, for when something happened. */
export function formatDateTime(iso: string): string {
  const parsed = parseISO(iso);
  if (!isValid(parsed)) return iso;
  return `${formatLongDate(iso)} at ${format(businessWallClock(parsed), "h:mm a")}`;
}

export { BUSINESS_ZONE_ABBREVIATION, BUSINESS_ZONE_NAME } from "./business-zone";
import { BUSINESS_ZONE_ABBREVIATION } from "./business-zone";

/**
 * The admin area's one style for when something happened, with its zone: "November 21, 2026 at
 * 10:15 AM EAT". Staff may sit in another zone (or a browser set to UTC); the zone says which clock it is.
 */
export function formatAdminDateTime(iso: string): string {
  const parsed = parseISO(iso);
  if (!isValid(parsed)) return iso;
  return `${formatDateTime(iso)} ${BUSINESS_ZONE_ABBREVIATION}`;
}

/**
 * A stored UTC timestamp as ISO 8601 in the business's zone, with its offset: "2026-11-27T21:07:00.000Z" →
 * "2026-11-28T00:07:00+03:00". The same instant, but its day is the one a person in the business reads (JSON, CSV).
 * Anything that is not a timestamp is answered as it is.
 */
export function isoInBusinessZone(iso: string): string;
export function isoInBusinessZone(iso: string | null): string | null;
export function isoInBusinessZone(iso: string | null): string | null {
  if (iso === null) return null;
  const parsed = parseISO(iso);
  if (!isValid(parsed) || !/T\d{2}:\d{2}/.test(iso)) return iso;
  return `${new Date(parsed.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}

/** Nights between two YYYY-MM-DD days. */
export function nightsBetween(startDay: string, endDay: string): number {
  return differenceInCalendarDays(dayAsLocalDate(endDay), dayAsLocalDate(startDay));
}
