import { promoCodeText } from "~/lib/pricing";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { MoneySummary, OfflinePaymentForm } from "~/components/admin/booking-money";
import { InquiryStatusBadge } from "~/components/admin/badges";
import { resultFor } from "~/components/admin/form-bits";
import { ConflictList } from "~/components/admin/inquiry-conflicts";
import { ContactDetails, Detail, ExtrasDetails, GuestMessage, QuotedTotal } from "~/components/admin/inquiry-details";
import { adminMeta } from "~/components/admin/meta";
import { TitledCard } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { ArrowLeft, TriangleAlert } from "~/components/ui/lucide-sprite";
import { BUSINESS_ZONE_ABBREVIATION, BUSINESS_ZONE_NAME, formatAdminDateTime, formatLongDate, nightsBetween } from "~/lib/dates";
import type { InquiryStatus } from "~/schemas/inquiry-status";
import type { InquiryDetail } from "~/services/inquiries.server";
import { requireUser } from "~/web/auth-guards.server";
import { bookingAction } from "./actions.server";
import { DatesForm } from "./dates-form";
import { DecisionForm } from "./decision-form";
import { NoteForm } from "./note-form";
import { LanguageForm } from "./language-form";
import { ReplyForm } from "./reply-form";
import { Timeline } from "./timeline";
import { ScheduledMessages } from "./scheduled-messages";
import { bookingPageView, pageId } from "./view.server";

// One booking's page on the desk. Beside it: view.server.ts (the page's data), actions.server.ts (its commands),
// and its forms (decision, note, reply) and timeline.

export const meta = ({ data }: { data?: { inquiry: InquiryDetail } }) =>
  adminMeta(data?.inquiry ? `${data.inquiry.reference}: ${data.inquiry.name}` : "Booking inquiry");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return bookingPageView(pageId(params));
}

