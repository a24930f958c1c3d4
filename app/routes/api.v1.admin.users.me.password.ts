import { apiRoute, clientAddressOf, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { changeOwnPassword } from "~/services/auth.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { ADMIN_TOASTS } from "~/messages";
import { changePasswordSchema } from "~/schemas/user";

/** Change one's own password: body { currentPassword, newPassword, confirmPassword }. Other sessions end. */
const handler = apiRoute({
  PUT: async ({ request, context }) => {
    const user = await requireApiUser(request);
    const input = parseWith(changePasswordSchema, await readJsonBody(request));
    await changeOwnPassword(request, user, input, clientAddressOf(context));
    return jsonResponse({ message: ADMIN_TOASTS.passwordChanged });
  },
});
export const loader = handler;
export const action = handler;
