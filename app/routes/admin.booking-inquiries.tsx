import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { CalendarCheck, RotateCcw, StickyNote, XCircle } from "~/components/ui/lucide-sprite";
import { AdminDialog, DialogCancel, DialogTrigger } from "~/components/admin/dialog";
import { ExportLink, FilterField, FilterForm, SearchFilter, cleanQuery, filterInputProps } from "~/components/admin/list-filters";
import { formatMoney } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";
import { InquiryStatusBadge } from "~/components/admin/badges";
import { IntentFields } from "~/components/admin/form-bits";
import { plural, pluralWord } from "~/components/admin/format";
import { useHere } from "~/components/admin/use-here";
import { useIsPending } from "~/components/ui/use-form-status";
import { pageParam } from "~/lib/paging.server";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { ListCard } from "~/components/admin/card-list";
import { AdminTable, NoValue, type Column, type RowView } from "~/components/admin/admin-table";
import { Pagination } from "~/components/admin/pagination";
import { backTo, dispatchIntent, failureToast, formId, redirectAfter, successToast } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { fieldErrors } from "~/lib/api.server";
import { formConstraint } from "~/lib/forms";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button, SubmitButton } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { parseWith } from "~/lib/api.server";
import { httpErrorOf } from "~/lib/errors.server";
import { requireUser } from "~/web/auth-guards.server";
import { formatAdminDateTime, formatLongDate, nightsBetween } from "~/lib/dates";
import {
  countInquiriesPerStatus,
  findInquiry,
  listInquiries,
  listInquiryProperties,
  withConflicts,
  type BookingInquiryWithProperty,
  type WithConflicts,
} from "~/models/inquiry.server";
import { ConflictMarker } from "~/components/admin/inquiry-conflicts";
import { ContactDetails, Detail, ExtrasDetails, GuestMessage, QuotedTotal } from "~/components/admin/inquiry-details";
import { getPropertyName } from "~/models/property.server";
import { ADMIN_TOASTS, INQUIRY_NOTE_TOASTS } from "~/messages";
import { INQUIRY_STATUSES, inquiryStatusSchema, type InquiryStatus } from "~/schemas/inquiry-status";
import { inquiryNoteSchema, noteToStore } from "~/schemas/inquiry-note";
import { inquiryQueryForPage } from "~/web/admin-lists.server";
import { inquiryListQuerySchema } from "~/schemas/admin-list-query";
import { changeInquiry } from "~/services/inquiries.server";
import { cancellationRefund } from "~/services/payments.server";
import { RefundField } from "~/components/admin/booking-money";

export const meta = () => adminMeta("Booking Inquiries");

/** A page fills a desk screen's table (at least 12 rows in view) without making the phone's cards endless. */
const PAGE_SIZE = 20;
/** Up to this many properties, the property filter lists them; beyond, it is a name field with suggestions. */
const PROPERTY_LIST_MAX = 30;
const STATUS_LABELS: Record<InquiryStatus, string> = { pending: "Pending", confirmed: "Confirmed", cancelled: "Cancelled" };
/** How the last change is recorded on the card: "Confirmed by admin on ...". */
const CHANGE_VERBS: Record<InquiryStatus, string> = { pending: "Reopened", confirmed: "Confirmed", cancelled: "Cancelled" };

/** ?confirm-cancel=ID: the confirmation step before a pending request or a confirmed booking is cancelled (a dialog with JavaScript). */
const CONFIRM_CANCEL = "confirm-cancel";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  // One schema for the page, the CSV and the API; here a refused value is dropped and shown on its field.
  const { query, errors } = inquiryQueryForPage(url.searchParams);
  const page = pageParam(url);
  const confirmId = Number(url.searchParams.get(CONFIRM_CANCEL));
  const [result, properties, confirmCancel, counts] = await Promise.all([
    listInquiries({ ...query, page, pageSize: PAGE_SIZE }),
    listInquiryProperties(PROPERTY_LIST_MAX),
    Number.isSafeInteger(confirmId) && confirmId > 0 ? findInquiry(confirmId) : undefined,
    countInquiriesPerStatus(),
  ]);
  // The name field shows the property a link or bookmark chose by id (its whole name picks just that one).
  const chosenPropertyName = !properties && query.propertyId ? await getPropertyName(query.propertyId) : null;
  return {
    query,
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]])) as Record<string, string>,
    // Each pending request with what its nights clash with (a few statements for the whole page).
    inquiries: await withConflicts(result.items),
    total: result.total,
    page,
    pageSize: PAGE_SIZE,
    properties,
    chosenPropertyName,
    confirmCancel: confirmCancel?.status === "confirmed" || confirmCancel?.status === "pending" ? confirmCancel : null,
    // With money paid, the refund the cancellation owes (the policy's, which staff may change) is shown before it is confirmed.
    cancelRefund: confirmCancel?.status === "confirmed" ? await cancellationRefund(confirmCancel.id) : null,
    counts,
  };
}

