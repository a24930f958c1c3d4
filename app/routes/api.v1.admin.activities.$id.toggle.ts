import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { toggleActivityAvailability } from "~/services/activities.server";

const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    const me = await requireApiUser(request);
    return jsonResponse(await toggleActivityAvailability(me, idParam(params.id, "Activity")));
  },
});
export const loader = handler;
export const action = handler;
