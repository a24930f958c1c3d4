import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { retryEmail } from "~/models/email.server";
import { requireApiUser } from "~/services/auth.server";
import { recordAudit } from "~/services/audit.server";

/** Queue a failed e-mail again (all staff roles): 200 with the e-mail, 404 when missing, 409 when it has not failed. */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const id = idParam(params.id, "E-mail");
    const email = await retryEmail(id);
    await recordAudit(me, "email.retry", { type: "email", id });
    return jsonResponse(email);
  },
});
export const loader = handler;
export const action = handler;
