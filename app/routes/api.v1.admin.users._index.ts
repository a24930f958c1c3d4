import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { createUser, listUsers } from "~/models/user.server";
import { createUserSchema } from "~/schemas/user";

/** Staff accounts: administrators only. Never returns password hashes. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    return jsonResponse(await listUsers());
  },
  POST: async ({ request }) => {
    await requireApiUser(request, "admin");
    const input = parseWith(createUserSchema, await readJsonBody(request));
    return jsonResponse(await createUser(input), 201);
  },
});
export const loader = handler;
export const action = handler;
