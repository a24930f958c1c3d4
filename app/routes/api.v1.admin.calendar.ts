import { apiRoute, jsonResponse, parseWith } from "~/lib/api.server";
import { calendarWindowSchema } from "~/schemas/calendar";
import { propertyCalendars } from "~/services/calendar.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * Every live property's confirmed stays, pending requests, blocks and imported events with a night
 * from `from` to `to` (YYYY-MM-DD, both included, at most 93 days; otherwise 400 { message }).
 */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const search = new URL(request.url).searchParams;
    const window = parseWith(calendarWindowSchema, { from: search.get("from") ?? undefined, to: search.get("to") ?? undefined });
    return jsonResponse(await propertyCalendars(window));
  },
});
export const loader = handler;
export const action = handler;