/** The page's URL to come back to, without the confirmation step. */
function backToList(request: Request): string {
  const url = new URL(backTo(request), "http://x");
  url.searchParams.delete(CONFIRM_CANCEL);
  return url.pathname + url.search;
}

/**
 * Confirm, cancel or reopen (recorded with who and when), or save the internal note; back to the
 * same filter and page with a toast. A note that is too long comes back to its field (400).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const back = backToList(request);
  const formData = await request.formData();
  // A missing or malformed id (empty, "abc", 0, -1, beyond any id) names no inquiry: 404 with the API's message,
  // shown at the top of the list, and nothing changes.
  const malformedId = malformedInquiryId(formData);
  if (malformedId) return data({ actionError: malformedId }, { status: 404 });
  return dispatchIntent(formData, back, {
    status: (formData) =>
      redirectAfter(
        back,
        async () => {
          const id = formId(formData.get("id"), "Booking inquiry");
          const { status, refund } = parseWith(inquiryStatusSchema, { status: formData.get("status"), refund: formData.get("refund") ?? undefined });
          await changeInquiry(user, id, { status, refund });
          return ADMIN_TOASTS.inquiryStatusChanged[status];
        },
        ADMIN_TOASTS.inquiryStatusFailed,
      ),
    note: async (formData) => {
      const id = formId(formData.get("id"), "Booking inquiry");
      const raw = formData.get("note");
      const parsed = inquiryNoteSchema.safeParse({ note: typeof raw === "string" ? raw : undefined });
      if (!parsed.success) {
        const message = fieldErrors(parsed.error).note?.[0] ?? INQUIRY_NOTE_TOASTS.failed;
        return data({ noteError: { id, message, value: typeof raw === "string" ? raw.slice(0, 5000) : "" } }, { status: 400 });
      }
      try {
        const note = noteToStore(parsed.data.note);
        await changeInquiry(user, id, { note });
        return redirectWithToast(back, successToast(note ? INQUIRY_NOTE_TOASTS.saved : INQUIRY_NOTE_TOASTS.cleared));
      } catch (error) {
        return redirectWithToast(back, failureToast(error, INQUIRY_NOTE_TOASTS.failed));
      }
    },
  });
}

/** The message for a status or note form whose id cannot name an inquiry, or none when it can. */
function malformedInquiryId(formData: FormData): string | undefined {
  const intent = formData.get("intent");
  if (intent !== "status" && intent !== "note") return undefined;
  try {
    formId(formData.get("id"), "Booking inquiry");
    return undefined;
  } catch (error) {
    return httpErrorOf(error)?.message ?? INQUIRY_NOTE_TOASTS.failed;
  }
}

const ACTIONS: { status: InquiryStatus; label: string; icon: typeof CalendarCheck; variant: "primary" | "outline" | "danger" }[] = [
  { status: "confirmed", label: "Confirm booking", icon: CalendarCheck, variant: "primary" },
  { status: "cancelled", label: "Cancel booking", icon: XCircle, variant: "outline" },
  { status: "pending", label: "Reopen", icon: RotateCcw, variant: "outline" },
];

/**
 * Confirm, cancel or reopen: buttons with their words on a card, icons (named for screen readers and
 * with a tooltip) in the table's row.
 */
