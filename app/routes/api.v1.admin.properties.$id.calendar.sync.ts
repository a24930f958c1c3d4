import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { calendarOverview, syncPropertyNow } from "~/services/calendar.server";
import { publicUrl } from "~/lib/public-url.server";

/** Fetch every feed of the property now; answers the calendar ({ exportUrl, blocks, feeds }) with each feed's outcome. */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const propertyId = idParam(params.id, "Property");
    await syncPropertyNow(me, propertyId);
    const { exportUrl, blocks, feeds } = await calendarOverview(propertyId, publicUrl());
    return jsonResponse({ exportUrl, blocks, feeds });
  },
});
export const loader = handler;
export const action = handler;
