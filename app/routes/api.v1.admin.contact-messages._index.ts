import { apiRoute, jsonResponse } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { listContactMessages } from "~/models/message.server";
import { messageQueryStrict } from "~/web/admin-lists.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * Newest first. Filters as on the page: ?q= (name, e-mail or subject) and ?status=resolved|unresolved
 * (the older ?unread=true still means unresolved; invalid: 400); ?limit= (1-500, default 100) and ?page=;
 * X-Total-Count and RFC 8288 Link headers.
 */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const url = new URL(request.url);
    const search = url.searchParams;
    const query = messageQueryStrict(search);
    const result = await listContactMessages({ ...query, ...apiPageQuery(search) });
    return jsonResponse(result.items, { headers: pageHeaders(result, url) });
  },
});
export const loader = handler;
export const action = handler;