function StatusActions({ inquiry, view = "card" }: { inquiry: BookingInquiryWithProperty; view?: RowView }) {
  const fetcher = useFetcher({ key: `inquiry-status-${inquiry.id}` });
  const here = useHere();
  const pending = fetcher.state !== "idle";
  const location = useLocation();
  const table = view === "table";
  // In the table the words are for screen readers (and the tooltip); the icon is what shows.
  const words = (label: string) => (table ? <span className="sr-only">{label}</span> : label);
  return (
    <div className={table ? "flex gap-1" : "flex flex-wrap gap-2"}>
      {ACTIONS.filter((a) => a.status !== inquiry.status).map(({ status, label, icon: Icon, variant }) =>
        // Cancelling asks first (it e-mails the guest): a dialog, or a confirmation step without JavaScript.
        status === "cancelled" && (inquiry.status === "confirmed" || inquiry.status === "pending") ? (
          <DialogTrigger
            key={status}
            href={confirmCancelHref(location, inquiry.id)}
            variant={table ? "ghost" : "outline"}
            size="sm"
            className={`${table ? TABLE_BUTTON_CLASS : ""} ${CANCEL_CLASS}`}
            label={table ? `${label} for ${inquiry.name}` : undefined}
          >
            <Icon aria-hidden className="h-4 w-4" />
            {words(label)}
            <span className="sr-only"> for {inquiry.name}</span>
          </DialogTrigger>
        ) : (
          <fetcher.Form key={status} method="post" action={here}>
            <IntentFields intent="status" id={inquiry.id} />
            <input type="hidden" name="status" value={status} />
            <Button
              type="submit"
              size="sm"
              variant={table && variant === "outline" ? "ghost" : variant}
              disabled={pending}
              title={table ? label : undefined}
              className={`${table ? TABLE_BUTTON_CLASS : ""} ${variant === "outline" && status === "cancelled" ? CANCEL_CLASS : ""}`}
            >
              <Icon aria-hidden className="h-4 w-4" />
              {words(label)}
              <span className="sr-only"> for {inquiry.name}</span>
            </Button>
          </fetcher.Form>
        ),
      )}
    </div>
  );
}

const CANCEL_CLASS = "!border-red-700 !text-red-800 hover:!bg-red-50";
/** An icon button of a table row: square, the row stays one line high. */
const TABLE_BUTTON_CLASS = "!p-1.5";

