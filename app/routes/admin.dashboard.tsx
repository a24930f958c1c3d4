import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowRight, CalendarClock, Compass, Home, Mail, type LucideIcon } from "~/components/ui/lucide-sprite";
import { InquiryStatusBadge, MessageBadge } from "~/components/admin/badges";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { requireUser } from "~/web/auth-guards.server";
import { formatAdminDateTime, formatLongDate } from "~/lib/dates";
import { plural } from "~/lib/plural";
import { countActivities } from "~/models/activity.server";
import { countInquiriesByStatus, listInquiries } from "~/models/inquiry.server";
import { countUnreadMessages, listContactMessages } from "~/models/message.server";
import { countProperties } from "~/models/property.server";

export const meta = () => adminMeta("Dashboard");

/** The spec's dashboard: its recent lists show 5 each. */
const RECENT = 5;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [properties, pending, activities, unread, inquiries, messages] = await Promise.all([
    countProperties(),
    countInquiriesByStatus("pending"),
    countActivities(),
    countUnreadMessages(),
    listInquiries({ page: 1, pageSize: RECENT }),
    listContactMessages({ page: 1, pageSize: RECENT }),
  ]);
  return {
    username: user.username,
    stats: { properties, pending, activities, unread },
    inquiries: inquiries.items,
    messages: messages.items,
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

export default function Dashboard() {
  const { username, stats, inquiries, messages } = useLoaderData<typeof loader>();
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

      {/* Grid items may shrink below their content (min-w-0): long names truncate instead of widening the page on a phone. */}
      <div className="mt-8 grid grid-cols-1 gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <RecentPanel
          id="recent-inquiries"
          title="Recent Booking Inquiries"
          to="/admin/booking-inquiries"
          linkLabel="booking inquiries"
          empty="No booking inquiries yet."
          items={inquiries}
          row={(inq) => ({
            title: inq.name,
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
  to,
  linkLabel,
  empty,
  items,
  row,
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  empty: string;
  items: T[];
  row: (item: T) => { title: string; detail: string; note: string; badge: ReactNode };
}) {
  return (
    <Card aria-labelledby={id}>
      <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
        <h2 id={id} className="text-lg font-semibold text-forest-900">
          {title}
        </h2>
        <Link to={to} className="text-sm font-medium text-forest-800 hover:underline">
          View all<span className="sr-only"> {linkLabel}</span>
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
                  <p className="truncate font-medium text-stone-900">{shown.title}</p>
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

export const ErrorBoundary = AdminRouteError;
