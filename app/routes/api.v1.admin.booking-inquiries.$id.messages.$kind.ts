import { z } from "zod";
import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { NotFoundError } from "~/lib/domain-errors";
import { GUEST_MESSAGE_MESSAGES } from "~/messages";
import { GUEST_MESSAGE_KINDS, type GuestMessageKind } from "~/schemas/guest-messages";
import { sendGuestMessageNow, skipGuestMessage } from "~/services/guest-messages.server";
import { requireApiUser } from "~/web/auth-guards.server";

const bodySchema = z.object({ intent: z.enum(["send-now", "skip"], "Choose send-now or skip") });

/**
 * POST { intent: "send-now" | "skip" } on one scheduled message of a booking (the booking page's 'Send now' and
 * 'Skip'; audited). Answers the message { kind, dueAt, status, sentAt?, reason? }; 404 unknown, 409 not waiting.
 */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Booking inquiry");
    const kind = params.kind as GuestMessageKind;
    if (!(GUEST_MESSAGE_KINDS as readonly string[]).includes(kind)) throw new NotFoundError(GUEST_MESSAGE_MESSAGES.notFound);
    const { intent } = parseWith(bodySchema, await readJsonBody(request));
    const { inquiryId: _, ...message } = intent === "send-now" ? await sendGuestMessageNow(user, id, kind) : await skipGuestMessage(user, id, kind);
    return jsonResponse(message);
  },
});
export const action = handler;
