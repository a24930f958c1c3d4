import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useSearchParams, type ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { Archive, Banknote, CalendarDays, Check, Pencil, Plus, Search, Trash2, X } from "~/components/ui/lucide-sprite";
import { Pagination } from "~/components/admin/pagination";
import { pageParam } from "~/lib/paging.server";
import { AdminDialog, DialogCancel, DialogTrigger, dialogHref, skipRevalidationForDialogs } from "~/components/admin/dialog";
import { IntentFields, intentOf, resultFor } from "~/components/admin/form-bits";
import { formatMoney, priceLabel } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";
import { AdminTable, RowDialogTrigger } from "~/components/admin/admin-table";
import { plural, pluralWord } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { HeaderLink, PageHeader } from "~/components/admin/page-header";
import { PropertyForm } from "~/components/admin/property-form";
import { createUpdateIntents, dispatchIntent, formId, redirectAfter, replyUnsaved } from "~/lib/forms.server";
import { readImageForm } from "~/web/image-form.server";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button, buttonClass } from "~/components/ui/button";
import { requireUser } from "~/web/auth-guards.server";
import { getStaffPropertyById, listPropertiesPage } from "~/models/property.server";
import { ADMIN_TOASTS } from "~/messages";
import { propertySchema } from "~/schemas/property";
import { useErrorToast, useIsPending } from "~/components/ui/use-form-status";
import { addProperty, editProperty, planPropertyRemoval, removeProperty } from "~/services/properties.server";

export const meta = () => adminMeta("Properties");
/** Opening a dialog reloads nothing, except the delete dialog: it says what deleting this property would do. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  !args.formMethod &&
  args.nextUrl.searchParams.get("delete") &&
  args.nextUrl.searchParams.get("delete") !== args.currentUrl.searchParams.get("delete")
    ? true
    : skipRevalidationForDialogs(args);

const LIST = "/admin/properties";

const PAGE_SIZE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = pageParam(url);
  const result = await listPropertiesPage({ q, page, pageSize: PAGE_SIZE });
  // The property an edit/delete dialog is open for, when it is not on this page (a link kept from elsewhere).
  const dialogId = Number(url.searchParams.get("edit") ?? url.searchParams.get("delete"));
  const opened =
    Number.isInteger(dialogId) && dialogId > 0 && !result.items.some((p) => p.id === dialogId) ? await getStaffPropertyById(dialogId) : null;
  // The delete dialog says beforehand what will happen: archived (it has inquiries), deleted, or refused.
  const deleteId = Number(url.searchParams.get("delete"));
  const toDelete = url.searchParams.has("delete") ? (result.items.find((p) => p.id === deleteId) ?? opened) : null;
  const removal = toDelete ? { id: toDelete.id, ...(await planPropertyRemoval(toDelete)) } : null;
  return { properties: result.items, opened, removal, total: result.total, page, pageSize: PAGE_SIZE, q };
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireUser(request);
  // The dialog's photos (uploads, typed URLs, order, alt texts) are read first.
  const { formData, refused, rearranged } = await readImageForm(request, me);
  if (refused || rearranged) return replyUnsaved(formData, propertySchema, refused);
  return dispatchIntent(formData, LIST, {
    ...createUpdateIntents({
      schema: propertySchema,
      unchecked: ["featured"],
      back: LIST,
      what: "Property",
      create: (input) => addProperty(me, input),
      update: (id, input) => editProperty(me, id, input),
      toasts: {
        added: ADMIN_TOASTS.propertyAdded,
        updated: ADMIN_TOASTS.propertyUpdated,
        addFailed: ADMIN_TOASTS.propertyAddFailed,
        updateFailed: ADMIN_TOASTS.propertyUpdateFailed,
      },
    }),
    delete: (formData) =>
      redirectAfter(
        LIST,
        async () => {
          await removeProperty(me, formId(formData.get("id"), "Property"));
          return ADMIN_TOASTS.propertyDeleted;
        },
        ADMIN_TOASTS.propertyDeleteFailed,
      ),
  });
}

/** The delete dialog's question: which of archive or delete-for-good will happen. */
function deleteQuestion(name: string, removal: { archive: boolean; refusal: string | null } | null): string {
  if (!removal) return `Are you sure you want to delete ${name}? Checking whether it has booking inquiries…`;
  if (removal.refusal) return `${name} has confirmed stays that are not over yet.`;
  if (removal.archive)
    return `Are you sure you want to delete ${name}? It has booking inquiries, so it will be archived: removed from the website and this list, its inquiries kept. You can restore it under Archived.`;
  return `Are you sure you want to delete ${name}? It has no booking inquiries, so it will be deleted for good: this cannot be undone.`;
}