/**
 * The booking's commands, each back to this page with a toast: confirm / cancel / reopen (a confirmation
 * or cancellation may carry a personal message for the guest's e-mail; cancelling asks first), the internal
 * note, and a reply to the guest (Conform: field errors come back to the form, typed text kept).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return bookingAction(request, user, pageId(params));
}

type ActionData = { reviewCancel?: { message: string } } | Parameters<typeof resultFor>[0];

const CHANGE_VERBS: Record<InquiryStatus, string> = { pending: "Reopened", confirmed: "Confirmed", cancelled: "Cancelled" };

export default function BookingInquiryPage() {
  const { inquiry, refund, datesMovable } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const nights = nightsBetween(inquiry.startDate, inquiry.endDate);
  const reviewCancel = actionData && "reviewCancel" in actionData ? actionData.reviewCancel : undefined;
  const result = actionData && !("reviewCancel" in actionData) ? (actionData as Parameters<typeof resultFor>[0]) : undefined;
  const replyResult = resultFor(result, "reply");
  const paymentResult = resultFor(result, "payment");
  const noteResult = resultFor(result, "note");
  const datesResult = resultFor(result, "dates");
  const money = inquiry.payment;
  // Staff record money received on a confirmed booking that still owes some.
  const takesPayment = inquiry.status === "confirmed" && money.total > money.paid && money.refundDue === 0;
  const status = inquiry.status;
  return (
    <>
      <Link to="/admin/booking-inquiries" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-forest-800 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        All booking inquiries
      </Link>
      <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-forest-900 [overflow-wrap:anywhere] sm:text-3xl">{inquiry.name}</h1>
          <p className="mt-1 text-stone-700">
            <span className="font-semibold text-stone-900">{inquiry.reference}</span> · {inquiry.propertyName ?? "Unknown property"} ·{" "}
            {formatLongDate(inquiry.startDate)} to {formatLongDate(inquiry.endDate)}
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <InquiryStatusBadge status={status} />
          <p className="text-sm text-stone-600">
            {inquiry.statusChangedAt
              ? `${status === "none" ? "Changed" : CHANGE_VERBS[status]} by ${inquiry.statusChangedBy ?? "unknown"} on ${formatAdminDateTime(inquiry.statusChangedAt)}`
              : "Not answered yet"}
          </p>
        </div>
      </div>

      {inquiry.conflicts.length ? (
        <section aria-labelledby="clashes-title" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5" data-testid="clashes">
          <h2 id="clashes-title" className="flex items-center gap-2 font-semibold text-amber-900">
            <TriangleAlert aria-hidden className="h-5 w-5" />
            {inquiry.conflicts.length === 1
              ? "These nights clash with 1 booking or block"
              : `These nights clash with ${inquiry.conflicts.length} bookings or blocks`}
          </h2>
          <ConflictList conflicts={inquiry.conflicts} propertyId={inquiry.propertyId} />
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[1.3fr_1fr]">
        <div className="min-w-0 space-y-6">
          <TitledCard id="stay-title" title="The request" size="xl">
            <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Detail label="Reference">{inquiry.reference}</Detail>
              <Detail label="Guest">{inquiry.name}</Detail>
              <ContactDetails inquiry={inquiry} />
              <Detail label="Property">
                {inquiry.propertySlug ? (
                  <a href={`/properties/${inquiry.propertySlug}`} className="font-medium text-forest-800 hover:underline">
                    {inquiry.propertyName}
                  </a>
                ) : (
                  (inquiry.propertyName ?? "Unknown property")
                )}
              </Detail>
              <Detail label="Check-in">{formatLongDate(inquiry.startDate)}</Detail>
              <Detail label="Check-out">{formatLongDate(inquiry.endDate)}</Detail>
              <Detail label="Nights">{nights}</Detail>
              <Detail label="Guests">{inquiry.guests}</Detail>
              <QuotedTotal inquiry={inquiry} nights={nights} />
              {inquiry.promoCode ? <Detail label="Promo code">{promoCodeText(inquiry)}</Detail> : null}
              <Detail label="Received">{formatAdminDateTime(inquiry.createdAt)}</Detail>
              <ExtrasDetails inquiry={inquiry} />
              <Detail label="Guest's e-mails in" wide>
                {/* A new form when the stored language changes, so it shows the saved one. */}
                <LanguageForm key={inquiry.language} language={inquiry.language} />
              </Detail>
            </dl>
            <GuestMessage message={inquiry.message} />
          </TitledCard>

          <TitledCard id="decision-title" title="Decision" size="xl" spaced>
            {/* A new form after each status change, so a sent personal message does not stay for the next decision. */}
            <DecisionForm key={inquiry.statusChangedAt ?? ""} inquiry={inquiry} reviewCancel={reviewCancel} refund={refund} />
          </TitledCard>

          {datesMovable ? (
            <TitledCard id="dates-title" title="Change dates" size="xl">
              {/* A new form once the dates moved, so it shows the stored ones. */}
              <DatesForm key={`${inquiry.startDate}/${inquiry.endDate}`} inquiry={inquiry} lastResult={datesResult} />
            </TitledCard>
          ) : null}

          <TitledCard id="money-title" title="Payment" size="xl">
            <MoneySummary money={money} markRefunds />
            {takesPayment ? <OfflinePaymentForm key={money.payments.length} money={money} lastResult={paymentResult} /> : null}
          </TitledCard>

          <TitledCard id="guest-messages-title" title="Guest messages" size="xl">
            <ScheduledMessages messages={inquiry.scheduledMessages} />
          </TitledCard>

          <TitledCard id="reply-title" title="Reply to the guest" size="xl" spaced>
            {/* A new form once a reply is sent (the timeline has one more), so the sent text does not stay in the field. */}
            <ReplyForm key={inquiry.timeline.filter((e) => e.kind === "reply").length} inquiry={inquiry} lastResult={replyResult} />
          </TitledCard>

          <TitledCard id="note-title" title="Staff note" size="xl" spaced>
            {/* A new form once a note is saved, so the field shows what is stored. */}
            <NoteForm key={inquiry.noteUpdatedAt ?? ""} inquiry={inquiry} lastResult={noteResult} />
          </TitledCard>
        </div>

        <TitledCard id="timeline-title" title="Timeline" size="xl" className="min-w-0 self-start p-5 sm:p-6">
          <p className="mt-1 text-sm text-stone-600">
            Oldest first; times are {BUSINESS_ZONE_NAME} ({BUSINESS_ZONE_ABBREVIATION}).
          </p>
          <Timeline entries={inquiry.timeline} />
        </TitledCard>
      </div>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
