import type SQLite from "better-sqlite3";
import pg from "pg";
import { Migrator, PostgresAdapter, sql, type MigrationResultSet } from "kysely";
import { migrations } from "../../migrations";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "~/lib/database-errors";
import { databasePath, env } from "~/lib/env.server";
import { onShutdown } from "~/lib/shutdown.server";
import { singleton } from "~/lib/singleton.server";
import type { DB, Engine, EngineHandle } from "./engine";
import { describePostgresUrl, openPostgres, type PostgresHandle } from "./postgres.server";
import { checkpointWal, openSqlite, type SqliteHandle } from "./sqlite.server";

export type { DB, Engine } from "./engine";

export { DatabaseUnavailableError, isDatabaseUnavailable } from "~/lib/database-errors";

type Handle = (SqliteHandle | PostgresHandle) & { ready: Promise<void> };

// One connection (SQLite) or one pool (PostgreSQL) per process, kept across dev-server reloads.
const globalStore = singleton("database", (): { handle?: Handle } => ({}));

/** What DATABASE_URL / DATABASE_PATH ask for now (tests change them between files). */
function wanted(): { engine: Engine; key: string; open: () => SqliteHandle | PostgresHandle } {
  const url = env("DATABASE_URL");
  if (url) {
    const poolMax = env("DATABASE_POOL_MAX");
    return { engine: "postgres", key: `${url}|${poolMax}`, open: () => openPostgres(url, poolMax) };
  }
  const file = databasePath();
  // A cluster worker (web or sender) leaves checkpoints to its primary (startBackgroundCheckpoints).
  return { engine: "sqlite", key: file, open: () => openSqlite(file, { checkpointsElsewhere: Boolean(env("TIGONI_WORKER")) }) };
}

function start(opened: SqliteHandle | PostgresHandle): Handle {
  const handle = opened as Handle;
  handle.ready = reach(handle)
    .then(() => migrateToLatest(handle.db))
    .then(async () => {
      if (handle.engine === "postgres") await handle.watchDataVersion();
    })
    .catch((error: unknown) => {
      // The next getDb() tries again (a database that was down at that moment may be back).
      if (globalStore.handle === handle) globalStore.handle = undefined;
      void handle.close().catch(() => undefined);
      throw unavailable(handle, error);
    });
  return handle;
}

/**
 * The first statement on PostgreSQL, before the migrations: whatever stops it (no server there, an unknown
 * host, a wrong password or database name, a refused TLS handshake) is the URL's problem, not a bug, and
 * the start stops with one line naming it.
 */
async function reach(handle: Handle): Promise<void> {
  if (handle.engine !== "postgres") return;
  try {
    await sql`select 1`.execute(handle.db);
  } catch (error) {
    throw new DatabaseUnavailableError(unreachableMessage(handle.label, urlOf(handle), error));
  }
}

/**
 * "Cannot reach the PostgreSQL database at postgres://user@host:port/db: <code>: <reason>", one line; the
 * password of `url` never appears, even when a driver's message would quote it.
 */
export function unreachableMessage(label: string, url: string, error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  const parts = [typeof e?.code === "string" ? e.code : "", typeof e?.message === "string" ? e.message : ""].filter(Boolean);
  let reason = (parts.join(": ") || String(error)).replace(/\s*\n\s*/g, " ");
  const password = passwordOf(url);
  if (password) reason = reason.split(password).join("***");
  return `Cannot reach the PostgreSQL database at ${label}: ${reason}`;
}

/** The URL a PostgreSQL handle was opened for (its key is the URL and the pool size). */
const urlOf = (handle: EngineHandle) => handle.key.replace(/\|\d+$/, "");

function passwordOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return "";
  }
}

/**
 * Whether `url` answers a trivial query, for the scripts that reach PostgreSQL without the app's pool
 * (backup, restore, db:copy): throws DatabaseUnavailableError with the same one line as the start.
 */
