import { parseWith } from "~/lib/api.server";
import { csvResponse, toCsv, type CsvValue } from "~/lib/csv";
import { todayInBusinessZone } from "~/lib/dates";
import { HttpError } from "~/lib/errors.server";
import { lenientQuery } from "~/lib/list-query.server";
import type { User } from "~/models/user.server";
import { listReportProperties } from "~/models/report.server";
import { REPORT_QUERY_KEYS, REPORT_QUERY_MESSAGES, reportQuerySchema, reportRange, type ReportQuery } from "~/schemas/report-query";
import { queryValues } from "~/schemas/admin-list-query";
import { isAdmin } from "~/schemas/user";
import { buildReport, type MonthFigures, type Report } from "~/services/reports.server";

/*
 * The report's HTTP edge: the page (lenient: a bad value is dropped and said on its field), the CSV exports and
 * the JSON twin (strict: 400 naming the field) read one query with one schema and call buildReport. Money figures
 * are for role admin: a `user` gets the rest, and asking for them (`include=money`, a money table) is a 403.
 */

export const MONEY_FORBIDDEN = "Only administrators can see revenue and payment figures";

const values = (search: URLSearchParams) => queryValues(search, REPORT_QUERY_KEYS);

/** 400 naming `propertyId` when the property does not exist. */
async function knownProperty(query: ReportQuery): Promise<void> {
  if (query.propertyId === undefined) return;
  const found = await listReportProperties({ propertyId: query.propertyId });
  if (found.length === 0) {
    throw new HttpError(400, REPORT_QUERY_MESSAGES.unknownProperty, { propertyId: [REPORT_QUERY_MESSAGES.unknownProperty] });
  }
}

/** The JSON twin's and the CSV's report: a bad parameter is a 400, money asked for by a `user` a 403. */
export async function reportStrict(search: URLSearchParams, user: User, now = new Date()): Promise<Report> {
  const query = parseWith(reportQuerySchema, values(search));
  if (query.include === "money" && !isAdmin(user)) throw new HttpError(403, MONEY_FORBIDDEN);
  await knownProperty(query);
  return buildReport(reportRange(query, todayInBusinessZone(now)), { propertyId: query.propertyId }, { money: isAdmin(user) });
}

/** The page's report: a value it cannot use is dropped (the default applies) and its message kept for the field. */
export async function reportForPage(search: URLSearchParams, user: User, now = new Date()) {
  const { query, errors } = lenientQuery(reportQuerySchema, values(search));
  const fieldErrors: Record<string, string | undefined> = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]]));
  if (errors.from || errors.to) {
    // Half a range is no range: both go, the named period (or its default) applies.
    delete query.from;
    delete query.to;
  }
  if (query.propertyId !== undefined && (await listReportProperties({ propertyId: query.propertyId })).length === 0) {
    fieldErrors.propertyId = REPORT_QUERY_MESSAGES.unknownProperty;
    delete query.propertyId;
  }
  const range = reportRange(query, todayInBusinessZone(now));
  const report = await buildReport(range, { propertyId: query.propertyId }, { money: isAdmin(user) });
  return { query, range, report, errors: fieldErrors };
}

/** The tables a report exports as CSV (`/admin/reports/export.csv?table=`). */
export const REPORT_TABLES = ["months", "properties", "stays", "payments"] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
const MONEY_TABLES: readonly ReportTable[] = ["payments"];

type Columns<T> = [string, (row: T) => CsvValue][];

const percent = (value: number | null) => (value === null ? null : Number((value * 100).toFixed(2)));

