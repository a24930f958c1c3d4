import { apiRoute, idParam } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { removeCalendarFeed } from "~/services/calendar.server";

/** Stop importing a calendar: 204; the nights its events blocked are free again. */
const handler = apiRoute({
  DELETE: async ({ request, params }) => {
    const me = await requireApiUser(request);
    await removeCalendarFeed(me, idParam(params.id, "Property"), idParam(params.feedId, "Feed"));
    return new Response(null, { status: 204 });
  },
});
export const loader = handler;
export const action = handler;
