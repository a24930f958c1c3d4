import type { Kysely } from "kysely";

// The dashboard's departures (confirmed stays checking out this week) and the calendars' windows (stays
// still running after a day) find their rows by check-out day, as the check-in index serves arrivals.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("booking_inquiries_checkout").ifNotExists().on("bookingInquiries").columns(["endDate", "id"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("booking_inquiries_checkout").ifExists().execute();
}
