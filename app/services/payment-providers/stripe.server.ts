import {
  cardReceiptOf,
  createCheckoutSession,
  expireCheckoutSession,
  refundCardPayment,
  retrieveCheckoutSession,
  stripeConfigured,
  toMinorUnits,
  verifyStripeEvent,
  type Stripe,
} from "~/lib/stripe.server";
import type { AttemptOutcome, PaymentProvider } from "./provider";

/**
 * How long after the attempt was stored Stripe's page closes by itself (Stripe takes 30 minutes to 24 hours). From
 * the stored time, so a request made again for the same attempt (its answer lost) is the same request.
 */
const SESSION_MINUTES = 60;

/** What a Checkout Session says of its attempt. */
/** A paid outcome with the card's brand and last four digits (asked of Stripe once the session says paid). */
async function withCard(outcome: AttemptOutcome): Promise<AttemptOutcome> {
  if (outcome.state !== "paid" || !outcome.ref) return outcome;
  return { ...outcome, receipt: await cardReceiptOf(outcome.ref) };
}

function outcomeOf(session: Stripe.Checkout.Session): AttemptOutcome {
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") {
    const intent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
    return { state: "paid", ref: intent, amount: { minor: session.amount_total ?? -1, currency: session.currency ?? "" } };
  }
  if (session.status === "expired") return { state: "failed", reason: "The card payment was not completed" };
  return { state: "open" };
}

/** Card payments through Stripe Checkout: the guest types their card on Stripe's page, never ours. */
export const stripeProvider: PaymentProvider = {
  method: "card",
  name: "Stripe",
  keyPrefix: "stripe",
  configured: stripeConfigured,
  unavailableBecause: () => null,
  toMinorUnits,
  async start(request) {
    const session = await createCheckoutSession({
      paymentId: request.paymentId,
      reference: request.reference,
      description: request.description,
      amount: request.amount,
      currency: request.currency,
      email: request.email,
      // Stripe fills in {CHECKOUT_SESSION_ID}; the page is not named (its token stays on the site).
      successUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
      expiresAt: new Date(request.startedAt.getTime() + SESSION_MINUTES * 60_000),
    });
    return { providerId: session.id, redirectTo: session.url };
  },
  async confirm({ body, headers }) {
    const event = verifyStripeEvent(body, headers.get("stripe-signature"));
    if (!event.type.startsWith("checkout.session.")) return null;
    const session = event.data.object as Stripe.Checkout.Session;
    const paymentId = Number(session.client_reference_id ?? session.metadata?.paymentId);
    const base = { providerId: session.id, paymentId: Number.isSafeInteger(paymentId) ? paymentId : undefined };
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const outcome = outcomeOf(session);
        return outcome.state === "paid" ? { ...base, outcome: await withCard(outcome) } : null;
      }
      case "checkout.session.async_payment_failed":
        return { ...base, outcome: { state: "failed", reason: "The card payment failed" } };
      case "checkout.session.expired":
        return { ...base, outcome: { state: "failed", reason: "The card payment was not completed" } };
      default:
        return null;
    }
  },
  async query(providerId) {
    return withCard(outcomeOf(await retrieveCheckoutSession(providerId)));
  },
  async cancel(providerId) {
    const session = await retrieveCheckoutSession(providerId);
    if (session.status !== "open") return outcomeOf(session);
    return outcomeOf(await expireCheckoutSession(providerId));
  },
  async refund({ ref, amount, currency, idempotencyKey }) {
    const refund = await refundCardPayment(ref, amount, currency, idempotencyKey);
    return { ref: refund.id };
  },
};
