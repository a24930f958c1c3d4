import { randomBytes } from "node:crypto";
import { z } from "zod";
import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { ConflictError, NotFoundError, ValidationError } from "~/lib/domain-errors";
import { guestPagePath } from "~/lib/inquiry-reference.server";
import { DEFAULT_CURRENCY, formatMoney } from "~/lib/money";
import { mpesaConfigured, stkPush, stkQuery } from "~/lib/mpesa.server";
import { inShillings, normaliseKenyanPhone, paymentChoices, type BookingMoney, type PaymentChoice, type PaymentMethod } from "~/lib/payments";
import { publicUrl } from "~/lib/public-url.server";
import {
  createCheckoutSession,
  ProviderUnavailable,
  retrieveCheckoutSession,
  stripeConfigured,
  toMinorUnits,
  type Stripe,
} from "~/lib/stripe.server";
import { ONLINE_PAYMENT_MESSAGES } from "~/messages";
import { recordAudit } from "~/models/audit.server";
import { queuePaymentEmail, queueStaffPaymentEmail } from "./notices.server";
import { findGuestStay, inquiryForEmail, inquiryStatusOf } from "~/models/inquiry.server";
import {
  findPayment,
  findPaymentByCallbackToken,
  findPaymentByProviderKey,
  findPaymentStateByProviderKey,
  insertPayment,
  listOpenMpesaAttempts,
  onlinePaymentTerms,
  setProviderKeyIfUnset,
  setProviderRefIfUnset,
  settlePayment,
  type PaymentOffers,
  type PaymentRow,
} from "~/models/payment.server";
import { getBusinessSettings, getPaymentSettings } from "~/models/settings.server";
import { GUEST_ACTOR } from "./guest-stay.server";
import { moneyFor, moneyOf, PAYMENT_AUDIT, PROVIDER_ACTOR, sendOwedCardRefunds } from "./payments.server";

/*
 * The guest pays online on their own page (/stay/{token}): by card through Stripe Checkout, or by M-Pesa
 * through Daraja's STK push. Every amount is worked out here from the stored quote and the payment rows
 * (lib/payments.ts); the browser only says which of the amounts due it wants to pay. Each attempt is a
 * payment row, `pending` until the provider's signed webhook or confirmed callback settles it, once: a
 * replay finds it settled and changes nothing. docs/decisions/1127-payments.md.
 */

/** How a choice reads in a payment's note and the provider's description. */
const CHOICE_WORDS: Record<PaymentChoice, string> = { deposit: "Deposit", balance: "Balance", full: "Payment in full" };

/** The guest's booking, ready to take a payment: 404 for an unknown token, 409 when it is cancelled or not confirmed. */
async function payableStay(db: DB, token: string | undefined) {
  const stay = await findGuestStay(token, db);
  if (!stay) throw new NotFoundError("Booking inquiry not found");
  if (stay.status === "cancelled") throw new ConflictError(ONLINE_PAYMENT_MESSAGES.cancelled);
  if (stay.status !== "confirmed" || stay.total == null) throw new ConflictError(ONLINE_PAYMENT_MESSAGES.notConfirmed);
  return stay;
}

/** The amount the guest may pay now for `choice`, from what is stored: 409 when that choice is not due (nothing more than is owed). */
async function amountFor(db: DB, stay: { id: number; status: string; total: number | null; startDate: string }, choice: PaymentChoice) {
  const money = await moneyFor(stay, db);
  const amount = paymentChoices(money)[choice];
  if (amount === undefined || amount <= 0) throw new ConflictError(ONLINE_PAYMENT_MESSAGES.notDue);
  return amount;
}

/** An attempt the provider refused or never took: failed, with why, and its audit row (the booking's timeline). */
async function failAttempt(trx: DB, row: PaymentRow, reason: string): Promise<void> {
  await settlePayment(trx, row.id, "failed", { note: reason });
  await recordAudit(
    trx,
    GUEST_ACTOR,
    PAYMENT_AUDIT.attemptFailed,
    { type: "booking-inquiry", id: row.inquiryId },
    { paymentId: row.id, method: row.method, amount: row.amount, currency: row.currency, reason },
  );
}

/** Mark an attempt failed in its own transaction, if it is still open. */
async function failOpenAttempt(id: number, reason: string): Promise<void> {
  await writeTransaction(async (trx) => {
    const row = await findPayment(trx, id);
    if (row?.status === "pending") await failAttempt(trx, row, reason);
  });
}

