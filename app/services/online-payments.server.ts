import { randomBytes } from "node:crypto";
import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { isUniqueViolation } from "~/lib/database-errors";
import { ConflictError, NotFoundError, ValidationError } from "~/lib/domain-errors";
import { DEFAULT_CURRENCY, formatMoney } from "~/lib/money";
import { inShillings, normaliseKenyanPhone, paymentChoices, type BookingMoney, type PaymentChoice } from "~/lib/payments";
import { ProviderUnavailable } from "~/lib/provider-errors";
import { publicUrl } from "~/lib/public-url.server";
import { ONLINE_PAYMENT_MESSAGES } from "~/messages";
import { recordAudit } from "~/models/audit.server";
import { findGuestStay, guestPathOf, guestTokenOf, inquiryForEmail, inquiryStatusOf } from "~/models/inquiry.server";
import {
  findOpenAttempt,
  findPayment,
  findPaymentByCallbackToken,
  findPaymentByProviderKey,
  findPaymentByReturnKey,
  insertPayment,
  listOpenOnlineAttempts,
  markAnswerLost,
  markAttemptChecked,
  setProviderKeyIfUnset,
  setProviderRefIfUnset,
  settlePayment,
  type PaymentRow,
} from "~/models/payment.server";
import { getBusinessSettings, getPaymentSettings } from "~/models/settings.server";
import { GUEST_ACTOR } from "./guest-page.server";
import { queuePaymentEmail, queuePaymentUnconfirmedEmail, queueStaffPaymentEmail } from "./notices.server";
import { onlinePaymentTerms, type PaymentOffers } from "./payment-methods.server";
import {
  isOnlineMethod,
  parseProviderKey,
  providerFor,
  providerKey,
  type OnlineMethod,
  type PaymentProvider,
} from "./payment-providers/index.server";
import type { AttemptOutcome, IncomingNotice } from "./payment-providers/provider";
import { moneyFor, moneyOf, PAYMENT_AUDIT, providerActor, queueProviderRefunds } from "./payments.server";
import { paymentTaskKey } from "./task-kinds";
import { enqueue } from "./tasks.server";

/*
 * The guest pays online on their own page (/stay/{token}), through whichever provider serves the method they chose
 * (./payment-providers: Stripe Checkout for cards, Daraja's STK push for M-Pesa), orchestrated here once for all of
 * them (docs/decisions/1128-payment-providers.md). Every amount is worked out from the stored quote and the payment
 * rows (lib/payments.ts); the browser only says which of the amounts due it wants to pay. Each attempt is a payment
 * row, `pending` until the provider's verified notification or its answer to a question settles it, once. A booking
 * has at most one open attempt (a unique index: across servers too). A page load never calls a provider: it may ask
 * for a `query-attempt` task, at most once per 30 s per attempt, which the task runner carries out.
 */

/** How a choice reads in a payment's note and the provider's description. */
const CHOICE_WORDS: Record<PaymentChoice, string> = { deposit: "Deposit", balance: "Balance", full: "Payment in full" };

/** An open attempt is asked about at most this often, whatever the number of open pages. */
export const CHECK_EVERY_MS = 30_000;
/** A new attempt is left to its provider's own notification this long before anyone asks. */
const ASK_AFTER_MS = 45_000;
/** An attempt nobody could settle in this long is closed (a confirmation that still comes records it). */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** A card attempt's return address works this long (Stripe's page closes after 30 minutes). */
const RETURN_VALID_MS = 2 * 60 * 60_000;

