import { apiRoute, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { reportStrict } from "~/web/reports.server";

/**
 * GET /api/v1/admin/reports?from=&to=&propertyId= (or ?period=this-month|last-month|last-12-months|this-year): every
 * figure of the owner's report. A bad parameter is a 400 naming its field; role `user` gets occupancy, stays, lead time
 * and inquiries without the money (`revenue`, `payments`, the months' and properties' money fields), and
 * `?include=money` from a `user` is a 403 (docs/decisions/1128-reports.md).
 */
const handler = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return jsonResponse(await reportStrict(new URL(request.url).searchParams, user));
  },
});
export const loader = handler;
