import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { addCalendarFeed } from "~/services/calendar.server";
import { feedSchema } from "~/schemas/availability";

/** Import a calendar: body { url } → 201 with the feed, fetched once straight away. */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const propertyId = idParam(params.id, "Property");
    const { url } = parseWith(feedSchema, await readJsonBody(request));
    return jsonResponse(await addCalendarFeed(me, propertyId, url), 201);
  },
});
export const loader = handler;
export const action = handler;