/** The words of the choice an attempt's note starts with. */
const choiceWords = (note: string | null) => Object.values(CHOICE_WORDS).find((words) => note?.startsWith(words)) ?? CHOICE_WORDS.full;

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
  // The guest was told "do not pay again — we will e-mail you": they are, with what to do if money left their account.
  if (row.answerLost === 1) {
    const token = (await guestTokenOf(trx, row.inquiryId))!;
    const attempt = { method: row.method, amount: row.amount, currency: row.currency, startedAt: row.createdAt };
    await queuePaymentUnconfirmedEmail(trx, await inquiryForEmail(trx, row.inquiryId), attempt, token);
  }
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
 * The provider says an attempt was paid (in the transaction `trx`): it becomes succeeded with the provider's
 * reference, the guest gets a receipt and staff a note, and the audit log (the booking's timeline) records it. Money
 * the booking no longer needs (it was cancelled while the guest paid, or two attempts both went through) is recorded
 * as a refund owed at once, with the task that sends it back where the provider can, so nothing is kept that is not owed.
 */
async function recordProviderPayment(trx: DB, row: PaymentRow, providerRef: string | null, key: string, receipt: string | null): Promise<void> {
  const payment = await settlePayment(trx, row.id, "succeeded", { providerRef, receipt });
  await setProviderKeyIfUnset(trx, row.id, key);
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
    const refund = await insertPayment(trx, {
      inquiryId: row.inquiryId,
      kind: "refund",
      method: row.method,
      amount: excess,
      currency: row.currency,
      shillings: row.shillings ? Math.round((row.shillings * excess) / row.amount) : null,
      status: "pending",
      note:
        booking.status === "cancelled"
          ? `Refund of payment #${row.id}: the booking is cancelled`
          : `Refund of payment #${row.id}: more than the total`,
      refundOf: row.id,
    });
    await recordAudit(
      trx,
      providerActor(row.method),
      PAYMENT_AUDIT.refundOwed,
      { type: "booking-inquiry", id: row.inquiryId },
      { amount: excess, policy: excess, paid: row.amount, currency: row.currency },
    );
    await queueProviderRefunds(trx, [{ id: refund.id, method: row.method }]);
  }
}

// ---------------------------------------------------------------- the guest's page

/** The booking's open or last failed online attempt, as the guest's page tells it. */
export interface AttemptView {
  method: OnlineMethod;
  status: "pending" | "failed";
  note: string | null;
  /** The provider may have taken it but its answer was lost: do not pay again. */
  unknown: boolean;
}

/** What the guest's page shows of their money and how they can pay. */
export interface GuestPaymentView {
  money: BookingMoney;
  offers: PaymentOffers;
  /** The amounts they may pay now, by choice (none when nothing is due, the site takes no payments online, or an attempt is open). */
  choices: Partial<Record<PaymentChoice, number>>;
  /** The same in shillings, when M-Pesa is offered and the Settings currency is not KES. */
  shillings: Partial<Record<PaymentChoice, number>> | null;
  /** The newest online attempt when it is still open, or failed after the last payment (its reason). */
  attempt: AttemptView | null;
}

/** Whether an open attempt is due to be asked about (old enough, and not asked within CHECK_EVERY_MS). */
function dueForCheck(row: { createdAt: string; checkedAt: string | null }, now: number, askAfterMs = ASK_AFTER_MS): boolean {
  return Date.parse(row.createdAt) <= now - askAfterMs && (row.checkedAt === null || Date.parse(row.checkedAt) <= now - CHECK_EVERY_MS);
}

/** Ask for `row` to be queried by the task runner (one waiting task per attempt), in `trx`. */
function askAbout(trx: DB, paymentId: number, runAt?: Date): Promise<boolean> {
  return enqueue(trx, "query-attempt", { paymentId }, { dedupeKey: paymentTaskKey("query-attempt", paymentId), runAt });
}

/**
 * The guest page's payment part. No provider is called here: an open attempt old enough to ask about, and not asked
 * about within 30 s, gets a `query-attempt` task (one waiting per attempt), so twenty reloads ask the provider once.
 */
