import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { changeStaffAccess, deleteStaff } from "~/services/staff.server";
import { userAccessSchema } from "~/schemas/user";

/** The staff lifecycle: change role / active, delete. Administrators only. */
const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    const me = await requireApiUser(request, "admin");
    const id = idParam(params.id, "User");
    const change = parseWith(userAccessSchema, await readJsonBody(request));
    return jsonResponse(await changeStaffAccess(me, id, change));
  },
  DELETE: async ({ request, params }) => {
    const me = await requireApiUser(request, "admin");
    const user = await deleteStaff(me, idParam(params.id, "User"));
    return jsonResponse({ message: "User has been deleted", id: user.id });
  },
});
export const loader = handler;
export const action = handler;
