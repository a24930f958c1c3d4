import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminRouteError } from "~/components/admin/route-error";
import { InquiryStatusBadge } from "~/components/admin/badges";
import { IntentFields, resultFor } from "~/components/admin/form-bits";
import { ConflictList, conflictText } from "~/components/admin/inquiry-conflicts";
import { ContactDetails, Detail, ExtrasDetails, GuestMessage, QuotedTotal } from "~/components/admin/inquiry-details";
import { adminMeta } from "~/components/admin/meta";
import { TitledCard } from "~/components/admin/page-header";
import { Button, buttonClass } from "~/components/ui/button";
import { FormErrors, inputClass, labelClass } from "~/components/ui/field";
import { ArrowLeft, CalendarCheck, RotateCcw, Send, StickyNote, TriangleAlert, XCircle } from "~/components/ui/lucide-sprite";
import { useIsPending } from "~/components/ui/use-form-status";
import { idParam, parseWith } from "~/lib/api.server";
import { BUSINESS_ZONE_ABBREVIATION, BUSINESS_ZONE_NAME, formatAdminDateTime, formatLongDate, nightsBetween, todayInBusinessZone } from "~/lib/dates";
import { ConflictError, NotFoundError } from "~/lib/domain-errors";
import { formConstraint } from "~/lib/forms";
import { dispatchIntent, errorToast, failureToast, replyFailure, replyInvalid, successToast } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { StayConflict } from "~/models/calendar.server";
import { ADMIN_TOASTS, INQUIRY_NOTE_TOASTS, INQUIRY_REPLY_TOASTS, PAYMENT_MESSAGES } from "~/messages";
import { inquiryNoteSchema, NOTE_MAX, noteToStore } from "~/schemas/inquiry-note";
import { inquiryReplySchema, REPLY_MAX } from "~/schemas/inquiry-reply";
import { DECISION_MESSAGE_MAX, inquiryStatusSchema, type InquiryStatus } from "~/schemas/inquiry-status";
import { markRefundMade, recordOfflinePayment } from "~/services/payments.server";
import { refundOnCancelling } from "~/lib/payments";
import { offlinePaymentSchema } from "~/schemas/payment";
import { MoneySummary, OfflinePaymentForm, RefundField } from "~/components/admin/booking-money";
import { changeInquiry, getInquiryDetail, replyToInquiry, type InquiryDetail, type TimelineEntry } from "~/services/inquiries.server";
import { requireUser } from "~/web/auth-guards.server";

export const meta = ({ data }: { data?: { inquiry: InquiryDetail } }) =>
  adminMeta(data?.inquiry ? `${data.inquiry.reference}: ${data.inquiry.name}` : "Booking inquiry");

/** The page's id, or the admin 404 page for a malformed one. */
function pageId(params: { id?: string }): number {
  try {
    return idParam(params.id, "Booking inquiry");
  } catch {
    throw data(null, { status: 404, statusText: "Booking inquiry not found" });
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = pageId(params);
  try {
    const inquiry = await getInquiryDetail(id);
    // What cancelling would give back, from the money the page already read.
    return { inquiry, refund: refundOnCancelling(inquiry.payment, inquiry.startDate, todayInBusinessZone()) };
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404, statusText: "Booking inquiry not found" });
    throw error;
  }
}

/** A refused confirmation names the stays, blocks and imports it ran into. */
function statusFailure(error: unknown) {
  if (error instanceof ConflictError && Array.isArray(error.facts?.conflicts)) {
    const names = (error.facts.conflicts as StayConflict[]).map(conflictText).join("; ");
    return { title: ADMIN_TOASTS.errorTitle, description: `${error.message} Clashes with: ${names}.`, variant: "error" as const };
  }
  return failureToast(error, ADMIN_TOASTS.inquiryStatusFailed);
}

