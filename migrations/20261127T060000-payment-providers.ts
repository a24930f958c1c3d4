import type { Kysely } from "kysely";

// Payments through Stripe and M-Pesa: a refund row names the payment it gives back (a card refund is sent to
// that payment's payment intent), and an M-Pesa attempt keeps the secret token of its callback address, so a
// callback is matched to the attempt it belongs to and anything else is ignored.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("payments")
    .addColumn("refundOf", "integer", (c) => c.references("payments.id"))
    .execute();
  await db.schema.alterTable("payments").addColumn("callbackToken", "text").execute();
  await db.schema.createIndex("payments_callback_token").unique().on("payments").column("callbackToken").execute();
  // The jobs that settle what a provider left open (a lost callback, a card refund Stripe did not take yet) find them by status.
  await db.schema.createIndex("payments_status").on("payments").columns(["status", "method"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_status").execute();
  await db.schema.dropIndex("payments_callback_token").execute();
  await db.schema.alterTable("payments").dropColumn("callbackToken").execute();
  await db.schema.alterTable("payments").dropColumn("refundOf").execute();
}
