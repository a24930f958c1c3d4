import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { activitySchema } from "~/schemas/activity";
import { addActivity } from "~/services/activities.server";

const handler = apiRoute({
  POST: async ({ request }) => {
    const me = await requireApiUser(request);
    const input = parseWith(activitySchema, await readJsonBody(request));
    return jsonResponse(await addActivity(me, input), 201);
  },
});
export const loader = handler;
export const action = handler;