export async function reachPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new DatabaseUnavailableError(unreachableMessage(describePostgresUrl(url), url, error));
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One line naming the database and the problem; the password never appears. */
function unavailable(handle: EngineHandle, error: unknown): Error {
  if (error instanceof DatabaseUnavailableError) return error;
  if (handle.engine !== "postgres" || !isDatabaseUnavailable(error)) return error instanceof Error ? error : new Error(String(error));
  return new DatabaseUnavailableError(unreachableMessage(handle.label, urlOf(handle), error));
}

function handle(): Handle {
  const want = wanted();
  const current = globalStore.handle;
  if (current && current.key === want.key) return current;
  if (current) void current.close().catch(() => undefined);
  globalStore.handle = start(want.open());
  return globalStore.handle;
}

/** The Kysely instance, after the migrations have run. */
export async function getDb(): Promise<DB> {
  const h = handle();
  await h.ready;
  return h.db;
}

/** Which engine DATABASE_URL selects: "postgres" when it is set, else "sqlite". */
export function databaseEngine(): Engine {
  return wanted().engine;
}

/** The database as logs show it: the SQLite file, or the PostgreSQL URL without its password. */
export function databaseLabel(): string {
  return handle().label;
}

/**
 * This process's better-sqlite3 connection, for tests and scripts that look at the SQLite file
 * directly. Application code reaches the database through Kysely (`getDb`, `writeTransaction`) and the
 * helpers here; ESLint keeps this out of app/ outside app/db/.
 */
export function sqliteConnection(): SQLite.Database {
  const h = handle();
  if (h.engine !== "sqlite") throw new Error("sqliteConnection() is for SQLite; DATABASE_URL selects PostgreSQL.");
  return h.sqlite;
}

/**
 * The page cache's data version (table dataVersion, one row, bumped by triggers on every write a
 * public page shows), answered without a database round trip: the cache asks on every hit. SQLite
 * reads the row with a prepared statement in microseconds (every process sees the same file);
 * PostgreSQL keeps the value each process polls every quarter second and raises after its own writes,
 * so a write on one server reaches every other server's cache within that time. Only after `getDb()`
 * resolved once (server.js awaits start-up before it serves).
 */
export function readDataVersionSync(): number {
  return handle().dataVersion();
}

/**
 * readDataVersionSync for a server that has started (server.js asks once, after start-up): the database open
 * then, without reading DATABASE_URL and DATABASE_PATH again on every call (they never change while a process
 * serves; a third of a page-cache hit's version check went on reading them). Once that database is no longer
 * this process's (closed, or replaced) it is readDataVersionSync again.
 */
export function dataVersionReader(): () => number {
  const opened = handle();
  return () => (globalStore.handle === opened ? opened.dataVersion() : readDataVersionSync());
}

/**
 * Reads kept in memory until the data they came from changes, for the few a hot write path repeats on every
 * request (a booking's rates and settings). `load` may only read tables the page cache's triggers watch
 * (createPageCacheTriggers in the migrations): a write to any of them raises the data version and the next
 * call loads again. Only where the engine knows that version exactly (SQLite): on PostgreSQL every call
 * loads, since another server's write reaches the polled version a moment later. The value is shared
 * between callers: never change it. A load that fails is not kept, and at most `max` keys are (the keys a
 * visitor can name, such as a property id, are not bounded by the data).
 */
