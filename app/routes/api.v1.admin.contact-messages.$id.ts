import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { setMessageResolved } from "~/models/message.server";
import { messageResolvedSchema } from "~/schemas/message-resolved";
import { recordAudit } from "~/services/audit.server";

/** Mark a contact message resolved or not: body { resolved: boolean }. */
const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Contact message");
    const { resolved } = parseWith(messageResolvedSchema, await readJsonBody(request));
    const message = await setMessageResolved(id, resolved, user.username);
    await recordAudit(user, "message.resolve", { type: "contact-message", id }, { resolved });
    return jsonResponse(message);
  },
});
export const loader = handler;
export const action = handler;