/**
 * The provider says an attempt was paid (in the transaction `trx`, the row still pending): it becomes
 * succeeded with the provider's reference, the guest gets a receipt and staff a note, and the audit log (the
 * booking's timeline) records it. Money the booking no longer needs (it was cancelled while the guest paid, or
 * two attempts both went through) is recorded as a refund owed at once, so nothing is kept that is not owed.
 */
async function recordProviderPayment(trx: DB, row: PaymentRow, providerRef: string | null, providerKey: string): Promise<void> {
  const payment = await settlePayment(trx, row.id, "succeeded", { providerRef });
  await setProviderKeyIfUnset(trx, row.id, providerKey);
  const inquiry = await inquiryForEmail(trx, row.inquiryId);
  const money = await moneyOf(row.inquiryId, trx);
  await queuePaymentEmail(trx, inquiry, payment, money);
  await queueStaffPaymentEmail(trx, inquiry, payment, money);
  await recordAudit(
    trx,
    GUEST_ACTOR,
    PAYMENT_AUDIT.paidOnline,
    { type: "booking-inquiry", id: row.inquiryId },
    { paymentId: row.id, method: row.method, amount: row.amount, currency: row.currency, providerRef },
  );
  const booking = await inquiryStatusOf(trx, row.inquiryId);
  const excess = booking.status === "cancelled" ? row.amount : Math.min(row.amount, money.paid - money.total);
  if (excess > 0) {
    await insertPayment(trx, {
      inquiryId: row.inquiryId,
      kind: "refund",
      method: row.method,
      amount: excess,
      currency: row.currency,
      status: "pending",
      note:
        booking.status === "cancelled"
          ? `Refund of payment #${row.id}: the booking is cancelled`
          : `Refund of payment #${row.id}: more than the total`,
      refundOf: row.id,
    });
    await recordAudit(
      trx,
      PROVIDER_ACTOR[row.method === "mpesa" ? "mpesa" : "stripe"],
      PAYMENT_AUDIT.refundOwed,
      { type: "booking-inquiry", id: row.inquiryId },
      { amount: excess, policy: excess, paid: row.amount, currency: row.currency },
    );
  }
}

// ---------------------------------------------------------------- the guest's page

/** What the guest's page shows of their money and how they can pay. */
export interface GuestPaymentView {
  money: BookingMoney;
  offers: PaymentOffers;
  /** The amounts they may pay now, by choice (none when nothing is due or the site takes no payments online). */
  choices: Partial<Record<PaymentChoice, number>>;
  /** The same in shillings, when M-Pesa is offered and the Settings currency is not KES. */
  shillings: Partial<Record<PaymentChoice, number>> | null;
  /** The newest online attempt when it is still open, or failed after the last payment (its reason). */
  attempt: { method: PaymentMethod; status: "pending" | "failed"; note: string | null } | null;
}

/** Open M-Pesa attempts older than this are asked about (STK Push Query) when their page is shown. */
const ASK_AFTER_MS = 45_000;

export async function guestPaymentView(stay: { id: number; status: string; total: number | null; startDate: string }): Promise<GuestPaymentView> {
  const db = await getDb();
  // The payment settings once, for both what is offered (the KES rate) and what is due (the deposit rules).
  const rules = await getPaymentSettings(db);
  const terms = await onlinePaymentTerms(db, rules);
  const offers = terms.offers;
  const online = offers.card || offers.mpesa;
  if (online) await reconcileMpesaAttempts(stay.id, ASK_AFTER_MS);
  const money = await moneyFor(stay, db, rules);
  const choices = online && stay.status === "confirmed" ? paymentChoices(money) : {};
  let shillings: GuestPaymentView["shillings"] = null;
  if (terms.shillings && terms.shillings.currency !== "KES") {
    const { currency, kesExchangeRate } = terms.shillings;
    shillings = Object.fromEntries(Object.entries(choices).map(([choice, amount]) => [choice, inShillings(amount, currency, kesExchangeRate) ?? 0]));
  }
  const newest = money.payments.filter((p) => p.kind === "payment" && (p.method === "card" || p.method === "mpesa")).at(-1);
  const attempt =
    newest && (newest.status === "pending" || newest.status === "failed")
      ? { method: newest.method, status: newest.status, note: newest.note }
      : null;
  return { money, offers, choices, shillings, attempt };
}

/**
 * The guest chose to pay `choice` by card: a pending payment row, then a Stripe Checkout Session for exactly
 * that amount (idempotency key per row); answers the session's URL to send the guest to. Refused: an unknown
 * token (404), a cancelled or unconfirmed booking, a choice that is not due, card payments not set up (409).
 * Stripe not answering: the attempt is marked failed and ProviderUnavailable thrown (nothing was charged).
 */
