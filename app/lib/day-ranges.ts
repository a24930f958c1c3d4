import { addDays as addDaysFns, addMonths as addMonthsFns, formatISO } from "date-fns";

/**
 * Stays and their prices, shared by the server and the booking form (no server code here).
 * A range is a set of nights [startDate, endDate): the check-out day stays free for the next check-in.
 */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** A YYYY-MM-DD day as a Date at local midnight, for date-fns arithmetic and formatting. */
export const dayAsLocalDate = (day: string): Date => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d);
};
// formatISO rather than format(date, "yyyy-MM-dd"): the same text, without parsing a pattern on every call
// (a quote steps through every night of the stay).
const toDay = (date: Date) => formatISO(date, { representation: "date" });

export const addDays = (day: string, days: number): string => toDay(addDaysFns(dayAsLocalDate(day), days));
export const addMonths = (day: string, months: number): string => toDay(addMonthsFns(dayAsLocalDate(day), months));

/** Sorted, with touching or overlapping ranges merged; empty ranges dropped. */
export function mergeRanges(ranges: readonly DayRange[]): DayRange[] {
  const sorted = ranges
    .filter((r) => r.endDate > r.startDate)
    .map((r) => ({ startDate: r.startDate, endDate: r.endDate }))
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  const out: DayRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.startDate <= last.endDate) {
      if (r.endDate > last.endDate) last.endDate = r.endDate;
    } else {
      out.push(r);
    }
  }
  return out;
}

/** The ranges cut to the window [from, to). */
export function clipRanges(ranges: readonly DayRange[], from: string, to: string): DayRange[] {
  return ranges
    .filter((r) => r.endDate > from && r.startDate < to)
    .map((r) => ({ startDate: r.startDate < from ? from : r.startDate, endDate: r.endDate > to ? to : r.endDate }));
}

/** Do the nights [startDate, endDate) share at least one night with any range? */
export function overlapsAny(stay: DayRange, ranges: readonly DayRange[]): boolean {
  return ranges.some((r) => r.startDate < stay.endDate && stay.startDate < r.endDate);
}

/** Is the night starting on `day` unavailable? */
export function isNightUnavailable(day: string, ranges: readonly DayRange[]): boolean {
  return ranges.some((r) => r.startDate <= day && day < r.endDate);
}

/** The first unavailable night on or after `day` (the latest possible check-out for a stay starting then). */
export function nextUnavailableNight(day: string, ranges: readonly DayRange[]): string | undefined {
  let first: string | undefined;
  for (const r of ranges) {
    const candidate = r.startDate <= day && day < r.endDate ? day : r.startDate >= day ? r.startDate : undefined;
    if (candidate && (!first || candidate < first)) first = candidate;
  }
  return first;
}

/** Minimum stays, for the booking form's calendars: the property's, and the seasons that set their own. */
export interface MinimumStays {
  minNights: number;
  seasons: { startDate: string; endDate: string; minNights: number }[];
}

/** What a booking form needs for one property: its unavailable nights (from today) and its price. */
export interface BookingCalendar {
  /** The property's slug: the form asks its quote endpoint for the price. */
  slug: string;
  unavailable: DayRange[];
  nightlyPrice: number;
  /** The minimum stay for each check-in (absent: one night). */
  minimumStays?: MinimumStays;
}

/** The minimum stay for a check-in on `startDate` (the season of the check-in night, else the property's). */
export function minimumStayOn(startDate: string, stays: MinimumStays | undefined): number {
  if (!stays) return 1;
  return stays.seasons.find((s) => s.startDate <= startDate && startDate < s.endDate)?.minNights ?? stays.minNights;
}

/**
 * What one property offers for the searched stay: its total (priced by the booking form's own pricing), or
 * why it cannot be booked: some nights are taken, the stay is shorter than its minimum for that check-in,
 * or the party is larger than it sleeps.
 */
export type StayOffer =
  | { bookable: true; total: number; nights: number; currency: string }
  | { bookable: false; reason: "taken" }
  | { bookable: false; reason: "tooShort"; minNights: number }
  | { bookable: false; reason: "tooManyGuests"; sleeps: number };
