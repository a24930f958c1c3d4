import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { createUser, listUsers } from "~/models/user.server";
import { createUserSchema } from "~/schemas/user";
import { recordAudit } from "~/services/audit.server";

/** Staff accounts: administrators only. Never returns password hashes. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    return jsonResponse(await listUsers());
  },
  POST: async ({ request }) => {
    const me = await requireApiUser(request, "admin");
    const input = parseWith(createUserSchema, await readJsonBody(request));
    const user = await createUser(input);
    await recordAudit(me, "user.create", { type: "user", id: user.id, label: user.username }, { role: user.role });
    return jsonResponse(user, 201);
  },
});
export const loader = handler;
export const action = handler;
