import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { refundMadeSchema } from "~/schemas/payment";
import { markRefundMade } from "~/services/payments.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * A refund owed (M-Pesa, bank transfer, cash) has been given back: body { status: "succeeded", note? } → 200 the
 * refund as the booking's money lists it. Not a refund still owed → 409; unknown → 404; bad body → 400.
 */
const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Payment");
    const { note } = parseWith(refundMadeSchema, await readJsonBody(request));
    return jsonResponse(await markRefundMade(user, id, note));
  },
});
export const loader = handler;
export const action = handler;
