import { apiRoute, errorResponse, jsonResponse, readRawBody } from "~/lib/api.server";
import { BadSignature, stripeConfigured, verifyStripeEvent } from "~/lib/stripe.server";
import { handleStripeEvent } from "~/services/online-payments.server";

/**
 * POST /api/v1/payments/stripe/webhook: Stripe's events about Checkout Sessions. The `Stripe-Signature` header is
 * checked against the raw body with the webhook's signing secret (stripe.webhooks.constructEvent): a bad or
 * missing signature → 400 and nothing recorded. `checkout.session.completed` with `payment_status: "paid"`
 * records its payment once (a replayed event changes nothing) → 200 `{ received: true, outcome }`. Exempt
 * from the cross-site check (lib/request-guards.server.ts), never cached (jsonResponse: no-store).
 */
const handler = apiRoute({
  POST: async ({ request }) => {
    if (!stripeConfigured()) return errorResponse(404, "Not found");
    const body = await readRawBody(request);
    let event;
    try {
      event = verifyStripeEvent(body, request.headers.get("Stripe-Signature"));
    } catch (error) {
      if (error instanceof BadSignature) return errorResponse(400, "Invalid Stripe signature");
      throw error;
    }
    return jsonResponse({ received: true, outcome: await handleStripeEvent(event) });
  },
});
export const loader = handler;
export const action = handler;
