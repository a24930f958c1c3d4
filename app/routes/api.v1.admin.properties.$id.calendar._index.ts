import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { calendarOverview } from "~/services/calendar.server";
import { publicUrl } from "~/lib/public-url.server";

/** A property's calendar: { exportUrl, blocks, feeds }. */
const handler = apiRoute({
  GET: async ({ request, params }) => {
    await requireApiUser(request);
    const { exportUrl, blocks, feeds } = await calendarOverview(idParam(params.id, "Property"), publicUrl());
    return jsonResponse({ exportUrl, blocks, feeds });
  },
});
export const loader = handler;
export const action = handler;
