/** The clock: timestamps are stored as ISO-8601 text in UTC (see docs/decisions/0005-stay-dates.md). */
export const nowIso = (): string => new Date().toISOString();
