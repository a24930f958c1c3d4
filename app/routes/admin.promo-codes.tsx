import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { Pencil, Plus, Trash2 } from "~/components/ui/lucide-sprite";
import { AdminDialog, DialogCancel, DialogTrigger, dialogHref, skipRevalidationForDialogs } from "~/components/admin/dialog";
import { IntentFields, intentOf, resultFor } from "~/components/admin/form-bits";
import { AdminTable, NoValue, RowDialogTrigger } from "~/components/admin/admin-table";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { PromoCodeForm } from "~/components/admin/promo-code-form";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button } from "~/components/ui/button";
import { useErrorToast, useIsPending } from "~/components/ui/use-form-status";
import { formatLongDate } from "~/lib/dates";
import { createUpdateIntents, dispatchIntent, formId, redirectAfter } from "~/lib/forms.server";
import { formatMoney } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";
import { ADMIN_TOASTS, PROMO_CODE_TOASTS } from "~/messages";
import { promoCodeSchema } from "~/schemas/promo-code";
import {
  addPromoCode,
  editPromoCode,
  listPromoCodesWithStatus,
  removePromoCode,
  setPromoCodeActiveness,
  type PromoCodeStatus,
} from "~/services/promo-codes.server";
import { requireUser } from "~/web/auth-guards.server";
import { listProperties } from "~/models/property.server";

export const meta = () => adminMeta("Promo codes");
export const shouldRevalidate = skipRevalidationForDialogs;

const LIST = "/admin/promo-codes";

/** Any member of staff, like the JSON twin /api/v1/admin/promo-codes. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const [codes, properties] = await Promise.all([listPromoCodesWithStatus(), listProperties()]);
  return { codes, properties: properties.map((p) => ({ id: p.id, name: p.name })) };
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireUser(request);
  return dispatchIntent(request, LIST, {
    ...createUpdateIntents({
      schema: promoCodeSchema,
      unchecked: ["active"],
      back: LIST,
      what: "Promo code",
      create: (input) => addPromoCode(me, input),
      update: (id, input) => editPromoCode(me, id, input),
      toasts: {
        added: PROMO_CODE_TOASTS.added,
        updated: PROMO_CODE_TOASTS.updated,
        addFailed: PROMO_CODE_TOASTS.addFailed,
        updateFailed: PROMO_CODE_TOASTS.updateFailed,
      },
    }),
    // Deactivate and Activate: one button each, answered with a toast (with or without JavaScript).
    active: (formData) =>
      redirectAfter(
        LIST,
        async () => {
          const on = formData.get("active") === "true";
          await setPromoCodeActiveness(me, formId(formData.get("id"), "Promo code"), on);
          return on ? PROMO_CODE_TOASTS.activated : PROMO_CODE_TOASTS.deactivated;
        },
        PROMO_CODE_TOASTS.deactivateFailed,
      ),
    // Only a code no booking used: a used one stays on the list (deactivated), with its uses.
    delete: (formData) =>
      redirectAfter(
        LIST,
        async () => {
          await removePromoCode(me, formId(formData.get("id"), "Promo code"), { unusedOnly: true });
          return PROMO_CODE_TOASTS.deleted;
        },
        PROMO_CODE_TOASTS.deleteFailed,
      ),
  });
}

type Code = Awaited<ReturnType<typeof loader>>["codes"][number];

const STATUS: Record<PromoCodeStatus, { text: string; className: string }> = {
  active: { text: "Active", className: "bg-green-100 text-green-900" },
  inactive: { text: "Inactive", className: "bg-stone-200 text-stone-800" },
  "used up": { text: "Used up", className: "bg-amber-100 text-amber-900" },
  expired: { text: "Expired", className: "bg-red-100 text-red-900" },
};

function StatusBadge({ status }: { status: PromoCodeStatus }) {
  const s = STATUS[status];
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${s.className}`}>{s.text}</span>;
}

function datesText(c: Code) {
  if (c.validFrom && c.validTo) return `${formatLongDate(c.validFrom)} – ${formatLongDate(c.validTo)}`;
  if (c.validFrom) return `From ${formatLongDate(c.validFrom)}`;
  if (c.validTo) return `Until ${formatLongDate(c.validTo)}`;
  return null;
}

/** Deactivate / Activate: its own fetcher, so only its own button waits. */
function ActiveButton({ code }: { code: Code }) {
  const fetcher = useFetcher({ key: `promo-code-active-${code.id}` });
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={LIST}>
      <IntentFields intent="active" id={code.id} />
      <input type="hidden" name="active" value={String(!code.active)} />
      <Button type="submit" variant="outline" size="sm" disabled={pending} className="min-w-[6.5rem] disabled:opacity-60">
        {code.active ? "Deactivate" : "Activate"}
        <span className="sr-only"> {code.code}</span>
      </Button>
    </fetcher.Form>
  );
}

