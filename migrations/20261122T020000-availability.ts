import type { Kysely } from "kysely";
import { identity, nowText } from "./dialect";

// Availability: staff blocks, imported iCal feeds and their events, each property's secret
// export token, and the quote a booking inquiry was sent with. Stay dates are YYYY-MM-DD text,
// nights are [startDate, endDate): the check-out day stays free.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable("calendarBlocks")
    .addColumn("id", "integer", identity(db))
    .addColumn("propertyId", "integer", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    .addColumn("startDate", "text", (c) => c.notNull())
    .addColumn("endDate", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("createdBy", "text")
    .execute();
  await db.schema.createIndex("calendar_blocks_property").on("calendarBlocks").columns(["propertyId", "startDate"]).execute();

  await db.schema
    .createTable("calendarFeeds")
    .addColumn("id", "integer", identity(db))
    .addColumn("propertyId", "integer", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("lastSyncedAt", "text")
    .addColumn("lastError", "text")
    .addColumn("lastErrorAt", "text")
    .execute();
  await db.schema.createIndex("calendar_feeds_property").on("calendarFeeds").column("propertyId").execute();

  await db.schema
    .createTable("calendarEvents")
    .addColumn("id", "integer", identity(db))
    .addColumn("feedId", "integer", (c) => c.notNull().references("calendarFeeds.id").onDelete("cascade"))
    .addColumn("propertyId", "integer", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    .addColumn("uid", "text", (c) => c.notNull())
    .addColumn("startDate", "text", (c) => c.notNull())
    .addColumn("endDate", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("calendar_events_property").on("calendarEvents").columns(["propertyId", "startDate"]).execute();
  await db.schema.createIndex("calendar_events_feed").on("calendarEvents").column("feedId").execute();

  await db.schema
    .createTable("calendarExports")
    .addColumn("propertyId", "integer", (c) => c.primaryKey().references("properties.id").onDelete("cascade"))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  // The quote the guest saw when sending the inquiry (null for inquiries sent before this existed).
  await db.schema.alterTable("bookingInquiries").addColumn("nights", "integer").execute();
  await db.schema.alterTable("bookingInquiries").addColumn("total", "integer").execute();
  await db.schema.createIndex("booking_inquiries_stay").on("bookingInquiries").columns(["propertyId", "status", "startDate"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("booking_inquiries_stay").ifExists().execute();
  await db.schema.alterTable("bookingInquiries").dropColumn("total").execute();
  await db.schema.alterTable("bookingInquiries").dropColumn("nights").execute();
  for (const table of ["calendarExports", "calendarEvents", "calendarFeeds", "calendarBlocks"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
