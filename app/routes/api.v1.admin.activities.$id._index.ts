import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { updateActivity } from "~/models/activity.server";
import { activitySchema } from "~/schemas/activity";
import { recordAudit } from "~/services/audit.server";

const handler = apiRoute({
  PUT: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const id = idParam(params.id, "Activity");
    const input = parseWith(activitySchema, await readJsonBody(request));
    const activity = await updateActivity(id, input);
    await recordAudit(me, "activity.update", { type: "activity", id: activity.id, label: activity.name });
    return jsonResponse(activity);
  },
});
export const loader = handler;
export const action = handler;
