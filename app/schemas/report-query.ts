import "~/lib/zod-config";
import { z } from "zod";
import { addDays, addMonths } from "~/lib/day-ranges";
import { calendarDay } from "./inquiry";

/**
 * What a report covers: `/admin/reports`, its CSV exports and `GET /api/v1/admin/reports` read the same query
 * (`?period=&from=&to=&propertyId=&include=`). `from`/`to` (both days included) win over `period`; with neither,
 * the last 12 months. A period is at most 3 years (docs/decisions/1128-reports.md).
 */
export const REPORT_PERIODS = ["this-month", "last-month", "last-12-months", "this-year", "custom"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_WORDS: Record<ReportPeriod, string> = {
  "this-month": "This month",
  "last-month": "Last month",
  "last-12-months": "Last 12 months",
  "this-year": "This year against last year",
  custom: "From – to",
};

export const REPORT_MAX_YEARS = 3;

export const REPORT_QUERY_MESSAGES = {
  period: "Period must be this-month, last-month, last-12-months, this-year or custom",
  from: "From must be a date (YYYY-MM-DD)",
  to: "To must be a date (YYYY-MM-DD)",
  fromNeeded: "From is needed with To",
  toNeeded: "To is needed with From",
  range: "From must be on or before To",
  tooLong: `The period can be at most ${REPORT_MAX_YEARS} years: To must be before From plus ${REPORT_MAX_YEARS} years`,
  propertyId: "Property must be a property id",
  unknownProperty: "Property not found",
  include: "Include must be money",
} as const;

export const reportQuerySchema = z
  .object({
    period: z.enum(REPORT_PERIODS, { error: REPORT_QUERY_MESSAGES.period }).optional(),
    from: calendarDay(REPORT_QUERY_MESSAGES.from).optional(),
    to: calendarDay(REPORT_QUERY_MESSAGES.to).optional(),
    propertyId: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, REPORT_QUERY_MESSAGES.propertyId)
      .transform(Number)
      .optional(),
    include: z.enum(["money"], { error: REPORT_QUERY_MESSAGES.include }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from && !v.to) ctx.addIssue({ code: "custom", message: REPORT_QUERY_MESSAGES.toNeeded, path: ["to"] });
    if (v.to && !v.from) ctx.addIssue({ code: "custom", message: REPORT_QUERY_MESSAGES.fromNeeded, path: ["from"] });
    if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: "custom", message: REPORT_QUERY_MESSAGES.range, path: ["from"] });
    if (v.from && v.to && v.to >= addMonths(v.from, 12 * REPORT_MAX_YEARS))
      ctx.addIssue({ code: "custom", message: REPORT_QUERY_MESSAGES.tooLong, path: ["to"] });
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const REPORT_QUERY_KEYS = ["period", "from", "to", "propertyId", "include"] as const;

/** A report's days: [from, to], both included, and the period it was asked as. */
export interface ReportRange {
  period: ReportPeriod;
  from: string;
  to: string;
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The days of the query's period on `today` (the business's day): from/to when given, else the named period. */
export function reportRange(query: Pick<ReportQuery, "period" | "from" | "to">, today: string): ReportRange {
  if (query.from && query.to) return { period: "custom", from: query.from, to: query.to };
  const thisMonth = firstOfMonth(today);
  switch (query.period) {
    case "this-month":
      return { period: "this-month", from: thisMonth, to: addDays(addMonths(thisMonth, 1), -1) };
    case "last-month":
      return { period: "last-month", from: addMonths(thisMonth, -1), to: addDays(thisMonth, -1) };
    case "this-year":
      return { period: "this-year", from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    default:
      // The last 12 whole months: the month before this one and the 11 before it.
      return { period: "last-12-months", from: addMonths(thisMonth, -12), to: addDays(thisMonth, -1) };
  }
}
