/** A calendar day N days from today in the business time zone (EAT, UTC+3), as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const d = new Date(Date.now() + 3 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