export async function guestPaymentView(stay: { id: number; status: string; total: number | null; startDate: string }): Promise<GuestPaymentView> {
  const db = await getDb();
  // The payment settings once, for both what is offered (the KES rate) and what is due (the deposit rules).
  const rules = await getPaymentSettings(db);
  const terms = await onlinePaymentTerms(db, rules);
  const { offers } = terms;
  const online = terms.methods.length > 0;
  const open = online ? await findOpenAttempt(db, stay.id) : undefined;
  if (open && dueForCheck(open, Date.now())) await writeTransaction((trx) => askAbout(trx, open.id));
  const money = await moneyFor(stay, db, rules);
  const choices = online && stay.status === "confirmed" && !open ? paymentChoices(money) : {};
  let shillings: GuestPaymentView["shillings"] = null;
  if (terms.shillings && terms.shillings.currency !== "KES") {
    const { currency, kesExchangeRate } = terms.shillings;
    shillings = Object.fromEntries(Object.entries(choices).map(([choice, amount]) => [choice, inShillings(amount, currency, kesExchangeRate) ?? 0]));
  }
  let attempt: AttemptView | null = null;
  if (open && isOnlineMethod(open.method)) attempt = { method: open.method, status: "pending", note: open.note, unknown: open.answerLost === 1 };
  else {
    const newest = money.payments.filter((p) => p.kind === "payment" && isOnlineMethod(p.method)).at(-1);
    if (newest && newest.status === "failed" && isOnlineMethod(newest.method))
      attempt = { method: newest.method, status: "failed", note: newest.note, unknown: false };
  }
  return { money, offers, choices, shillings, attempt };
}

/** 'Check again' on the guest's page (a POST): the open attempt is asked about now, unless it was within 30 s. */
export async function checkAttemptAgain(token: string | undefined): Promise<void> {
  await writeTransaction(async (trx) => {
    const stay = await findGuestStay(token, trx);
    if (!stay) throw new NotFoundError("Booking inquiry not found");
    const open = await findOpenAttempt(trx, stay.id);
    if (open && dueForCheck(open, Date.now(), 0)) await askAbout(trx, open.id);
  });
}

// ---------------------------------------------------------------- starting a payment

export interface PaymentRequest {
  method: OnlineMethod;
  choice: PaymentChoice;
  /** The M-Pesa phone as typed. */
  phone?: string;
}

/** What the start of a payment came to: where to send the guest (a hosted page), or nothing (check the phone). */
export interface PaymentStart {
  redirectTo?: string;
}

/** The address Stripe sends the guest back to: the attempt's own short-lived secret, never the page's token. */
export function paymentReturnPath(returnKey: string): string {
  return `/pay/return/${encodeURIComponent(returnKey)}`;
}

/**
 * The guest chose to pay `choice` by `method`: a pending payment row (in the Settings currency; for M-Pesa the
 * shillings asked for are in its note), then the provider's start. Refused: an unknown token (404), a cancelled or
 * unconfirmed booking, a choice that is not due, a method not offered (409), an attempt already open (409, across
 * servers: the unique index payments_one_open_attempt), a phone that is not Kenyan (400 on `phone`). The provider not
 * answering: the attempt fails and ProviderUnavailable is thrown (nothing was charged); its answer lost after it may
 * have taken the request: the attempt stays open as unknown until the provider says (a callback, or a question).
 */