export function keptUntilDataChanges<K, V>(load: (key: K) => Promise<V>, max = 100): (key: K) => Promise<V> {
  const kept = new Map<K, { db: DB; version: number; value: Promise<V> }>();
  return async (key) => {
    const h = handle();
    await h.ready;
    const now = h.exactDataVersion();
    if (!now) return load(key);
    // A kept value is labelled with a committed version. Reading that same version now means nothing it came
    // from has changed, even while a write of this process is open: a write that raised the version reads
    // higher than any version committed before it.
    const hit = kept.get(key);
    if (hit && hit.version === now.version && hit.db === h.db) return hit.value;
    const value = load(key);
    // Labelled with the version read before loading, and only one every committed write left (no write of
    // this process open, which may yet roll back): the rows loaded are that version's or newer (a read waits
    // for this process's open write, so it never sees one that may roll back), and newer only costs one load
    // too many.
    if (now.writeOpen) return value;
    kept.delete(key);
    kept.set(key, { db: h.db, version: now.version, value });
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}

/** Forget the prepared statements Kysely's queries reuse (tests that watch `prepare` see every query again). */
export function clearStatementCache(): void {
  handle().clearStatementCache();
}

/**
 * Close the database (server stop, scripts and tests). SQLite first copies the write-ahead log into the
 * database file, so no -wal content is left beside it; PostgreSQL closes its pool.
 */
export async function closeDb(): Promise<void> {
  const current = globalStore.handle;
  if (!current) return;
  globalStore.handle = undefined;
  await current.ready.catch(() => undefined);
  await current.close();
}

/**
 * Apply every migration not applied yet. On PostgreSQL, Kysely's migrator holds an advisory lock and
 * runs them in one transaction, so servers that start at the same moment apply each exactly once.
 */
export async function migrateToLatest(db: DB): Promise<MigrationResultSet> {
  // On PostgreSQL the migrator's own tables live in the schema the connection works in (search_path):
  // without naming it, Kysely would take another schema's tables for its own.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return result;
}

/**
 * The one way to write atomically: run `fn` in a transaction that holds the write lock from its first
 * statement, so a check and the write that depends on it ("are these nights free?", "is this client
 * over its limit?") never interleave with another writer in this process, another process or another
 * server. SQLite: BEGIN IMMEDIATE, taken without blocking the event loop (see beginImmediate); writes that
 * queue up meanwhile share the next transaction, each in its own savepoint (groupedWrites): each still commits
 * or rolls back on its own, and hears back only after the commit.
 * PostgreSQL: a transaction-scoped advisory lock that every writeTransaction takes first. It commits
 * when `fn` resolves and rolls everything back when it throws (the error is passed on). `fn` must use
 * the `trx` it is given, never getDb(): on SQLite this process's one connection is held until the
 * transaction ends. Not re-entrant: a function that must also run inside a caller's transaction takes
 * the caller's `trx` instead.
 */
export async function writeTransaction<T>(fn: (trx: DB) => Promise<T>): Promise<T> {
  const h = handle();
  await h.ready;
  return h.transaction(fn);
}

/** How often the cluster's primary checkpoints the SQLite log for its workers. */
const BACKGROUND_CHECKPOINT_MS = 1_000;

/**
 * In the cluster's primary (server.js) over SQLite: checkpoint the write-ahead log every second, the work
 * its workers leave to it (they would otherwise each copy a thousand pages into the database file and flush
 * it in the middle of a guest's request). Nothing on PostgreSQL. Answers the function that stops it (also run
 * by shutdown, before the database closes).
 */
export function startBackgroundCheckpoints(): () => void {
  if (wanted().engine !== "sqlite") return () => undefined;
  let failing: string | undefined;
  const timer = setInterval(() => {
    const handle = globalStore.handle;
    if (handle?.engine !== "sqlite") return;
    try {
      checkpointWal(handle.sqlite);
      failing = undefined;
    } catch (error) {
      // A lasting problem (a full disk) is said once, not every second; the workers' safety net still checkpoints.
      const text = error instanceof Error ? error.message : String(error);
      if (text !== failing) console.error("WAL checkpoint:", text);
      failing = text;
    }
  }, BACKGROUND_CHECKPOINT_MS);
  timer.unref();
  const unregister = onShutdown("WAL checkpoints", () => clearInterval(timer));
  return () => {
    clearInterval(timer);
    unregister();
  };
}
