import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { plural } from "~/components/admin/format";
import { FilterField, FilterForm, filterInputProps, NewestFirstCount } from "~/components/admin/list-filters";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { AdminRouteError } from "~/components/admin/route-error";
import { formatAdminDateTime } from "~/lib/dates";
import { pageParam } from "~/lib/paging.server";
import { listAudit, listAuditActors } from "~/models/audit.server";
import { AUDIT_KINDS, auditQuerySchema, type AuditKind } from "~/schemas/audit-query";
import { requireAdminRole } from "~/web/auth-guards.server";

export const meta = () => adminMeta("Audit log");

const PAGE_SIZE = 50;

/**
 * Who did what, when. Administrators only; entries are kept for a year. Filtered by person and by kind
 * (?actor=&kind=, a GET form that works without JavaScript; the same filters as the JSON twin). A value
 * the page does not know is ignored and said so on its field.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminRole(request);
  const url = new URL(request.url);
  const raw = { actor: url.searchParams.get("actor")?.trim() || undefined, kind: url.searchParams.get("kind")?.trim() || undefined };
  const parsed = auditQuerySchema.safeParse(raw);
  const errors: Record<string, string> = {};
  let query: { actor?: string; kind?: AuditKind } = {};
  if (parsed.success) query = parsed.data;
  else {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    const keep = auditQuerySchema.partial().safeParse({ actor: errors.actor ? undefined : raw.actor, kind: errors.kind ? undefined : raw.kind });
    if (keep.success) query = keep.data;
  }
  const [result, actors] = await Promise.all([listAudit({ ...query, page: pageParam(url), pageSize: PAGE_SIZE }), listAuditActors()]);
  return { ...result, actors, query, errors };
}

export default function AdminAudit() {
  const { items, total, page, pageSize, actors, query, errors } = useLoaderData<typeof loader>();
  const active = Boolean(query.actor || query.kind);
  return (
    <>
      <PageHeader title="Audit log" subtitle="Staff actions of the last twelve months, newest first" />
      <FilterForm label="Filter the audit log" clearHref="/admin/audit" active={active}>
        <FilterField id="audit-actor" label="Person" error={errors.actor}>
          <select name="actor" defaultValue={query.actor ?? ""} key={`actor-${query.actor ?? ""}`} {...filterInputProps("audit-actor", errors.actor)}>
            <option value="">Everyone</option>
            {actors.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="audit-kind" label="Kind" error={errors.kind}>
          <select name="kind" defaultValue={query.kind ?? ""} key={`kind-${query.kind ?? ""}`} {...filterInputProps("audit-kind", errors.kind)}>
            <option value="">Everything</option>
            {Object.entries(AUDIT_KINDS).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </FilterField>
      </FilterForm>
      <NewestFirstCount count={plural(total, "entry", "entries")} active={active} />
      {items.length === 0 ? (
        <Card className="p-8 text-center text-stone-600">{active ? "No staff actions match these filters." : "No staff actions recorded yet."}</Card>
      ) : (
        <ol className="space-y-2" aria-label="Audit log entries">
          {items.map((entry) => (
            <li key={entry.id}>
              <Card className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
                <time dateTime={entry.createdAt} className="shrink-0 text-sm tabular-nums text-stone-600 sm:w-60">
                  {formatAdminDateTime(entry.createdAt)}
                </time>
                <span className="min-w-0 break-words text-stone-900">{entry.summary}</span>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageSize={pageSize || PAGE_SIZE} total={total} label="Audit log pages" />
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
