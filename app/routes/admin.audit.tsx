import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { plural } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { AdminRouteError } from "~/components/admin/route-error";
import { pageParam } from "~/lib/paging.server";
import { listAudit } from "~/models/audit.server";
import { requireAdminRole } from "~/web/auth-guards.server";

export const meta = () => adminMeta("Audit log");

const PAGE_SIZE = 50;

/** Who did what, when. Administrators only; entries are kept for a year. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminRole(request);
  return listAudit({ page: pageParam(new URL(request.url)), pageSize: PAGE_SIZE });
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Nairobi" });

export default function AdminAudit() {
  const { items, total, page, pageSize } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Audit log" subtitle="Staff actions of the last twelve months, newest first" />
      {items.length === 0 ? (
        <Card className="p-8 text-center text-stone-600">No staff actions recorded yet.</Card>
      ) : (
        <ol className="space-y-2" aria-label="Audit log entries">
          {items.map((entry) => (
            <li key={entry.id}>
              <Card className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
                <time dateTime={entry.createdAt} className="shrink-0 text-sm tabular-nums text-stone-600 sm:w-44">
                  {timeFormat.format(new Date(entry.createdAt))}
                </time>
                <span className="shrink-0 font-medium text-stone-900 sm:w-32">{entry.actor.username}</span>
                <span className="min-w-0 break-words text-stone-800">
                  {entry.summary}
                  {entry.details ? (
                    <span className="block break-words font-mono text-xs text-stone-600">
                      {Object.entries(entry.details)
                        .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
                        .join(" · ")}
                    </span>
                  ) : null}
                </span>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-sm text-stone-600">{plural(total, "entry", "entries")}</p>
      <Pagination page={page} pageSize={pageSize || PAGE_SIZE} total={total} label="Audit log pages" />
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
