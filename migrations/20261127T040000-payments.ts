import type { Kysely } from "kysely";
import { identity, nowText } from "./dialect";

// The money of a booking: every payment the guest made (card, M-Pesa, or recorded by staff: bank transfer,
// cash) and every refund owed or made, one row each. A booking's balance is always summed from these rows,
// never stored beside them, so it cannot drift from them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "integer", identity(db))
    .addColumn("inquiryId", "integer", (c) => c.notNull().references("bookingInquiries.id"))
    // "payment" (money in) or "refund" (money out).
    .addColumn("kind", "text", (c) => c.notNull())
    // "card" | "mpesa" | "bank" | "cash"
    .addColumn("method", "text", (c) => c.notNull())
    // Whole units of `currency`, always positive: a refund is a row of kind "refund".
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    // "pending" (started, or a refund still owed) | "succeeded" | "failed" | "refunded" (a payment given back in full)
    .addColumn("status", "text", (c) => c.notNull())
    // What the provider calls it (a receipt number, a payment intent), shown to staff.
    .addColumn("providerRef", "text")
    // One provider attempt is one row: a replayed callback finds it here and changes nothing.
    .addColumn("providerKey", "text", (c) => c.unique())
    // Why it failed (the provider's words), or staff's note on an offline payment.
    .addColumn("note", "text")
    // The staff member who recorded it (offline payments, refunds marked done); null for the guest's own.
    .addColumn("recordedBy", "text")
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(nowText(db)))
    .addColumn("settledAt", "text")
    .execute();
  await db.schema.createIndex("payments_inquiry").on("payments").columns(["inquiryId", "createdAt"]).execute();
  // The Payments page lists the newest first.
  await db.schema.createIndex("payments_created").on("payments").column("createdAt").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payments").execute();
}