export async function startOnlinePayment(token: string | undefined, request: PaymentRequest): Promise<PaymentStart> {
  const provider = providerFor(request.method);
  let phone: string | null = null;
  if (request.method === "mpesa") {
    phone = normaliseKenyanPhone(request.phone ?? "");
    if (!phone) throw new ValidationError(ONLINE_PAYMENT_MESSAGES.phone, { phone: [ONLINE_PAYMENT_MESSAGES.phone] });
  }
  let started;
  try {
    started = await writeTransaction(async (trx) => {
      const stay = await payableStay(trx, token);
      const terms = await onlinePaymentTerms(trx);
      if (!terms.offers[request.method]) throw new ConflictError(ONLINE_PAYMENT_MESSAGES.notOffered);
      const amount = await amountFor(trx, stay, request.choice);
      const open = await findOpenAttempt(trx, stay.id);
      // A card attempt whose answer was lost is taken up again: the same payment, the same idempotency key, the same session.
      if (
        open &&
        !(open.method === "card" && request.method === "card" && open.answerLost === 1 && open.amount === amount && open.providerKey === null)
      )
        throw new ConflictError(ONLINE_PAYMENT_MESSAGES.inProgress);
      const currency = (await getBusinessSettings(trx)).currency ?? DEFAULT_CURRENCY;
      const shillings = request.method === "mpesa" ? inShillings(amount, currency, (await getPaymentSettings(trx)).kesExchangeRate) : null;
      if (request.method === "mpesa" && shillings === null) throw new ConflictError(ONLINE_PAYMENT_MESSAGES.notOffered);
      const payment =
        open ??
        (await insertPayment(trx, {
          inquiryId: stay.id,
          kind: "payment",
          method: request.method,
          amount,
          currency,
          status: "pending",
          note:
            request.method === "mpesa"
              ? `${CHOICE_WORDS[request.choice]}: ${formatMoney(shillings!, "KES")} asked of ${masked(phone!)}`
              : `${CHOICE_WORDS[request.choice]} by card`,
          shillings,
          callbackToken: randomBytes(24).toString("base64url"),
          returnKey: request.method === "card" ? randomBytes(24).toString("base64url") : null,
        }));
      const row = (await findPayment(trx, payment.id))!;
      return { stay, row, shillings };
    });
  } catch (error) {
    if (isUniqueViolation(error, "payments_one_open_attempt")) throw new ConflictError(ONLINE_PAYMENT_MESSAGES.inProgress);
    throw error;
  }
  const { stay, row, shillings } = started;
  const site = publicUrl();
  const returnPath = paymentReturnPath(row.returnKey ?? "");
  let answer;
  try {
    answer = await provider.start({
      paymentId: row.id,
      reference: stay.reference,
      // Built from the stored row only, so taking up a lost attempt again sends exactly the same request.
      description: `${choiceWords(row.note)}: ${stay.property?.name ?? "your stay"}, ${stay.reference}`,
      startedAt: new Date(row.createdAt),
      amount: row.amount,
      currency: row.currency,
      shillings,
      email: stay.email,
      phone,
      returnUrl: `${site}${returnPath}?session={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${site}${returnPath}?cancelled=1`,
      callbackUrl: `${site}/api/v1/payments/${request.method}/callback/${row.callbackToken}`,
    });
  } catch (error) {
    const lost = error instanceof ProviderUnavailable && error.answerLost;
    console.error(
      `${provider.name} payment #${row.id} ${lost ? "may have started (its answer was lost)" : "not started"}:`,
      error instanceof Error ? error.message : error,
    );
    if (lost) {
      // Unknown, not failed: the provider's notification, or a later question, says what happened.
      await writeTransaction(async (trx) => {
        await markAnswerLost(trx, row.id);
        await askAbout(trx, row.id, new Date(Date.now() + ASK_AFTER_MS));
      });
    } else {
      await failOpenAttempt(row.id, `${provider.name} did not answer: nothing was charged`);
    }
    throw error;
  }
  await writeTransaction((trx) => setProviderKeyIfUnset(trx, row.id, providerKey(provider, answer.providerId)));
  return { redirectTo: answer.redirectTo };
}

/** A phone number shown without its middle digits (payment notes are read by staff, not needed in full). */
const masked = (phone: string) => `${phone.slice(0, 6)}•••${phone.slice(-3)}`;

// ---------------------------------------------------------------- what providers say

export type SettleOutcome = "recorded" | "failed" | "unchanged" | "ignored";

/**
 * Settle `row` with what its provider said (in `trx`, the row re-read there). Paid: recorded once, whatever the
 * attempt's local state (an attempt closed as failed or unknown that the provider confirms was paid is recorded,
 * and any excess becomes a refund owed); for a different amount or currency: ignored and logged. Failed: only an
 * open attempt fails. Open: asked about again later.
 */
