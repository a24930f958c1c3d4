import { apiRoute, jsonResponse } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { listContactMessages } from "~/models/message.server";
import { requireApiUser } from "~/services/auth.server";

/** Newest first. Optional ?unread=true, ?limit= (1-100) and ?page=; without limit, every message. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const search = new URL(request.url).searchParams;
    const result = await listContactMessages({ unreadOnly: search.get("unread") === "true", ...apiPageQuery(search) });
    return jsonResponse(result.items, { headers: pageHeaders(result) });
  },
});
export const loader = handler;
export const action = handler;
