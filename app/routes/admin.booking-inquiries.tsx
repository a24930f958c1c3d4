import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData, useSubmit } from "@remix-run/react";
import { CalendarCheck, ChefHat, Mail, Phone, RotateCcw, XCircle } from "lucide-react";
import { InquiryStatusBadge } from "~/components/admin/badges";
import { IntentFields } from "~/components/admin/form-bits";
import { plural } from "~/components/admin/format";
import { useHere } from "~/components/admin/use-here";
import { pageParam } from "~/lib/paging.server";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader } from "~/components/admin/page-header";
import { CardList } from "~/components/admin/card-list";
import { backTo, formId, redirectAfter } from "~/lib/forms.server";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { parseWith } from "~/lib/api.server";
import { requireUser } from "~/services/auth.server";
import { formatDateTime, formatLongDate, nightsBetween } from "~/lib/dates";
import { countInquiriesByStatus, listInquiries, setInquiryStatus, type BookingInquiryWithProperty } from "~/models/inquiry.server";
import { ADMIN_TOASTS } from "~/messages";
import { INQUIRY_STATUSES, inquiryStatusQuerySchema, inquiryStatusSchema, type InquiryStatus } from "~/schemas/inquiry-status";
import { recordAudit } from "~/services/audit.server";

export const meta = () => adminMeta("Booking Inquiries");

const PAGE_SIZE = 10;
const STATUS_LABELS: Record<InquiryStatus, string> = { pending: "Pending", confirmed: "Confirmed", cancelled: "Cancelled" };
/** How the last change is recorded on the card: "Confirmed by admin on ...". */
const CHANGE_VERBS: Record<InquiryStatus, string> = { pending: "Reopened", confirmed: "Confirmed", cancelled: "Cancelled" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  // A bookmarked filter with an unknown status shows every inquiry (the API answers 400 to it).
  const parsed = inquiryStatusQuerySchema.safeParse({ status: url.searchParams.get("status") || undefined });
  const status = parsed.success ? parsed.data.status : undefined;
  const page = pageParam(url);
  const [result, ...counts] = await Promise.all([
    listInquiries({ status, page, pageSize: PAGE_SIZE }),
    ...INQUIRY_STATUSES.map((s) => countInquiriesByStatus(s)),
  ]);
  return {
    status: status ?? "",
    inquiries: result.items,
    total: result.total,
    page,
    pageSize: PAGE_SIZE,
    counts: Object.fromEntries(INQUIRY_STATUSES.map((s, i) => [s, counts[i]])) as Record<InquiryStatus, number>,
  };
}