async function settleAttempt(trx: DB, row: PaymentRow, provider: PaymentProvider, key: string, outcome: AttemptOutcome): Promise<SettleOutcome> {
  if (row.kind !== "payment" || row.method !== provider.method) return "ignored";
  if (outcome.state === "open") {
    if (row.status === "pending") {
      await setProviderKeyIfUnset(trx, row.id, key);
      await askAbout(trx, row.id, new Date(Date.now() + CHECK_EVERY_MS));
    }
    return "unchanged";
  }
  if (outcome.state === "failed") {
    if (row.status !== "pending") return "unchanged";
    await setProviderKeyIfUnset(trx, row.id, key);
    await failAttempt(trx, row, outcome.reason);
    return "failed";
  }
  if (
    outcome.amount &&
    (outcome.amount.minor !== provider.toMinorUnits(row.amount, row.currency) || outcome.amount.currency.toUpperCase() !== row.currency.toUpperCase())
  ) {
    console.error(
      `${provider.name} says ${key} was paid ${outcome.amount.minor} ${outcome.amount.currency}, not payment #${row.id}'s amount: not recorded`,
    );
    return "ignored";
  }
  if (row.status === "succeeded") {
    // Settled by asking before the notification came: the notification still brings the receipt number.
    if (row.providerRef === null && outcome.ref !== null) await setProviderRefIfUnset(trx, row.id, outcome.ref, receiptOfOutcome(row, outcome));
    return "unchanged";
  }
  if (row.providerKey !== null && row.providerKey !== key) return "ignored";
  await recordProviderPayment(trx, row, outcome.ref, key, receiptOfOutcome(row, outcome));
  return "recorded";
}

/** What the guest can recognise a paid attempt by: the provider's receipt (a card's brand and last four), or M-Pesa's receipt number. */
function receiptOfOutcome(row: PaymentRow, outcome: Extract<AttemptOutcome, { state: "paid" }>): string | null {
  return outcome.receipt ?? (row.method === "mpesa" ? outcome.ref : null);
}

/** The attempt a notification is about: by the secret in its address (M-Pesa), else by the provider's id, else by the payment id it echoes. */
async function attemptOfNotice(
  trx: DB,
  provider: PaymentProvider,
  key: string,
  incoming: IncomingNotice,
  paymentId?: number,
): Promise<PaymentRow | undefined> {
  if (incoming.token !== undefined) {
    if (!/^[A-Za-z0-9_-]{32}$/.test(incoming.token)) return undefined;
    const row = await findPaymentByCallbackToken(trx, incoming.token);
    return row && row.callbackToken === incoming.token && (row.providerKey === null || row.providerKey === key) ? row : undefined;
  }
  const byKey = await findPaymentByProviderKey(trx, key);
  if (byKey) return byKey;
  if (paymentId === undefined) return undefined;
  const row = await findPayment(trx, paymentId);
  return row && row.providerKey === null ? row : undefined;
}

/**
 * A provider's notification (Stripe's signed webhook, Daraja's callback at its secret address), verified the
 * provider's way by `confirm` (BadSignature or ValidationError otherwise), then settled once. A replay, or a
 * notification about no attempt of ours, changes nothing.
 */
export async function handleProviderNotice(method: OnlineMethod, incoming: IncomingNotice): Promise<SettleOutcome> {
  const provider = providerFor(method);
  const notice = await provider.confirm(incoming);
  if (!notice) return "ignored";
  const key = providerKey(provider, notice.providerId);
  return writeTransaction(async (trx) => {
    const row = await attemptOfNotice(trx, provider, key, incoming, notice.paymentId);
    return row ? settleAttempt(trx, row, provider, key, notice.outcome) : "ignored";
  });
}

/**
 * The `query-attempt` task: ask the provider what became of open attempt `paymentId` (no more than once per 30 s),
 * and settle it. An attempt whose provider id is unknown (its answer was lost) waits for the provider's notification;
 * one nobody could settle for a day is closed ("never confirmed"; a confirmation that still comes records it).
 */
