import { getDb, type DB } from "~/db/db.server";
import { DEFAULT_CURRENCY } from "~/lib/money";
import { bookingMoneyAsOf } from "~/models/payment.server";
import { getBusinessSettings, getPaymentSettings } from "~/models/settings.server";
import type { PayFacts } from "~/schemas/email-payload";
import type { PaymentSettings } from "~/schemas/settings";
import { paymentMethodStandings, type MethodStanding, type OnlineMethod } from "./payment-providers/index.server";

/** The ways a guest can pay online now, by method. */
export type PaymentOffers = Record<OnlineMethod, boolean>;

/** Which online payments this business offers now, why not the others, and what converts an amount into shillings. */
export interface OnlinePaymentTerms {
  offers: PaymentOffers;
  /** Every method, live or not and why (Settings → Payments). */
  standings: MethodStanding[];
  /** The methods offered, in the registry's order (what e-mails name). */
  methods: OnlineMethod[];
  /** The Settings currency and KES rate (only when M-Pesa is offered: it needs them). */
  shillings: { currency: string; kesExchangeRate: number | null } | null;
}

/**
 * The one answer to "how can a guest pay online?" (docs/decisions/1128-payment-providers.md): the guest page, every
 * e-mail that speaks of paying, the start of a payment and Settings read it, so none can offer what another does not.
 * Read with `executor` or alone (`payment`: the payment settings when the caller has just read them).
 */
export async function onlinePaymentTerms(executor?: DB, payment?: PaymentSettings): Promise<OnlinePaymentTerms> {
  const db = executor ?? (await getDb());
  const [{ currency = DEFAULT_CURRENCY }, { kesExchangeRate }] = await Promise.all([getBusinessSettings(db), payment ?? getPaymentSettings(db)]);
  const standings = paymentMethodStandings({ currency, kesExchangeRate });
  const offers = Object.fromEntries(standings.map((s) => [s.method, s.live])) as PaymentOffers;
  const methods = standings.filter((s) => s.live).map((s) => s.method);
  return { offers, standings, methods, shillings: offers.mpesa ? { currency, kesExchangeRate } : null };
}

/**
 * What a confirmation e-mail asks the guest to pay and where, in the confirmation's transaction `db`: only when the
 * site takes payments online and something is due; undefined otherwise (the e-mail then says nothing of paying).
 */
export async function payFactsFor(
  db: DB,
  inquiry: { id: number; status: string; total: number | null; startDate: string; guestToken: string },
  today: string,
): Promise<PayFacts | undefined> {
  const { methods } = await onlinePaymentTerms(db);
  if (methods.length === 0) return undefined;
  const money = await bookingMoneyAsOf(db, inquiry, today);
  if (money.dueNow <= 0) return undefined;
  const { total, depositAmount, dueNow, balanceDueDate, status, dueLater, balanceDueDays, paid } = money;
  return { guestToken: inquiry.guestToken, total, depositAmount, due: dueNow, balanceDueDate, status, methods, dueLater, balanceDueDays, paid };
}
