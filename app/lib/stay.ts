import { addDays as addDaysFns, addMonths as addMonthsFns, format } from "date-fns";
import { nightsBetween } from "./dates";

/**
 * Stays and their prices, shared by the server and the booking form (no server code here).
 * A range is a set of nights [startDate, endDate): the check-out day stays free for the next check-in.
 */
export interface DayRange {
  startDate: string;
  endDate: string;
}

const toLocal = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const toDay = (date: Date) => format(date, "yyyy-MM-dd");

export const addDays = (day: string, days: number): string => toDay(addDaysFns(toLocal(day), days));
export const addMonths = (day: string, months: number): string => toDay(addMonthsFns(toLocal(day), months));

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

export interface PricingSettings {
  /** Stays of at least this many nights get the long-stay discount. */
  longStayMinNights: number;
  /** The long-stay discount, in percent of the subtotal. */
  longStayDiscountPercent: number;
}

export const DEFAULT_PRICING: PricingSettings = { longStayMinNights: 7, longStayDiscountPercent: 10 };

/**
 * What the pages promise about long stays, from the Settings: "Stays of 7+ nights enjoy our long-stay
 * discount of 10%.", or null when there is no discount (then nothing is promised).
 */
export function longStayOffer(pricing: PricingSettings | null | undefined): string | null {
  if (!pricing || pricing.longStayDiscountPercent <= 0) return null;
  if (pricing.longStayMinNights <= 1) return `Every stay enjoys our long-stay discount of ${pricing.longStayDiscountPercent}%.`;
  return `Stays of ${pricing.longStayMinNights}+ nights enjoy our long-stay discount of ${pricing.longStayDiscountPercent}%.`;
}

export interface StayQuote {
  nights: number;
  nightlyPrice: number;
  subtotal: number;
  discountPercent: number;
  discount: number;
  total: number;
  available: boolean;
}

/** The price of a stay in whole currency units: nights × price, less the long-stay discount when it applies. */
export function quoteStay(stay: DayRange, nightlyPrice: number, pricing: PricingSettings, unavailable: readonly DayRange[] = []): StayQuote {
  const nights = Math.max(0, nightsBetween(stay.startDate, stay.endDate));
  const subtotal = nights * nightlyPrice;
  const discountPercent = nights >= pricing.longStayMinNights ? pricing.longStayDiscountPercent : 0;
  const discount = Math.round((subtotal * discountPercent) / 100);
  return { nights, nightlyPrice, subtotal, discountPercent, discount, total: subtotal - discount, available: !overlapsAny(stay, unavailable) };
}

/** What a booking form needs for one property: its unavailable nights (from today) and its price. */
export interface BookingCalendar {
  unavailable: DayRange[];
  nightlyPrice: number;
}
