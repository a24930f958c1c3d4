import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { databaseEngine } from "./db.server";
import type { Database } from "./schema";

/*
 * The SQL that SQLite and PostgreSQL spell differently, each piece behind one name. Models build their
 * queries with Kysely and call these where the dialects differ (case-insensitive matching, two-argument
 * max(), booleans stored as 0/1, row locks), so no model knows which engine runs. Columns are passed by name ("name", "bookingInquiries.phone") and always quoted, so
 * camelCase names survive an engine that folds unquoted identifiers to lower case.
 */

type Operand<T> = string | Expression<T>;

function operand<T>(value: Operand<T>): Expression<T> {
  return typeof value === "string" ? sql.ref<T>(value) : value;
}

const onPostgres = () => databaseEngine() === "postgres";

/**
 * `column` equals `value`, ignoring case: COLLATE NOCASE in SQLite, lower() on both sides in PostgreSQL,
 * the forms the case-insensitive indexes (usernames, login attempts) are built on, so the lookup uses them.
 */
export function equalsIgnoringCase(column: Operand<string>, value: string): RawBuilder<boolean> {
  return onPostgres() ? sql<boolean>`lower(${operand(column)}) = lower(${value})` : sql<boolean>`${operand(column)} = ${value} collate nocase`;
}

/**
 * `column` contains `text` anywhere, ignoring ASCII case, with %, _ and \ in `text` taken literally
 * (the admin searches). SQLite's LIKE already ignores ASCII case; other engines need ILIKE.
 */
export function containsIgnoringCase(column: Operand<string>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return onPostgres() ? sql<boolean>`${operand(column)} ilike ${pattern} escape '\\'` : sql<boolean>`${operand(column)} like ${pattern} escape '\\'`;
}

/** The larger of two values of a row (SQLite's two-argument max(); greatest() elsewhere). */
export function greatest<T>(a: Operand<T>, b: Operand<T>): RawBuilder<T> {
  return onPostgres() ? sql<T>`greatest(${operand(a)}, ${operand(b)})` : sql<T>`max(${operand(a)}, ${operand(b)})`;
}

/** How many rows have a boolean flag set (flags are stored as 0/1): 0 when there are none. */
export function countTrue(column: string): RawBuilder<number> {
  return sql<number>`coalesce(sum(${sql.ref(column)}), 0)`;
}

/** A boolean flag flipped, for an UPDATE's SET (flags are stored as 0/1). */
export function toggled(column: string): RawBuilder<number> {
  return sql<number>`1 - ${sql.ref(column)}`;
}

/**
 * `column` is one of the values `rows` picks, for a claim that takes a few rows for one worker among several
 * (the e-mail outbox's batches). On PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`, so two servers
 * claiming at the same moment each get different rows instead of one waiting for the other's and then finding
 * them taken; and the pick is run once, as an array (`= any(array(...))`): as `in (...)` the planner may run
 * it again for every row of the outer statement, each run locking one more row past the LIMIT. SQLite has
 * one writer, so the statement that uses this already runs alone: a plain `in (...)`.
 */
export function amongPickedRows<DB, TB extends keyof DB, O>(column: string, rows: SelectQueryBuilder<DB, TB, O>): RawBuilder<boolean> {
  return onPostgres()
    ? sql<boolean>`${sql.ref(column)} = any(array(${rows.forUpdate().skipLocked()}))`
    : sql<boolean>`${sql.ref(column)} in (${rows})`;
}

/** Which rows of a list one page holds: LIMIT and OFFSET, or no limit at all for "every row" (the CSV exports). */
export interface RowWindow {
  limit?: number;
  offset: number;
}

/** The rows of `window` only (every row when it has no limit). */
export function inWindow<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, window: RowWindow): SelectQueryBuilder<DB, TB, O> {
  return window.limit === undefined ? query : query.limit(window.limit).offset(window.offset);
}

/** A list read the way the admin shows its logs and inboxes: newest first (`createdAt`, then `id`), one window of it. */
export function newestFirst<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, window: RowWindow): SelectQueryBuilder<DB, TB, O> {
  return inWindow(query.orderBy(sql.ref("createdAt"), "desc").orderBy(sql.ref("id"), "desc"), window);
}

/** GET /healthz's probe: the database answers `select 1` with 1 (through Kysely, so the same on every engine). */
export async function databaseAnswersOne(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
  return Number(rows[0]?.one) === 1;
}

/** The smaller of two values of a row (SQLite's two-argument min(); least() elsewhere). */
export function least<T>(a: Operand<T>, b: Operand<T>): RawBuilder<T> {
  return onPostgres() ? sql<T>`least(${operand(a)}, ${operand(b)})` : sql<T>`min(${operand(a)}, ${operand(b)})`;
}

/** Whole days from calendar day `from` to calendar day `to` (both YYYY-MM-DD text): 1 for one night. */
export function daysBetween(from: Operand<string>, to: Operand<string>): RawBuilder<number> {
  return onPostgres()
    ? sql<number>`(cast(${operand(to)} as date) - cast(${operand(from)} as date))`
    : sql<number>`cast(julianday(${operand(to)}) - julianday(${operand(from)}) as integer)`;
}

/**
 * The business day (YYYY-MM-DD, East Africa Time: UTC+3, no daylight saving, as app/lib/dates.ts) of a stored
 * ISO timestamp, e.g. 2026-11-28 for "2026-11-27T21:00:00.000Z".
 */
export function businessDayOf(timestamp: Operand<string>): RawBuilder<string> {
  return onPostgres()
    ? sql<string>`to_char((cast(${operand(timestamp)} as timestamptz) at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`
    : sql<string>`date(${operand(timestamp)}, '+3 hours')`;
}

/**
 * A JSON text column read once, for several `jsonInteger` / `jsonText` of the same row: PostgreSQL parses it into
 * jsonb here (the keys are then read without parsing again); SQLite reads the text as it is.
 */
export function jsonDocument(column: Operand<string | null>): RawBuilder<string | null> {
  return onPostgres() ? sql<string | null>`cast(${operand(column)} as jsonb)` : sql<string | null>`${operand(column)}`;
}

/** A whole number stored under `key` of a JSON text column or a `jsonDocument` (null when absent): the stored quote's totals. */
export function jsonInteger(column: Operand<string | null>, key: string): RawBuilder<number | null> {
  if (!/^\w+$/.test(key)) throw new Error(`not a JSON key: ${key}`);
  return onPostgres()
    ? sql<number | null>`cast(cast(${operand(column)} as jsonb) ->> ${sql.lit(key)} as bigint)`
    : sql<number | null>`json_extract(${operand(column)}, ${`$.${key}`})`;
}

/** A text stored under `key` of a JSON text column or a `jsonDocument` (null when absent or JSON null). */
export function jsonText(column: Operand<string | null>, key: string): RawBuilder<string | null> {
  if (!/^\w+$/.test(key)) throw new Error(`not a JSON key: ${key}`);
  return onPostgres()
    ? sql<string | null>`(cast(${operand(column)} as jsonb) ->> ${sql.lit(key)})`
    : sql<string | null>`json_extract(${operand(column)}, ${`$.${key}`})`;
}
