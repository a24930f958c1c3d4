import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { activitySchema } from "~/schemas/activity";
import { editActivity } from "~/services/activities.server";

const handler = apiRoute({
  PUT: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const id = idParam(params.id, "Activity");
    const input = parseWith(activitySchema, await readJsonBody(request));
    return jsonResponse(await editActivity(me, id, input));
  },
});
export const loader = handler;
export const action = handler;
