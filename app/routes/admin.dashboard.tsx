import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowRight, CalendarClock, Compass, Home, Mail, type LucideIcon } from "~/components/ui/lucide-sprite";
import { InquiryStatusBadge, MessageBadge } from "~/components/admin/badges";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { requireUser } from "~/web/auth-guards.server";
import { formatAdminDateTime, formatLongDate, todayInBusinessZone } from "~/lib/dates";
import { addDays } from "~/lib/day-ranges";
import { plural } from "~/lib/plural";
import { countActivities } from "~/models/activity.server";
import { countInquiriesByStatus, listInquiries, listStayMovements, type StayMovement } from "~/models/inquiry.server";
import { countUnreadMessages, listContactMessages } from "~/models/message.server";
import { countProperties } from "~/models/property.server";
import { getCurrency } from "~/models/settings.server";
import { isAdmin } from "~/schemas/user";
import { occupancyAndRevenue } from "~/services/reports.server";
import { formatMoney } from "~/lib/money";

export const meta = () => adminMeta("Dashboard");

/** The spec's dashboard: its recent lists show 5 each. */
const RECENT = 5;
/** Arrivals and departures: today and the 6 days after it, up to this many each (a busy week of a small business). */
const WEEK_DAYS = 7;
const MOVEMENTS_MAX = 30;
/** The occupancy and revenue windows: the 30 days before today, and today with the 29 after it. */
const REPORT_DAYS = 30;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const today = todayInBusinessZone();
  const money = isAdmin(user);
  const [properties, pending, activities, unread, inquiries, messages, movements, lastDays, nextDays, currency] = await Promise.all([
    countProperties(),
    countInquiriesByStatus("pending"),
    countActivities(),
    countUnreadMessages(),
    listInquiries({ page: 1, pageSize: RECENT }),
    listContactMessages({ page: 1, pageSize: RECENT }),
    listStayMovements(today, addDays(today, WEEK_DAYS), MOVEMENTS_MAX),
    occupancyAndRevenue(addDays(today, -REPORT_DAYS), addDays(today, -1), money),
    occupancyAndRevenue(today, addDays(today, REPORT_DAYS - 1), money),
    getCurrency(),
  ]);
  return {
    username: user.username,
    stats: { properties, pending, activities, unread },
    inquiries: inquiries.items,
    messages: messages.items,
    today,
    arrivals: movements.arrivals,
    departures: movements.departures,
    windows: [
      { id: "last-30-days", title: "Last 30 days", ...lastDays },
      { id: "next-30-days", title: "Next 30 days", ...nextDays },
    ],
    currency,
  };
}