/** The list's URL with (or, for id undefined, without) the cancel confirmation of inquiry `id`. */
function confirmCancelHref(location: { pathname: string; search: string }, id?: number): string {
  const params = new URLSearchParams(location.search);
  params.delete(CONFIRM_CANCEL);
  if (id) params.set(CONFIRM_CANCEL, String(id));
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** "March 3, 2027 to March 6, 2027": the stay, as the cards and the confirmation name it. */
const stayText = (inquiry: BookingInquiryWithProperty) => `${formatLongDate(inquiry.startDate)} to ${formatLongDate(inquiry.endDate)}`;

/** Confirm the cancellation of a pending request or a confirmed booking: a dialog with JavaScript, a section at the top without. */
function ConfirmCancelDialog({ inquiry, refund }: { inquiry: BookingInquiryWithProperty | null; refund: { paid: number; policy: number } | null }) {
  const location = useLocation();
  const closeHref = confirmCancelHref(location);
  const isPending = useIsPending();
  const request = inquiry?.status === "pending";
  return (
    <AdminDialog
      open={inquiry !== null}
      closeHref={closeHref}
      size="sm"
      title={request ? "Cancel this booking request?" : "Cancel this confirmed booking?"}
      description={
        request
          ? "The guest is e-mailed that their booking inquiry is cancelled and these dates are not reserved for them."
          : "The guest is e-mailed that the booking is cancelled and the nights become free again."
      }
    >
      {inquiry ? (
        <Form method="post" action={closeHref} preventScrollReset>
          <IntentFields intent="status" id={inquiry.id} />
          <input type="hidden" name="status" value="cancelled" />
          <p className="rounded-md bg-stone-50 p-3 text-sm text-stone-800">
            <span className="font-semibold">{inquiry.name}</span> at {inquiry.propertyName ?? "Unknown property"}, {stayText(inquiry)} (
            {inquiry.reference})
          </p>
          {refund && refund.paid > 0 ? <RefundField refund={refund} /> : null}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel>{request ? "Keep request" : "Keep booking"}</DialogCancel>
            <SubmitButton variant="danger" icon={XCircle} pending={isPending} busy="Cancelling...">
              {request ? "Yes, cancel request" : "Yes, cancel booking"}
            </SubmitButton>
          </div>
        </Form>
      ) : null}
    </AdminDialog>
  );
}

type NoteError = { id: number; message: string; value: string };

/** The internal staff note: a plain form (works without JavaScript); never shown to the guest. */
function NoteForm({ inquiry }: { inquiry: BookingInquiryWithProperty }) {
  const fetcher = useFetcher<{ noteError?: NoteError }>({ key: `inquiry-note-${inquiry.id}` });
  const actionData = useActionData<{ noteError?: NoteError }>();
  const here = useHere();
  const error = [fetcher.data?.noteError, actionData?.noteError].find((e) => e?.id === inquiry.id);
  const id = `note-${inquiry.id}`;
  return (
    <fetcher.Form method="post" action={here} className="mt-4" preventScrollReset>
      <IntentFields intent="note" id={inquiry.id} />
      <label htmlFor={id} className={labelClass}>
        <StickyNote aria-hidden className="mr-1.5 inline h-4 w-4 text-gold-800" />
        Internal note <span className="font-normal text-stone-600">(staff only, never shown to the guest)</span>
      </label>
      <textarea
        id={id}
        name="note"
        rows={2}
        key={`${inquiry.noteUpdatedAt ?? ""}${error ? "-error" : ""}`}
        defaultValue={error ? error.value : (inquiry.note ?? "")}
        maxLength={NOTE_CONSTRAINT.note?.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-info`}
        className={inputClass}
      />
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-info`} className={`text-sm ${error ? "text-red-700" : "text-stone-600"}`} aria-live="polite">
          {error
            ? error.message
            : inquiry.noteUpdatedAt
              ? `Note edited by ${inquiry.noteUpdatedBy ?? "unknown"} on ${formatAdminDateTime(inquiry.noteUpdatedAt)}`
              : "No note yet"}
        </p>
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"} className="self-start sm:self-auto">
          Save note<span className="sr-only"> for {inquiry.name}</span>
        </Button>
      </div>
    </fetcher.Form>
  );
}

const NOTE_CONSTRAINT = formConstraint(inquiryNoteSchema);
const QUERY_CONSTRAINT = formConstraint(inquiryListQuerySchema);

function InquiryCard({ inquiry }: { inquiry: WithConflicts<BookingInquiryWithProperty> }) {
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
      after={<NoteForm inquiry={inquiry} />}
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
const columns: [Column<WithConflicts<BookingInquiryWithProperty>>, ...Column<WithConflicts<BookingInquiryWithProperty>>[]] = [
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

export default function AdminBookingInquiries() {
  const { query, errors, inquiries, total, page, pageSize, counts, properties, chosenPropertyName, confirmCancel, cancelRefund } =
    useLoaderData<typeof loader>();
  const actionError = useActionData<{ actionError?: string }>()?.actionError;
  const submit = useSubmit();
  const location = useLocation();
  const filterQuery = cleanQuery(
    new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) => (v === undefined || v === null || v === "" ? [] : [[k, String(v)]])) as [string, string][],
    ),
  );
  const active = filterQuery !== "";
  // With JavaScript a select applies at once (empty fields left out of the URL).
  const applyNow = (form: HTMLFormElement | null) =>
    form && submit(cleanQuery(new FormData(form)) || "?", { method: "get", action: location.pathname });
  return (
    <>
      <PageHeader
        title="Booking Inquiries"
        subtitle="Answer guests' booking requests: confirm, cancel or reopen them"
        actions={<ExportLink href={`/admin/booking-inquiries/export.csv${filterQuery}`}>Export CSV</ExportLink>}
      />
      <ConfirmCancelDialog inquiry={confirmCancel} refund={cancelRefund} />
      {actionError ? (
        <p role="alert" className="mb-4 rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {actionError}
        </p>
      ) : null}

      <FilterForm label="Filter booking inquiries" clearHref="/admin/booking-inquiries" active={active || Object.keys(errors).length > 0}>
        <SearchFilter
          id="inquiry-q"
          value={query.q}
          placeholder="Guest name, e-mail, phone or reference"
          maxLength={QUERY_CONSTRAINT.q?.maxLength}
          error={errors.q}
        />
        <FilterField id="status-filter" label="Status" error={errors.status}>
          <select
            name="status"
            defaultValue={query.status ?? ""}
            key={`status-${query.status ?? ""}`}
            onChange={(e) => applyNow(e.currentTarget.form)}
            {...filterInputProps("status-filter", errors.status)}
          >
            <option value="">All statuses</option>
            {INQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]} ({counts[s].toLocaleString("en-US")})
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="property-filter" label="Property" error={errors.propertyId ?? errors.property}>
          {properties ? (
            <select
              name="propertyId"
              defaultValue={query.propertyId ? String(query.propertyId) : ""}
              key={`property-${query.propertyId ?? ""}`}
              onChange={(e) => applyNow(e.currentTarget.form)}
              {...filterInputProps("property-filter", errors.propertyId)}
            >
              <option value="">All properties</option>
              {properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          ) : (
            <PropertyNameField
              defaultValue={query.property ?? chosenPropertyName ?? ""}
              // A property chosen by an id that no longer names anything stays chosen.
              keepId={query.propertyId && !query.property && !chosenPropertyName ? query.propertyId : undefined}
              error={errors.propertyId ?? errors.property}
              onPick={(form) => applyNow(form)}
            />
          )}
        </FilterField>
        <FilterField id="stay-from" label="Staying from" error={errors.from}>
          <input
            type="date"
            name="from"
            defaultValue={query.from ?? ""}
            key={`from-${query.from ?? ""}`}
            {...filterInputProps("stay-from", errors.from)}
          />
        </FilterField>
        <FilterField id="stay-to" label="Staying until" error={errors.to}>
          <input type="date" name="to" defaultValue={query.to ?? ""} key={`to-${query.to ?? ""}`} {...filterInputProps("stay-to", errors.to)} />
        </FilterField>
        <FilterField id="inquiry-sort" label="Sort by" error={errors.sort} wide>
          <select
            name="sort"
            defaultValue={query.sort}
            key={`sort-${query.sort}`}
            onChange={(e) => applyNow(e.currentTarget.form)}
            {...filterInputProps("inquiry-sort", errors.sort)}
          >
            <option value="received">Received, newest first</option>
            <option value="checkin">Check-in, soonest first</option>
          </select>
        </FilterField>
      </FilterForm>

      <p className="mb-4 text-sm text-stone-600" aria-live="polite">
        {plural(total, "inquiry", "inquiries")}
        {active ? ` ${pluralWord(total, "matches", "match")} the filters` : ""},{" "}
        {query.sort === "checkin" ? "soonest check-in first" : "newest first"}.
      </p>

      <AdminTable
        label="Booking inquiries"
        items={inquiries}
        columns={columns}
        breakpoint="lg"
        dense
        minWidth="min-w-[54rem]"
        rowTestId="inquiry-row"
        actionsHeader={<span className="sr-only">Actions</span>}
        actions={(inquiry, view) => <StatusActions inquiry={inquiry} view={view} />}
        renderCard={(inquiry) => <InquiryCard key={inquiry.id} inquiry={inquiry} />}
        empty={active ? "No booking inquiries match these filters." : "No booking inquiries yet."}
      />
      <Pagination page={page} pageSize={pageSize} total={total} label="Booking inquiry pages" />
    </>
  );
}

