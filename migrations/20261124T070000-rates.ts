import type { Kysely } from "kysely";
import { dropTrigger, identity, nowText } from "./dialect";
import { createPageCacheTriggers } from "./20261122T090000-page-cache";

// Rates the way rental owners price: per property a weekend price, a minimum stay, a cleaning fee and
// an extra-guest fee over the guests the nightly price covers; dated seasons with their own prices and
// minimum stays; promo codes; and each inquiry keeps the whole quote it was sent with (its lines), so
// later rate changes never alter what the guest was told.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowText(db);
  await db.schema.alterTable("properties").addColumn("weekendPrice", "integer").execute();
  await db.schema
    .alterTable("properties")
    .addColumn("minNights", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("properties")
    .addColumn("cleaningFee", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("properties")
    .addColumn("extraGuestFee", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("properties").addColumn("includedGuests", "integer").execute();

  // Nights [startDate, endDate) of a property at their own price; seasons of one property never overlap (checked by the model).
  await db.schema
    .createTable("propertySeasons")
    .addColumn("id", "integer", identity(db))
    .addColumn("propertyId", "integer", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("startDate", "text", (c) => c.notNull())
    .addColumn("endDate", "text", (c) => c.notNull())
    .addColumn("nightlyPrice", "integer", (c) => c.notNull())
    .addColumn("weekendPrice", "integer")
    .addColumn("minNights", "integer")
    .execute();
  await db.schema.createIndex("property_seasons_property").on("propertySeasons").columns(["propertyId", "startDate"]).execute();
  // Public quotes and the booking form's minimum stays read seasons: a change invalidates cached public pages.
  await createPageCacheTriggers(db, "propertySeasons");

  await db.schema
    .createTable("promoCodes")
    .addColumn("id", "integer", identity(db))
    .addColumn("code", "text", (c) => c.notNull())
    // Upper case as stored, so one unique index makes codes unique ignoring case on both engines.
    .addColumn("codeKey", "text", (c) => c.notNull().unique())
    .addColumn("percent", "integer")
    .addColumn("amount", "integer")
    .addColumn("validFrom", "text")
    .addColumn("validTo", "text")
    .addColumn("minNights", "integer")
    .addColumn("maxUses", "integer")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  // The quote as sent (JSON, with its lines) and the promo code it used (counted as the code's uses).
  await db.schema.alterTable("bookingInquiries").addColumn("quote", "text").execute();
  await db.schema.alterTable("bookingInquiries").addColumn("promoCodeId", "integer").execute();
  await db.schema.createIndex("booking_inquiries_promo_code").on("bookingInquiries").column("promoCodeId").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("booking_inquiries_promo_code").ifExists().execute();
  await db.schema.alterTable("bookingInquiries").dropColumn("promoCodeId").execute();
  await db.schema.alterTable("bookingInquiries").dropColumn("quote").execute();
  await db.schema.dropTable("promoCodes").ifExists().execute();
  for (const event of ["insert", "update", "delete"]) await dropTrigger(db, `page_cache_propertySeasons_${event}`, "propertySeasons");
  await db.schema.dropTable("propertySeasons").ifExists().execute();
  for (const column of ["includedGuests", "extraGuestFee", "cleaningFee", "minNights", "weekendPrice"]) {
    await db.schema.alterTable("properties").dropColumn(column).execute();
  }
}
