import { sql, type Kysely } from "kysely";

// One queue (docs/decisions/1128-task-queue.md): sending an e-mail is a `send-email` task like any other work
// after a commit. The `emails` row stays the record of the message (to, what it says, the status staff read:
// queued, sent or failed, its attempts and last error); the claim, lease, backoff and give-up live in `tasks`.
// - `tasks.queuedAt`: when the task was queued or retried by staff; a kind that gives up after a time (an e-mail:
//   24 hours) counts from it. Rows from before keep null and count from their `createdAt`.
// - Every unsent e-mail becomes a waiting `send-email` task, with its attempts, its next try and its 24-hour
//   window; a claim it held is let go (no server of the version before runs past its migration).
// - The e-mails' claim columns and their poll index go: nothing reads them now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tasks").addColumn("queuedAt", "text").execute();
  const ref = sql.ref;
  await sql`
    insert into ${sql.table("tasks")} (${ref("kind")}, ${ref("payload")}, ${ref("status")}, ${ref("attempts")}, ${ref("runAt")}, ${ref("queuedAt")}, ${ref("createdAt")})
    select 'send-email', '{"emailId":' || ${ref("id")} || '}', 'waiting', ${ref("attempts")}, ${ref("nextAttemptAt")}, ${ref("queuedAt")}, ${ref("createdAt")}
    from ${sql.table("emails")} where ${ref("status")} = 'queued' order by ${ref("id")}`.execute(db);
  await db.schema.dropIndex("emails_claimed_by").execute();
  await db.schema.dropIndex("emails_due").execute();
  for (const column of ["claimedBy", "claimToken", "lockedUntil", "queuedAt"]) await db.schema.alterTable("emails").dropColumn(column).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const ref = sql.ref;
  await db.schema.alterTable("emails").addColumn("queuedAt", "text").execute();
  await db.schema.alterTable("emails").addColumn("lockedUntil", "text").execute();
  await db.schema.alterTable("emails").addColumn("claimToken", "text").execute();
  await db.schema.alterTable("emails").addColumn("claimedBy", "text").execute();
  // The outbox as it was: each queued e-mail due at its task's time, its window from its task's.
  await sql`
    update ${sql.table("emails")} set ${ref("queuedAt")} = coalesce(
      (select coalesce(${ref("tasks.queuedAt")}, ${ref("tasks.createdAt")}) from ${sql.table("tasks")}
        where ${ref("tasks.kind")} = 'send-email' and ${ref("tasks.payload")} = '{"emailId":' || ${ref("emails.id")} || '}'
        order by ${ref("tasks.id")} desc limit 1),
      ${ref("emails.createdAt")})`.execute(db);
  await db.deleteFrom("tasks").where("kind", "=", "send-email").execute();
  await db.schema.alterTable("tasks").dropColumn("queuedAt").execute();
  await db.schema
    .createIndex("emails_due")
    .on("emails")
    .columns(["nextAttemptAt", "id"])
    .where(sql<boolean>`${sql.ref("status")} = 'queued'`)
    .execute();
  await db.schema
    .createIndex("emails_claimed_by")
    .on("emails")
    .column("claimedBy")
    .where(sql<boolean>`${sql.ref("claimedBy")} is not null`)
    .execute();
}