/** Confirm, cancel or reopen: recorded with who and when; back to the same filter and page with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  return redirectAfter(
    backTo(request),
    async () => {
      const id = formId(formData.get("id"), "Booking inquiry");
      const { status } = parseWith(inquiryStatusSchema, { status: formData.get("status") });
      await setInquiryStatus(id, status, user.username);
      await recordAudit(user, "inquiry.status", { type: "booking-inquiry", id }, { status });
      return ADMIN_TOASTS.inquiryStatusChanged[status];
    },
    ADMIN_TOASTS.inquiryStatusFailed,
  );
}

const ACTIONS: { status: InquiryStatus; label: string; icon: typeof CalendarCheck; variant: "primary" | "outline" | "danger" }[] = [
  { status: "confirmed", label: "Confirm booking", icon: CalendarCheck, variant: "primary" },
  { status: "cancelled", label: "Cancel booking", icon: XCircle, variant: "outline" },
  { status: "pending", label: "Reopen", icon: RotateCcw, variant: "outline" },
];

function StatusActions({ inquiry }: { inquiry: BookingInquiryWithProperty }) {
  const fetcher = useFetcher({ key: `inquiry-status-${inquiry.id}` });
  const here = useHere();
  const pending = fetcher.state !== "idle";
  return (
    <div className="flex flex-wrap gap-2">
      {ACTIONS.filter((a) => a.status !== inquiry.status).map(({ status, label, icon: Icon, variant }) => (
        <fetcher.Form key={status} method="post" action={here}>
          <IntentFields intent="status" id={inquiry.id} />
          <input type="hidden" name="status" value={status} />
          <Button
            type="submit"
            size="sm"
            variant={variant}
            disabled={pending}
            className={variant === "outline" && status === "cancelled" ? "!border-red-700 !text-red-800 hover:!bg-red-50" : ""}
          >
            <Icon aria-hidden className="h-4 w-4" />
            {label}
            <span className="sr-only"> for {inquiry.name}</span>
          </Button>
        </fetcher.Form>
      ))}
    </div>
  );
}

function Detail({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 sm:col-span-1" : ""}>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-stone-900">{children}</dd>
    </div>
  );
}

function InquiryCard({ inquiry }: { inquiry: BookingInquiryWithProperty }) {
  const nights = nightsBetween(inquiry.startDate, inquiry.endDate);
  const headingId = `inquiry-${inquiry.id}`;
  return (
    <Card aria-labelledby={headingId} className="p-5" data-testid="inquiry">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-forest-900">
            {inquiry.name}
          </h2>
          <p className="text-sm text-stone-700">
            {inquiry.propertySlug ? (
              <a href={`/properties/${inquiry.propertySlug}`} className="font-medium text-forest-800 hover:underline">
                {inquiry.propertyName}
              </a>
            ) : (
              <span className="font-medium">{inquiry.propertyName ?? "Unknown property"}</span>
            )}
            <span className="text-stone-600"> · received {formatDateTime(inquiry.createdAt)}</span>
          </p>
        </div>
        <div className="shrink-0">
          <InquiryStatusBadge status={inquiry.status} />
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Detail label="Email" wide>
          <a href={`mailto:${inquiry.email}`} className="inline-flex items-center gap-1.5 break-all text-forest-800 hover:underline">
            <Mail aria-hidden className="h-4 w-4 shrink-0" />
            {inquiry.email}
          </a>
        </Detail>
        <Detail label="Phone" wide>
          <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1.5 text-forest-800 hover:underline">
            <Phone aria-hidden className="h-4 w-4 shrink-0" />
            {inquiry.phone}
          </a>
        </Detail>
        <Detail label="Check-in">{formatLongDate(inquiry.startDate)}</Detail>
        <Detail label="Check-out">{formatLongDate(inquiry.endDate)}</Detail>
        <Detail label="Nights">{nights}</Detail>
        <Detail label="Quoted total">
          {inquiry.total !== null ? `$${inquiry.total.toLocaleString("en-US")} for ${plural(inquiry.nights ?? nights, "night")}` : "No quote"}
        </Detail>
        <Detail label="Guests">{inquiry.guests}</Detail>
        <Detail label="Private chef">
          {inquiry.requestChef ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-gold-800">
              <ChefHat aria-hidden className="h-4 w-4" />
              Requested
            </span>
          ) : (
            "Not requested"
          )}
        </Detail>
        <Detail label="Activities" wide>
          {inquiry.requestActivities.length ? inquiry.requestActivities.join(", ") : "None requested"}
        </Detail>
      </dl>

      <div className="mt-4">
        <p className="text-xs font-medium uppercase tracking-wide text-stone-600">Message</p>
        {inquiry.message ? (
          <p className="mt-1 whitespace-pre-line rounded-md bg-stone-50 p-3 text-sm text-stone-800">{inquiry.message}</p>
        ) : (
          <p className="mt-1 text-sm text-stone-600">No message</p>
        )}
      </div>

      <div className="mt-4 flex flex-col gap-3 border-t border-stone-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">
          {inquiry.statusChangedAt
            ? `${inquiry.status === "none" ? "Changed" : CHANGE_VERBS[inquiry.status]} by ${inquiry.statusChangedBy ?? "unknown"} on ${formatDateTime(inquiry.statusChangedAt)}`
            : "Not answered yet"}
        </p>
        <StatusActions inquiry={inquiry} />
      </div>
    </Card>
  );
}

export default function AdminBookingInquiries() {
  const { status, inquiries, total, page, pageSize, counts } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  return (
    <>
      <PageHeader title="Booking Inquiries" subtitle="Answer guests' booking requests: confirm, cancel or reopen them" />

      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Filter booking inquiries">
        <div>
          <label htmlFor="status-filter" className={labelClass}>
            Status
          </label>
          <select
            id="status-filter"
            name="status"
            defaultValue={status}
            key={status}
            onChange={(e) => submit(e.currentTarget.form)}
            className={`${inputClass} min-w-[14rem]`}
          >
            <option value="">All statuses</option>
            {INQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]} ({counts[s]})
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
        {status ? (
          <Link to="/admin/booking-inquiries" className={buttonClass("ghost")}>
            Show all
          </Link>
        ) : null}
      </Form>

      <p className="mb-4 text-sm text-stone-600" aria-live="polite">
        {status ? `${plural(total, `${status} inquiry`, `${status} inquiries`)}` : plural(total, "inquiry", "inquiries")}, newest first.
      </p>

      <CardList
        items={inquiries}
        empty={status ? `No ${status} booking inquiries.` : "No booking inquiries yet."}
        render={(inquiry) => <InquiryCard key={inquiry.id} inquiry={inquiry} />}
        page={page}
        pageSize={pageSize}
        total={total}
        label="Booking inquiry pages"
      />
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
