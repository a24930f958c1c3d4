import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { inquiryReplySchema } from "~/schemas/inquiry-reply";
import { replyToInquiry } from "~/services/inquiries.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * Write to the guest: body { body } (1-5,000 characters) → 201 { id, at, author, body }. The guest is
 * e-mailed through the outbox (Reply-To the business address) and the reply joins the timeline.
 * Bad body → 400 { message, errors }; unknown inquiry → 404.
 */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Booking inquiry");
    const { body } = parseWith(inquiryReplySchema, await readJsonBody(request));
    return jsonResponse(await replyToInquiry(user, id, body), 201);
  },
});
export const loader = handler;
export const action = handler;
