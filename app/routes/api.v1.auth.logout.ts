import { apiRoute, jsonResponse } from "~/lib/api.server";
import { logout } from "~/services/auth.server";

const handler = apiRoute({
  POST: async ({ request }) => jsonResponse({ message: "Logged out" }, { headers: { "Set-Cookie": await logout(request) } }),
});
export const loader = handler;
export const action = handler;
