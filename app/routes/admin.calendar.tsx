import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CalendarGrid, CalendarLegend, MonthNav, MonthRefused } from "~/components/admin/calendar-grid";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { todayInBusinessZone } from "~/lib/dates";
import { formatMonth } from "~/lib/months";
import { propertyCalendars } from "~/services/calendar.server";
import { calendarMonth } from "~/web/calendar-month.server";
import { requireUser } from "~/web/auth-guards.server";

export const meta = () => adminMeta("Calendar");

/** ?month=YYYY-MM (this month by default): every live property's month, night by night. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const today = todayInBusinessZone();
  const { month, window, refused } = calendarMonth(new URL(request.url), today);
  return { month, today, refused, rows: await propertyCalendars(window) };
}

export default function AdminCalendar() {
  const { month, today, refused, rows } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Calendar"
        subtitle="Every property's confirmed stays, pending requests, blocked dates and imported bookings, night by night"
      />
      <MonthRefused refused={refused} month={month} className="mb-4" />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <h2 className="text-xl font-semibold text-forest-900">{formatMonth(month)}</h2>
        <MonthNav month={month} thisMonth={today.slice(0, 7)} path="/admin/calendar" />
      </div>
      <div className="mb-3">
        <CalendarLegend />
      </div>
      {rows.length ? (
        <CalendarGrid month={month} today={today} rows={rows} propertyHref={(p) => `/admin/properties/${p.id}/calendar?month=${month}`} />
      ) : (
        <p className="rounded-xl border border-stone-200 bg-white px-5 py-10 text-center text-stone-600 shadow-sm">No properties yet.</p>
      )}
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