export async function queryAttempt(paymentId: number): Promise<void | { again: Date }> {
  const db = await getDb();
  const row = await findPayment(db, paymentId);
  if (!row || row.status !== "pending" || row.kind !== "payment" || !isOnlineMethod(row.method)) return;
  const now = Date.now();
  const stale = Date.parse(row.createdAt) < now - GIVE_UP_AFTER_MS;
  const parsed = parseProviderKey(row.providerKey);
  if (!parsed) {
    if (stale) return failOpenAttempt(row.id, `${providerFor(row.method).name} never confirmed this payment`);
    return { again: new Date(now + 10 * 60_000) };
  }
  if (row.checkedAt && Date.parse(row.checkedAt) > now - CHECK_EVERY_MS) return { again: new Date(Date.parse(row.checkedAt) + CHECK_EVERY_MS) };
  await writeTransaction((trx) => markAttemptChecked(trx, row.id, new Date(now).toISOString()));
  let outcome: AttemptOutcome;
  try {
    outcome = await parsed.provider.query(parsed.providerId);
  } catch (error) {
    if (stale) return failOpenAttempt(row.id, `${parsed.provider.name} never confirmed this payment`);
    throw error;
  }
  if (outcome.state === "open" && stale) outcome = { state: "failed", reason: `${parsed.provider.name} never confirmed this payment` };
  // Not finished yet: this task looks again (every 30 s for ten minutes, then every ten), until the give-up.
  if (outcome.state === "open") return { again: new Date(now + (Date.parse(row.createdAt) > now - 10 * 60_000 ? CHECK_EVERY_MS : 10 * 60_000)) };
  await writeTransaction(async (trx) => {
    const current = await findPayment(trx, row.id);
    if (current) await settleAttempt(trx, current, parsed.provider, row.providerKey!, outcome);
  });
}

/**
 * The `cancel-attempt` task: the guest came back from the provider's page without paying. The provider closes the
 * attempt (so it can no longer be paid) and it fails; if it was paid meanwhile, it is recorded.
 */
export async function cancelAttempt(paymentId: number): Promise<void> {
  const db = await getDb();
  const row = await findPayment(db, paymentId);
  if (!row || row.status !== "pending") return;
  const parsed = parseProviderKey(row.providerKey);
  if (!parsed?.provider.cancel) return;
  const outcome = await parsed.provider.cancel(parsed.providerId);
  await writeTransaction(async (trx) => {
    const current = await findPayment(trx, row.id);
    if (current)
      await settleAttempt(
        trx,
        current,
        parsed.provider,
        row.providerKey!,
        outcome.state === "open" ? { state: "failed", reason: "The card payment was not completed" } : outcome,
      );
  });
}

/**
 * The guest is back from the provider's page at the attempt's return address (`returnKey`, valid 2 hours): the
 * attempt is asked about (or closed, when they cancelled) by a task, and the guest is sent on to their page with
 * what to show. Null for an unknown or expired address.
 */
export async function returnFromProvider(returnKey: string, cancelled: boolean): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(returnKey)) return null;
  return writeTransaction(async (trx) => {
    const row = await findPaymentByReturnKey(trx, returnKey);
    if (!row || row.returnKey !== returnKey || Date.parse(row.createdAt) < Date.now() - RETURN_VALID_MS) return null;
    if (row.status === "pending") {
      if (cancelled) await enqueue(trx, "cancel-attempt", { paymentId: row.id }, { dedupeKey: paymentTaskKey("cancel-attempt", row.id) });
      else await askAbout(trx, row.id);
    }
    // Back to the guest's page in the language they wrote in.
    const page = (await guestPathOf(trx, row.inquiryId))!;
    return `${page}?payment=${cancelled ? "card-cancelled" : "card"}`;
  });
}

/**
 * The periodic safety net (every 5 minutes, one server): open attempts that nobody asked about lately (their
 * notification lost, their page closed) get a `query-attempt` task. Answers how many were asked for.
 */
export async function askAboutOpenAttempts(now = Date.now()): Promise<number> {
  const db = await getDb();
  const open = await listOpenOnlineAttempts(db, new Date(now - 5 * 60_000).toISOString(), new Date(now - 5 * 60_000).toISOString());
  if (open.length === 0) return 0;
  return writeTransaction(async (trx) => {
    let asked = 0;
    for (const row of open) if (await askAbout(trx, row.id)) asked++;
    return asked;
  });
}

export { ProviderUnavailable };
export type { PaymentChoice };
