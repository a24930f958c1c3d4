import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminTable, NoValue, type Column } from "~/components/admin/admin-table";
import { plural } from "~/components/admin/format";
import { cleanQuery, ExportLink, FilterField, FilterForm, filterInputProps, NewestFirstCount } from "~/components/admin/list-filters";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { AdminRouteError } from "~/components/admin/route-error";
import { formatAdminDateTime } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { METHOD_WORDS, PAYMENT_METHODS, PAYMENT_ROW_STATUSES } from "~/lib/payments";
import { pageParam } from "~/lib/paging.server";
import { listPayments, type PaymentListItem } from "~/models/payment.server";
import { paymentQueryForPage } from "~/web/admin-lists.server";
import { requireUser } from "~/web/auth-guards.server";

export const meta = () => adminMeta("Payments");

const PAGE_SIZE = 50;

/**
 * Every payment and refund, newest first: by card, M-Pesa, or recorded by staff (bank transfer, cash). Filtered by
 * method, status, kind and day (a GET form that works without JavaScript, the same filters as the CSV and the JSON
 * twin); a value the page does not know is ignored and said so on its field.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const { query, errors } = paymentQueryForPage(url.searchParams);
  const result = await listPayments({ ...query, page: pageParam(url), pageSize: PAGE_SIZE });
  return { ...result, query, errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]])) as Record<string, string | undefined> };
}

const STATUS_WORDS = { pending: "Pending", succeeded: "Received", failed: "Failed", refunded: "Refunded" } as const;

const COLUMNS: [Column<PaymentListItem>, ...Column<PaymentListItem>[]] = [
  {
    header: "Amount",
    cell: (p) => (
      <span className={p.kind === "refund" ? "text-red-800" : undefined}>
        {p.kind === "refund" ? "Refund " : ""}
        {formatMoney(p.amount, p.currency)}
      </span>
    ),
  },
  { header: "Made", cell: (p) => <time dateTime={p.at}>{formatAdminDateTime(p.at)}</time> },
  { header: "Method", cell: (p) => METHOD_WORDS[p.method] },
  { header: "Status", cell: (p) => STATUS_WORDS[p.status] },
  {
    header: "Booking",
    cell: (p) => (
      <Link to={`/admin/booking-inquiries/${p.inquiryId}`} className="font-medium text-forest-800 hover:underline">
        {p.reference}
      </Link>
    ),
  },
  { header: "Guest", cell: (p) => p.guestName, className: "[overflow-wrap:anywhere]" },
  { header: "Property", cell: (p) => p.propertyName ?? <NoValue /> },
  { header: "Reference or note", cell: (p) => p.providerRef ?? p.note ?? <NoValue />, className: "[overflow-wrap:anywhere]" },
  { header: "Recorded by", cell: (p) => p.recordedBy ?? "Guest" },
];

export default function AdminPayments() {
  const { items, total, page, pageSize, query, errors } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  const active = Object.values(query).some(Boolean);
  const search = cleanQuery(new URLSearchParams(Object.entries(query).filter(([, v]) => v) as [string, string][]));
  const select = (name: keyof typeof query, label: string, options: readonly string[], words: (value: string) => string, all: string) => (
    <FilterField id={`payments-${name}`} label={label} error={errors[name]}>
      <select
        name={name}
        defaultValue={query[name] ?? ""}
        key={`${name}-${query[name] ?? ""}`}
        {...filterInputProps(`payments-${name}`, errors[name])}
      >
        <option value="">{all}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {words(value)}
          </option>
        ))}
      </select>
    </FilterField>
  );
  return (
    <>
      <PageHeader
        title="Payments"
        subtitle="Every payment and refund, newest first"
        actions={<ExportLink href={`/admin/payments/export.csv${search}`}>Export CSV</ExportLink>}
      />
      <FilterForm label="Filter payments" clearHref="/admin/payments" active={active}>
        {select("method", "Method", PAYMENT_METHODS, (m) => METHOD_WORDS[m as keyof typeof METHOD_WORDS], "Every method")}
        {select("status", "Status", PAYMENT_ROW_STATUSES, (s) => STATUS_WORDS[s as keyof typeof STATUS_WORDS], "Every status")}
        {select("kind", "Kind", ["payment", "refund"], (k) => (k === "refund" ? "Refunds" : "Payments"), "Payments and refunds")}
        <FilterField id="payments-from" label="From" error={errors.from}>
          <input
            type="date"
            name="from"
            defaultValue={query.from ?? ""}
            key={`from-${query.from ?? ""}`}
            {...filterInputProps("payments-from", errors.from)}
          />
        </FilterField>
        <FilterField id="payments-to" label="To" error={errors.to}>
          <input type="date" name="to" defaultValue={query.to ?? ""} key={`to-${query.to ?? ""}`} {...filterInputProps("payments-to", errors.to)} />
        </FilterField>
      </FilterForm>
      <NewestFirstCount count={plural(total, "payment", "payments")} active={active} />
      <AdminTable
        label="Payments"
        items={items}
        columns={COLUMNS}
        minWidth="min-w-[960px]"
        busy={busy}
        rowTestId="payment-row"
        cardTestId="payment-card"
        breakpoint="lg"
        dense
        empty={active ? "No payments match these filters." : "No payments yet. Payments recorded on a booking's page show here."}
      />
      <Pagination page={page} pageSize={pageSize || PAGE_SIZE} total={total} label="Payment pages" />
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
