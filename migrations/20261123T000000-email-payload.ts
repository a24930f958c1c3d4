import { sql, type Kysely } from "kysely";
import { identity, isPostgres, nowText } from "./dialect";

// E-mails rendered by the sender (docs/decisions/0015-emails-rendered-by-the-sender.md): a queued row
// stores what the e-mail says as JSON (`payload`) and the sender renders subject, HTML and text when it
// sends. Rows queued before keep their rendered parts and are sent as they are, so subject, html and
// text become optional; a row always has one or the other (the CHECK). SQLite cannot drop a NOT NULL
// in place: the table is copied into its new shape, ids and all, and its indexes made again; PostgreSQL
// alters it where it stands.

const CHECK = sql`payload IS NOT NULL OR (subject IS NOT NULL AND html IS NOT NULL AND "text" IS NOT NULL)`;

const COLUMNS = [
  "id",
  "kind",
  "toAddress",
  "replyTo",
  "subject",
  "html",
  "text",
  "status",
  "attempts",
  "lastError",
  "createdAt",
  "queuedAt",
  "nextAttemptAt",
  "lockedUntil",
  "claimToken",
  "sentAt",
  "messageId",
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createEmails(db: Kysely<any>, name: string, withPayload: boolean): Promise<void> {
  const now = nowText(db);
  let table = db.schema
    .createTable(name)
    .addColumn("id", "integer", identity(db))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("toAddress", "text", (c) => c.notNull())
    .addColumn("replyTo", "text");
  table = withPayload
    ? table
        .addColumn("payload", "text")
        .addColumn("subject", "text")
        .addColumn("html", "text")
        .addColumn("text", "text")
        .addCheckConstraint(`${name}_payload_or_parts`, CHECK)
    : table
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("html", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull());
  await table
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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function replaceEmails(db: Kysely<any>, withPayload: boolean, where?: string): Promise<void> {
  await createEmails(db, "emailsNext", withPayload);
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await sql`INSERT INTO ${sql.table("emailsNext")} (${columns}) SELECT ${columns} FROM emails ${sql.raw(where ? `WHERE ${where}` : "")}`.execute(db);
  await db.schema.dropTable("emails").execute();
  await db.schema.alterTable("emailsNext").renameTo("emails").execute();
  // The sender's claim looks for due queued rows; the admin page lists newest first, also per status.
  await db.schema
    .createIndex("emails_due")
    .on("emails")
    .columns(["nextAttemptAt", "id"])
    .where(sql<boolean>`${sql.ref("status")} = 'queued'`)
    .execute();
  await db.schema.createIndex("emails_recent").on("emails").columns(["createdAt", "id"]).execute();
  await db.schema.createIndex("emails_status_recent").on("emails").columns(["status", "createdAt", "id"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return replaceEmails(db, true);
  await db.schema.alterTable("emails").addColumn("payload", "text").execute();
  for (const column of ["subject", "html", "text"]) {
    await db.schema
      .alterTable("emails")
      .alterColumn(column, (c) => c.dropNotNull())
      .execute();
  }
  await db.schema.alterTable("emails").addCheckConstraint("emails_payload_or_parts", CHECK).execute();
}

// Back to rendered rows only: e-mails not rendered yet cannot be kept in that shape and are dropped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return replaceEmails(db, false, "payload IS NULL");
  await db.deleteFrom("emails").where("payload", "is not", null).execute();
  await db.schema.alterTable("emails").dropConstraint("emails_payload_or_parts").execute();
  for (const column of ["subject", "html", "text"]) {
    await db.schema
      .alterTable("emails")
      .alterColumn(column, (c) => c.setNotNull())
      .execute();
  }
  await db.schema.alterTable("emails").dropColumn("payload").execute();
}
