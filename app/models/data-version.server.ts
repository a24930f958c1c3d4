import { dataVersionReader, readDataVersionSync } from "~/db/db.server";

// The page cache's invalidation counter (table dataVersion, one row). SQLite triggers bump it on every
// write to a table a public page or public JSON shows (migrations/20261122T090000-page-cache.ts), so
// this module never writes it: models need not remember to invalidate anything.

/**
 * The current data version, read synchronously on the page cache's hot path (how, and why it is
 * fast, is app/db's business). Every server process reads the same row, so a write in one worker
 * invalidates the page caches of all of them.
 */
export const currentDataVersion: () => number = readDataVersionSync;

/**
 * The same counter for a server that has started: a reader bound to the database it opened, which skips
 * looking up which database the environment names on every call (server.js takes it once, after start-up).
 */
export const currentDataVersionReader: () => () => number = dataVersionReader;
