import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { todayInBusinessZone } from "~/lib/dates";
import { ConflictError, NotFoundError, ValidationError } from "~/lib/domain-errors";
import { DEFAULT_CURRENCY, formatMoney } from "~/lib/money";
import { refundOnCancelling, type BookingMoney, type PaymentEntry } from "~/lib/payments";
import { recordAudit, type AuditActor, type OutsideActor } from "~/models/audit.server";
import { findBookingTerms, inquiryForEmail } from "~/models/inquiry.server";
import { queuePaymentEmail, queueRefundOwedEmail } from "./notices.server";
import {
  bookingMoneyAsOf,
  findPayment,
  findPaymentStatus,
  insertPayment,
  listBookingPayments,
  findOwedRefund,
  settlePayment,
} from "~/models/payment.server";
import { isOnlineMethod, providerFor } from "./payment-providers/index.server";
import { paymentTaskKey } from "./task-kinds";
import { enqueue } from "./tasks.server";
import { getBusinessSettings } from "~/models/settings.server";
import type { OfflinePaymentInput } from "~/schemas/payment";
import type { PaymentSettings } from "~/schemas/settings";
import { PAYMENT_MESSAGES } from "~/messages";

/** The audit log's names for a booking's money. */
export const PAYMENT_AUDIT = {
  recorded: "inquiry.payment",
  refundOwed: "inquiry.refund-owed",
  refundMade: "inquiry.refund-made",
  /** The guest paid online (card through Stripe, M-Pesa through Daraja). */
  paidOnline: "inquiry.payment-online",
  /** An online attempt failed or was abandoned (the provider's reason). */
  attemptFailed: "inquiry.payment-failed",
  /** Stripe accepted a card refund. */
  refundSent: "inquiry.refund-sent",
} as const;

/** Who the audit log names for what a payment provider reported (a card refund Stripe accepted): the provider of `method`. */
export function providerActor(method: string): OutsideActor {
  return { id: null, username: isOnlineMethod(method) ? providerFor(method).name : "Payment provider" };
}

/** A booking's status, quoted total and check-in, read with `db`; 404 when there is none. */
/** What a booking's money is worked out from: its status, quoted total and check-in. */
export type BookingTerms = { id: number; status: string; total: number | null; startDate: string };

async function bookingFor(db: DB, inquiryId: number): Promise<BookingTerms> {
  const row = await findBookingTerms(db, inquiryId);
  if (!row) throw new NotFoundError("Booking inquiry not found");
  return row;
}

/** A booking's money today (see lib/payments.ts), read with `executor` (a command's transaction) or alone. */
export async function moneyOf(inquiryId: number, executor?: DB): Promise<BookingMoney> {
  const db = executor ?? (await getDb());
  return moneyFor(await bookingFor(db, inquiryId), db);
}

/**
 * The money of a booking already read (its id, status, quoted total and check-in): two statements, its payments and
 * the Settings (one, when the caller passes the payment settings it has just read).
 */
export async function moneyFor(
  booking: { id: number; status: string; total: number | null; startDate: string },
  executor?: DB,
  rules?: PaymentSettings,
): Promise<BookingMoney> {
  return bookingMoneyAsOf(executor ?? (await getDb()), booking, todayInBusinessZone(), rules);
}

/**
 * Staff record a payment made outside the site (a bank transfer, cash): stored as succeeded with who
 * recorded it, in the Settings currency, with its audit row, in one transaction. Refused: a booking that
 * is not confirmed or is cancelled (409), more than is still owed (400 on `amount`).
 */
