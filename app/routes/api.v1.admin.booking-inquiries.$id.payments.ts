import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { offlinePaymentSchema } from "~/schemas/payment";
import { recordOfflinePayment } from "~/services/payments.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * Record a payment made outside the site: body { method: "bank" | "cash", amount, note? } → 201 with the
 * payment as the booking's money lists it. Bad body or more than is owed → 400 { message, errors }; a booking
 * not confirmed or cancelled → 409; unknown inquiry → 404.
 */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Booking inquiry");
    const input = parseWith(offlinePaymentSchema, await readJsonBody(request));
    return jsonResponse(await recordOfflinePayment(user, id, input), 201);
  },
});
export const loader = handler;
export const action = handler;
