import { daysOfMonth, isMonth, monthOf } from "~/lib/months";
import type { CalendarWindow } from "~/schemas/calendar";

/**
 * The month an admin calendar page shows: `?month=YYYY-MM`, this month without one. A value that is
 * not a month (an old or mistyped link) is not an error page: the page shows this month and says what
 * it could not read (`refused`), as the admin lists do with a refused filter.
 */
export function calendarMonth(url: URL, today: string): { month: string; window: CalendarWindow; refused: string | null } {
  // An empty field (a form sent without a month) asks for nothing in particular.
  const asked = url.searchParams.get("month")?.trim() || null;
  const valid = asked !== null && isMonth(asked);
  const month = valid ? asked : monthOf(today);
  const days = daysOfMonth(month);
  return { month, window: { from: days[0], to: days[days.length - 1] }, refused: asked !== null && !valid ? asked.slice(0, 40) : null };
}
