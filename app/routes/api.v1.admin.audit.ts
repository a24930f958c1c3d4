import { apiRoute, jsonResponse } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { listAudit } from "~/models/audit.server";
import { requireApiUser } from "~/web/auth-guards.server";

/** The audit log, newest first; ?limit= (1-200, default 100) and ?page= page it (X-Total-Count, Link). Administrators only. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    const url = new URL(request.url);
    const search = url.searchParams;
    const result = await listAudit({ ...apiPageQuery(search, 200), action: search.get("action") ?? undefined });
    return jsonResponse(result.items, { headers: pageHeaders(result, url) });
  },
});
export const loader = handler;
