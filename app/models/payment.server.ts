import { getDb, type DB } from "~/db/db.server";
import type { PaymentsTable } from "~/db/schema";
import type { Insertable, Selectable } from "kysely";
import { bookingMoney, type BookingMoney, type PaymentEntry } from "~/lib/payments";
import { getPaymentSettings } from "./settings.server";
import type { PaymentSettings } from "~/schemas/settings";
import { nowIso } from "~/lib/clock";
import { inWindow } from "~/db/sql";
import { ADMIN_LIST_LIMIT, pageWindow, type Page, type PageRequest } from "~/lib/paging.server";
import { businessDaysToUtc } from "~/lib/dates";
import type { PaymentListQuery } from "~/schemas/admin-list-query";

/** A payment or refund as stored (the online payments read their attempts whole). */
export type PaymentRow = Selectable<PaymentsTable>;

function toEntry(row: PaymentRow): PaymentEntry {
  const { id, kind, method, amount, currency, status, providerRef, note, settledAt, createdAt } = row;
  // A settled payment is dated when it settled (a refund when it was made); an open one when it started.
  const entry: PaymentEntry = {
    id,
    kind,
    method,
    amount,
    currency,
    status,
    providerRef,
    note,
    at: settledAt ?? createdAt,
    receipt: row.receipt ?? null,
    shillings: row.shillings ?? null,
  };
  return status === "pending" && row.answerLost === 1 ? { ...entry, outcomeUnknown: true } : entry;
}

/** A booking's payments and refunds, oldest first, read with `executor` (a command's transaction) or alone. */
export async function listBookingPayments(inquiryId: number, executor?: DB): Promise<PaymentEntry[]> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("payments").selectAll().where("inquiryId", "=", inquiryId).orderBy("createdAt").orderBy("id").execute();
  return rows.map(toEntry);
}

