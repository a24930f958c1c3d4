import { formatDateTime, formatLongDate, toCalendarDay } from "~/lib/dates";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "./languages";

const longDates = new Map<Language, Intl.DateTimeFormat>();

/**
 * A day (YYYY-MM-DD) as a language writes it in full: "July 14, 2026" (English, as the spec's texts have it),
 * "14 Julai 2026", "14. Juli 2026". Days are calendar days, so no time zone moves them; a timestamp is its day in
 * East Africa Time.
 */
export function formatDay(day: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return formatLongDate(day);
  // A timestamp is the day it was on the business's clock (as formatLongDate reads it).
  const [year, month, date] = (toCalendarDay(day) ?? day).split("-").map(Number);
  if (!year || !month || !date) return day;
  let formatter = longDates.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" });
    longDates.set(language, formatter);
  }
  return formatter.format(Date.UTC(year, month - 1, date));
}

const moments = new Map<Language, Intl.DateTimeFormat>();

/**
 * When something happened, on the business's clock (East Africa Time), as a language writes it: "November 21, 2026
 * at 10:15 AM" (English, as the e-mails have said it), "21 Novemba 2026 saa 10:15", "21. November 2026 um 10:15".
 */
export function formatMoment(iso: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return formatDateTime(iso);
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  let formatter = moments.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeStyle: "short", timeZone: "Africa/Nairobi" });
    moments.set(language, formatter);
  }
  return formatter.format(time);
}
