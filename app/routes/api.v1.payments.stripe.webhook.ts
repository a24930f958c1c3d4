import { apiRoute, errorResponse, jsonResponse, readRawBody } from "~/lib/api.server";
import { BadSignature } from "~/lib/provider-errors";
import { handleProviderNotice } from "~/services/online-payments.server";
import { providerFor } from "~/services/payment-providers/index.server";

/**
 * POST /api/v1/payments/stripe/webhook: Stripe's events about Checkout Sessions. The `Stripe-Signature` header is
 * checked against the raw body with the webhook's signing secret (stripe.webhooks.constructEvent): a bad or
 * missing signature → 400 and nothing recorded. `checkout.session.completed` with `payment_status: "paid"`
 * records its payment once (a replayed event changes nothing) → 200 `{ received: true, outcome }`. Exempt
 * from the cross-site check (lib/request-guards.server.ts), never cached (jsonResponse: no-store).
 */
const handler = apiRoute({
  POST: async ({ request }) => {
    if (!providerFor("card").configured()) return errorResponse(404, "Not found");
    const body = await readRawBody(request);
    try {
      return jsonResponse({ received: true, outcome: await handleProviderNotice("card", { body, headers: request.headers }) });
    } catch (error) {
      if (error instanceof BadSignature) return errorResponse(400, "Invalid Stripe signature");
      throw error;
    }
  },
});
export const loader = handler;
export const action = handler;
