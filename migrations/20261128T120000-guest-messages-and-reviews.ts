import type { Kysely } from "kysely";
import { createPageCacheTriggers } from "./20261122T090000-page-cache";
import { dropTrigger, identity, nowText } from "./dialect";

// Scheduled guest messages and verified reviews (issue 38; docs/decisions/1128-guest-messages-and-reviews.md).
// - `guestMessageSettings`: staff's edits of the four messages (a kind with no row is its default);
// - `guestMessages`: one row per booking and message kind, what its page shows (waiting, sent, skipped,
//   cancelled, when due, when sent, why skipped); the sending itself is a `guest-message` task whose handler
//   marks the row sent and queues the e-mail in one transaction, so each goes out once;
// - `reviews`: one per stay, made with its own secret link when the Thank you message goes out ("invited"), then
//   "waiting" once the guest writes it, "published" or "rejected" by staff. Writes that a public page shows (a
//   published review, or one leaving that state) bump the page cache's data version.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("guestMessageSettings")
    .addColumn("kind", "text", (c) => c.primaryKey())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("offsetDays", "integer", (c) => c.notNull())
    .addColumn("timeOfDay", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull().defaultTo(nowText(db)))
    .execute();

  await db.schema
    .createTable("guestMessages")
    .addColumn("id", "integer", identity(db))
    .addColumn("inquiryId", "integer", (c) => c.notNull().references("bookingInquiries.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("dueAt", "text", (c) => c.notNull())
    // "waiting" | "sent" | "skipped" | "cancelled"
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("sentAt", "text")
    .addColumn("reason", "text")
    .addColumn("updatedAt", "text", (c) => c.notNull().defaultTo(nowText(db)))
    .addUniqueConstraint("guest_messages_one_per_kind", ["inquiryId", "kind"])
    .execute();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "integer", identity(db))
    .addColumn("inquiryId", "integer", (c) => c.notNull().unique().references("bookingInquiries.id").onDelete("cascade"))
    .addColumn("propertyId", "integer", (c) => c.notNull())
    // The guest's own link (/review/{token}): 32 random bytes, base64url; valid until tokenExpiresAt.
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("tokenExpiresAt", "text", (c) => c.notNull())
    // "invited" | "waiting" | "published" | "rejected"
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("overall", "integer")
    .addColumn("cleanliness", "integer")
    .addColumn("accuracy", "integer")
    .addColumn("checkIn", "integer")
    .addColumn("communication", "integer")
    .addColumn("location", "integer")
    .addColumn("value", "integer")
    .addColumn("title", "text")
    .addColumn("body", "text")
    .addColumn("shownName", "text")
    .addColumn("stayMonth", "text", (c) => c.notNull())
    .addColumn("rejectReason", "text")
    .addColumn("reply", "text")
    .addColumn("submittedAt", "text")
    .addColumn("publishedAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(nowText(db)))
    .execute();
  await db.schema.createIndex("reviews_property_published").on("reviews").columns(["propertyId", "status", "submittedAt"]).execute();
  await db.schema.createIndex("reviews_status").on("reviews").columns(["status", "submittedAt"]).execute();
  await createPageCacheTriggers(db, "reviews", {
    insert: `NEW.status = 'published'`,
    update: `OLD.status = 'published' OR NEW.status = 'published'`,
    delete: `OLD.status = 'published'`,
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ["insert", "update", "delete"]) await dropTrigger(db, `page_cache_reviews_${event}`, "reviews");
  await db.schema.dropTable("reviews").execute();
  await db.schema.dropTable("guestMessages").execute();
  await db.schema.dropTable("guestMessageSettings").execute();
}
