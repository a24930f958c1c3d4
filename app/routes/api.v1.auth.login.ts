import { apiRoute, clientAddressOf, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { login } from "~/services/auth.server";
import { loginSchema } from "~/schemas/login";

const handler = apiRoute({
  POST: async ({ request, context }) => {
    const { username, password } = parseWith(loginSchema, await readJsonBody(request));
    const { user, headers } = await login({ username, password, clientAddress: clientAddressOf(context), request });
    return jsonResponse(user, { status: 200, headers });
  },
});
export const loader = handler;
export const action = handler;
