import { apiRoute, jsonResponse } from "~/lib/api.server";
import { listActivities } from "~/models/activity.server";

const handler = apiRoute({
  GET: async () => jsonResponse(await listActivities()),
});
export const loader = handler;
export const action = handler;
