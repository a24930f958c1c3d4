import { apiRoute, jsonResponse, queryInt } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { listInquiries } from "~/models/inquiry.server";

/** Newest first. Optional ?status=, ?limit= (1-100) and ?page=; without limit, every inquiry. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const search = new URL(request.url).searchParams;
    const limit = queryInt(search.get("limit"), "limit", 100);
    const page = queryInt(search.get("page"), "page", 1_000_000) ?? 1;
    const status = search.get("status") || undefined;
    const result = await listInquiries({ status, page, pageSize: limit ?? 0 });
    return jsonResponse(result.items, { headers: { "X-Total-Count": String(result.total) } });
  },
});
export const loader = handler;
export const action = handler;
