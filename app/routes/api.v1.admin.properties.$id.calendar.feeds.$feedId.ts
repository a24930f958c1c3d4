import { apiRoute, idParam } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { removeCalendarFeed } from "~/services/calendar.server";
import { recordAudit } from "~/services/audit.server";

/** Stop importing a calendar: 204; the nights its events blocked are free again. */
const handler = apiRoute({
  DELETE: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const propertyId = idParam(params.id, "Property");
    const feedId = idParam(params.feedId, "Feed");
    await removeCalendarFeed(propertyId, feedId);
    await recordAudit(me, "calendar.feed-remove", { type: "property", id: propertyId }, { feedId });
    return new Response(null, { status: 204 });
  },
});
export const loader = handler;
export const action = handler;
