import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { createActivity } from "~/models/activity.server";
import { activitySchema } from "~/schemas/activity";

const handler = apiRoute({
  POST: async ({ request }) => {
    await requireApiUser(request);
    const input = parseWith(activitySchema, await readJsonBody(request));
    return jsonResponse(await createActivity(input), 201);
  },
});
export const loader = handler;
export const action = handler;
