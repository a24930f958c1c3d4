import "~/lib/zod-config";
import { z } from "zod";
import { nightsBetween } from "~/lib/dates";
import { calendarDay } from "./inquiry";

/** The longest window the calendar of every property answers for: three months and a few days. */
export const CALENDAR_WINDOW_MAX_DAYS = 93;

export const CALENDAR_QUERY_MESSAGES = {
  from: "from must be a date (YYYY-MM-DD)",
  to: "to must be a date (YYYY-MM-DD)",
  reversed: "to must be on or after from",
  tooLong: `The window can be at most ${CALENDAR_WINDOW_MAX_DAYS} days (from and to included)`,
} as const;

const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .pipe(calendarDay(message));

/**
 * GET /api/v1/admin/calendar?from=&to=: the days `from` to `to`, both included (as the admin lists'
 * stay filter), at most 93 of them. Entries with a night on one of those days are answered.
 */
export const calendarWindowSchema = z
  .object({ from: day(CALENDAR_QUERY_MESSAGES.from), to: day(CALENDAR_QUERY_MESSAGES.to) })
  .refine((w) => w.to >= w.from, { error: CALENDAR_QUERY_MESSAGES.reversed, path: ["to"] })
  .refine((w) => nightsBetween(w.from, w.to) + 1 <= CALENDAR_WINDOW_MAX_DAYS, { error: CALENDAR_QUERY_MESSAGES.tooLong, path: ["to"] });

export type CalendarWindow = z.infer<typeof calendarWindowSchema>;

/** The kinds of entry a calendar shows, in the order a day's entries are listed. */
export const CALENDAR_ENTRY_KINDS = ["stay", "pending", "block", "imported"] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/** One bar of a property's calendar: nights [startDate, endDate), the check-out day free. */
export interface CalendarEntry {
  kind: CalendarEntryKind;
  startDate: string;
  endDate: string;
  /** The booking inquiry of a stay or a pending request. */
  inquiryId?: number;
  /** The guest's name, the block's note, or the imported calendar's source. */
  label: string;
}

export interface PropertyCalendar {
  property: { id: number; name: string; slug: string };
  entries: CalendarEntry[];
}