export async function startCardPayment(token: string | undefined, choice: PaymentChoice): Promise<string> {
  const { payment, stay, currency } = await writeTransaction(async (trx) => {
    const stay = await payableStay(trx, token);
    if (!stripeConfigured()) throw new ConflictError(ONLINE_PAYMENT_MESSAGES.notOffered);
    const amount = await amountFor(trx, stay, choice);
    const currency = (await getBusinessSettings(trx)).currency ?? DEFAULT_CURRENCY;
    const payment = await insertPayment(trx, {
      inquiryId: stay.id,
      kind: "payment",
      method: "card",
      amount,
      currency,
      status: "pending",
      note: `${CHOICE_WORDS[choice]} by card`,
    });
    return { payment, stay, currency };
  });
  const page = publicUrl() + guestPagePath(token!);
  let session;
  try {
    session = await createCheckoutSession({
      paymentId: payment.id,
      reference: stay.reference,
      description: `${CHOICE_WORDS[choice]}: ${stay.property?.name ?? "your stay"}, ${stay.reference}`,
      amount: payment.amount,
      currency,
      email: stay.email,
      // Stripe fills in {CHECKOUT_SESSION_ID}: the page asks Stripe about it at once, in case the webhook is late.
      successUrl: `${page}?payment=card&session={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${page}?payment=card-cancelled`,
    });
  } catch (error) {
    console.error(`Card payment #${payment.id} not started:`, error instanceof Error ? error.message : error);
    await failOpenAttempt(payment.id, "Stripe did not answer: nothing was charged");
    throw error;
  }
  await rememberProviderKey(payment.id, `stripe:${session.id}`);
  return session.url;
}

/** The provider's own id for an attempt, once the provider answered (unless a callback already set it). */
async function rememberProviderKey(paymentId: number, providerKey: string): Promise<void> {
  await writeTransaction((trx) => setProviderKeyIfUnset(trx, paymentId, providerKey));
}

/** The attempt a Checkout Session is about: by its session id, or (if our answer from Stripe was lost) by the row it names. */
async function cardAttempt(trx: DB, session: Stripe.Checkout.Session): Promise<PaymentRow | undefined> {
  const byKey = await findPaymentByProviderKey(trx, `stripe:${session.id}`);
  if (byKey) return byKey;
  const id = Number(session.client_reference_id ?? session.metadata?.paymentId);
  if (!Number.isSafeInteger(id)) return undefined;
  const row = await findPayment(trx, id);
  return row && row.method === "card" && row.kind === "payment" && row.providerKey === null ? row : undefined;
}

export type SettleOutcome = "recorded" | "failed" | "unchanged" | "ignored";

/**
 * A Checkout Session Stripe says is paid (its signed webhook, or the session read back when the guest returns):
 * its attempt is recorded once, for the amount and currency it was started with (a session for another amount
 * is ignored and logged). A replay, or a session of no attempt of ours, changes nothing.
 */
export async function settleCheckoutSession(session: Stripe.Checkout.Session): Promise<SettleOutcome> {
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return "unchanged";
  let inquiryId: number | undefined;
  const outcome = await writeTransaction(async (trx): Promise<SettleOutcome> => {
    const row = await cardAttempt(trx, session);
    if (!row) return "ignored";
    if (row.status !== "pending") return "unchanged";
    if (session.amount_total !== toMinorUnits(row.amount, row.currency) || (session.currency ?? "").toUpperCase() !== row.currency.toUpperCase()) {
      console.error(`Stripe session ${session.id} does not match payment #${row.id} (${session.amount_total} ${session.currency}): not recorded`);
      return "ignored";
    }
    const intent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
    await recordProviderPayment(trx, row, intent, `stripe:${session.id}`);
    inquiryId = row.inquiryId;
    return "recorded";
  });
  // A payment that came in for a cancelled booking goes straight back to the card.
  if (inquiryId !== undefined) await sendOwedCardRefunds(inquiryId);
  return outcome;
}

/** A Checkout Session that expired or whose payment failed: its attempt fails (if still open). */
export async function failCheckoutSession(session: Stripe.Checkout.Session, reason: string): Promise<SettleOutcome> {
  return writeTransaction(async (trx) => {
    const row = await cardAttempt(trx, session);
    if (!row) return "ignored";
    if (row.status !== "pending") return "unchanged";
    await failAttempt(trx, row, reason);
    return "failed";
  });
}

