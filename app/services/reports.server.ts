import { businessDaysToUtc, nightsBetween } from "~/lib/dates";
import { addDays, addMonths } from "~/lib/day-ranges";
import {
  listReportProperties,
  sumBalancesOwed,
  sumInquiries,
  sumMoneyMoved,
  sumPropertyMonths,
  sumStays,
  type PropertyMonthSums,
  type ReportMonthSpan,
  type ReportProperty,
  type ReportScope,
} from "~/models/report.server";
import type { ReportRange } from "~/schemas/report-query";
import { reviewSummaries } from "./reviews.server";

/*
 * The owner's report (docs/decisions/1128-reports.md): the model sums, this module divides. One function builds
 * every figure for the page, its CSV exports, the JSON twin and the dashboard, so they always agree.
 *
 * - occupancy = booked nights ÷ available nights; booked = nights of confirmed stays + nights imported events take
 *   ("booked elsewhere", no revenue); available = the period's nights of each property less the nights staff blocked.
 * - stay revenue = the nights lines of the quotes, less discounts (promo codes and long-stay discounts, each its
 *   own line), each night's share in its month; fees and taxes apart; ADR = stay revenue ÷ nights of confirmed stays
 *   (the nights that earn); RevPAR = stay revenue ÷ available nights. Money kept from cancelled stays is its own line,
 *   in the total only.
 */

/** The nights and money of a set of property-months. */
export interface NightsFigures {
  availableNights: number;
  /** Stay nights + booked elsewhere. */
  bookedNights: number;
  stayNights: number;
  bookedElsewhereNights: number;
  blockedNights: number;
  /** booked ÷ available, 0..1 (4 decimals); null when no night is available. */
  occupancy: number | null;
}

export interface MoneyFigures {
  /** The nights lines, before discounts. */
  nightsRevenue: number;
  promoCodeDiscounts: number;
  stayDiscounts: number;
  /** nightsRevenue − both discounts. */
  stayRevenue: number;
  fees: number;
  taxes: number;
  keptFromCancelled: number;
  /** stayRevenue + fees + taxes + keptFromCancelled. */
  totalRevenue: number;
  /** Average daily rate: stayRevenue ÷ stayNights (2 decimals); null without stay nights. */
  adr: number | null;
  /** Revenue per available night: stayRevenue ÷ availableNights (2 decimals); null without available nights. */
  revpar: number | null;
}

export type MonthFigures = { month: string } & NightsFigures & Partial<MoneyFigures>;

export interface ReportMonth extends MonthFigures {
  /** The same month a year earlier. */
  lastYear: MonthFigures;
}

export type ReportPropertyRow = ReportProperty &
  NightsFigures &
  Partial<Pick<MoneyFigures, "stayRevenue" | "adr" | "revpar">> & {
    /** Its published reviews' average overall rating (one decimal; all time, not the period's) and count; null and 0 without any. */
    reviewAverage: number | null;
    reviewCount: number;
  };

export interface Report {
  period: { period: ReportRange["period"]; from: string; to: string; propertyId: number | null; months: string[] };
  /** False for role `user`: the money figures are left out. */
  includesMoney: boolean;
  occupancy: NightsFigures;
  revenue?: MoneyFigures;
  stays: {
    /** Confirmed stays checking in during the period. */
    stays: number;
    nights: number;
    /** Nights per stay (2 decimals); null without stays. */
    averageLengthOfStay: number | null;
    leadTime: { medianDays: number | null; days0to7: number; days8to30: number; days31to90: number; over90Days: number };
  };
  inquiries: {
    /** Inquiries received during the period, and where they stand now. */
    inquiries: number;
    pending: number;
    confirmed: number;
    cancelled: number;
    cancelledByGuest: number;
    cancelledByStaff: number;
    /** confirmed ÷ inquiries, 0..1 (4 decimals); null without inquiries. */
    conversion: number | null;
  };
  payments?: {
    /** Settled during the period, by method. */
    received: { card: number; mpesa: number; bank: number; cash: number; total: number };
    refunds: number;
    /** Confirmed stays checking in during the period that still owe part of their total today. */
    balancesOwed: { stays: number; amount: number };
  };
  months: ReportMonth[];
  properties: ReportPropertyRow[];
}

const ratio = (a: number, b: number, places: number): number | null => (b > 0 ? Number((a / b).toFixed(places)) : null);

/** The months of [from, to] (days included), each clipped to the period, as nights [start, end). */
export function monthSpans(from: string, to: string): ReportMonthSpan[] {
  const end = addDays(to, 1);
  const spans: ReportMonthSpan[] = [];
  for (let first = `${from.slice(0, 7)}-01`; first < end; first = addMonths(first, 1)) {
    const next = addMonths(first, 1);
    spans.push({ month: first.slice(0, 7), start: first < from ? from : first, end: next < end ? next : end });
  }
  return spans;
}

function nightsFigures(rows: readonly PropertyMonthSums[], periodNights: number): NightsFigures {
  const sum = (key: keyof PropertyMonthSums) => rows.reduce((n, r) => n + (r[key] as number), 0);
  const blockedNights = sum("blockedNights");
  const stayNights = sum("stayNights");
  const bookedElsewhereNights = sum("elsewhereNights");
  const availableNights = Math.max(0, periodNights - blockedNights);
  const bookedNights = stayNights + bookedElsewhereNights;
  return { availableNights, bookedNights, stayNights, bookedElsewhereNights, blockedNights, occupancy: ratio(bookedNights, availableNights, 4) };
}

