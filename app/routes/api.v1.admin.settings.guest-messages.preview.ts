import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { guestMessagePreviewSchema } from "~/schemas/guest-messages";
import { previewGuestMessage } from "~/services/guest-messages.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * POST { kind, subject, body, inquiryId, language? }: the message as it would read for that real booking ({ subject, body }),
 * its variables filled in as a guest who wrote in `language` reads them (English by default),
 * saved or not. 400 for a template that could not be saved (named), 404 for an unknown booking.
 */
const handler = apiRoute({
  POST: async ({ request }) => {
    await requireApiUser(request, "admin");
    const input = parseWith(guestMessagePreviewSchema, await readJsonBody(request));
    return jsonResponse(await previewGuestMessage(input, input.inquiryId, input.language));
  },
});
export const action = handler;