export async function recordOfflinePayment(actor: AuditActor, inquiryId: number, input: OfflinePaymentInput): Promise<PaymentEntry> {
  return writeTransaction(async (trx) => {
    const booking = await bookingFor(trx, inquiryId);
    if (booking.status === "cancelled") throw new ConflictError(PAYMENT_MESSAGES.cancelled);
    if (booking.status !== "confirmed") throw new ConflictError(PAYMENT_MESSAGES.notConfirmed);
    if (booking.total == null) throw new ConflictError(PAYMENT_MESSAGES.noQuote);
    const money = await moneyOf(inquiryId, trx);
    const { currency } = await getBusinessSettings(trx);
    const owed = money.total - money.paid;
    if (owed <= 0) throw new ConflictError(PAYMENT_MESSAGES.nothingOwed);
    if (input.amount > owed) {
      const message = PAYMENT_MESSAGES.overpaid(formatMoney(owed, currency));
      throw new ValidationError(message, { amount: [message] });
    }
    const payment = await insertPayment(trx, {
      inquiryId,
      kind: "payment",
      method: input.method,
      amount: input.amount,
      currency: currency ?? DEFAULT_CURRENCY,
      status: "succeeded",
      note: input.note ?? null,
      recordedBy: actor.username,
      settled: true,
    });
    await queuePaymentEmail(trx, await inquiryForEmail(trx, inquiryId), payment, await moneyOf(inquiryId, trx));
    await recordAudit(
      trx,
      actor,
      PAYMENT_AUDIT.recorded,
      { type: "booking-inquiry", id: inquiryId },
      { paymentId: payment.id, method: payment.method, amount: payment.amount, currency: payment.currency },
    );
    return payment;
  });
}

/**
 * What cancelling a booking gives back, read before staff confirm the cancellation: what was paid (less what was
 * refunded or is owed already) and the refund the cancellation policy gives on it today.
 */
export async function cancellationRefund(inquiryId: number, executor?: DB, terms?: BookingTerms): Promise<{ paid: number; policy: number }> {
  const db = executor ?? (await getDb());
  const booking = terms ?? (await bookingFor(db, inquiryId));
  return refundOnCancelling(await moneyFor(booking, db), booking.startDate, todayInBusinessZone());
}

/**
 * A booking with money paid was cancelled (in the cancellation's own transaction `trx`): the refund owed
 * (staff's `amount`, else the policy's) is recorded as owed, spread over the payments it came from (newest
 * first, each refunded the way it was paid), with its audit row. Card refunds go to Stripe once the transaction
 * has committed (a `refund-payment` task each); money paid by M-Pesa, bank or cash is owed until staff mark it refunded.
 * More than was paid is refused (400 on `refund`).
 */
export async function recordCancellationRefund(
  trx: DB,
  actor: AuditActor | OutsideActor,
  inquiryId: number,
  amount?: number,
  /** The booking's row as the cancellation left it, when the caller has it (saves reading it again). */
  terms?: BookingTerms,
): Promise<number> {
  const { paid, policy } = await cancellationRefund(inquiryId, trx, terms);
  const refund = amount ?? policy;
  if (refund > paid) {
    const { currency } = await getBusinessSettings(trx);
    const message = PAYMENT_MESSAGES.refundTooLarge(formatMoney(paid, currency));
    throw new ValidationError(message, { refund: [message] });
  }
  const payments = (await listBookingPayments(inquiryId, trx)).filter((p) => p.kind === "payment" && p.status === "succeeded").reverse();
  if (refund <= 0) {
    // Paid, but the policy (or staff) gives nothing back: the guest is told so, plainly, rather than left waiting.
    if (paid > 0) {
      const { currency } = await getBusinessSettings(trx);
      await queueRefundOwedEmail(trx, await inquiryForEmail(trx, inquiryId), {
        paid,
        amount: 0,
        currency: currency ?? DEFAULT_CURRENCY,
        methods: [],
        policy,
      });
    }
    return 0;
  }
  let left = refund;
  const owed: { id: number; method: string }[] = [];
  const rows: PaymentEntry[] = [];
  for (const payment of payments) {
    if (left <= 0) break;
    const part = Math.min(left, payment.amount);
    left -= part;
    const row = await insertPayment(trx, {
      inquiryId,
      kind: "refund",
      method: payment.method,
      amount: part,
      currency: payment.currency,
      // M-Pesa: the shillings coming back, in the payment's own proportion (the guest paid in shillings at its rate).
      shillings: payment.shillings ? Math.round((payment.shillings * part) / payment.amount) : null,
      status: "pending",
      note: `Refund of payment #${payment.id}`,
      recordedBy: actor.id === null ? null : actor.username,
      refundOf: payment.id,
    });
    owed.push({ id: row.id, method: row.method });
    rows.push(row);
  }
  // What a provider can send back itself goes once this transaction commits (a task each); the rest staff give back.
  await queueProviderRefunds(trx, owed);
  const { currency } = await getBusinessSettings(trx);
  const methods = [...new Set(payments.map((p) => p.method))];
  await queueRefundOwedEmail(trx, await inquiryForEmail(trx, inquiryId), {
    paid,
    amount: refund,
    currency: payments[0]?.currency ?? currency ?? DEFAULT_CURRENCY,
    methods,
    policy,
    rows: rows.map(({ method, amount, currency, shillings }) => ({ method, amount, currency, shillings: shillings ?? null })),
  });
  await recordAudit(
    trx,
    actor,
    PAYMENT_AUDIT.refundOwed,
    { type: "booking-inquiry", id: inquiryId },
    { amount: refund, policy, paid, currency: payments[0]?.currency },
  );
  return refund;
}

