import { apiRoute, jsonResponse } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { listContactMessages } from "~/models/message.server";
import { requireApiUser } from "~/services/auth.server";

/** Newest first. Optional ?unread=true, ?limit= (1-500, default 100) and ?page=; X-Total-Count and Link headers. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const url = new URL(request.url);
    const search = url.searchParams;
    const result = await listContactMessages({ unreadOnly: search.get("unread") === "true", ...apiPageQuery(search) });
    return jsonResponse(result.items, { headers: pageHeaders(result, url) });
  },
});
export const loader = handler;
export const action = handler;