/** One verified Stripe event (POST /api/v1/payments/stripe/webhook): what it changed. */
export async function handleStripeEvent(event: Stripe.Event): Promise<SettleOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return settleCheckoutSession(event.data.object);
    case "checkout.session.async_payment_failed":
      return failCheckoutSession(event.data.object, "The card payment failed");
    case "checkout.session.expired":
      return failCheckoutSession(event.data.object, "The card payment was not completed");
    default:
      return "ignored";
  }
}

/**
 * The guest is back from Stripe's page with `sessionId`: if it is this booking's open attempt, Stripe is asked
 * about it now (the webhook may still be on its way), and it is recorded when paid. Never throws: the page shows
 * what is stored either way.
 */
export async function confirmCardReturn(inquiryId: number, sessionId: string | null): Promise<void> {
  if (!sessionId || !/^[A-Za-z0-9_]{1,255}$/.test(sessionId) || !stripeConfigured()) return;
  try {
    const db = await getDb();
    const row = await findPaymentStateByProviderKey(db, `stripe:${sessionId}`);
    if (!row || row.inquiryId !== inquiryId || row.status !== "pending") return;
    await settleCheckoutSession(await retrieveCheckoutSession(sessionId));
  } catch (error) {
    console.error("Card payment not confirmed on return (the webhook will):", error instanceof Error ? error.message : error);
  }
}

// ---------------------------------------------------------------- M-Pesa

/** A phone number shown without its middle digits (payment notes are read by staff, not needed in full). */
const masked = (phone: string) => `${phone.slice(0, 6)}•••${phone.slice(-3)}`;

/**
 * The guest chose to pay `choice` by M-Pesa from `phoneInput`: a pending payment row (in the Settings
 * currency; the shillings asked for are in its note) with a secret callback token, then an STK push to their
 * phone. Refused: a phone number that is not Kenyan (400 on `phone`), and as for cards (404, 409). Daraja not
 * answering: the attempt is marked failed and ProviderUnavailable thrown (nothing was asked of the phone).
 */
export async function startMpesaPayment(token: string | undefined, choice: PaymentChoice, phoneInput: string): Promise<void> {
  const phone = normaliseKenyanPhone(phoneInput);
  if (!phone) throw new ValidationError(ONLINE_PAYMENT_MESSAGES.phone, { phone: [ONLINE_PAYMENT_MESSAGES.phone] });
  const { payment, stay, shillings, callbackToken } = await writeTransaction(async (trx) => {
    const stay = await payableStay(trx, token);
    if (!mpesaConfigured()) throw new ConflictError(ONLINE_PAYMENT_MESSAGES.notOffered);
    const amount = await amountFor(trx, stay, choice);
    const currency = (await getBusinessSettings(trx)).currency ?? DEFAULT_CURRENCY;
    const shillings = inShillings(amount, currency, (await getPaymentSettings(trx)).kesExchangeRate);
    if (shillings === null) throw new ConflictError(ONLINE_PAYMENT_MESSAGES.notOffered);
    const callbackToken = randomBytes(24).toString("base64url");
    const payment = await insertPayment(trx, {
      inquiryId: stay.id,
      kind: "payment",
      method: "mpesa",
      amount,
      currency,
      status: "pending",
      note: `${CHOICE_WORDS[choice]}: ${formatMoney(shillings, "KES")} asked of ${masked(phone)}`,
      callbackToken,
    });
    return { payment, stay, shillings, callbackToken };
  });
  let push;
  try {
    push = await stkPush({
      phone,
      amount: shillings,
      accountReference: stay.reference,
      description: CHOICE_WORDS[choice].split(" ")[0],
      callbackUrl: `${publicUrl()}/api/v1/payments/mpesa/callback/${callbackToken}`,
    });
  } catch (error) {
    console.error(`M-Pesa payment #${payment.id} not started:`, error instanceof Error ? error.message : error);
    await failOpenAttempt(payment.id, "M-Pesa did not answer: nothing was asked of the phone");
    throw error;
  }
  await rememberProviderKey(payment.id, `mpesa:${push.checkoutRequestId}`);
}

/** Daraja's callback for an STK push (Body.stkCallback), as Safaricom sends it. */
const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string().max(1000),
      CallbackMetadata: z.object({ Item: z.array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() })) }).optional(),
    }),
  }),
});

export const MPESA_CALLBACK_SHAPE = "Not an M-Pesa STK callback";

/** The attempt whose callback token is `token`, compared in full. */
async function mpesaAttempt(db: DB, token: string): Promise<PaymentRow | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const row = await findPaymentByCallbackToken(db, token);
  return row && row.callbackToken === token && row.method === "mpesa" ? row : undefined;
}

