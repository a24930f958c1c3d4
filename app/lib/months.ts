import { addMonths, format, getDaysInMonth } from "date-fns";

/**
 * Calendar months written YYYY-MM (the admin calendars' `?month=`), shared by the server and the
 * page: no server code here. A month's days are calendar days (YYYY-MM-DD), never moments.
 */

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month written YYYY-MM, from year 1900 to 2999 (anything else is not a month staff can mean). */
export function isMonth(value: string): boolean {
  const m = MONTH_RE.exec(value);
  return m !== null && Number(m[1]) >= 1900 && Number(m[1]) <= 2999;
}

const firstOf = (month: string) => {
  const [y, m] = month.split("-").map(Number);
  return new Date(y, m - 1, 1);
};

/** The month a calendar day (YYYY-MM-DD) falls in. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `n` months after (or, negative, before) `month`. */
export const shiftMonth = (month: string, n: number): string => format(addMonths(firstOf(month), n), "yyyy-MM");

/** Every day of the month, in order. */
export function daysOfMonth(month: string): string[] {
  const count = getDaysInMonth(firstOf(month));
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

/** "November 2026". */
export const formatMonth = (month: string): string => format(firstOf(month), "MMMM yyyy");
