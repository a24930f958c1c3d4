import { apiRoute, idParam, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { readEmail } from "~/services/emails.server";

/** One e-mail as its recipient got it: the outbox row with its `subject`, `html` and `text` (administrators; 404 when missing). */
const handler = apiRoute({
  GET: async ({ request, params }) => {
    await requireApiUser(request, "admin");
    return jsonResponse(await readEmail(idParam(params.id, "E-mail")));
  },
});
export const loader = handler;