function monthColumns(money: boolean, prefix = ""): Columns<MonthFigures> {
  const nights: Columns<MonthFigures> = [
    [`${prefix}Available nights`, (m) => m.availableNights],
    [`${prefix}Booked nights`, (m) => m.bookedNights],
    [`${prefix}Booked elsewhere`, (m) => m.bookedElsewhereNights],
    [`${prefix}Blocked nights`, (m) => m.blockedNights],
    [`${prefix}Occupancy %`, (m) => percent(m.occupancy)],
  ];
  if (!money) return nights;
  return [
    ...nights,
    [`${prefix}Nights revenue`, (m) => m.nightsRevenue],
    [`${prefix}Promo code discounts`, (m) => m.promoCodeDiscounts],
    [`${prefix}Stay discounts`, (m) => m.stayDiscounts],
    [`${prefix}Stay revenue`, (m) => m.stayRevenue],
    [`${prefix}Fees`, (m) => m.fees],
    [`${prefix}Taxes`, (m) => m.taxes],
    [`${prefix}Kept from cancelled stays`, (m) => m.keptFromCancelled],
    [`${prefix}ADR`, (m) => m.adr],
    [`${prefix}RevPAR`, (m) => m.revpar],
  ];
}

/** One table of the report as CSV rows. */
export function reportTableCsv(report: Report, table: ReportTable): { header: string[]; rows: CsvValue[][] } {
  const money = report.includesMoney;
  switch (table) {
    case "months": {
      const now = monthColumns(money);
      const before = monthColumns(money, "Year earlier: ");
      return {
        header: ["Month", ...now.map(([h]) => h), "Year earlier", ...before.map(([h]) => h)],
        rows: report.months.map((m) => [m.month, ...now.map(([, f]) => f(m)), m.lastYear.month, ...before.map(([, f]) => f(m.lastYear))]),
      };
    }
    case "properties": {
      const header = ["Property", "Available nights", "Booked nights", "Booked elsewhere", "Occupancy %"];
      return {
        header: [...(money ? [...header, "Stay revenue", "ADR", "RevPAR"] : header), "Review average", "Reviews"],
        rows: report.properties.map((p) => [
          p.name,
          p.availableNights,
          p.bookedNights,
          p.bookedElsewhereNights,
          percent(p.occupancy),
          ...(money ? [p.stayRevenue, p.adr, p.revpar] : []),
          p.reviewAverage,
          p.reviewCount,
        ]),
      };
    }
    case "stays": {
      const s = report.stays;
      const i = report.inquiries;
      return {
        header: ["Figure", "Value"],
        rows: [
          ["Stays checking in", s.stays],
          ["Nights of those stays", s.nights],
          ["Average length of stay (nights)", s.averageLengthOfStay],
          ["Median lead time (days)", s.leadTime.medianDays],
          ["Lead time 0–7 days", s.leadTime.days0to7],
          ["Lead time 8–30 days", s.leadTime.days8to30],
          ["Lead time 31–90 days", s.leadTime.days31to90],
          ["Lead time over 90 days", s.leadTime.over90Days],
          ["Inquiries received", i.inquiries],
          ["Confirmed", i.confirmed],
          ["Cancelled by the guest", i.cancelledByGuest],
          ["Cancelled by staff", i.cancelledByStaff],
          ["Conversion %", percent(i.conversion)],
        ],
      };
    }
    case "payments": {
      const p = report.payments!;
      return {
        header: ["Figure", "Amount"],
        rows: [
          ["Received by card", p.received.card],
          ["Received by M-Pesa", p.received.mpesa],
          ["Received by bank transfer", p.received.bank],
          ["Received in cash", p.received.cash],
          ["Received in all", p.received.total],
          ["Refunds made", p.refunds],
          ["Balances still owed", p.balancesOwed.amount],
        ],
      };
    }
  }
}

/** GET /admin/reports/export.csv?table=&period=&from=&to=&propertyId= : one table of the report, strict like the JSON. */
export async function exportReportCsv(search: URLSearchParams, user: User): Promise<Response> {
  const table = search.get("table") ?? "";
  if (!(REPORT_TABLES as readonly string[]).includes(table)) {
    const message = `Table must be one of ${REPORT_TABLES.join(", ")}`;
    throw new HttpError(400, message, { table: [message] });
  }
  if (MONEY_TABLES.includes(table as ReportTable) && !isAdmin(user)) throw new HttpError(403, MONEY_FORBIDDEN);
  const report = await reportStrict(search, user);
  const { header, rows } = reportTableCsv(report, table as ReportTable);
  const { from, to } = report.period;
  return csvResponse(`report-${table}-${from}-to-${to}.csv`, toCsv(header, rows));
}
