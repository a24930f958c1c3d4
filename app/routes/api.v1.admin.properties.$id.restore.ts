import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { restoreArchivedProperty } from "~/services/properties.server";

/** Bring an archived property back; a live property with its slug answers 409. */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const me = await requireApiUser(request);
    return jsonResponse(await restoreArchivedProperty(me, idParam(params.id, "Property")));
  },
});
export const loader = handler;
export const action = handler;
