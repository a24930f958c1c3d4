/*
 * What a payment provider is to this site (docs/decisions/1128-payment-providers.md): one interface, one file per
 * provider, one registry line each (./index.server.ts). The payments service (../online-payments.server.ts)
 * orchestrates every provider the same way: a pending payment row first, then `start`; a notification
 * (`confirm`) or a question (`query`) settles it once; `refund` gives money back where the provider can.
 */

/** The online methods, each served by one provider. */
export const ONLINE_METHODS = ["card", "mpesa"] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

export function isOnlineMethod(method: string): method is OnlineMethod {
  return (ONLINE_METHODS as readonly string[]).includes(method);
}

/** What a provider says of one attempt. */
export type AttemptOutcome =
  | {
      state: "paid";
      /** What staff and the guest can use to find the payment (a receipt number, a payment intent). */
      ref: string | null;
      /** What a person can recognise it by (an M-Pesa receipt number, "Visa ending 4242"), when the provider says. */
      receipt?: string | null;
      /** What was paid, in the provider's smallest unit, when it says (checked against the attempt). */
      amount?: { minor: number; currency: string };
    }
  | { state: "failed"; reason: string }
  /** Not finished yet (the guest is still on the provider's page or phone), or the provider could not say. */
  | { state: "open" };

/** A verified notification from a provider: which attempt it is about and what happened. */
export interface ProviderNotice {
  /** The provider's own id of the attempt (a Checkout Session id, a CheckoutRequestID). */
  providerId: string;
  /** Our payment id as the provider echoes it back (when the answer that named `providerId` was lost). */
  paymentId?: number;
  outcome: AttemptOutcome;
}

/** A notification as it came in: the raw body (signatures are over it), the headers and the secret in its address. */
export interface IncomingNotice {
  body: string;
  headers: Headers;
  token?: string;
}

export interface StartRequest {
  paymentId: number;
  /** When the attempt was stored (a request made again for the same attempt is the same request). */
  startedAt: Date;
  /** The booking's reference. */
  reference: string;
  /** What the guest pays for, as the provider shows it ("Deposit: Alpine Retreat, TR-…"). */
  description: string;
  /** In the business's currency (whole units). */
  amount: number;
  currency: string;
  /** The same in shillings (M-Pesa), when the Settings give a rate. */
  shillings: number | null;
  email: string;
  /** The phone the guest approves on (M-Pesa), normalised. */
  phone: string | null;
  /** Where the provider sends the guest back: paid, and cancelled (a short-lived path, never the page's token). */
  returnUrl: string;
  cancelUrl: string;
  /** Where the provider posts its notification (carries the attempt's secret). */
  callbackUrl: string;
}

/** What `start` got: the provider's id of the attempt and, for a hosted page, where to send the guest. */
export interface Started {
  providerId: string;
  redirectTo?: string;
}

/** The business's terms a provider needs to take a payment. */
export interface ProviderTerms {
  currency: string;
  kesExchangeRate: number | null;
}

export interface PaymentProvider {
  readonly method: OnlineMethod;
  /** How the provider is named to staff (the audit log, Settings) and in `providerKey`'s prefix. */
  /** What else makes it live, in words after "keys set" (M-Pesa: "and a KES exchange rate"); nothing when the keys are enough. */
  liveBecause?(terms: ProviderTerms): string;
  readonly name: string;
  readonly keyPrefix: string;
  /** Are its keys set (environment)? */
  configured(): boolean;
  /** Why it cannot take this business's payments although configured (a missing exchange rate), or null. */
  unavailableBecause(terms: ProviderTerms): string | null;
  start(request: StartRequest): Promise<Started>;
  /** A notification, verified the provider's way (BadSignature, ValidationError otherwise); null: not about a payment. */
  confirm(notice: IncomingNotice): Promise<ProviderNotice | null>;
  /** Ask the provider what became of an attempt. */
  query(providerId: string): Promise<AttemptOutcome>;
  /** Close an attempt still open (the guest came back without paying), when the provider can; answers what it ended as. */
  cancel?(providerId: string): Promise<AttemptOutcome>;
  /** Give money back through the provider (card); absent: staff give it back and mark it made. */
  refund?(request: { ref: string; amount: number; currency: string; idempotencyKey: string }): Promise<{ ref: string }>;
  /** An amount in the provider's smallest unit (checked against what a notification says was paid). */
  toMinorUnits(amount: number, currency: string): number;
}
