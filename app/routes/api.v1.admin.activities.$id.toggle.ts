import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { toggleActivity } from "~/models/activity.server";
import { recordAudit } from "~/services/audit.server";

const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const activity = await toggleActivity(idParam(params.id, "Activity"));
    await recordAudit(me, "activity.toggle", { type: "activity", id: activity.id, label: activity.name }, { available: activity.available });
    return jsonResponse(activity);
  },
});
export const loader = handler;
export const action = handler;
