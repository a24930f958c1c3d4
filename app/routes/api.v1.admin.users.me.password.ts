import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { sessionStorage } from "~/lib/session.server";
import { changePassword, endOtherSessions } from "~/models/user.server";
import { ADMIN_TOASTS } from "~/schemas/admin-messages";
import { changePasswordSchema } from "~/schemas/user";

/** Change one's own password: body { currentPassword, newPassword, confirmPassword }. Other sessions end. */
const handler = apiRoute({
  PUT: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = parseWith(changePasswordSchema, await readJsonBody(request));
    await changePassword(user.id, input.currentPassword, input.newPassword);
    const session = await sessionStorage().getSession(request.headers.get("Cookie"));
    await endOtherSessions(user.id, session.id);
    return jsonResponse({ message: ADMIN_TOASTS.passwordChanged });
  },
});
export const loader = handler;
export const action = handler;
