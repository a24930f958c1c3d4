import { sql, type Kysely } from "kysely";
import { createPostgresStatementTrigger, createSqliteRowTrigger, dropTrigger, isPostgres } from "./dialect";

// How many inquiries have each status, kept by triggers in the same transaction as
// every insert, status change and delete, so the admin list's status filter, its total and the
// dashboard read three rows instead of counting 100,000 (a count walks every index entry it counts).
// Part of the database file, so a backup and its restore carry it as they carry the inquiries.

const CHANGE = (status: string, delta: string) =>
  `INSERT INTO "inquiryStatusCounts" (status, n) VALUES (${status}, ${delta}) ON CONFLICT (status) DO UPDATE SET n = "inquiryStatusCounts".n + excluded.n;`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("inquiryStatusCounts")
    .addColumn("status", "text", (c) => c.primaryKey())
    .addColumn("n", "integer", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO ${sql.table("inquiryStatusCounts")} (status, n) SELECT status, count(*) FROM ${sql.table("bookingInquiries")} GROUP BY status`.execute(
    db,
  );
  if (isPostgres(db)) {
    // Once per statement: each status's net change over the statement's rows, one upsert per status.
    const apply = (deltas: string) =>
      `INSERT INTO "inquiryStatusCounts" (status, n) SELECT status, sum(d) FROM (${deltas}) AS changes GROUP BY status ` +
      `HAVING sum(d) <> 0 ON CONFLICT (status) DO UPDATE SET n = "inquiryStatusCounts".n + excluded.n;`;
    await createPostgresStatementTrigger(
      db,
      "inquiry_status_counts_insert",
      "bookingInquiries",
      "insert",
      apply("SELECT status, 1 AS d FROM new_rows"),
    );
    await createPostgresStatementTrigger(
      db,
      "inquiry_status_counts_delete",
      "bookingInquiries",
      "delete",
      apply("SELECT status, -1 AS d FROM old_rows"),
    );
    await createPostgresStatementTrigger(
      db,
      "inquiry_status_counts_update",
      "bookingInquiries",
      "update",
      apply("SELECT status, -1 AS d FROM old_rows UNION ALL SELECT status, 1 AS d FROM new_rows"),
    );
    return;
  }
  await createSqliteRowTrigger(db, "inquiry_status_counts_insert", "bookingInquiries", "insert", CHANGE("NEW.status", "1"));
  await createSqliteRowTrigger(db, "inquiry_status_counts_delete", "bookingInquiries", "delete", CHANGE("OLD.status", "-1"));
  await createSqliteRowTrigger(
    db,
    "inquiry_status_counts_update",
    "bookingInquiries",
    "update of status",
    `${CHANGE("OLD.status", "-1")} ${CHANGE("NEW.status", "1")}`,
    "OLD.status IS DISTINCT FROM NEW.status",
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const kind of ["insert", "delete", "update"]) await dropTrigger(db, `inquiry_status_counts_${kind}`, "bookingInquiries");
  await db.schema.dropTable("inquiryStatusCounts").ifExists().execute();
}
