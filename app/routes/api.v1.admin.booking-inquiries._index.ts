import { apiRoute, jsonResponse, parseWith } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { listInquiries } from "~/models/inquiry.server";
import { inquiryStatusQuerySchema } from "~/schemas/inquiry-status";
import { requireApiUser } from "~/services/auth.server";

/** Newest first. Optional ?status=, ?limit= (1-500, default 100) and ?page=; X-Total-Count and Link headers. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const url = new URL(request.url);
    const search = url.searchParams;
    const { status } = parseWith(inquiryStatusQuerySchema, { status: search.get("status") || undefined });
    const result = await listInquiries({ status, ...apiPageQuery(search) });
    return jsonResponse(result.items, { headers: pageHeaders(result, url) });
  },
});
export const loader = handler;
export const action = handler;