/** The property's public page, under its name. */
function pageLink(p: { slug: string }, className = "") {
  return (
    <a href={`/properties/${p.slug}`} className={`${className} text-xs font-normal text-forest-700 hover:underline`.trim()}>
      /properties/{p.slug}
    </a>
  );
}

export default function AdminProperties() {
  const currency = useCurrency();
  const { properties: listed, opened, removal: plannedRemoval, total, page, pageSize, q } = useLoaderData<typeof loader>();
  const properties = opened ? [...listed, opened] : listed;
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const location = useLocation();
  const closeHref = dialogHref(location);

  const adding = params.get("dialog") === "add";
  const editing = adding ? undefined : properties.find((p) => String(p.id) === params.get("edit"));
  const deleting = adding || editing ? undefined : properties.find((p) => String(p.id) === params.get("delete"));
  const deletePending = useIsPending({ intent: "delete", id: deleting?.id });
  const removal = deleting && plannedRemoval?.id === deleting.id ? plannedRemoval : null;

  useErrorToast(lastResult, {
    title: ADMIN_TOASTS.errorTitle,
    fallback: intentOf(lastResult) === "update" ? ADMIN_TOASTS.propertyUpdateFailed : ADMIN_TOASTS.propertyAddFailed,
  });

  return (
    <>
      <PageHeader
        title="Properties"
        subtitle="Manage the cabins and lodges shown on the website"
        actions={
          <>
            {/* The Archived view lives on its own page (admin.properties_.archived.tsx). */}
            <HeaderLink to="/admin/properties/archived" icon={Archive}>
              Archived
            </HeaderLink>
            <DialogTrigger href={dialogHref(location, { dialog: "add" })}>
              <Plus aria-hidden className="h-4 w-4" />
              Add Property
            </DialogTrigger>
          </>
        }
      />

      <AdminDialog open={adding} closeHref={closeHref} title="Add New Property" description="Add a new property to your listings">
        <PropertyForm lastResult={resultFor(lastResult, "create")} />
      </AdminDialog>
      <AdminDialog
        open={Boolean(editing)}
        closeHref={closeHref}
        title="Edit Property"
        description={editing ? `Update the details for ${editing.name}` : undefined}
      >
        {editing ? <PropertyForm key={editing.id} property={editing} lastResult={resultFor(lastResult, "update", editing.id)} /> : null}
      </AdminDialog>
      <AdminDialog
        open={Boolean(deleting)}
        closeHref={closeHref}
        size="sm"
        title="Delete Property"
        description={deleting ? deleteQuestion(deleting.name, removal) : undefined}
      >
        {deleting && removal?.refusal ? (
          <>
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {removal.refusal}
            </p>
            {/* Each stay's own page, where it can be cancelled (with a message to the guest). */}
            <ul className="mt-3 space-y-1 text-sm text-stone-700">
              {removal.upcomingStays.slice(0, 5).map((stay) => (
                <li key={stay.id}>
                  <Link to={`/admin/booking-inquiries/${stay.id}`} className="font-medium text-forest-800 underline">
                    Open {stay.reference} ({stay.name})
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/admin/booking-inquiries?status=confirmed" className="font-medium text-forest-800 underline">
                  Open the confirmed bookings
                </Link>
              </li>
            </ul>
            <div className="mt-5 flex justify-end">
              <DialogCancel>Close</DialogCancel>
            </div>
          </>
        ) : deleting ? (
          <Form method="post" replace preventScrollReset className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <IntentFields intent="delete" id={deleting.id} />
            <DialogCancel />
            <Button type="submit" variant="danger" disabled={deletePending || !removal}>
              {removal?.archive ? <Archive aria-hidden className="h-4 w-4" /> : <Trash2 aria-hidden className="h-4 w-4" />}
              {deletePending ? "Deleting..." : "Delete Property"}
            </Button>
          </Form>
        ) : null}
      </AdminDialog>

      <Form method="get" role="search" className="mb-4 flex max-w-md items-end gap-2">
        <div className="flex-1">
          <label htmlFor="property-search" className="mb-1 block text-sm font-medium text-stone-700">
            Search properties
          </label>
          <input
            id="property-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder="Name, location or slug"
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-600/30"
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden className="h-4 w-4" />
          Search
        </Button>
      </Form>

      <AdminTable
        label="Properties"
        items={listed}
        minWidth="min-w-[760px]"
        empty={q ? `No properties match "${q}".` : "No properties found. Add your first property to get started."}
        cardTestId="property-card"
        columns={[
          {
            header: "Name",
            cell: (p) => (
              <>
                <span className="block">{p.name}</span>
                {pageLink(p)}
              </>
            ),
            card: (p) => (
              <>
                <h2 className="text-base font-semibold">{p.name}</h2>
                {pageLink(p, "break-all")}
              </>
            ),
          },
          { header: "Location", className: "text-stone-700", cell: (p) => p.location },
          { header: "Bedrooms", align: "right", cell: (p) => p.bedrooms },
          { header: "Bathrooms", align: "right", cell: (p) => p.bathrooms },
          { header: "Sleeps", align: "right", cell: (p) => p.sleeps },
          { header: priceLabel(currency), align: "right", cell: (p) => formatMoney(p.price, currency) },
          {
            header: "Featured",
            align: "center",
            cell: (p) =>
              p.featured ? (
                <span className="inline-flex text-green-700">
                  <Check aria-hidden className="h-5 w-5" />
                  <span className="sr-only">Featured</span>
                </span>
              ) : (
                <span className="inline-flex text-stone-500">
                  <X aria-hidden className="h-5 w-5" />
                  <span className="sr-only">Not featured</span>
                </span>
              ),
            card: (p) => (p.featured ? "Yes" : "No"),
          },
        ]}
        actions={(p, view) => {
          const variant = view === "table" ? "ghost" : "outline";
          return (
            <>
              <Link
                to={`/admin/properties/${p.id}/calendar`}
                className={buttonClass(variant, "sm")}
                aria-label={`Calendar of ${p.name}`}
                title={view === "table" ? "Calendar" : undefined}
              >
                <CalendarDays aria-hidden className="h-4 w-4" />
                {view === "card" ? "Calendar" : null}
              </Link>
              <Link
                to={`/admin/properties/${p.id}/rates`}
                className={buttonClass(variant, "sm")}
                aria-label={`Rates of ${p.name}`}
                title={view === "table" ? "Rates" : undefined}
              >
                <Banknote aria-hidden className="h-4 w-4" />
                {view === "card" ? "Rates" : null}
              </Link>
              <RowDialogTrigger view={view} href={dialogHref(location, { edit: String(p.id) })} icon={Pencil} text="Edit" label={`Edit ${p.name}`} />
              <RowDialogTrigger
                view={view}
                href={dialogHref(location, { delete: String(p.id) })}
                icon={Trash2}
                text="Delete"
                label={`Delete ${p.name}`}
                danger
              />
            </>
          );
        }}
      />
      <p className="mt-3 text-sm text-stone-600">
        {q
          ? `${plural(total, "property", "properties")} ${pluralWord(total, "matches", "match")} "${q}".`
          : `${plural(total, "property", "properties")} on the website.`}
      </p>
      <Pagination page={page} pageSize={pageSize} total={total} label="Properties pages" />
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
