import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { createActivity } from "~/models/activity.server";
import { activitySchema } from "~/schemas/activity";
import { recordAudit } from "~/services/audit.server";

const handler = apiRoute({
  POST: async ({ request }) => {
    const me = await requireApiUser(request);
    const input = parseWith(activitySchema, await readJsonBody(request));
    const activity = await createActivity(input);
    await recordAudit(me, "activity.create", { type: "activity", id: activity.id, label: activity.name });
    return jsonResponse(activity, 201);
  },
});
export const loader = handler;
export const action = handler;
