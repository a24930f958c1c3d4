import { sql, type Kysely } from "kysely";
import { identity, nowText } from "./dialect";

// One durable queue for the work done after a commit (docs/decisions/1128-task-queue.md): a task is written in
// the same transaction as the change that needs it (a card refund owed, an online attempt to ask its provider
// about) and run once, by whichever server claims it, with its own retries and give-up. A claim names the server
// process that holds it, like the e-mail outbox's, so a killed process's tasks are freed by the next to start.
//
// Payments gain what the provider seam needs (docs/decisions/1128-payment-providers.md):
// - `checkedAt`: when the provider was last asked about an open attempt (asked at most once per 30 s);
// - `answerLost`: 1 when the provider may have taken the attempt but its answer never came (timeout, reset):
//   the outcome is unknown, not failed, until the provider says;
// - `returnKey`: a short-lived secret for the address Stripe sends the guest back to (never the page's token);
// - at most one open online attempt per booking (a partial unique index, so two servers cannot both start one).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("tasks")
    .addColumn("id", "integer", identity(db))
    .addColumn("kind", "text", (c) => c.notNull())
    // JSON text: what the kind's handler needs (ids, never secrets).
    .addColumn("payload", "text", (c) => c.notNull())
    // One waiting or running task per key (the partial unique index below): asking twice is asking once.
    .addColumn("dedupeKey", "text")
    // "waiting" | "done" | "failed"
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("runAt", "text", (c) => c.notNull())
    .addColumn("claimToken", "text")
    .addColumn("claimedBy", "text")
    .addColumn("lockedUntil", "text")
    .addColumn("lastError", "text")
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(nowText(db)))
    .addColumn("doneAt", "text")
    .execute();
  await db.schema
    .createIndex("tasks_due")
    .on("tasks")
    .columns(["runAt", "id"])
    .where(sql<boolean>`${sql.ref("status")} = 'waiting'`)
    .execute();
  await db.schema
    .createIndex("tasks_dedupe")
    .on("tasks")
    .column("dedupeKey")
    .unique()
    .where(sql<boolean>`${sql.ref("status")} = 'waiting'`)
    .execute();
  await db.schema
    .createIndex("tasks_claimed_by")
    .on("tasks")
    .column("claimedBy")
    .where(sql<boolean>`${sql.ref("claimedBy")} is not null`)
    .execute();
  await db.schema.createIndex("tasks_created").on("tasks").columns(["status", "createdAt"]).execute();

  await db.schema.alterTable("payments").addColumn("checkedAt", "text").execute();
  await db.schema
    .alterTable("payments")
    .addColumn("answerLost", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("payments").addColumn("returnKey", "text").execute();
  await db.schema.createIndex("payments_return_key").on("payments").column("returnKey").unique().execute();
  // A database from before may hold two open attempts of one booking: the older ones are closed as superseded
  // (a provider's later confirmation still records them: a confirmed payment settles whatever its local state).
  await sql`
    update ${sql.table("payments")} set ${sql.ref("status")} = 'failed', ${sql.ref("note")} = 'Superseded by a newer attempt'
    where ${sql.ref("kind")} = 'payment' and ${sql.ref("status")} = 'pending' and ${sql.ref("method")} in ('card', 'mpesa')
      and exists (select 1 from ${sql.table("payments")} as ${sql.ref("newer")}
        where ${sql.ref("newer.inquiryId")} = ${sql.ref("payments.inquiryId")} and ${sql.ref("newer.kind")} = 'payment'
          and ${sql.ref("newer.status")} = 'pending' and ${sql.ref("newer.method")} in ('card', 'mpesa')
          and ${sql.ref("newer.id")} > ${sql.ref("payments.id")})`.execute(db);
  await db.schema
    .createIndex("payments_one_open_attempt")
    .on("payments")
    .column("inquiryId")
    .unique()
    .where(sql<boolean>`${sql.ref("kind")} = 'payment' and ${sql.ref("status")} = 'pending' and ${sql.ref("method")} in ('card', 'mpesa')`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_one_open_attempt").execute();
  await db.schema.dropIndex("payments_return_key").execute();
  await db.schema.alterTable("payments").dropColumn("returnKey").execute();
  await db.schema.alterTable("payments").dropColumn("answerLost").execute();
  await db.schema.alterTable("payments").dropColumn("checkedAt").execute();
  await db.schema.dropTable("tasks").execute();
}
