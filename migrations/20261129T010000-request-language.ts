import type { Kysely } from "kysely";

// The language a guest wrote in (issue 40): a booking inquiry and a contact message keep the language of the page
// they were sent from ("en", "sw", "de"), so every e-mail to that guest is written in it; staff can change an
// inquiry's. Everything stored before this was sent from the English pages.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookingInquiries")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  await db.schema
    .alterTable("contactMessages")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contactMessages").dropColumn("language").execute();
  await db.schema.alterTable("bookingInquiries").dropColumn("language").execute();
}
