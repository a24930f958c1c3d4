import { sql, type Kysely } from "kysely";
import { createPostgresStatementTrigger, createSqliteRowTrigger, dropTrigger, isPostgres } from "./dialect";

// Counts kept by triggers in the same transaction as the writes, as the inquiries' status counts are
// (20261122T100000-inquiry-status-counts), so the admin pages read a row or two instead of counting a
// table: PostgreSQL keeps no row count, so count(*) reads every row (or index entry) on each request.
//
// - How many contact messages are unresolved (resolved 0) and resolved (1): the messages list's total,
//   its unresolved badge and the dashboard. Messages are written only in write transactions.
// - How many e-mails there are, changed by inserts and deletes only: the Email page's tabs and the
//   outbox list's total. Queued and failed e-mails are few and are counted through their indexes; sent is
//   the rest. The sender changes statuses outside the write lock, so a count per status would make each
//   "sent" wait on PostgreSQL for the row lock of the booking in flight that just queued e-mails (held
//   through its commit), and the other way round; the total only changes in write transactions.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const upsert = (table: string, key: string, value: string, delta: string) =>
  `INSERT INTO "${table}" ("${key}", n) VALUES (${value}, ${delta}) ON CONFLICT ("${key}") DO UPDATE SET n = "${table}".n + excluded.n;`;

async function keepMessageCounts(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("contactMessageCounts")
    .addColumn("resolved", "integer", (c) => c.primaryKey())
    .addColumn("n", "integer", (c) => c.notNull())
    .execute();
  // Only the values present (an empty table gets no rows): the upserts add a value when it first appears.
  await sql`INSERT INTO ${sql.table("contactMessageCounts")} (resolved, n) SELECT resolved, count(*) FROM ${sql.table("contactMessages")} GROUP BY resolved`.execute(
    db,
  );
  if (isPostgres(db)) {
    // Once per statement: each value's net change over the statement's rows, one upsert per value.
    const apply = (deltas: string) =>
      `INSERT INTO "contactMessageCounts" (resolved, n) SELECT resolved, sum(d) FROM (${deltas}) AS changes GROUP BY resolved ` +
      `HAVING sum(d) <> 0 ON CONFLICT (resolved) DO UPDATE SET n = "contactMessageCounts".n + excluded.n;`;
    await createPostgresStatementTrigger(
      db,
      "contact_message_counts_insert",
      "contactMessages",
      "insert",
      apply("SELECT resolved, 1 AS d FROM new_rows"),
    );
    await createPostgresStatementTrigger(
      db,
      "contact_message_counts_delete",
      "contactMessages",
      "delete",
      apply("SELECT resolved, -1 AS d FROM old_rows"),
    );
    await createPostgresStatementTrigger(
      db,
      "contact_message_counts_update",
      "contactMessages",
      "update",
      apply("SELECT resolved, -1 AS d FROM old_rows UNION ALL SELECT resolved, 1 AS d FROM new_rows"),
    );
    return;
  }
  const change = (value: string, delta: string) => upsert("contactMessageCounts", "resolved", value, delta);
  await createSqliteRowTrigger(db, "contact_message_counts_insert", "contactMessages", "insert", change("NEW.resolved", "1"));
  await createSqliteRowTrigger(db, "contact_message_counts_delete", "contactMessages", "delete", change("OLD.resolved", "-1"));
  await createSqliteRowTrigger(
    db,
    "contact_message_counts_update",
    "contactMessages",
    "update of resolved",
    `${change("OLD.resolved", "-1")} ${change("NEW.resolved", "1")}`,
    "OLD.resolved IS DISTINCT FROM NEW.resolved",
  );
}

async function keepEmailTotal(db: AnyDb): Promise<void> {
  // One row, id 1.
  await db.schema
    .createTable("emailTotal")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("n", "integer", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO ${sql.table("emailTotal")} (id, n) SELECT 1, count(*) FROM ${sql.table("emails")}`.execute(db);
  const change = (delta: string) => upsert("emailTotal", "id", "1", delta);
  if (isPostgres(db)) {
    await createPostgresStatementTrigger(db, "email_total_insert", "emails", "insert", change("(SELECT count(*) FROM new_rows)"));
    await createPostgresStatementTrigger(db, "email_total_delete", "emails", "delete", change("-(SELECT count(*) FROM old_rows)"));
    return;
  }
  await createSqliteRowTrigger(db, "email_total_insert", "emails", "insert", change("1"));
  await createSqliteRowTrigger(db, "email_total_delete", "emails", "delete", change("-1"));
}

export async function up(db: AnyDb): Promise<void> {
  await keepMessageCounts(db);
  await keepEmailTotal(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const kind of ["insert", "delete", "update"]) await dropTrigger(db, `contact_message_counts_${kind}`, "contactMessages");
  await db.schema.dropTable("contactMessageCounts").ifExists().execute();
  for (const kind of ["insert", "delete"]) await dropTrigger(db, `email_total_${kind}`, "emails");
  await db.schema.dropTable("emailTotal").ifExists().execute();
}
