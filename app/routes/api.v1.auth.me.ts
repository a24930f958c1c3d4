import { apiRoute, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";

const handler = apiRoute({
  GET: async ({ request }) => jsonResponse(await requireApiUser(request)),
});
export const loader = handler;
export const action = handler;
