import { Link } from "@remix-run/react";
import { NoValue, type Column } from "~/components/admin/admin-table";
import { InquiryStatusBadge } from "~/components/admin/badges";
import { ConflictMarker } from "~/components/admin/inquiry-conflicts";
import { formatAdminDateTime, formatLongDate, nightsBetween } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";
import type { BookingInquiryWithProperty, WithConflicts } from "~/models/inquiry.server";
import { stayText } from "./confirm-cancel";

const shortMonth = (day: string) => formatLongDate(day).slice(0, 3);
const dayOfMonth = (day: string) => Number(day.slice(8));

/** "Dec 1 → 4, 2026" or "Dec 30 → Jan 2, 2027": one short line (the whole dates in the tooltip and on the card). */
function StayDates({ inquiry }: { inquiry: BookingInquiryWithProperty }) {
  const { startDate: start, endDate: end } = inquiry;
  const from = `${shortMonth(start)} ${dayOfMonth(start)}`;
  const to = `${start.slice(0, 7) === end.slice(0, 7) ? "" : `${shortMonth(end)} `}${dayOfMonth(end)}, ${end.slice(0, 4)}`;
  return (
    <span title={stayText(inquiry)}>
      {from} <span aria-hidden>→</span>
      <span className="sr-only">to</span> {to}
    </span>
  );
}

/** "Nov 23, 2026": the day the request came in (the time, East Africa Time, in the tooltip and on its card). */
function Received({ at }: { at: string }) {
  const full = formatAdminDateTime(at);
  return (
    <time dateTime={at} title={full}>
      {full.replace(/^(\w{3})\w* (\d+, \d{4}) at .*$/, "$1 $2")}
    </time>
  );
}

/** The desk's table of requests: one line each; the guest's name opens the booking's page. */
export const columns: [Column<WithConflicts<BookingInquiryWithProperty>>, ...Column<WithConflicts<BookingInquiryWithProperty>>[]] = [
  {
    header: "Reference",
    className: "whitespace-nowrap",
    cell: (inquiry) => (
      <Link to={`/admin/booking-inquiries/${inquiry.id}`} className="font-mono font-semibold tracking-wide text-forest-800 hover:underline">
        {inquiry.reference}
      </Link>
    ),
  },
  {
    header: "Guest",
    className: "max-w-[10rem]",
    cell: (inquiry) => (
      <Link to={`/admin/booking-inquiries/${inquiry.id}`} className="block truncate text-forest-800 hover:underline" title={inquiry.name}>
        {inquiry.name}
      </Link>
    ),
  },
  {
    header: "Property",
    className: "max-w-[9rem]",
    cell: (inquiry) => (
      <span className="block truncate" title={inquiry.propertyName ?? undefined}>
        {inquiry.propertyName ?? <NoValue />}
      </span>
    ),
  },
  { header: "Stay", className: "whitespace-nowrap", cell: (inquiry) => <StayDates inquiry={inquiry} /> },
  { header: "Nights", align: "right", cell: (inquiry) => nightsBetween(inquiry.startDate, inquiry.endDate) },
  { header: "Guests", align: "right", cell: (inquiry) => inquiry.guests },
  { header: "Total", align: "right", className: "whitespace-nowrap", cell: (inquiry) => <InquiryTotal inquiry={inquiry} /> },
  {
    header: "Status",
    cell: (inquiry) => (
      <span className="flex items-center gap-1 whitespace-nowrap">
        <InquiryStatusBadge status={inquiry.status} />
        <ConflictMarker compact conflicts={inquiry.conflicts} href={`/admin/booking-inquiries/${inquiry.id}`} />
      </span>
    ),
  },
  { header: "Received", className: "whitespace-nowrap text-stone-700", cell: (inquiry) => <Received at={inquiry.createdAt} /> },
];

function InquiryTotal({ inquiry }: { inquiry: BookingInquiryWithProperty }) {
  const currency = useCurrency();
  return inquiry.total !== null ? formatMoney(inquiry.total, currency) : <NoValue />;
}
