import { formatLongDate } from "~/lib/dates";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "./languages";

const longDates = new Map<Language, Intl.DateTimeFormat>();

/**
 * A day (YYYY-MM-DD) as a language writes it in full: "July 14, 2026" (English, as the spec's texts have it),
 * "14 Julai 2026", "14. Juli 2026". Days are calendar days, so no time zone moves them.
 */
export function formatDay(day: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return formatLongDate(day);
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return day;
  let formatter = longDates.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" });
    longDates.set(language, formatter);
  }
  return formatter.format(Date.UTC(year, month - 1, date));
}
