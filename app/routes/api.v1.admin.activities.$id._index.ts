import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { updateActivity } from "~/models/activity.server";
import { activitySchema } from "~/schemas/activity";

const handler = apiRoute({
  PUT: async ({ request, params }) => {
    await requireApiUser(request);
    const id = idParam(params.id, "Activity");
    const input = parseWith(activitySchema, await readJsonBody(request));
    return jsonResponse(await updateActivity(id, input));
  },
});
export const loader = handler;
export const action = handler;