function StatCard({ label, value, hint, icon: Icon, to }: { label: string; value: string; hint: string; icon: LucideIcon; to: string }) {
  const id = `stat-${label.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card className="flex flex-col p-5" aria-labelledby={id}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={id} className="font-sans text-sm font-medium text-stone-600">
          {label}
        </h2>
        <span className="rounded-lg bg-gold-50 p-2">
          <Icon aria-hidden className="h-5 w-5 text-gold-700" />
        </span>
      </div>
      <p className="mt-2 text-3xl font-semibold text-forest-900" data-testid={`${id}-value`}>
        {value}
      </p>
      <p className="mt-1 text-xs text-stone-600">{hint}</p>
      <Link to={to} className="mt-auto inline-flex self-start pt-3 items-center gap-1 text-sm font-medium text-forest-800 hover:underline">
        Open {label.toLowerCase()}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </Card>
  );
}

/** The two panels of the week's comings and goings: arrivals by check-in day, departures by check-out day. */
const MOVEMENTS = [
  { id: "arrivals", title: "Arrivals", verb: "in", day: (stay: { startDate: string }) => stay.startDate },
  { id: "departures", title: "Departures", verb: "out", day: (stay: { endDate: string }) => stay.endDate },
] as const;

export default function Dashboard() {
  const { username, stats, inquiries, messages, today, arrivals, departures, windows, currency } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome back, ${username}. Here is what needs your attention.`} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4 [&>*]:min-w-0">
        <StatCard label="Properties" value={String(stats.properties)} hint="Total listed on the website" icon={Home} to="/admin/properties" />
        <StatCard
          label="Pending Bookings"
          value={String(stats.pending)}
          hint="Inquiries waiting for an answer"
          icon={CalendarClock}
          to="/admin/booking-inquiries?status=pending"
        />
        <StatCard
          label="Activities"
          value={`${stats.activities.active}/${stats.activities.total}`}
          hint="Available / total"
          icon={Compass}
          to="/admin/activities"
        />
        <StatCard
          label="Unread Messages"
          value={String(stats.unread)}
          hint="Contact messages not yet resolved"
          icon={Mail}
          to="/admin/contact-messages?unread=true"
        />
      </div>

      <div className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        {windows.map((w) => (
          <Card key={w.id} className="flex flex-col p-5" aria-labelledby={w.id}>
            <h2 id={w.id} className="font-sans text-sm font-medium text-stone-600">
              {w.title}: occupancy{w.stayRevenue !== undefined ? " and revenue" : ""}
            </h2>
            <p className="mt-2 text-3xl font-semibold text-forest-900" data-testid={`${w.id}-occupancy`}>
              {w.occupancy === null ? "–" : `${Number((w.occupancy * 100).toFixed(1))}%`}
            </p>
            <p className="mt-1 text-xs text-stone-600">
              {plural(w.bookedNights, "night")} booked of {w.availableNights} available
              {w.stayRevenue !== undefined ? ` · stay revenue ${formatMoney(w.stayRevenue, currency)}` : ""}
            </p>
            <Link
              to={`/admin/reports?from=${w.from}&to=${w.to}`}
              className="mt-auto inline-flex self-start pt-3 items-center gap-1 text-sm font-medium text-forest-800 hover:underline"
            >
              Open the report for {formatLongDate(w.from)} – {formatLongDate(w.to)}
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
          </Card>
        ))}
      </div>

      {/* Grid items may shrink below their content (min-w-0): long names truncate instead of widening the page on a phone. */}
      <div className="mt-8 grid grid-cols-1 gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        {MOVEMENTS.map(({ id, title, verb, day }) => (
          <RecentPanel
            key={id}
            id={id}
            title={title}
            subtitle={`Confirmed stays checking ${verb} in the next 7 days`}
            to="/admin/calendar"
            linkLabel="in the calendar"
            viewAllText="Calendar"
            empty={`No ${id} in the next 7 days.`}
            items={id === "arrivals" ? arrivals : departures}
            row={(stay) => movementRow(stay, day(stay), today)}
          />
        ))}
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <RecentPanel
          id="recent-inquiries"
          title="Recent Booking Inquiries"
          to="/admin/booking-inquiries"
          linkLabel="booking inquiries"
          empty="No booking inquiries yet."
          items={inquiries}
          row={(inq) => ({
            title: inq.name,
            href: `/admin/booking-inquiries/${inq.id}`,
            detail: inq.propertyName ?? "Unknown property",
            note: `${formatLongDate(inq.startDate)} – ${formatLongDate(inq.endDate)} · ${plural(inq.guests, "guest")}`,
            badge: <InquiryStatusBadge status={inq.status} />,
          })}
        />

        <RecentPanel
          id="recent-messages"
          title="Latest Contact Messages"
          to="/admin/contact-messages"
          linkLabel="contact messages"
          empty="No contact messages yet."
          items={messages}
          row={(m) => ({
            title: m.subject,
            // The contact messages page shows the newest first, each under a heading with this id.
            href: `/admin/contact-messages#message-${m.id}`,
            detail: `${m.name} · ${m.email}`,
            note: formatAdminDateTime(m.createdAt),
            badge: <MessageBadge resolved={m.resolved} />,
          })}
        />
      </div>
    </>
  );
}

/** A dashboard card listing the latest few items (a title, a detail, a note and a badge each), with a "View all" link and an empty state. */
function RecentPanel<T extends { id: number }>({
  id,
  title,
  subtitle,
  to,
  linkLabel,
  viewAllText = "View all",
  empty,
  items,
  row,
}: {
  id: string;
  title: string;
  subtitle?: string;
  to: string;
  linkLabel: string;
  viewAllText?: string;
  empty: string;
  items: T[];
  row: (item: T) => { title: string; href: string; detail: string; note: string; badge: ReactNode };
}) {
  return (
    <Card aria-labelledby={id}>
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-forest-900">
            {title}
          </h2>
          {subtitle ? <p className="text-sm text-stone-600">{subtitle}</p> : null}
        </div>
        <Link to={to} className="shrink-0 text-sm font-medium text-forest-800 hover:underline">
          {viewAllText}
          <span className="sr-only"> {linkLabel}</span>
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((item) => {
            const shown = row(item);
            return (
              <li key={item.id} className="flex items-start justify-between gap-3 px-4 py-4 sm:gap-4 sm:px-5">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">
                    <Link to={shown.href} className="text-forest-800 hover:underline">
                      {shown.title}
                    </Link>
                  </p>
                  <p className="truncate text-sm text-stone-600">{shown.detail}</p>
                  <p className="text-xs text-stone-600">{shown.note}</p>
                </div>
                {shown.badge}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** "Today", "Tomorrow" or "Friday, November 27": the day an arrival or departure happens. */
function dayName(day: string, today: string): string {
  if (day === today) return "Today";
  if (day === addDays(today, 1)) return "Tomorrow";
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
}

/** An arrival or a departure: the guest (to the booking's page), the property, the day. */
function movementRow(stay: StayMovement, day: string, today: string) {
  return {
    title: stay.name,
    href: `/admin/booking-inquiries/${stay.id}`,
    detail: stay.propertyName ?? "Unknown property",
    note: `${formatLongDate(stay.startDate)} – ${formatLongDate(stay.endDate)} · ${plural(stay.guests, "guest")}`,
    badge: (
      <span className="shrink-0 rounded-full bg-forest-50 px-2.5 py-0.5 text-xs font-medium text-forest-900">
        <time dateTime={day}>{dayName(day, today)}</time>
      </span>
    ),
  };
}

export const ErrorBoundary = AdminRouteError;
