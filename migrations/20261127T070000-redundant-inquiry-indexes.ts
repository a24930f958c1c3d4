import type { Kysely } from "kysely";

// Two indexes of bookingInquiries that others already contain: (status, createdAt desc) is the start of
// booking_inquiries_status_recent (status, createdAt desc, id desc), and (propertyId) the start of
// booking_inquiries_stay (propertyId, status, startDate) and booking_inquiries_property_recent. A query
// served by the shorter one is served by the longer as well (the admin lists' plans at 100,000 inquiries
// are checked in tests/integration/admin-lists-at-scale.test.ts), while every new inquiry wrote both, under
// the write lock every guest's form waits for.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("booking_inquiries_status").ifExists().execute();
  await db.schema.dropIndex("booking_inquiries_property").ifExists().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("booking_inquiries_status").on("bookingInquiries").columns(["status", "createdAt desc"]).execute();
  await db.schema.createIndex("booking_inquiries_property").on("bookingInquiries").column("propertyId").execute();
}
