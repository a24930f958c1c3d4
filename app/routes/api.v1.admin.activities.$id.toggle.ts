import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { toggleActivity } from "~/models/activity.server";

const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    await requireApiUser(request);
    return jsonResponse(await toggleActivity(idParam(params.id, "Activity")));
  },
});
export const loader = handler;
export const action = handler;
