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
 * Triggers: `body` is what runs for each affected row (statements ending in ';', NEW/OLD as usual),
 * `when` an optional condition on NEW/OLD. SQLite writes the body inside the trigger; PostgreSQL needs
 * a plpgsql function per trigger. Conditions and bodies quote camelCase names ("startDate") and use
 * IS DISTINCT FROM, which both engines understand.
 */
export async function createRowTrigger(
  db: AnyDb,
  name: string,
  table: string,
  event: "insert" | "update" | "delete" | `update of ${string}`,
  body: string,
  when?: string,
): Promise<void> {
  const [kind, column] = event.split(" of ");
  const timing = `AFTER ${kind!.toUpperCase()}${column ? ` OF ${quote(column)}` : ""}`;
  if (isPostgres(db)) {
    await sql.raw(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`).execute(db);
    await sql
      .raw(`CREATE TRIGGER ${name} ${timing} ON ${quote(table)} FOR EACH ROW${when ? ` WHEN (${when})` : ""} EXECUTE FUNCTION ${name}()`)
      .execute(db);
  } else {
    await sql.raw(`CREATE TRIGGER IF NOT EXISTS ${name} ${timing} ON ${quote(table)}${when ? ` WHEN ${when}` : ""} BEGIN ${body} END`).execute(db);
  }
}

export async function dropRowTrigger(db: AnyDb, name: string, table: string): Promise<void> {
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