/**
 * Safaricom's callback for the attempt whose token is `token` (POST /api/v1/payments/mpesa/callback/{token}).
 * Not the callback's shape: ValidationError (400). An unknown token or CheckoutRequestID, or an attempt already
 * settled: ignored (Safaricom gets its 200). `ResultCode` 0 is confirmed with the STK Push Query API before it is
 * recorded, with the `MpesaReceiptNumber`; another code records the attempt failed with Safaricom's `ResultDesc`.
 */
export async function handleMpesaCallback(token: string, body: unknown): Promise<SettleOutcome> {
  const parsed = stkCallbackSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(MPESA_CALLBACK_SHAPE);
  const callback = parsed.data.Body.stkCallback;
  const key = `mpesa:${callback.CheckoutRequestID}`;
  const found = await mpesaAttempt(await getDb(), token);
  if (!found || (found.providerKey !== null && found.providerKey !== key)) return "ignored";
  const receipt = callback.CallbackMetadata?.Item.find((item) => item.Name === "MpesaReceiptNumber")?.Value;
  if (found.status !== "pending") {
    // Settled by asking Daraja before its callback came: the callback still brings the receipt number.
    if (found.status === "succeeded" && found.providerRef === null && receipt !== undefined && callback.ResultCode === 0)
      await writeTransaction((trx) => setProviderRefIfUnset(trx, found.id, String(receipt)));
    return "unchanged";
  }
  if (callback.ResultCode !== 0) return settleMpesa(found.id, key, { paid: false, reason: callback.ResultDesc || "The M-Pesa payment failed" });
  let answer;
  try {
    answer = await stkQuery(callback.CheckoutRequestID);
  } catch (error) {
    // Left open: the guest's page and the hourly job ask again.
    console.error(`M-Pesa payment #${found.id} not confirmed yet:`, error instanceof Error ? error.message : error);
    return "unchanged";
  }
  if (answer.resultCode !== "0") return settleMpesa(found.id, key, { paid: false, reason: answer.resultDesc || "The M-Pesa payment failed" });
  return settleMpesa(found.id, key, { paid: true, receipt: receipt === undefined ? null : String(receipt) });
}

/** Settle an M-Pesa attempt, once (in its own transaction, re-read under the write lock). */
async function settleMpesa(
  id: number,
  key: string,
  result: { paid: true; receipt: string | null } | { paid: false; reason: string },
): Promise<SettleOutcome> {
  return writeTransaction(async (trx) => {
    const row = await findPayment(trx, id);
    if (!row || row.status !== "pending") return "unchanged";
    if (!result.paid) {
      await setProviderKeyIfUnset(trx, id, key);
      await failAttempt(trx, row, result.reason);
      return "failed";
    }
    await recordProviderPayment(trx, row, result.receipt, key);
    return "recorded";
  });
}

/** Safaricom's STK Push Query codes that end an attempt without payment (cancelled, timed out, wrong PIN, no funds…). */
const ENDED = new Set(["1", "1032", "1037", "2001", "1019", "1025", "9999", "17", "26"]);

/**
 * M-Pesa attempts still open after `olderThanMs` (of one booking, or all) are asked about with the STK Push
 * Query API, in case Safaricom's callback was lost: paid ones are recorded (without a receipt number, which only
 * the callback carries), ended ones fail with Safaricom's words, and attempts nobody could settle for a day fail.
 */
export async function reconcileMpesaAttempts(inquiryId?: number, olderThanMs = 5 * 60_000): Promise<void> {
  if (!mpesaConfigured()) return;
  try {
    const db = await getDb();
    for (const open of await listOpenMpesaAttempts(db, new Date(Date.now() - olderThanMs).toISOString(), inquiryId)) {
      const stale = Date.parse(open.createdAt) < Date.now() - 24 * 60 * 60 * 1000;
      if (!open.providerKey) {
        if (stale) await failOpenAttempt(open.id, "M-Pesa never confirmed this payment");
        continue;
      }
      try {
        const answer = await stkQuery(open.providerKey.slice("mpesa:".length));
        if (answer.resultCode === "0") await settleMpesa(open.id, open.providerKey, { paid: true, receipt: null });
        else if (ENDED.has(answer.resultCode) || stale) await settleMpesa(open.id, open.providerKey, { paid: false, reason: answer.resultDesc });
      } catch (error) {
        if (stale) await failOpenAttempt(open.id, "M-Pesa never confirmed this payment");
        else if (!(error instanceof ProviderUnavailable)) throw error;
      }
    }
  } catch (error) {
    console.error("M-Pesa attempts not reconciled:", error instanceof Error ? error.message : error);
  }
}

export { ProviderUnavailable };
export type { PaymentChoice };