/**
 * Staff have given a refund back (bank transfer, cash, M-Pesa reversal): the owed refund row becomes made, with
 * its audit row. Only a refund still owed can be marked (409 otherwise); 404 for an unknown one.
 */
export async function markRefundMade(actor: AuditActor, paymentId: number, note?: string): Promise<PaymentEntry> {
  return writeTransaction(async (trx) => {
    const row = await findPayment(trx, paymentId);
    if (!row) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    if (row.kind !== "refund" || row.status !== "pending") throw new ConflictError(PAYMENT_MESSAGES.notOwedRefund);
    const updated = await settlePayment(trx, paymentId, "succeeded", { recordedBy: actor.username, note: note ?? row.note });
    await queuePaymentEmail(trx, await inquiryForEmail(trx, row.inquiryId), updated, await moneyOf(row.inquiryId, trx));
    await recordAudit(
      trx,
      actor,
      PAYMENT_AUDIT.refundMade,
      { type: "booking-inquiry", id: row.inquiryId },
      { paymentId, amount: row.amount, currency: row.currency, method: row.method },
    );
    return updated;
  });
}

/** The refunds just recorded as owed (in `trx`) that their payment's provider can send back itself: a task each. */
export async function queueProviderRefunds(trx: DB, refunds: { id: number; method: string }[]): Promise<void> {
  for (const refund of refunds) {
    if (!isOnlineMethod(refund.method) || !providerFor(refund.method).refund) continue;
    await enqueue(trx, "refund-payment", { paymentId: refund.id }, { dedupeKey: paymentTaskKey("refund-payment", refund.id) });
  }
}

/**
 * The `refund-payment` task: send refund `paymentId`, still owed, back through the provider of the payment it gives
 * back (Stripe's Refunds API against its payment intent), with an idempotency key per refund row (a retry after a
 * lost answer is the same refund). Recorded as made, with the guest's e-mail and its audit row, once the provider
 * accepts; a provider that does not answer throws, and the task is tried again after its backoff.
 */
export async function refundThroughProvider(paymentId: number): Promise<void> {
  const db = await getDb();
  const owed = await findOwedRefund(db, paymentId);
  if (!owed || owed.status !== "pending" || !isOnlineMethod(owed.method)) return;
  const provider = providerFor(owed.method);
  if (!provider.refund) return;
  if (!provider.configured()) throw new Error(`${provider.name} is not set up: the refund stays owed`);
  if (!owed.paidRef) throw new Error(`Payment refunded by #${owed.id} has no ${provider.name} reference: staff must give it back`);
  const refund = await provider.refund({
    ref: owed.paidRef,
    amount: owed.amount,
    currency: owed.currency,
    idempotencyKey: `tigoni-refund-${owed.id}`,
  });
  await writeTransaction(async (trx) => {
    const row = await findPaymentStatus(trx, owed.id);
    if (row?.status !== "pending") return;
    const made = await settlePayment(trx, owed.id, "succeeded", { providerRef: refund.ref });
    await queuePaymentEmail(trx, await inquiryForEmail(trx, owed.inquiryId), made, await moneyOf(owed.inquiryId, trx));
    await recordAudit(
      trx,
      providerActor(owed.method),
      PAYMENT_AUDIT.refundSent,
      { type: "booking-inquiry", id: owed.inquiryId },
      { paymentId: owed.id, amount: owed.amount, currency: owed.currency, method: owed.method, providerRef: refund.ref },
    );
  });
}
