import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { retryFailedEmail } from "~/services/emails.server";

/** Queue a failed e-mail again (all staff roles): 200 with the e-mail, 404 when missing, 409 when it has not failed. */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const me = await requireApiUser(request);
    return jsonResponse(await retryFailedEmail(me, idParam(params.id, "E-mail")));
  },
});
export const loader = handler;
export const action = handler;
