import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { messageResolvedSchema } from "~/schemas/message-resolved";
import { resolveMessage } from "~/services/messages.server";

/** Mark a contact message resolved or not: body { resolved: boolean }. */
const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Contact message");
    const { resolved } = parseWith(messageResolvedSchema, await readJsonBody(request));
    return jsonResponse(await resolveMessage(user, id, resolved));
  },
});
export const loader = handler;
export const action = handler;
