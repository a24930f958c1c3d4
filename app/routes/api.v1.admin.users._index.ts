import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { listUsers } from "~/models/user.server";
import { createUserSchema } from "~/schemas/user";
import { createStaff } from "~/services/staff.server";

/** Staff accounts: administrators only. Never returns password hashes. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    return jsonResponse(await listUsers());
  },
  POST: async ({ request }) => {
    const me = await requireApiUser(request, "admin");
    const input = parseWith(createUserSchema, await readJsonBody(request));
    return jsonResponse(await createStaff(me, input), 201);
  },
});
export const loader = handler;
export const action = handler;