/**
 * The property filter once there are too many properties to list: a name (or part of one) in a text
 * field, which works without JavaScript. With JavaScript it suggests matching properties as staff type
 * (the browser's own list, from the admin properties JSON), and picking one applies the filter at once.
 */
function PropertyNameField({
  defaultValue,
  keepId,
  error,
  onPick,
}: {
  defaultValue: string;
  keepId?: number;
  error?: string;
  onPick: (form: HTMLFormElement | null) => void;
}) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const pending = useRef<AbortController>();
  useEffect(() => () => pending.current?.abort(), []);
  const suggest = (text: string) => {
    pending.current?.abort();
    const trimmed = text.trim();
    if (!trimmed) return setSuggestions([]);
    const controller = new AbortController();
    pending.current = controller;
    fetch(`/api/v1/admin/properties?limit=8&q=${encodeURIComponent(trimmed)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ name: string }[]>) : []))
      .then((found) => setSuggestions([...new Set(found.map((p) => p.name))]))
      .catch(() => undefined);
  };
  return (
    <>
      {keepId ? <input type="hidden" name="propertyId" value={keepId} /> : null}
      <input
        type="search"
        name="property"
        defaultValue={defaultValue}
        key={`property-${defaultValue}`}
        placeholder="Property name"
        list="property-suggestions"
        autoComplete="off"
        maxLength={QUERY_CONSTRAINT.property?.maxLength}
        onInput={(e) => {
          // Picking from the browser's suggestion list replaces the whole text: apply it at once
          // (typed text waits for Enter or Apply, so a name that starts another is not applied early).
          if ((e.nativeEvent as InputEvent).inputType === "insertReplacementText") onPick(e.currentTarget.form);
          else suggest(e.currentTarget.value);
        }}
        {...filterInputProps("property-filter", error)}
      />
      <datalist id="property-suggestions">
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