/**
 * The booking's commands, each back to this page with a toast: confirm / cancel / reopen (a confirmation
 * or cancellation may carry a personal message for the guest's e-mail; cancelling asks first), the internal
 * note, and a reply to the guest (Conform: field errors come back to the form, typed text kept).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = pageId(params);
  const here = `/admin/booking-inquiries/${id}`;
  return dispatchIntent(request, here, {
    status: async (formData) => {
      let status: InquiryStatus;
      let message: string | undefined;
      let refund: number | undefined;
      try {
        ({ status, message, refund } = parseWith(inquiryStatusSchema, {
          status: formData.get("status"),
          message: formData.get("message") ?? undefined,
          refund: formData.get("refund") ?? undefined,
        }));
      } catch (error) {
        return redirectWithToast(here, failureToast(error, ADMIN_TOASTS.inquiryStatusFailed));
      }
      // Cancelling e-mails the guest: the first press asks, the second (confirmed=yes) does it.
      if (status === "cancelled" && formData.get("confirmed") !== "yes") {
        return data({ reviewCancel: { message: message ?? "" } });
      }
      try {
        await changeInquiry(user, id, { status, message, refund });
        return redirectWithToast(here, successToast(ADMIN_TOASTS.inquiryStatusChanged[status]));
      } catch (error) {
        return redirectWithToast(here, statusFailure(error));
      }
    },
    note: async (formData) => {
      const raw = formData.get("note");
      const parsed = inquiryNoteSchema.safeParse({ note: typeof raw === "string" ? raw : undefined });
      if (!parsed.success) {
        return redirectWithToast(here, errorToast(parsed.error.issues[0]?.message ?? INQUIRY_NOTE_TOASTS.failed));
      }
      try {
        const note = noteToStore(parsed.data.note);
        await changeInquiry(user, id, { note });
        return redirectWithToast(here, successToast(note ? INQUIRY_NOTE_TOASTS.saved : INQUIRY_NOTE_TOASTS.cleared));
      } catch (error) {
        return redirectWithToast(here, failureToast(error, INQUIRY_NOTE_TOASTS.failed));
      }
    },
    "refund-made": async (formData) => {
      try {
        await markRefundMade(user, idParam(String(formData.get("paymentId") ?? ""), "Payment"));
        return redirectWithToast(here, successToast(PAYMENT_MESSAGES.refundMade));
      } catch (error) {
        return redirectWithToast(here, failureToast(error, PAYMENT_MESSAGES.recordFailed));
      }
    },
    payment: async (formData) => {
      const submission = parseWithZod(formData, { schema: offlinePaymentSchema });
      if (submission.status !== "success") return replyInvalid(submission);
      try {
        await recordOfflinePayment(user, id, submission.value);
      } catch (error) {
        return replyFailure(submission, error, PAYMENT_MESSAGES.recordFailed);
      }
      return redirectWithToast(here, successToast(PAYMENT_MESSAGES.recorded));
    },
    reply: async (formData) => {
      const submission = parseWithZod(formData, { schema: inquiryReplySchema });
      if (submission.status !== "success") return replyInvalid(submission);
      try {
        await replyToInquiry(user, id, submission.value.body);
      } catch (error) {
        return replyFailure(submission, error, INQUIRY_REPLY_TOASTS.failed);
      }
      return redirectWithToast(here, successToast(INQUIRY_REPLY_TOASTS.sent));
    },
  });
}

type ActionData = { reviewCancel?: { message: string } } | Parameters<typeof resultFor>[0];

const CHANGE_VERBS: Record<InquiryStatus, string> = { pending: "Reopened", confirmed: "Confirmed", cancelled: "Cancelled" };

/** Confirm, cancel or reopen, with an optional personal message for the guest's e-mail (works without JavaScript). */
function DecisionForm({
  inquiry,
  reviewCancel,
  refund,
}: {
  inquiry: InquiryDetail;
  reviewCancel?: { message: string };
  refund: { paid: number; policy: number };
}) {
  const pending = useIsPending({ intent: "status" });
  const canConfirm = inquiry.status !== "confirmed";
  const canCancel = inquiry.status !== "cancelled";
  const canReopen = inquiry.status !== "pending";
  const cancelWord = inquiry.status === "confirmed" ? "booking" : "request";
  if (reviewCancel && canCancel) {
    return (
      <Form method="post" preventScrollReset aria-labelledby="cancel-check" className="rounded-lg border border-red-200 bg-red-50 p-4">
        <IntentFields intent="status" />
        <input type="hidden" name="status" value="cancelled" />
        <input type="hidden" name="confirmed" value="yes" />
        <input type="hidden" name="message" value={reviewCancel.message} />
        <h3 id="cancel-check" className="font-semibold text-red-900">
          Cancel this {cancelWord}?
        </h3>
        {refund.paid > 0 ? <RefundField refund={refund} /> : null}
        <p className="mt-1 text-sm text-stone-800">
          {inquiry.name} is e-mailed that the {cancelWord} is cancelled{reviewCancel.message ? ", with your message" : ""}, and the nights become free
          again.
        </p>
        <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row">
          <Link to="." className={buttonClass("outline", "md")} preventScrollReset>
            Keep {cancelWord}
          </Link>
          <Button type="submit" variant="danger" disabled={pending} autoFocus>
            <XCircle aria-hidden className="h-4 w-4" />
            Yes, cancel {cancelWord}
          </Button>
        </div>
      </Form>
    );
  }
  return (
    <Form method="post" preventScrollReset>
      <IntentFields intent="status" />
      {canConfirm || canCancel ? (
        <>
          <label htmlFor="decision-message" className={labelClass}>
            Personal message to the guest{" "}
            <span className="font-normal text-stone-600">(optional, added to the confirmation or cancellation e-mail)</span>
          </label>
          <textarea id="decision-message" name="message" rows={3} maxLength={DECISION_MESSAGE_MAX} className={inputClass} />
        </>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {canConfirm ? (
          <Button type="submit" name="status" value="confirmed" disabled={pending}>
            <CalendarCheck aria-hidden className="h-4 w-4" />
            Confirm booking
          </Button>
        ) : null}
        {canCancel ? (
          <Button
            type="submit"
            name="status"
            value="cancelled"
            variant="outline"
            disabled={pending}
            className="!border-red-700 !text-red-800 hover:!bg-red-50"
          >
            <XCircle aria-hidden className="h-4 w-4" />
            Cancel {cancelWord}
          </Button>
        ) : null}
        {canReopen ? (
          <Button type="submit" name="status" value="pending" variant="outline" disabled={pending}>
            <RotateCcw aria-hidden className="h-4 w-4" />
            Reopen
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function NoteForm({ inquiry }: { inquiry: InquiryDetail }) {
  const pending = useIsPending({ intent: "note" });
  return (
    <Form method="post" preventScrollReset>
      <IntentFields intent="note" />
      <label htmlFor="note" className={labelClass}>
        <StickyNote aria-hidden className="mr-1.5 inline h-4 w-4 text-gold-800" />
        Internal note <span className="font-normal text-stone-600">(staff only, never shown to the guest)</span>
      </label>
      <textarea
        id="note"
        name="note"
        rows={3}
        key={inquiry.noteUpdatedAt ?? ""}
        defaultValue={inquiry.note ?? ""}
        maxLength={NOTE_MAX}
        aria-describedby="note-info"
        className={inputClass}
      />
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id="note-info" className="text-sm text-stone-600">
          {inquiry.noteUpdatedAt
            ? `Note edited by ${inquiry.noteUpdatedBy ?? "unknown"} on ${formatAdminDateTime(inquiry.noteUpdatedAt)}`
            : "No note yet"}
        </p>
        <Button type="submit" size="sm" variant="outline" disabled={pending} className="self-start sm:self-auto">
          Save note
        </Button>
      </div>
    </Form>
  );
}

const REPLY_CONSTRAINT = formConstraint(inquiryReplySchema);

/** Write to the guest: e-mailed through the outbox, answering to the business address. */
function ReplyForm({ inquiry, lastResult }: { inquiry: InquiryDetail; lastResult: ReturnType<typeof resultFor> }) {
  const pending = useIsPending({ intent: "reply" });
  const [form, fields] = useForm({
    id: "reply",
    constraint: REPLY_CONSTRAINT,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inquiryReplySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const body = fields.body;
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <IntentFields intent="reply" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <label htmlFor={body.id} className={labelClass}>
        Message to {inquiry.name} <span className="font-normal text-stone-600">({inquiry.email})</span>
      </label>
      <textarea
        {...getTextareaProps(body, { ariaDescribedBy: `${body.id}-hint` })}
        key={body.key}
        rows={5}
        maxLength={REPLY_MAX}
        className={`${inputClass} min-h-[120px]`}
      />
      <p id={`${body.id}-hint`} className="mt-1 text-xs text-stone-600">
        Sent by e-mail; the guest&apos;s answer comes to the business e-mail address. Up to {REPLY_MAX.toLocaleString("en-US")} characters.
      </p>
      {body.errors?.length ? (
        <p id={body.errorId} className="mt-1 text-sm text-red-700">
          {body.errors[0]}
        </p>
      ) : null}
      <Button type="submit" className="mt-3" disabled={pending}>
        <Send aria-hidden className="h-4 w-4" />
        {pending ? "Sending..." : "Send reply"}
      </Button>
    </Form>
  );
}

const KIND_LABELS: Record<TimelineEntry["kind"], string> = {
  received: "Received",
  email: "E-mail",
  status: "Status",
  note: "Note",
  reply: "Reply",
  "guest-cancel": "Guest cancelled",
  payment: "Payment",
};

const KIND_STYLES: Record<TimelineEntry["kind"], string> = {
  received: "bg-forest-100 text-forest-900",
  email: "bg-stone-100 text-stone-800",
  status: "bg-gold-100 text-gold-900",
  note: "bg-stone-100 text-stone-800",
  reply: "bg-blue-50 text-blue-900",
  "guest-cancel": "bg-red-50 text-red-900",
  payment: "bg-emerald-50 text-emerald-900",
};

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="mt-4 space-y-4 border-l-2 border-stone-200 pl-4" data-testid="timeline">
      {entries.map((entry, i) => (
        <li key={i} className="relative" data-kind={entry.kind}>
          <span aria-hidden className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-forest-700" />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
            <span className={`rounded px-1.5 py-0.5 font-semibold ${KIND_STYLES[entry.kind]}`}>{KIND_LABELS[entry.kind]}</span>
            <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time>
            <span>· {entry.actor}</span>
          </div>
          <p className="mt-1 whitespace-pre-line text-sm text-stone-900 [overflow-wrap:anywhere]">{entry.summary}</p>
        </li>
      ))}
    </ol>
  );
}

export default function BookingInquiryPage() {
  const { inquiry, refund } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const nights = nightsBetween(inquiry.startDate, inquiry.endDate);
  const reviewCancel = actionData && "reviewCancel" in actionData ? actionData.reviewCancel : undefined;
  const result = actionData && !("reviewCancel" in actionData) ? (actionData as Parameters<typeof resultFor>[0]) : undefined;
  const replyResult = resultFor(result, "reply");
  const paymentResult = resultFor(result, "payment");
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
              <Detail label="Received">{formatAdminDateTime(inquiry.createdAt)}</Detail>
              <ExtrasDetails inquiry={inquiry} />
            </dl>
            <GuestMessage message={inquiry.message} />
          </TitledCard>

          <TitledCard id="decision-title" title="Decision" size="xl" spaced>
            {/* A new form after each status change, so a sent personal message does not stay for the next decision. */}
            <DecisionForm key={inquiry.statusChangedAt ?? ""} inquiry={inquiry} reviewCancel={reviewCancel} refund={refund} />
          </TitledCard>

          <TitledCard id="money-title" title="Payment" size="xl">
            <MoneySummary money={money} markRefunds />
            {takesPayment ? <OfflinePaymentForm key={money.payments.length} money={money} lastResult={paymentResult} /> : null}
          </TitledCard>

          <TitledCard id="reply-title" title="Reply to the guest" size="xl" spaced>
            {/* A new form once a reply is sent (the timeline has one more), so the sent text does not stay in the field. */}
            <ReplyForm key={inquiry.timeline.filter((e) => e.kind === "reply").length} inquiry={inquiry} lastResult={replyResult} />
          </TitledCard>

          <TitledCard id="note-title" title="Staff note" size="xl" spaced>
            <NoteForm inquiry={inquiry} />
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
