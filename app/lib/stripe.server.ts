import Stripe from "stripe";
import { env } from "./env.server";
import { BadSignature, ProviderUnavailable } from "./provider-errors";

/*
 * Card payments through Stripe Checkout, with the official SDK (docs/decisions/1127-payments.md). The guest
 * types their card on Stripe's own page: no card data and no Stripe script ever reach our pages. The
 * API's address comes from STRIPE_API_URL (tests point it at a fake on loopback), mapped onto the SDK's
 * host, port and protocol.
 */

/** Is card payment set up (both the secret key and the webhook's signing secret)? */
export function stripeConfigured(): boolean {
  return Boolean(env("STRIPE_SECRET_KEY") && env("STRIPE_WEBHOOK_SECRET"));
}

let cached: { key: string; apiUrl: string; client: Stripe } | undefined;

/** The SDK for the configured key and API address (made again when either changes, as tests do). */
function stripe(): Stripe {
  const key = env("STRIPE_SECRET_KEY");
  if (!key) throw new ProviderUnavailable("Card payments are not set up");
  const apiUrl = env("STRIPE_API_URL");
  if (cached?.key === key && cached.apiUrl === apiUrl) return cached.client;
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const client = new Stripe(key, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    // A guest waits on the answer: give up after 20 s rather than Stripe's default 80 s. One retry, with the
    // same idempotency key, so a lost answer never makes two sessions or two refunds.
    timeout: 20_000,
    maxNetworkRetries: 1,
    telemetry: false,
  });
  cached = { key, apiUrl, client };
  return client;
}

/** Stripe's currencies without minor units, and those with three (docs.stripe.com/currencies). */
const ZERO_DECIMAL = new Set(["BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF"]);
const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

/** A whole amount of `currency` in Stripe's smallest unit (cents for USD, shillings × 100 for KES). */
export function toMinorUnits(amount: number, currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return amount;
  return amount * (THREE_DECIMAL.has(code) ? 1000 : 100);
}

/** A key's shape (secret, restricted, publishable, webhook secret), masked or whole: never written to a log. */
const KEY_SHAPE = /\b(?:sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g;

function unavailable(error: unknown): ProviderUnavailable {
  // Logged by the caller, never shown to the guest; Stripe's words can quote the key (masked), so any key is cut out.
  const detail = (error instanceof Error ? error.message : String(error)).replace(KEY_SHAPE, "[key]");
  // The SDK's connection error (after its one retry): the request may have reached Stripe; an answer (even a 500) says what happened.
  const lost = (error as { type?: string } | null)?.type === "StripeConnectionError";
  return new ProviderUnavailable(`Stripe refused or did not answer: ${detail}`, { answerLost: lost });
}

export interface CheckoutRequest {
  /** Our payment row's id: named in `client_reference_id` and `metadata`, and part of the idempotency key. */
  paymentId: number;
  reference: string;
  description: string;
  amount: number;
  currency: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
  /** When the session stops taking payment (Stripe's minimum is 30 minutes): an abandoned attempt closes then. */
  expiresAt?: Date;
}

/** A Checkout Session for one payment attempt (`mode: payment`, one line item): its id and the URL to send the guest to. */
export async function createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }> {
  try {
    const session = await stripe().checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: toMinorUnits(request.amount, request.currency),
              product_data: { name: request.description },
            },
          },
        ],
        client_reference_id: String(request.paymentId),
        metadata: { paymentId: String(request.paymentId), reference: request.reference },
        payment_intent_data: { metadata: { paymentId: String(request.paymentId), reference: request.reference } },
        customer_email: request.email,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.expiresAt ? { expires_at: Math.floor(request.expiresAt.getTime() / 1000) } : {}),
      },
      { idempotencyKey: `tigoni-checkout-${request.paymentId}` },
    );
    if (!session.url) throw new Error("the session has no URL");
    return { id: session.id, url: session.url };
  } catch (error) {
    throw unavailable(error);
  }
}

/** A Checkout Session as Stripe has it now (read when the guest comes back, in case the webhook is late). */
export async function retrieveCheckoutSession(id: string): Promise<Stripe.Checkout.Session> {
  try {
    return await stripe().checkout.sessions.retrieve(id);
  } catch (error) {
    throw unavailable(error);
  }
}

/** How card brands read to a person ("visa" → "Visa"), as Stripe names them in `payment_method_details.card.brand`. */
const CARD_BRANDS: Record<string, string> = {
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  eftpos_au: "EFTPOS",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/**
 * What the guest can recognise a card payment by: "Visa ending 4242", from the PaymentIntent's latest charge
 * (`payment_method_details.card.brand` and `last4`); null when Stripe does not say (or does not answer: it is a nicety).
 */
export async function cardReceiptOf(paymentIntent: string): Promise<string | null> {
  try {
    const intent = await stripe().paymentIntents.retrieve(paymentIntent, { expand: ["latest_charge"] });
    const charge = intent.latest_charge;
    const card = charge && typeof charge !== "string" ? charge.payment_method_details?.card : null;
    if (!card?.last4) return null;
    const brand = card.brand ? (CARD_BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)) : "Card";
    return `${brand} ending ${card.last4}`;
  } catch {
    return null;
  }
}

/** Close a session that is still open (the guest came back without paying): it can no longer be paid. */
export async function expireCheckoutSession(id: string): Promise<Stripe.Checkout.Session> {
  try {
    return await stripe().checkout.sessions.expire(id);
  } catch (error) {
    throw unavailable(error);
  }
}

/** Give back `amount` (whole units) of a card payment; the idempotency key makes a retried refund one refund. */
export async function refundCardPayment(
  paymentIntent: string,
  amount: number,
  currency: string,
  idempotencyKey: string,
): Promise<{ id: string; status: string }> {
  try {
    const refund = await stripe().refunds.create({ payment_intent: paymentIntent, amount: toMinorUnits(amount, currency) }, { idempotencyKey });
    return { id: refund.id, status: refund.status ?? "pending" };
  } catch (error) {
    throw unavailable(error);
  }
}

/** The event Stripe sent, checked against `Stripe-Signature` and the raw body (constructEvent); BadSignature otherwise. */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secret = env("STRIPE_WEBHOOK_SECRET");
  if (!secret || !signature) throw new BadSignature("No Stripe-Signature");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new BadSignature(error instanceof Error ? error.message : "Bad signature");
  }
}

export type { Stripe };
export { BadSignature, ProviderUnavailable };
