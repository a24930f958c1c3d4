import { sql, type Expression, type RawBuilder } from "kysely";

/*
 * The SQL that only some engines understand, each piece behind one name. Models build their queries
 * with Kysely and call these where SQLite's dialect differs from PostgreSQL's (case-insensitive
 * matching, two-argument max(), booleans stored as 0/1), so a second engine changes this file and
 * no model. Columns are passed by name ("name", "bookingInquiries.phone") and always quoted, so
 * camelCase names survive an engine that folds unquoted identifiers to lower case.
 */

type Operand<T> = string | Expression<T>;

function operand<T>(value: Operand<T>): Expression<T> {
  return typeof value === "string" ? sql.ref<T>(value) : value;
}

/**
 * `column` equals `value`, ignoring ASCII case. In SQLite, COLLATE NOCASE: the form the NOCASE
 * indexes (usernames, login attempts) are built for, so the lookup uses them.
 */
export function equalsIgnoringCase(column: Operand<string>, value: string): RawBuilder<boolean> {
  return sql<boolean>`${operand(column)} = ${value} collate nocase`;
}

/**
 * `column` contains `text` anywhere, ignoring ASCII case, with %, _ and \ in `text` taken literally
 * (the admin searches). SQLite's LIKE already ignores ASCII case; other engines need ILIKE.
 */
export function containsIgnoringCase(column: Operand<string>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${operand(column)} like ${pattern} escape '\\'`;
}

/** The larger of two values of a row (SQLite's two-argument max(); greatest() elsewhere). */
export function greatest<T>(a: Operand<T>, b: Operand<T>): RawBuilder<T> {
  return sql<T>`max(${operand(a)}, ${operand(b)})`;
}

/** How many rows have a boolean flag set (flags are stored as 0/1): 0 when there are none. */
export function countTrue(column: string): RawBuilder<number> {
  return sql<number>`coalesce(sum(${sql.ref(column)}), 0)`;
}

/** A boolean flag flipped, for an UPDATE's SET (flags are stored as 0/1). */
export function toggled(column: string): RawBuilder<number> {
  return sql<number>`1 - ${sql.ref(column)}`;
}
