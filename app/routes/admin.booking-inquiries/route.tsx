import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { plural, pluralWord } from "~/components/admin/format";
import { ExportLink, FilterField, FilterForm, SearchFilter, cleanQuery, filterInputProps } from "~/components/admin/list-filters";
import { adminMeta } from "~/components/admin/meta";
import { Pagination } from "~/components/admin/pagination";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { formConstraint } from "~/lib/forms";
import { inquiryListQuerySchema } from "~/schemas/admin-list-query";
import { INQUIRY_STATUSES, type InquiryStatus } from "~/schemas/inquiry-status";
import { requireUser } from "~/web/auth-guards.server";
import { inquiriesAction } from "./actions.server";
import { ConfirmCancelDialog } from "./confirm-cancel";
import { InquiryCard } from "./inquiry-card";
import { columns } from "./inquiry-table";
import { PropertyNameField } from "./property-name-field";
import { StatusActions } from "./status-actions";
import { inquiriesPageView } from "./view.server";

// The desk's list of booking requests. Beside it: view.server.ts (the page's data), actions.server.ts (status
// and note), and its components (the table's columns, the phone's cards, the status buttons, the note form,
// the cancel confirmation, the property name filter).

export const meta = () => adminMeta("Booking Inquiries");

const STATUS_LABELS: Record<InquiryStatus, string> = { pending: "Pending", confirmed: "Confirmed", cancelled: "Cancelled" };

const QUERY_CONSTRAINT = formConstraint(inquiryListQuerySchema);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return inquiriesPageView(request);
}

/**
 * Confirm, cancel or reopen (recorded with who and when), or save the internal note; back to the
 * same filter and page with a toast. A note that is too long comes back to its field (400).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return inquiriesAction(request, user);
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

export const ErrorBoundary = AdminRouteError;
