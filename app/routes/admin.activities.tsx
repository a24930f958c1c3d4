import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { CheckCircle2, Pencil, Plus, XCircle } from "~/components/ui/lucide-sprite";
import { ActivityForm } from "~/components/admin/activity-form";
import { AdminDialog, DialogTrigger, dialogHref, skipRevalidationForDialogs } from "~/components/admin/dialog";
import { IntentFields, intentOf, resultFor } from "~/components/admin/form-bits";
import { formatPriceOrFree, priceLabel } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";
import { AdminTable, RowDialogTrigger } from "~/components/admin/admin-table";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { createUpdateIntents, dispatchIntent, formId, redirectAfter, replyUnsaved } from "~/lib/forms.server";
import { readImageForm } from "~/web/image-form.server";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button } from "~/components/ui/button";
import { requireUser } from "~/web/auth-guards.server";
import { listActivities, type Activity } from "~/models/activity.server";
import { activitySchema } from "~/schemas/activity";
import { ADMIN_TOASTS } from "~/messages";
import { useErrorToast } from "~/components/ui/use-form-status";
import { addActivity, editActivity, toggleActivityAvailability } from "~/services/activities.server";

export const meta = () => adminMeta("Activities");
export const shouldRevalidate = skipRevalidationForDialogs;

const LIST = "/admin/activities";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { activities: await listActivities() };
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireUser(request);
  // The dialog's photos (uploads, typed URLs, order, alt texts) are read first.
  const { formData, refused, rearranged } = await readImageForm(request, me);
  if (refused || rearranged) return replyUnsaved(formData, activitySchema, refused);
  return dispatchIntent(formData, LIST, {
    ...createUpdateIntents({
      schema: activitySchema,
      unchecked: ["available"],
      back: LIST,
      what: "Activity",
      create: (input) => addActivity(me, input),
      update: (id, input) => editActivity(me, id, input),
      toasts: {
        added: ADMIN_TOASTS.activityAdded,
        updated: ADMIN_TOASTS.activityUpdated,
        addFailed: ADMIN_TOASTS.activityAddFailed,
        updateFailed: ADMIN_TOASTS.activityUpdateFailed,
      },
    }),
    toggle: (formData) =>
      redirectAfter(
        LIST,
        async () => {
          await toggleActivityAvailability(me, formId(formData.get("id"), "Activity"));
          return ADMIN_TOASTS.activityToggled;
        },
        ADMIN_TOASTS.activityToggleFailed,
      ),
  });
}

/** Enable/Disable: its own fetcher, so the button is disabled only while its own toggle is pending. */
function ToggleButton({ activity }: { activity: Activity }) {
  const fetcher = useFetcher({ key: `activity-toggle-${activity.id}` });
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={LIST}>
      <IntentFields intent="toggle" id={activity.id} />
      <Button type="submit" variant="outline" size="sm" disabled={pending} className="min-w-[5.5rem] disabled:opacity-60">
        {activity.available ? "Disable" : "Enable"}
        <span className="sr-only"> {activity.name}</span>
      </Button>
    </fetcher.Form>
  );
}

export default function AdminActivities() {
  const currency = useCurrency();
  const { activities } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const closeHref = dialogHref(location);

  const adding = params.get("dialog") === "add";
  const editing = adding ? undefined : activities.find((a) => String(a.id) === params.get("edit"));
  useErrorToast(lastResult, {
    title: ADMIN_TOASTS.errorTitle,
    fallback: intentOf(lastResult) === "update" ? ADMIN_TOASTS.activityUpdateFailed : ADMIN_TOASTS.activityAddFailed,
  });

  // The list is being (re)loaded for this page, e.g. after a change.
  const loading = navigation.state === "loading" && navigation.location.pathname === LIST && !navigation.formData;

  return (
    <>
      <PageHeader
        title="Activities"
        subtitle="Manage tours and experiences"
        actions={
          <DialogTrigger href={dialogHref(location, { dialog: "add" })}>
            <Plus aria-hidden className="h-4 w-4" />
            Add Activity
          </DialogTrigger>
        }
      />

      <AdminDialog open={adding} closeHref={closeHref} title="Add New Activity" description="Add a new tour or experience for guests">
        <ActivityForm lastResult={resultFor(lastResult, "create")} />
      </AdminDialog>
      <AdminDialog
        open={Boolean(editing)}
        closeHref={closeHref}
        title="Edit Activity"
        description={editing ? `Update the details for ${editing.name}` : undefined}
      >
        {editing ? <ActivityForm key={editing.id} activity={editing} lastResult={resultFor(lastResult, "update", editing.id)} /> : null}
      </AdminDialog>

      <AdminTable
        label="Activities"
        items={activities}
        minWidth="min-w-[640px]"
        busy={loading}
        empty={loading ? "Loading activities..." : "No activities found. Add your first activity to get started."}
        cardTestId="activity-card"
        columns={[
          {
            header: "Name",
            className: "max-w-xs",
            cell: (a) => (
              <>
                <span className="block">{a.name}</span>
                <span className="block truncate text-xs font-normal text-stone-600">{a.description}</span>
              </>
            ),
            card: (a) => (
              <>
                <h2 className="text-base font-semibold">{a.name}</h2>
                <p className="line-clamp-2 text-xs font-normal text-stone-600">{a.description}</p>
              </>
            ),
          },
          { header: "Duration", className: "text-stone-700", cell: (a) => a.duration || "—" },
          { header: priceLabel(currency), align: "right", cell: (a) => formatPriceOrFree(a.price, currency) },
          {
            header: "Available",
            cell: (a) =>
              a.available ? (
                <span className="inline-flex items-center gap-1.5 font-medium text-green-800">
                  <CheckCircle2 aria-hidden className="h-4 w-4 text-green-600" />
                  Available
                </span>
              ) : (
                <span className="inline-flex items-center gap-1.5 font-medium text-red-800">
                  <XCircle aria-hidden className="h-4 w-4 text-red-600" />
                  Unavailable
                </span>
              ),
          },
        ]}
        actions={(a, view) => (
          <>
            <RowDialogTrigger view={view} href={dialogHref(location, { edit: String(a.id) })} icon={Pencil} text="Edit" label={`Edit ${a.name}`} />
            <ToggleButton activity={a} />
          </>
        )}
      />
      <p role="status" className="mt-3 min-h-[1.25rem] text-sm text-stone-600">
        {loading && activities.length > 0 ? "Loading activities..." : ""}
      </p>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
