import { apiRoute, errorResponse, jsonResponse, readJsonBody } from "~/lib/api.server";
import { handleProviderNotice } from "~/services/online-payments.server";
import { providerFor } from "~/services/payment-providers/index.server";

/**
 * POST /api/v1/payments/mpesa/callback/{token}: Safaricom's result of an STK push (Body.stkCallback). The token
 * is the attempt's own secret, given to Daraja in its CallBackURL. Not the callback's shape → 400; an unknown
 * token or CheckoutRequestID, or a repeat → 200 and ignored. `ResultCode` 0 is confirmed with the STK Push
 * Query API before it is recorded. Answers Daraja's acknowledgement `{ ResultCode: 0, ResultDesc: "Accepted" }`.
 * Exempt from the cross-site check (lib/request-guards.server.ts), never cached (jsonResponse: no-store).
 */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    if (!providerFor("mpesa").configured()) return errorResponse(404, "Not found");
    const body = JSON.stringify(await readJsonBody(request));
    const outcome = await handleProviderNotice("mpesa", { body, headers: request.headers, token: params.token ?? "" });
    return jsonResponse({ ResultCode: 0, ResultDesc: "Accepted", outcome });
  },
});
export const loader = handler;
export const action = handler;
