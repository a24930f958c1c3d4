import { apiRoute, jsonResponse } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { listInquiries, withConflicts } from "~/models/inquiry.server";
import { inquiryQueryStrict } from "~/web/admin-lists.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * Newest first (or ?sort=checkin), each pending request with its clashes (`conflicts`, [] otherwise). Filters as on the page: ?q=&status=&propertyId=&from=&to=
 * (invalid: 400); ?limit= (1-500, default 100) and ?page=; X-Total-Count and RFC 8288 Link headers.
 */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const url = new URL(request.url);
    const search = url.searchParams;
    const query = inquiryQueryStrict(search);
    const result = await listInquiries({ ...query, ...apiPageQuery(search) });
    return jsonResponse(await withConflicts(result.items), { headers: pageHeaders(result, url) });
  },
});
export const loader = handler;
export const action = handler;