export default function AdminPromoCodes() {
  const currency = useCurrency();
  const { codes, properties } = useLoaderData<typeof loader>();
  const propertyName = (id: number | null) => (id === null ? null : (properties.find((p) => p.id === id)?.name ?? "A property no longer listed"));
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const location = useLocation();
  const closeHref = dialogHref(location);

  const adding = params.get("dialog") === "add";
  const editing = adding ? undefined : codes.find((c) => String(c.id) === params.get("edit"));
  const deleting = adding || editing ? undefined : codes.find((c) => String(c.id) === params.get("delete") && c.uses === 0);
  const deletePending = useIsPending({ intent: "delete", id: deleting?.id });
  useErrorToast(lastResult, {
    title: ADMIN_TOASTS.errorTitle,
    fallback: intentOf(lastResult) === "update" ? PROMO_CODE_TOASTS.updateFailed : PROMO_CODE_TOASTS.addFailed,
  });

  return (
    <>
      <PageHeader
        title="Promo codes"
        subtitle="Discount codes guests enter when they book; a code and a stay discount never stack, the larger one applies"
        actions={
          <DialogTrigger href={dialogHref(location, { dialog: "add" })}>
            <Plus aria-hidden className="h-4 w-4" />
            Add Promo Code
          </DialogTrigger>
        }
      />

      <AdminDialog
        open={adding}
        closeHref={closeHref}
        title="Add Promo Code"
        description="A percent or an amount off, with the rules of when it applies"
      >
        <PromoCodeForm properties={properties} lastResult={resultFor(lastResult, "create")} />
      </AdminDialog>
      <AdminDialog open={Boolean(editing)} closeHref={closeHref} title="Edit Promo Code" description={editing ? `Update ${editing.code}` : undefined}>
        {editing ? (
          <PromoCodeForm key={editing.id} code={editing} properties={properties} lastResult={resultFor(lastResult, "update", editing.id)} />
        ) : null}
      </AdminDialog>
      <AdminDialog
        open={Boolean(deleting)}
        closeHref={closeHref}
        size="sm"
        title="Delete Promo Code"
        description={deleting ? `Are you sure you want to delete ${deleting.code}? No booking has used it. This cannot be undone.` : undefined}
      >
        {deleting ? (
          <Form method="post" replace preventScrollReset className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <IntentFields intent="delete" id={deleting.id} />
            <DialogCancel />
            <Button type="submit" variant="danger" disabled={deletePending}>
              <Trash2 aria-hidden className="h-4 w-4" />
              {deletePending ? "Deleting..." : "Delete Promo Code"}
            </Button>
          </Form>
        ) : null}
      </AdminDialog>

      <AdminTable
        label="Promo codes"
        items={codes}
        minWidth="min-w-[980px]"
        empty="No promo codes yet. Add one to offer guests a discount."
        cardTestId="promo-code-card"
        columns={[
          { header: "Code", cell: (c) => <span className="font-mono">{c.code}</span> },
          { header: "Discount", cell: (c) => (c.percent !== null ? `${c.percent}% off` : `${formatMoney(c.amount ?? 0, currency)} off`) },
          { header: "Check-ins", cell: (c) => datesText(c) ?? <NoValue /> },
          { header: "Minimum stay", cell: (c) => (c.minNights ? `${c.minNights} nights` : <NoValue />) },
          { header: "Uses", align: "right", cell: (c) => (c.maxUses !== null ? `${c.uses} of ${c.maxUses}` : String(c.uses)) },
          { header: "Status", cell: (c) => <StatusBadge status={c.status} /> },
          { header: "For stays at", cell: (c) => propertyName(c.propertyId ?? null) ?? "Every property" },
        ]}
        actions={(c, view) => (
          <>
            <RowDialogTrigger view={view} href={dialogHref(location, { edit: String(c.id) })} icon={Pencil} text="Edit" label={`Edit ${c.code}`} />
            <ActiveButton code={c} />
            {c.uses === 0 ? (
              <RowDialogTrigger
                view={view}
                href={dialogHref(location, { delete: String(c.id) })}
                icon={Trash2}
                text="Delete"
                label={`Delete ${c.code}`}
                danger
              />
            ) : null}
          </>
        )}
      />
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
