import { mpesaProvider } from "./mpesa.server";
import type { OnlineMethod, PaymentProvider, ProviderTerms } from "./provider";
import { stripeProvider } from "./stripe.server";

/** Every online payment provider, by the method it serves: adding one is a file beside this and a line here. */
export const PAYMENT_PROVIDERS: Record<OnlineMethod, PaymentProvider> = {
  card: stripeProvider,
  mpesa: mpesaProvider,
};

export function providerFor(method: OnlineMethod): PaymentProvider {
  return PAYMENT_PROVIDERS[method];
}

/** A payment row's `providerKey`: the provider's prefix and its own id ("stripe:cs_…", "mpesa:ws_CO_…"). */
export function providerKey(provider: PaymentProvider, providerId: string): string {
  return `${provider.keyPrefix}:${providerId}`;
}

/** The provider and its own id from a stored `providerKey`; undefined for a key no provider here made. */
export function parseProviderKey(key: string | null): { provider: PaymentProvider; providerId: string } | undefined {
  if (!key) return undefined;
  const colon = key.indexOf(":");
  const provider = Object.values(PAYMENT_PROVIDERS).find((p) => p.keyPrefix === key.slice(0, colon));
  return provider ? { provider, providerId: key.slice(colon + 1) } : undefined;
}

/** How one method stands for this business: offered to guests, or not and why (Settings → Payments shows it). */
export interface MethodStanding {
  method: OnlineMethod;
  name: string;
  live: boolean;
  /** Why not, in words for staff. */
  reason: string | null;
  /** The whole answer as Settings → Payments shows it: "M-Pesa: keys set, but no KES exchange rate, so guests are not offered it". */
  sentence: string;
}

/** How each method is named to staff, and the environment variables that set it up. */
const METHOD_SETUP: Record<OnlineMethod, { label: string; keys: string }> = {
  card: { label: "Card", keys: "no Stripe keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)" },
  mpesa: { label: "M-Pesa", keys: "no Daraja keys (MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE and MPESA_PASSKEY)" },
};

/**
 * The one answer to "how can a guest pay online?" for the business's `terms`: every method, live or not and why.
 * The guest page, every e-mail that mentions paying, the start of a payment and Settings all read it.
 */
export function paymentMethodStandings(terms: ProviderTerms): MethodStanding[] {
  return Object.values(PAYMENT_PROVIDERS).map((provider) => {
    const { label, keys } = METHOD_SETUP[provider.method];
    if (!provider.configured()) {
      const reason = `${keys}, so guests are not offered it`;
      return { method: provider.method, name: provider.name, live: false, reason, sentence: `${label}: ${reason}` };
    }
    const reason = provider.unavailableBecause(terms);
    const sentence = `${label}: ${reason ?? `keys set${provider.liveBecause ? ` ${provider.liveBecause(terms)}` : ""}, so guests are offered it`}`;
    return { method: provider.method, name: provider.name, live: reason === null, reason, sentence };
  });
}

export { isOnlineMethod, type OnlineMethod, type PaymentProvider } from "./provider";
