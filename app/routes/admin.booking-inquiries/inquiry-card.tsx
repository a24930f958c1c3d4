import { Link } from "@remix-run/react";
import { InquiryStatusBadge } from "~/components/admin/badges";
import { ListCard } from "~/components/admin/card-list";
import { ConflictMarker } from "~/components/admin/inquiry-conflicts";
import { ContactDetails, Detail, ExtrasDetails, GuestMessage, QuotedTotal } from "~/components/admin/inquiry-details";
import { formatAdminDateTime, formatLongDate, nightsBetween } from "~/lib/dates";
import type { BookingInquiryWithProperty, WithConflicts } from "~/models/inquiry.server";
import type { InquiryStatus } from "~/schemas/inquiry-status";
import { stayText } from "./confirm-cancel";
import { NoteForm } from "./note-form";
import { StatusActions } from "./status-actions";

/** How the last change is recorded on the card: "Confirmed by admin on ...". */
const CHANGE_VERBS: Record<InquiryStatus, string> = { pending: "Reopened", confirmed: "Confirmed", cancelled: "Cancelled" };

export function InquiryCard({ inquiry }: { inquiry: WithConflicts<BookingInquiryWithProperty> }) {
  const nights = nightsBetween(inquiry.startDate, inquiry.endDate);
  // Two inquiries can share a guest name: the landmark's name also has the inquiry number and stay (axe landmark-unique).
  return (
    <ListCard
      headingId={`inquiry-${inquiry.id}`}
      className="p-5"
      data-testid="inquiry"
      id={`inquiry-card-${inquiry.id}`}
      title={
        <Link to={`/admin/booking-inquiries/${inquiry.id}`} className="hover:underline">
          {inquiry.name}
        </Link>
      }
      reference={
        <>
          , {inquiry.reference}, inquiry #{inquiry.id}, {stayText(inquiry)}
        </>
      }
      subtitle={
        <p className="text-sm text-stone-700">
          {inquiry.propertySlug ? (
            <a href={`/properties/${inquiry.propertySlug}`} className="font-medium text-forest-800 hover:underline">
              {inquiry.propertyName}
            </a>
          ) : (
            <span className="font-medium">{inquiry.propertyName ?? "Unknown property"}</span>
          )}
          <span className="text-stone-600"> · received {formatAdminDateTime(inquiry.createdAt)}</span>
        </p>
      }
      badge={
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <ConflictMarker conflicts={inquiry.conflicts} href={`/admin/booking-inquiries/${inquiry.id}`} />
          <InquiryStatusBadge status={inquiry.status} />
        </div>
      }
      status={
        inquiry.statusChangedAt
          ? `${inquiry.status === "none" ? "Changed" : CHANGE_VERBS[inquiry.status]} by ${inquiry.statusChangedBy ?? "unknown"} on ${formatAdminDateTime(inquiry.statusChangedAt)}`
          : "Not answered yet"
      }
      action={<StatusActions inquiry={inquiry} />}
      after={<NoteForm key={inquiry.noteUpdatedAt ?? ""} inquiry={inquiry} />}
    >
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Detail label="Reference">
          <span className="font-mono font-semibold tracking-wide text-stone-900">{inquiry.reference}</span>
        </Detail>
        <ContactDetails inquiry={inquiry} wide />
        <Detail label="Check-in">{formatLongDate(inquiry.startDate)}</Detail>
        <Detail label="Check-out">{formatLongDate(inquiry.endDate)}</Detail>
        <Detail label="Nights">{nights}</Detail>
        <QuotedTotal inquiry={inquiry} nights={nights} />
        <Detail label="Guests">{inquiry.guests}</Detail>
        <ExtrasDetails inquiry={inquiry} wide />
      </dl>

      <GuestMessage message={inquiry.message} />
    </ListCard>
  );
}
