import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { retryFailedTask } from "~/services/tasks.server";

/** Run a failed task again (all staff roles): 200 with the task, 404 when missing, 409 when it has not failed. */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const me = await requireApiUser(request);
    return jsonResponse(await retryFailedTask(me, idParam(params.id, "Task")));
  },
});
export const loader = handler;
export const action = handler;
