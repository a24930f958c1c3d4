import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { todayInBusinessZone } from "~/lib/dates";
import { ConflictError, NotFoundError, ValidationError } from "~/lib/domain-errors";
import { formatMoney } from "~/lib/money";
import { bookingMoney, type BookingMoney, type PaymentEntry } from "~/lib/payments";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { inquiryAuditLabel } from "~/models/inquiry.server";
import { insertPayment, listBookingPayments } from "~/models/payment.server";
import { getBusinessSettings, getPaymentSettings } from "~/models/settings.server";
import type { OfflinePaymentInput } from "~/schemas/payment";
import { PAYMENT_MESSAGES } from "~/messages";

/** The audit log's names for a booking's money. */
export const PAYMENT_AUDIT = {
  recorded: "inquiry.payment",
} as const;

/** A booking's status, quoted total and check-in, read with `db`; 404 when there is none. */
async function bookingFor(db: DB, inquiryId: number) {
  const row = await db.selectFrom("bookingInquiries").select(["id", "status", "total", "startDate"]).where("id", "=", inquiryId).executeTakeFirst();
  if (!row) throw new NotFoundError("Booking inquiry not found");
  return row;
}

/** A booking's money today (see lib/payments.ts), read with `executor` (a command's transaction) or alone. */
export async function moneyOf(inquiryId: number, executor?: DB): Promise<BookingMoney> {
  const db = executor ?? (await getDb());
  const [booking, payments, rules] = await Promise.all([bookingFor(db, inquiryId), listBookingPayments(inquiryId, db), getPaymentSettings(db)]);
  return bookingMoney(booking, payments, rules, todayInBusinessZone());
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
      currency: currency ?? "USD",
      status: "succeeded",
      note: input.note ?? null,
      recordedBy: actor.username,
      settled: true,
    });
    await recordAudit(
      trx,
      actor,
      PAYMENT_AUDIT.recorded,
      { type: "booking-inquiry", id: inquiryId, label: await inquiryAuditLabel(trx, inquiryId) },
      { paymentId: payment.id, method: payment.method, amount: payment.amount, currency: payment.currency },
    );
    return payment;
  });
}
