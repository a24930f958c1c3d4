import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { guestMessagesUpdateSchema, TEMPLATE_VARIABLES } from "~/schemas/guest-messages";
import { guestMessageSettings, saveGuestMessageSettings } from "~/services/guest-messages.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * The guest messages' schedule and texts (Settings → Guest messages): administrators only.
 * GET: { messages: [{ kind, enabled, offsetDays, timeOfDay, subject, body }], variables: { name: what it holds } }.
 * PUT { messages: [...] } (any of the four, each whole): a template with an unknown variable or a syntax error is a
 * 400 naming it ({ message, errors: { "messages.0.body": [...] } }), and nothing is saved.
 */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    return jsonResponse({ messages: await guestMessageSettings(), variables: TEMPLATE_VARIABLES });
  },
  PUT: async ({ request }) => {
    const me = await requireApiUser(request, "admin");
    const input = parseWith(guestMessagesUpdateSchema, await readJsonBody(request));
    return jsonResponse({ messages: await saveGuestMessageSettings(me, input), variables: TEMPLATE_VARIABLES });
  },
});
export const loader = handler;
export const action = handler;
