import { apiRoute, jsonResponse, parseWith } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { listAudit } from "~/models/audit.server";
import { auditQuerySchema } from "~/schemas/audit-query";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * The audit log, newest first; ?limit= (1-200, default 100) and ?page= page it (X-Total-Count, Link).
 * ?actor= (a username) and ?kind= (inquiry, property, calendar, activity, message, email, upload, user,
 * auth, settings) filter it as the page does; an unknown kind is a 400. Administrators only.
 */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    const url = new URL(request.url);
    const search = url.searchParams;
    const filters = parseWith(auditQuerySchema, { actor: search.get("actor")?.trim() || undefined, kind: search.get("kind")?.trim() || undefined });
    const result = await listAudit({ ...apiPageQuery(search, 200), ...filters, action: search.get("action") ?? undefined });
    return jsonResponse(result.items, { headers: pageHeaders(result, url) });
  },
});
export const loader = handler;
