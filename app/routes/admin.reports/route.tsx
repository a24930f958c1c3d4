import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FilterField, FilterForm, filterInputProps } from "~/components/admin/list-filters";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { formatMonth } from "~/lib/months";
import { getCurrency } from "~/models/settings.server";
import { REPORT_PERIOD_WORDS, REPORT_PERIODS } from "~/schemas/report-query";
import type { MonthFigures } from "~/services/reports.server";
import { requireUser } from "~/web/auth-guards.server";
import { reportForPage } from "~/web/reports.server";
import { listReportProperties } from "~/models/report.server";
import { Figures, FiguresTable, ReportChart, ReportSection } from "./report-parts";
import { reportCharts } from "./view.server";

export const meta = () => adminMeta("Reports");

/**
 * The owner's report (issue 37, docs/decisions/1128-reports.md): occupancy, revenue, ADR and RevPAR by month against
 * a year earlier, stays and lead time, inquiries, the payment mix and each property, for a period and one property or
 * all. A GET form (works without JavaScript); charts drawn on the server; each table as CSV; money for admins only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [view, currency, properties] = await Promise.all([
    reportForPage(new URL(request.url).searchParams, user),
    getCurrency(),
    listReportProperties({}),
  ]);
  return { ...view, currency, properties, charts: reportCharts(view.report, currency) };
}

const percent = (v: number | null | undefined) => (v === null || v === undefined ? "–" : `${Number((v * 100).toFixed(1))}%`);

export default function Reports() {
  const { query, range, report, errors, currency, properties, charts } = useLoaderData<typeof loader>();
  const money = (v: number | null | undefined) => (v === null || v === undefined ? "–" : formatMoney(v, currency));
  const rate = (v: number | null | undefined) =>
    v === null || v === undefined ? "–" : new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 2 }).format(v);
  const search = new URLSearchParams({ from: range.from, to: range.to, ...(query.propertyId ? { propertyId: String(query.propertyId) } : {}) });
  const csv = (table: string) => `/admin/reports/export.csv?table=${table}&${search}`;
  const chart = (id: string) => charts.find((c) => c.id === id);
  const scopeName = query.propertyId ? (properties.find((p) => p.id === query.propertyId)?.name ?? "One property") : "All properties";
  const monthCells = (m: MonthFigures) => [
    m.availableNights,
    m.bookedNights,
    m.bookedElsewhereNights,
    percent(m.occupancy),
    ...(report.includesMoney ? [money(m.stayRevenue), rate(m.adr), rate(m.revpar)] : []),
  ];
  const monthColumns = ["Available", "Booked", "Elsewhere", "Occupancy", ...(report.includesMoney ? ["Stay revenue", "ADR", "RevPAR"] : [])];
  const occupancyChart = chart("occupancy-chart");
  const revenueChart = chart("revenue-chart");
  const leadChart = chart("lead-time-chart");
  const paymentsChart = chart("payments-chart");
  const { occupancy, stays, inquiries, revenue, payments } = report;

  return (
    <>
      <PageHeader title="Reports" subtitle={`${scopeName}, ${formatLongDate(range.from)} – ${formatLongDate(range.to)}`} />
      <div className="print:hidden">
        <FilterForm label="Report period" clearHref="/admin/reports" active={Boolean(query.period || query.from || query.propertyId)}>
          <FilterField id="report-period" label="Period" error={errors.period}>
            <select
              name="period"
              defaultValue={query.from ? "custom" : (query.period ?? "last-12-months")}
              {...filterInputProps("report-period", errors.period)}
            >
              {REPORT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {REPORT_PERIOD_WORDS[p]}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="report-from" label="From" error={errors.from}>
            <input type="date" name="from" defaultValue={query.from ?? ""} {...filterInputProps("report-from", errors.from)} />
          </FilterField>
          <FilterField id="report-to" label="To" error={errors.to}>
            <input type="date" name="to" defaultValue={query.to ?? ""} {...filterInputProps("report-to", errors.to)} />
          </FilterField>
          <FilterField id="report-property" label="Property" error={errors.propertyId}>
            <select
              name="propertyId"
              defaultValue={query.propertyId ? String(query.propertyId) : ""}
              {...filterInputProps("report-property", errors.propertyId)}
            >
              <option value="">All properties</option>
              {properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </FilterField>
        </FilterForm>
        <p className="-mt-2 mb-6 text-sm text-stone-600">From and To (at most 3 years apart) take the place of the period when both are filled in.</p>
      </div>

      <ReportSection id="occupancy" title="Occupancy" csv={csv("months")}>
        <Figures
          items={[
            ["Occupancy", percent(occupancy.occupancy)],
            ["Booked nights", String(occupancy.bookedNights)],
            ["Our stays", String(occupancy.stayNights)],
            ["Booked elsewhere", String(occupancy.bookedElsewhereNights)],
            ["Available nights", String(occupancy.availableNights)],
            ["Blocked by staff", String(occupancy.blockedNights)],
          ]}
        />
        {occupancyChart ? <ReportChart chart={occupancyChart} /> : null}
      </ReportSection>

      {revenue ? (
        <ReportSection id="revenue" title="Revenue" csv={csv("months")}>
          <Figures
            items={[
              ["Nights", money(revenue.nightsRevenue)],
              ["Promo code discounts", money(-revenue.promoCodeDiscounts)],
              ["Long-stay discounts", money(-revenue.stayDiscounts)],
              ["Stay revenue", money(revenue.stayRevenue)],
              ["Fees", money(revenue.fees)],
              ["Taxes", money(revenue.taxes)],
              ["Kept from cancelled stays", money(revenue.keptFromCancelled)],
              ["Total", money(revenue.totalRevenue)],
              ["ADR (average daily rate)", rate(revenue.adr)],
              ["RevPAR (per available night)", rate(revenue.revpar)],
            ]}
          />
          {revenueChart ? <ReportChart chart={revenueChart} /> : null}
        </ReportSection>
      ) : null}

      <ReportSection id="by-month" title="By month, against a year earlier" csv={csv("months")}>
        <FiguresTable
          caption="Each month beside the same month a year earlier"
          columns={["Month", ...monthColumns, ...monthColumns.map((c) => `${c} a year earlier`)]}
          rows={report.months.map((m) => [formatMonth(m.month), ...monthCells(m), ...monthCells(m.lastYear)])}
        />
      </ReportSection>

      <ReportSection id="stays" title="Stays and lead time" csv={csv("stays")}>
        <Figures
          items={[
            ["Stays checking in", String(stays.stays)],
            ["Average length of stay", stays.averageLengthOfStay === null ? "–" : `${stays.averageLengthOfStay} nights`],
            ["Median lead time", stays.leadTime.medianDays === null ? "–" : `${stays.leadTime.medianDays} days`],
            ["Inquiries received", String(inquiries.inquiries)],
            ["Confirmed", String(inquiries.confirmed)],
            ["Cancelled by the guest", String(inquiries.cancelledByGuest)],
            ["Cancelled by staff", String(inquiries.cancelledByStaff)],
            ["Conversion to confirmed", percent(inquiries.conversion)],
          ]}
        />
        {leadChart ? <ReportChart chart={leadChart} /> : null}
      </ReportSection>

      {payments ? (
        <ReportSection id="payments" title="Money received" csv={csv("payments")}>
          <Figures
            items={[
              ["Received", money(payments.received.total)],
              ["Refunds made", money(payments.refunds)],
              ["Balances still owed", money(payments.balancesOwed.amount)],
              ["Stays owing", String(payments.balancesOwed.stays)],
            ]}
          />
          {paymentsChart ? <ReportChart chart={paymentsChart} /> : null}
        </ReportSection>
      ) : null}

      <ReportSection id="properties" title="By property" csv={csv("properties")}>
        <FiguresTable
          caption="Each property's nights, occupancy and revenue, and its guests' reviews"
          columns={["Property", ...monthColumns, "Reviews"]}
          rows={report.properties.map((p) => [
            p.name,
            ...monthCells({ month: "", ...p }),
            p.reviewCount ? `${p.reviewAverage!.toFixed(1)} (${p.reviewCount})` : "No reviews yet",
          ])}
        />
      </ReportSection>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
