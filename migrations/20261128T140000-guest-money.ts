import { sql, type Kysely } from "kysely";

// The guest's money, told right (docs/decisions/1128-guest-money.md):
// - `bookingInquiries.confirmedAt`: when staff last confirmed it (null while pending, kept when it is cancelled), so a
//   cancelled booking reads as a booking ("You cancelled this booking"), not as a request. Filled in for the stays
//   confirmed now; a booking cancelled before this was kept reads as before.
// - `payments.shillings`: an M-Pesa payment's (or refund's) amount in whole Kenyan shillings, what the guest's phone
//   showed: a refund tells the shillings coming back.
// - `payments.receipt`: what a person can use to find a payment: the M-Pesa receipt number, or the card's brand and
//   last four digits ("Visa ending 4242") when Stripe gives them. Never a provider's internal id.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookingInquiries").addColumn("confirmedAt", "text").execute();
  await db.schema.alterTable("payments").addColumn("shillings", "integer").execute();
  await db.schema.alterTable("payments").addColumn("receipt", "text").execute();
  await sql`update ${sql.table("bookingInquiries")} set ${sql.ref("confirmedAt")} = ${sql.ref("statusChangedAt")} where ${sql.ref("status")} = 'confirmed'`.execute(
    db,
  );
  await sql`update ${sql.table("payments")} set ${sql.ref("receipt")} = ${sql.ref("providerRef")} where ${sql.ref("method")} = 'mpesa' and ${sql.ref("kind")} = 'payment' and ${sql.ref("status")} in ('succeeded', 'refunded')`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payments").dropColumn("receipt").execute();
  await db.schema.alterTable("payments").dropColumn("shillings").execute();
  await db.schema.alterTable("bookingInquiries").dropColumn("confirmedAt").execute();
}
