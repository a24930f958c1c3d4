import { apiRoute, jsonResponse } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { listAudit } from "~/models/audit.server";
import { requireApiUser } from "~/services/auth.server";

/** The audit log (issue 13), newest first; ?limit= and ?page= page it (X-Total-Count). Administrators only. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    const search = new URL(request.url).searchParams;
    const { page, pageSize } = apiPageQuery(search, 200);
    const result = await listAudit({ page, pageSize: pageSize || 100, action: search.get("action") ?? undefined });
    return jsonResponse(result.items, { headers: pageHeaders(result) });
  },
});
export const loader = handler;