/** One stored payment or refund by id, read with `db` (a command's transaction: under its write lock). */
export function findPayment(db: DB, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The status of payment `id` only, read with `db` (the card refunds re-read it under the write lock). */
export function findPaymentStatus(db: DB, id: number) {
  return db.selectFrom("payments").select("status").where("id", "=", id).executeTakeFirst();
}

/** The attempt the provider knows by `providerKey` ("stripe:{session}", "mpesa:{CheckoutRequestID}"), whole. */
export function findPaymentByProviderKey(db: DB, providerKey: string): Promise<PaymentRow | undefined> {
  return db.selectFrom("payments").selectAll().where("providerKey", "=", providerKey).executeTakeFirst();
}

/** The status and booking of the attempt the provider knows by `providerKey` (the guest back from Stripe's page). */
export function findPaymentStateByProviderKey(db: DB, providerKey: string) {
  return db.selectFrom("payments").select(["status", "inquiryId"]).where("providerKey", "=", providerKey).executeTakeFirst();
}

/** The M-Pesa attempt whose secret callback token is `token` (looked up by its value), whole. */
export function findPaymentByCallbackToken(db: DB, token: string): Promise<PaymentRow | undefined> {
  return db.selectFrom("payments").selectAll().where("callbackToken", "=", token).executeTakeFirst();
}

/** Remember the provider's own id for attempt `id`, in the write transaction `db`, unless one is set already. */
export async function setProviderKeyIfUnset(db: DB, id: number, providerKey: string): Promise<void> {
  await db.updateTable("payments").set({ providerKey }).where("id", "=", id).where("providerKey", "is", null).execute();
}

/** Fill in a settled payment's provider reference (M-Pesa's receipt number), in the write transaction `db`, unless one is set. */
export async function setProviderRefIfUnset(db: DB, id: number, providerRef: string, receipt: string | null = null): Promise<void> {
  await db
    .updateTable("payments")
    .set({ providerRef, ...(receipt ? { receipt } : {}) })
    .where("id", "=", id)
    .where("providerRef", "is", null)
    .execute();
}

/** A refund still owed, with the payment it gives back (its method and provider reference): for the provider's refund. */
export function findOwedRefund(db: DB, id: number) {
  return db
    .selectFrom("payments as refund")
    .innerJoin("payments as paid", "paid.id", "refund.refundOf")
    .select(["refund.id", "refund.inquiryId", "refund.amount", "refund.currency", "refund.method", "refund.status", "paid.providerRef as paidRef"])
    .where("refund.id", "=", id)
    .where("refund.kind", "=", "refund")
    .executeTakeFirst();
}

/** Online attempts (card, M-Pesa) still open that started before `startedBefore` and were not asked about since `checkedBefore`. */
export function listOpenOnlineAttempts(db: DB, startedBefore: string, checkedBefore: string) {
  return db
    .selectFrom("payments")
    .select(["id", "inquiryId"])
    .where("status", "=", "pending")
    .where("kind", "=", "payment")
    .where("method", "in", ["card", "mpesa"])
    .where("createdAt", "<", startedBefore)
    .where((eb) => eb.or([eb("checkedAt", "is", null), eb("checkedAt", "<", checkedBefore)]))
    .orderBy("id")
    .limit(500)
    .execute();
}

/** The booking's open online attempt, if any (at most one: payments_one_open_attempt). */
export function findOpenAttempt(db: DB, inquiryId: number) {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("inquiryId", "=", inquiryId)
    .where("status", "=", "pending")
    .where("kind", "=", "payment")
    .where("method", "in", ["card", "mpesa"])
    .executeTakeFirst();
}

/** The card attempt a return address names (its `returnKey`). */
export function findPaymentByReturnKey(db: DB, returnKey: string) {
  return db.selectFrom("payments").selectAll().where("returnKey", "=", returnKey).executeTakeFirst();
}

/** Note that the provider is being asked about an attempt now. */
export async function markAttemptChecked(db: DB, id: number, at: string): Promise<void> {
  await db.updateTable("payments").set({ checkedAt: at }).where("id", "=", id).execute();
}

/** The provider may have taken the attempt, but its answer was lost: unknown until it says. */
export async function markAnswerLost(db: DB, id: number): Promise<void> {
  await db.updateTable("payments").set({ answerLost: 1 }).where("id", "=", id).where("status", "=", "pending").execute();
}

/** Store one payment or refund in the write transaction `db`; answers it as the booking's money lists it. */
export async function insertPayment(
  db: DB,
  row: Omit<Insertable<PaymentsTable>, "createdAt" | "settledAt"> & { settled?: boolean },
): Promise<PaymentEntry> {
  const { settled, ...values } = row;
  const now = nowIso();
  const stored = await db
    .insertInto("payments")
    .values({ ...values, createdAt: now, settledAt: settled ? now : null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(stored);
}

/** One payment or refund in the Payments list: with its booking's reference, guest and property. */
export interface PaymentListItem extends PaymentEntry {
  inquiryId: number;
  reference: string;
  guestName: string;
  propertyName: string | null;
  recordedBy: string | null;
  createdAt: string;
}

/**
 * Every payment and refund, newest first, filtered as the Payments page, its CSV and its JSON twin ask
 * (`from`/`to`: the business day it was made, inclusive, in East Africa Time: a payment at 22:30 UTC belongs to the next day).
 */
export async function listPayments(request: PaymentListQuery & PageRequest = {}): Promise<Page<PaymentListItem>> {
  const db = await getDb();
  const window = pageWindow(request, { pageSize: 50, max: ADMIN_LIST_LIMIT.max });
  let q = db
    .selectFrom("payments")
    .innerJoin("bookingInquiries", "bookingInquiries.id", "payments.inquiryId")
    .leftJoin("properties", "properties.id", "bookingInquiries.propertyId");
  if (request.method) q = q.where("payments.method", "=", request.method);
  if (request.status) q = q.where("payments.status", "=", request.status);
  if (request.kind) q = q.where("payments.kind", "=", request.kind);
  const { since, before } = businessDaysToUtc(request);
  if (since) q = q.where("payments.createdAt", ">=", since);
  if (before) q = q.where("payments.createdAt", "<", before);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const rows = await inWindow(
    q
      .selectAll("payments")
      .select(["bookingInquiries.reference", "bookingInquiries.name as guestName", "properties.name as propertyName"])
      .orderBy("payments.createdAt", "desc")
      .orderBy("payments.id", "desc"),
    window,
  ).execute();
  return {
    items: rows.map((row) => ({
      ...toEntry(row),
      inquiryId: row.inquiryId,
      reference: row.reference,
      guestName: row.guestName,
      propertyName: row.propertyName ?? null,
      recordedBy: row.recordedBy,
      createdAt: row.createdAt,
    })),
    total,
    page: window.page,
    pageSize: window.pageSize,
  };
}

/** Settle a stored payment or refund in the write transaction `db` (its status, when, and who): answers it as listed. */
export async function settlePayment(
  db: DB,
  id: number,
  status: PaymentEntry["status"],
  fields: { recordedBy?: string | null; note?: string | null; providerRef?: string | null; receipt?: string | null } = {},
): Promise<PaymentEntry> {
  const row = await db
    .updateTable("payments")
    .set({ status, settledAt: nowIso(), ...fields })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

/**
 * A booking's money (what it costs, what was paid, what is due and by when) as of `today`, read with `db` (`rules`:
 * the payment settings when the caller has just read them).
 */
export async function bookingMoneyAsOf(
  db: DB,
  booking: { id: number; status: string; total: number | null; startDate: string },
  today: string,
  rules?: PaymentSettings,
): Promise<BookingMoney> {
  const [payments, settings] = await Promise.all([listBookingPayments(booking.id, db), rules ?? getPaymentSettings(db)]);
  return bookingMoney(booking, payments, settings, today);
}
