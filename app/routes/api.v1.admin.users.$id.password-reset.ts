import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { resetStaffPassword } from "~/services/staff.server";

/** A new random password for a user, shown once. Their sessions end. Administrators only. */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const me = await requireApiUser(request, "admin");
    const { user, password } = await resetStaffPassword(me, idParam(params.id, "User"));
    return jsonResponse({ id: user.id, username: user.username, password });
  },
});
export const loader = handler;
export const action = handler;
