import { apiRoute, jsonResponse, queryInt } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { listContactMessages } from "~/models/message.server";

/** Newest first. Optional ?unread=true, ?limit= (1-100) and ?page=; without limit, every message. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const search = new URL(request.url).searchParams;
    const limit = queryInt(search.get("limit"), "limit", 100);
    const page = queryInt(search.get("page"), "page", 1_000_000) ?? 1;
    const result = await listContactMessages({ unreadOnly: search.get("unread") === "true", page, pageSize: limit ?? 0 });
    return jsonResponse(result.items, { headers: { "X-Total-Count": String(result.total) } });
  },
});
export const loader = handler;
export const action = handler;
