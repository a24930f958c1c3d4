import { apiRoute, jsonResponse } from "~/lib/api.server";
import { HttpError } from "~/lib/errors.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { TASK_STATUSES, type TaskStatus } from "~/models/task.server";
import { TASK_TOASTS } from "~/messages";
import { requireApiUser } from "~/web/auth-guards.server";
import { listTaskViews } from "~/services/tasks.server";

/** The task queue, newest first (all staff roles). Optional ?status=waiting|done|failed, ?limit= (1-500) and ?page=; X-Total-Count and Link headers. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const url = new URL(request.url);
    const raw = url.searchParams.get("status");
    if (raw !== null && raw !== "" && !(TASK_STATUSES as readonly string[]).includes(raw)) {
      throw new HttpError(400, TASK_TOASTS.badStatus, { status: [TASK_TOASTS.badStatus] });
    }
    const result = await listTaskViews({ status: (raw || undefined) as TaskStatus | undefined, ...apiPageQuery(url.searchParams) });
    return jsonResponse(result.items, { headers: pageHeaders(result, url) });
  },
});
export const loader = handler;
export const action = handler;
