import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Expression, type Kysely, type RawBuilder } from "kysely";

/*
 * The few places where a migration says something SQLite and PostgreSQL spell differently. Every
 * migration runs on both engines through these; everything else is Kysely's schema builder, which
 * quotes names (camelCase survives PostgreSQL's folding of unquoted names to lower case).
 *
 * Kept the same on both engines, so models read identical values: booleans are integers 0/1, lists
 * are JSON text, timestamps are ISO-8601 UTC text ("2026-11-23T15:46:01.123Z") and stay dates are
 * YYYY-MM-DD text (both sort correctly as text).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key the database numbers: AUTOINCREMENT (SQLite) or an identity column (PostgreSQL). */
export function identity(db: AnyDb): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (c) => c.primaryKey().generatedByDefaultAsIdentity() : (c) => c.primaryKey().autoIncrement();
}

/** The current time as ISO-8601 UTC text with milliseconds, for column defaults. */
export function nowText(db: AnyDb): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`(to_char(statement_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/**
 * A text column compared ignoring ASCII case, for an index: COLLATE NOCASE (SQLite) or lower()
 * (PostgreSQL). app/db/sql.ts's equalsIgnoringCase() is written to use exactly these indexes.
 */
export function ignoringCase(db: AnyDb, column: string): Expression<string> {
  return isPostgres(db) ? sql<string>`lower(${sql.ref(column)})` : sql<string>`${sql.ref(column)} collate nocase`;
}

/**
 * A SQLite trigger that runs `body` (statements ending in ';', NEW/OLD as usual) for each affected row,
 * optionally only when `when` holds.
 */
export async function createSqliteRowTrigger(
  db: AnyDb,
  name: string,
  table: string,
  event: "insert" | "update" | "delete" | `update of ${string}`,
  body: string,
  when?: string,
): Promise<void> {
  const [kind, column] = event.split(" of ");
  const timing = `AFTER ${kind!.toUpperCase()}${column ? ` OF ${quote(column)}` : ""}`;
  await sql.raw(`CREATE TRIGGER IF NOT EXISTS ${name} ${timing} ON ${quote(table)}${when ? ` WHEN ${when}` : ""} BEGIN ${body} END`).execute(db);
}

/**
 * A PostgreSQL trigger that runs the plpgsql `body` once per statement, with the statement's rows in the
 * transition tables `new_rows` (insert, update) and `old_rows` (update, delete). Once per statement,
 * not per row: a row trigger that updates one counter row thousands of times in one transaction makes
 * every update walk a longer chain of that row's versions (a bulk insert went quadratic).
 */
export async function createPostgresStatementTrigger(
  db: AnyDb,
  name: string,
  table: string,
  event: "insert" | "update" | "delete",
  body: string,
): Promise<void> {
  const transition = { insert: "NEW TABLE AS new_rows", update: "OLD TABLE AS old_rows NEW TABLE AS new_rows", delete: "OLD TABLE AS old_rows" }[
    event
  ];
  await sql.raw(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON ${quote(table)} REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    )
    .execute(db);
}

export async function dropTrigger(db: AnyDb, name: string, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${quote(table)}`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(db);
  } else {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  }
}

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A column of raw bytes (uploaded photos): blob (SQLite) or bytea (PostgreSQL); both read back as a Buffer. */
export function bytes(db: AnyDb): "blob" | "bytea" {
  return isPostgres(db) ? "bytea" : "blob";
}
