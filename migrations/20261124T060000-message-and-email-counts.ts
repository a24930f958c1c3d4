import { sql, type Kysely } from "kysely";
import { createPostgresStatementTrigger, createSqliteRowTrigger, dropTrigger, isPostgres } from "./dialect";

// How many contact messages are resolved and unresolved, and how many e-mails have each status, kept by
// triggers in the same transaction as every insert, change and delete, as the inquiries' status counts
// are (20261122T100000-inquiry-status-counts). The messages list's total, its unresolved badge, the
// dashboard and the Email page's tabs read two or three rows instead of counting the table: PostgreSQL
// has no stored row count, so count(*) reads every row (or every index entry) of 100,000 messages on
// each request, and the outbox grows by two e-mails per inquiry and message for as long as the site runs.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface KeptCount {
  /** The counts' table: one row per value of `column`, with n. */
  counts: string;
  /** The counted table and the column its rows are counted by. */
  table: string;
  column: string;
  columnType: "text" | "integer";
  /** Trigger name prefix. */
  trigger: string;
}

const KEPT: KeptCount[] = [
  { counts: "contactMessageCounts", table: "contactMessages", column: "resolved", columnType: "integer", trigger: "contact_message_counts" },
  { counts: "emailStatusCounts", table: "emails", column: "status", columnType: "text", trigger: "email_status_counts" },
];

async function keepCount(db: AnyDb, kept: KeptCount): Promise<void> {
  const { counts, table, column, trigger } = kept;
  const key = `"${column}"`;
  await db.schema
    .createTable(counts)
    .addColumn(column, kept.columnType, (c) => c.primaryKey())
    .addColumn("n", "integer", (c) => c.notNull())
    .execute();
  // Only the values present (an empty table gets no rows): the upserts below add a value when it first appears.
  await sql`INSERT INTO ${sql.table(counts)} (${sql.ref(column)}, n) SELECT ${sql.ref(column)}, count(*) FROM ${sql.table(table)} GROUP BY ${sql.ref(column)}`.execute(
    db,
  );
  if (isPostgres(db)) {
    // Once per statement: each value's net change over the statement's rows, one upsert per value, in
    // the value's order, so two statements that move rows between the same two values (the sender marking
    // an e-mail failed while an admin retries another) lock the counts' rows in the same order.
    const apply = (deltas: string) =>
      `INSERT INTO "${counts}" (${key}, n) SELECT ${key}, sum(d) FROM (${deltas}) AS changes GROUP BY ${key} ` +
      `HAVING sum(d) <> 0 ORDER BY ${key} ON CONFLICT (${key}) DO UPDATE SET n = "${counts}".n + excluded.n;`;
    await createPostgresStatementTrigger(db, `${trigger}_insert`, table, "insert", apply(`SELECT ${key}, 1 AS d FROM new_rows`));
    await createPostgresStatementTrigger(db, `${trigger}_delete`, table, "delete", apply(`SELECT ${key}, -1 AS d FROM old_rows`));
    await createPostgresStatementTrigger(
      db,
      `${trigger}_update`,
      table,
      "update",
      apply(`SELECT ${key}, -1 AS d FROM old_rows UNION ALL SELECT ${key}, 1 AS d FROM new_rows`),
    );
    return;
  }
  const change = (value: string, delta: string) =>
    `INSERT INTO "${counts}" (${key}, n) VALUES (${value}, ${delta}) ON CONFLICT (${key}) DO UPDATE SET n = "${counts}".n + excluded.n;`;
  await createSqliteRowTrigger(db, `${trigger}_insert`, table, "insert", change(`NEW.${key}`, "1"));
  await createSqliteRowTrigger(db, `${trigger}_delete`, table, "delete", change(`OLD.${key}`, "-1"));
  await createSqliteRowTrigger(
    db,
    `${trigger}_update`,
    table,
    `update of ${column}`,
    `${change(`OLD.${key}`, "-1")} ${change(`NEW.${key}`, "1")}`,
    `OLD.${key} IS DISTINCT FROM NEW.${key}`,
  );
}

export async function up(db: AnyDb): Promise<void> {
  for (const kept of KEPT) await keepCount(db, kept);
}

export async function down(db: AnyDb): Promise<void> {
  for (const { counts, table, trigger } of KEPT) {
    for (const kind of ["insert", "delete", "update"]) await dropTrigger(db, `${trigger}_${kind}`, table);
    await db.schema.dropTable(counts).ifExists().execute();
  }
}
