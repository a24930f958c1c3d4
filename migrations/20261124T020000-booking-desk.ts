import { sql, type Kysely } from "kysely";
import { identity, isPostgres, nowText } from "./dialect";

/*
 * The booking's own page: what it needs to tell an inquiry's whole story and to answer the guest.
 * - emails.inquiryId: the inquiry an outbox row is about, so its timeline finds its e-mails through an
 *   index instead of reading every payload; rows queued before this are linked from their payload once.
 * - inquiryReplies: what staff wrote to the guest (kept whole; the audit log is pruned after a year).
 * - auditLog by target: a booking's status changes and note edits without scanning the whole log.
 * - properties.directions: how to find the place, sent in the confirmation e-mail only.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("emails").addColumn("inquiryId", "integer").execute();
  const inquiryIdOfPayload = isPostgres(db)
    ? sql`cast(cast(${sql.ref("payload")} as json) -> 'inquiry' ->> 'id' as integer)`
    : sql`cast(json_extract(${sql.ref("payload")}, '$.inquiry.id') as integer)`;
  await db
    .updateTable("emails")
    .set({ inquiryId: inquiryIdOfPayload })
    .where("payload", "is not", null)
    .where("kind", "in", ["staffInquiry", "guestInquiry", "guestDecision"])
    .execute();
  await db.schema.createIndex("emails_inquiry").on("emails").columns(["inquiryId", "id"]).where(sql.ref("inquiryId"), "is not", null).execute();

  await db.schema
    .createTable("inquiryReplies")
    .addColumn("id", "integer", identity(db))
    .addColumn("inquiryId", "integer", (c) => c.notNull().references("bookingInquiries.id").onDelete("cascade"))
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(nowText(db)))
    .addColumn("authorId", "integer")
    .addColumn("authorName", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("inquiry_replies_inquiry").on("inquiryReplies").columns(["inquiryId", "id"]).execute();

  await db.schema.createIndex("audit_log_target").on("auditLog").columns(["targetType", "targetId", "createdAt"]).execute();

  await db.schema.alterTable("properties").addColumn("directions", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("properties").dropColumn("directions").execute();
  await db.schema.dropIndex("audit_log_target").execute();
  await db.schema.dropTable("inquiryReplies").execute();
  await db.schema.dropIndex("emails_inquiry").execute();
  await db.schema.alterTable("emails").dropColumn("inquiryId").execute();
}