function moneyFigures(rows: readonly PropertyMonthSums[], nights: NightsFigures): MoneyFigures {
  const sum = (key: keyof PropertyMonthSums) => rows.reduce((n, r) => n + (r[key] as number), 0);
  const nightsRevenue = sum("nightsRevenue");
  const promoCodeDiscounts = sum("promoDiscounts");
  const stayDiscounts = sum("stayDiscounts");
  const stayRevenue = nightsRevenue - promoCodeDiscounts - stayDiscounts;
  const fees = sum("fees");
  const taxes = sum("taxes");
  const keptFromCancelled = sum("keptFromCancelled");
  return {
    nightsRevenue,
    promoCodeDiscounts,
    stayDiscounts,
    stayRevenue,
    fees,
    taxes,
    keptFromCancelled,
    totalRevenue: stayRevenue + fees + taxes + keptFromCancelled,
    adr: ratio(stayRevenue, nights.stayNights, 2),
    revpar: ratio(stayRevenue, nights.availableNights, 2),
  };
}

function monthFigures(span: ReportMonthSpan, rows: readonly PropertyMonthSums[], propertyCount: number, money: boolean): MonthFigures {
  const mine = rows.filter((r) => r.month === span.month);
  const nights = nightsFigures(mine, nightsBetween(span.start, span.end) * propertyCount);
  return { month: span.month, ...nights, ...(money ? moneyFigures(mine, nights) : {}) };
}

/** The same days a year earlier (29 February becomes the 28th). */
const yearEarlier = (day: string) => addMonths(day, -12);

/** Every figure of the report on [range.from, range.to] for `scope`; money figures only when `money` (role admin). */
export async function buildReport(range: ReportRange, scope: ReportScope, options: { money: boolean }): Promise<Report> {
  const { from, to } = range;
  const { money } = options;
  const end = addDays(to, 1);
  const spans = monthSpans(from, to);
  const earlier = monthSpans(yearEarlier(from), yearEarlier(to));
  const { since, before } = businessDaysToUtc({ from, to });
  const [properties, [rows, lastYearRows], stays, inquiries, moved, owed, reviews] = await Promise.all([
    listReportProperties(scope),
    sumPropertyMonths([spans, earlier], scope),
    sumStays(from, end, scope),
    sumInquiries(since!, before!, scope),
    money ? sumMoneyMoved(since!, before!, scope) : undefined,
    money ? sumBalancesOwed(from, end, scope) : undefined,
    reviewSummaries(),
  ]);
  const count = properties.length;
  const periodNights = nightsBetween(from, end);
  const occupancy = nightsFigures(rows, periodNights * count);

  const months: ReportMonth[] = spans.map((span, i) => {
    // The year-earlier list has one month more or fewer only when a period starts or ends on 29 February.
    const before = earlier.find((e) => e.month === yearEarlier(`${span.month}-01`).slice(0, 7)) ?? earlier[Math.min(i, earlier.length - 1)];
    return { ...monthFigures(span, rows, count, money), lastYear: monthFigures(before, lastYearRows, count, money) };
  });

  const propertyRows: ReportPropertyRow[] = properties.map((p) => {
    const mine = rows.filter((r) => r.propertyId === p.id);
    const nights = nightsFigures(mine, periodNights);
    const rated = { reviewAverage: reviews[p.id]?.average ?? null, reviewCount: reviews[p.id]?.count ?? 0 };
    if (!money) return { ...p, ...nights, ...rated };
    const { stayRevenue, adr, revpar } = moneyFigures(mine, nights);
    return { ...p, ...nights, stayRevenue, adr, revpar, ...rated };
  });

  const cancelled = inquiries.cancelledByGuest + inquiries.cancelledByStaff + inquiries.cancelledUnknown;
  return {
    period: { period: range.period, from, to, propertyId: scope.propertyId ?? null, months: spans.map((s) => s.month) },
    includesMoney: money,
    occupancy,
    ...(money ? { revenue: moneyFigures(rows, occupancy) } : {}),
    stays: {
      stays: stays.stays,
      nights: stays.nights,
      averageLengthOfStay: ratio(stays.nights, stays.stays, 2),
      leadTime: {
        medianDays: stays.medianLeadDays,
        days0to7: stays.lead0to7,
        days8to30: stays.lead8to30,
        days31to90: stays.lead31to90,
        over90Days: stays.leadOver90,
      },
    },
    inquiries: {
      inquiries: inquiries.inquiries,
      pending: inquiries.pending,
      confirmed: inquiries.confirmed,
      cancelled,
      cancelledByGuest: inquiries.cancelledByGuest,
      cancelledByStaff: inquiries.cancelledByStaff,
      conversion: ratio(inquiries.confirmed, inquiries.inquiries, 4),
    },
    ...(moved && owed
      ? {
          payments: {
            received: { ...moved.received, total: moved.received.card + moved.received.mpesa + moved.received.bank + moved.received.cash },
            refunds: moved.refunded,
            balancesOwed: owed,
          },
        }
      : {}),
    months,
    properties: propertyRows,
  };
}

/** Occupancy and money for [from, to] of every property: the dashboard's two windows. */
export async function occupancyAndRevenue(from: string, to: string, money: boolean) {
  const spans = monthSpans(from, to);
  const [properties, [rows]] = await Promise.all([listReportProperties({}), sumPropertyMonths([spans], {})]);
  const nights = nightsFigures(rows, nightsBetween(from, addDays(to, 1)) * properties.length);
  return { from, to, ...nights, ...(money ? { stayRevenue: moneyFigures(rows, nights).stayRevenue } : {}) };
}
