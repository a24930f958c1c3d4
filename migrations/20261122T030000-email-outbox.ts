import { sql, type Kysely } from "kysely";
import { identity, nowText } from "./dialect";

// The e-mail outbox (docs/decisions/0501-email-outbox.md): each row is one e-mail, rendered and
// written in the same transaction as the inquiry, message or status change that causes it, then
// delivered by the background sender. status: queued -> sent, or failed after 24 hours of retries.
// A sender claims a queued row by setting claimToken and lockedUntil (a lease); a row whose lease
// ran out (its process crashed) is claimed again.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable("emails")
    .addColumn("id", "integer", identity(db))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("toAddress", "text", (c) => c.notNull())
    .addColumn("replyTo", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lastError", "text")
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("queuedAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("nextAttemptAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("lockedUntil", "text")
    .addColumn("claimToken", "text")
    .addColumn("sentAt", "text")
    .addColumn("messageId", "text")
    .execute();
  // The sender's claim looks for due queued rows; the admin page lists newest first.
  await db.schema
    .createIndex("emails_due")
    .on("emails")
    .columns(["nextAttemptAt", "id"])
    .where(sql<boolean>`${sql.ref("status")} = 'queued'`)
    .execute();
  await db.schema.createIndex("emails_recent").on("emails").columns(["createdAt", "id"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("emails").ifExists().execute();
}
