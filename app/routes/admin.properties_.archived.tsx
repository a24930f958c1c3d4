import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ArchiveRestore, ArrowLeft } from "~/components/ui/lucide-sprite";
import { IntentFields } from "~/components/admin/form-bits";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button } from "~/components/ui/button";
import { formatLongDate } from "~/lib/dates";
import { dispatchIntent, formId, redirectAfter } from "~/lib/forms.server";
import { ADMIN_TOASTS } from "~/messages";
import { listArchivedProperties } from "~/models/property.server";
import { restoreArchivedProperty } from "~/services/properties.server";
import { requireUser } from "~/web/auth-guards.server";

export const meta = () => adminMeta("Archived properties");

const HERE = "/admin/properties/archived";

/** Properties deleted while they had booking inquiries: kept for the inquiries, restorable. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { properties: await listArchivedProperties() };
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireUser(request);
  return dispatchIntent(request, HERE, {
    restore: (formData) =>
      redirectAfter(
        HERE,
        async () => {
          await restoreArchivedProperty(me, formId(formData.get("id"), "Property"));
          return ADMIN_TOASTS.propertyRestored;
        },
        ADMIN_TOASTS.propertyRestoreFailed,
      ),
  });
}

export default function ArchivedProperties() {
  const { properties } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Archived properties"
        subtitle="Deleted properties that have booking inquiries. They are hidden from the website; restore one to list it again."
        link={{ to: "/admin/properties", icon: ArrowLeft, label: "Back to properties" }}
      />
      {properties.length === 0 ? (
        <Card className="p-8 text-center text-stone-600">No archived properties.</Card>
      ) : (
        <ul className="space-y-3" aria-label="Archived properties">
          {properties.map((p) => (
            <li key={p.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <h2 className="font-semibold text-stone-900">{p.name}</h2>
                  <p className="break-words text-sm text-stone-600">
                    {p.location} · /properties/{p.slug} · archived {formatLongDate(p.archivedAt)}
                  </p>
                </div>
                <Form method="post" replace preventScrollReset>
                  <IntentFields intent="restore" id={p.id} />
                  <Button type="submit" variant="outline" aria-label={`Restore ${p.name}`}>
                    <ArchiveRestore aria-hidden className="h-4 w-4" />
                    Restore
                  </Button>
                </Form>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
