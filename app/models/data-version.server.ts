import type SQLite from "better-sqlite3";
import { sqliteConnection } from "~/db/db.server";

// The page cache's invalidation counter (table dataVersion, one row). SQLite triggers bump it on every
// write to a table a public page or public JSON shows (migrations/20261122T090000-page-cache.ts), so
// this module never writes it: models need not remember to invalidate anything.

let prepared: { sqlite: SQLite.Database; statement: SQLite.Statement<[], { version: number }> } | undefined;

/**
 * The current data version, read synchronously (a prepared one-row SELECT: microseconds). Every server
 * process reads the same row, so a write in one worker invalidates the page caches of all of them.
 */
export function currentDataVersion(): number {
  // The statement of the open connection is kept; a closed one (tests switching databases) is looked up again.
  if (!prepared?.sqlite.open) {
    const sqlite = sqliteConnection();
    prepared = { sqlite, statement: sqlite.prepare<[], { version: number }>("SELECT version FROM dataVersion WHERE id = 1") };
  }
  return prepared.statement.get()?.version ?? 0;
}
