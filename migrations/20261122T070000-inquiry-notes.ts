import type { Kysely } from "kysely";

// An internal staff note per booking inquiry (never shown to the guest, never in e-mails),
// with who last changed it and when.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookingInquiries").addColumn("note", "text").execute();
  await db.schema.alterTable("bookingInquiries").addColumn("noteUpdatedAt", "text").execute();
  await db.schema.alterTable("bookingInquiries").addColumn("noteUpdatedBy", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookingInquiries").dropColumn("noteUpdatedBy").execute();
  await db.schema.alterTable("bookingInquiries").dropColumn("noteUpdatedAt").execute();
  await db.schema.alterTable("bookingInquiries").dropColumn("note").execute();
}
