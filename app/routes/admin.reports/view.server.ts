import { formatMoney } from "~/lib/money";
import { formatMonth } from "~/lib/months";
import type { Report } from "~/services/reports.server";
import { barChart, type Chart } from "./charts.server";

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mar" within one year, "Mar 25" when the period spans years. */
function monthLabels(months: string[]): string[] {
  const years = new Set(months.map((m) => m.slice(0, 4)));
  return months.map((m) => {
    const short = SHORT_MONTHS[Number(m.slice(5, 7)) - 1];
    return years.size > 1 ? `${short} ${m.slice(2, 4)}` : short;
  });
}

const percentText = (v: number) => `${Number(v.toFixed(1))}%`;

/** The report's charts: occupancy and lead time for everyone, stay revenue and the payment mix for admins. */
export function reportCharts(report: Report, currency: string): Chart[] {
  const months = report.months.map((m) => m.month);
  const names = months.map(formatMonth);
  const labels = monthLabels(months);
  const pct = (v: number | null) => (v === null ? null : v * 100);
  const charts: Chart[] = [
    barChart({
      id: "occupancy-chart",
      title: "Occupancy by month",
      description: "Booked nights as a percentage of available nights, each month beside the same month a year earlier.",
      xLabel: "Month",
      yLabel: "Occupancy (%)",
      categories: names,
      categoryLabels: labels,
      series: [
        { name: "This period", values: report.months.map((m) => pct(m.occupancy)) },
        { name: "A year earlier", values: report.months.map((m) => pct(m.lastYear.occupancy)) },
      ],
      format: percentText,
      max: 100,
    }),
  ];
  if (report.revenue) {
    charts.push(
      barChart({
        id: "revenue-chart",
        title: "Stay revenue by month",
        description: "Stay revenue after discounts, each night in its month, beside the same month a year earlier.",
        xLabel: "Month",
        yLabel: `Stay revenue (${currency})`,
        categories: names,
        categoryLabels: labels,
        series: [
          { name: "This period", values: report.months.map((m) => m.stayRevenue ?? 0) },
          { name: "A year earlier", values: report.months.map((m) => m.lastYear.stayRevenue ?? 0) },
        ],
        format: (v) => formatMoney(v, currency),
      }),
    );
  }
  const lead = report.stays.leadTime;
  charts.push(
    barChart({
      id: "lead-time-chart",
      title: "Booking lead time",
      description: "Confirmed stays checking in during the period, by the days between the inquiry and check-in.",
      xLabel: "Days before check-in",
      yLabel: "Stays",
      categories: ["0–7", "8–30", "31–90", "Over 90"],
      series: [{ name: "Stays", values: [lead.days0to7, lead.days8to30, lead.days31to90, lead.over90Days] }],
      format: (v) => String(Math.round(v)),
    }),
  );
  if (report.payments) {
    const r = report.payments.received;
    charts.push(
      barChart({
        id: "payments-chart",
        title: "Money received by method",
        description: "Payments settled during the period, by how the guest paid.",
        xLabel: "Method",
        yLabel: `Received (${currency})`,
        categories: ["Card", "M-Pesa", "Bank transfer", "Cash"],
        series: [{ name: "Received", values: [r.card, r.mpesa, r.bank, r.cash] }],
        format: (v) => formatMoney(v, currency),
      }),
    );
  }
  return charts;
}
