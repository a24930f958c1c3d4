import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { setTimeout as sleep } from "node:timers/promises";
import {
  Kysely,
  Migrator,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type MigrationResultSet,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";
import { migrations } from "../../migrations";
import { databasePath } from "~/lib/env.server";
import { singleton } from "~/lib/singleton.server";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

interface Handle {
  file: string;
  db: DB;
  sqlite: SQLite.Database;
  clearStatementCache: () => void;
  ready: Promise<void>;
}

/** How long a write waits for another process's write lock before it fails with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Take SQLite's write lock (`BEGIN IMMEDIATE`) without blocking the event loop. With several server
 * processes (cluster workers) one may hold the lock while another wants it. SQLite's own busy
 * handler would make the waiting process sleep synchronously (1, 2, 5 … 100 ms steps) with every request
 * of that process frozen; instead each attempt fails at once (busy_timeout 0 for just that statement)
 * and the retry waits on a timer, so the process keeps serving meanwhile and retries within about a
 * millisecond of the lock coming free. Gives up with the SQLITE_BUSY error after BUSY_TIMEOUT_MS.
 */
async function beginImmediate(sqlite: SQLite.Database): Promise<void> {
  const { noWait, wait, begin } = lockStatements(sqlite);
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    noWait.run();
    try {
      begin.run();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "SQLITE_BUSY" || Date.now() >= deadline) throw error;
    } finally {
      wait.run();
    }
    // Another process's write transactions last a millisecond or two: look again about every millisecond.
    await sleep(0.5 + Math.random());
  }
}

const lockStatementCache = new WeakMap<SQLite.Database, Record<"noWait" | "wait" | "begin", SQLite.Statement>>();
function lockStatements(sqlite: SQLite.Database) {
  let statements = lockStatementCache.get(sqlite);
  if (!statements) {
    statements = {
      noWait: sqlite.prepare("PRAGMA busy_timeout = 0"),
      wait: sqlite.prepare(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`),
      begin: sqlite.prepare("BEGIN IMMEDIATE"),
    };
    lockStatementCache.set(sqlite, statements);
  }
  return statements;
}

/**
 * Every Kysely transaction (`writeTransaction`) starts with BEGIN IMMEDIATE: it takes the write lock at
 * once, so two server processes writing at the same moment queue up instead of one failing with
 * SQLITE_BUSY when its read transaction cannot be upgraded to a write.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #sqlite: SQLite.Database;
  constructor(config: SqliteDialectConfig & { sqlite: SQLite.Database }) {
    super(config);
    this.#sqlite = config.sqlite;
  }
  override async beginTransaction(_connection: DatabaseConnection): Promise<void> {
    await beginImmediate(this.#sqlite);
  }
  // SQLite ends the transaction itself after some errors (a full disk, an interrupted statement); a
  // second ROLLBACK would then fail and hide the error that matters.
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig & { sqlite: SQLite.Database };
  constructor(config: SqliteDialectConfig & { sqlite: SQLite.Database }) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** How many prepared statements each connection keeps for reuse (least recently used dropped first). */
const STATEMENT_CACHE_SIZE = 256;

/**
 * The database as Kysely sees it, with prepared statements reused: Kysely's SQLite driver prepares every
 * query it runs afresh, and preparing (parsing and planning the SQL) cost more CPU than running most of
 * this site's queries (measured with --cpu-prof on the booking POST). The SQL text is the key;
 * a statement still being iterated (a streamed query) is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase & { clearStatementCache(): void } {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    const cached = statements.get(source);
    if (cached && !cached.busy) {
      statements.delete(source);
      statements.set(source, cached);
      return cached;
    }
    const statement = sqlite.prepare(source);
    statements.set(source, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    return statement;
  };
  return { prepare, close: () => sqlite.close(), clearStatementCache: () => statements.clear() };
}

// One connection per process, kept across dev-server reloads.
const globalStore = singleton("database", (): { handle?: Handle } => ({}));

function open(file: string): Handle {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma("synchronous = NORMAL");
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cached, sqlite }) });
  const handle: Handle = { file, db, sqlite, clearStatementCache: cached.clearStatementCache, ready: Promise.resolve() };
  handle.ready = migrateToLatest(db).then(() => undefined);
  return handle;
}

function handle(): Handle {
  const file = databasePath();
  const current = globalStore.handle;
  if (current && current.file === file) return current;
  if (current) current.sqlite.close();
  globalStore.handle = open(file);
  return globalStore.handle;
}

/** The Kysely instance, after the migrations have run. */
export async function getDb(): Promise<DB> {
  const h = handle();
  await h.ready;
  return h.db;
}

/**
 * This process's better-sqlite3 connection, for tests and scripts that look at the file directly.
 * Application code reaches the database through Kysely (`getDb`, `writeTransaction`) and the helpers
 * here; ESLint keeps this out of app/ outside app/db/.
 */
export function sqliteConnection(): SQLite.Database {
  return handle().sqlite;
}

let dataVersionRead: { sqlite: SQLite.Database; statement: SQLite.Statement<[], { version: number }> } | undefined;

/**
 * The page cache's data version (table dataVersion, one row, bumped by triggers on every write a
 * public page shows), read synchronously: the cache asks on every hit, and a prepared one-row SELECT
 * answers in microseconds without a trip through the event loop. Every server process reads the same
 * row, so a write in one invalidates the page caches of all. Only after `getDb()` resolved once
 * (server.js awaits start-up before it serves).
 */
export function readDataVersionSync(): number {
  // The statement of the open connection is kept; a closed one (tests switching databases) is prepared again.
  if (!dataVersionRead?.sqlite.open) {
    const sqlite = handle().sqlite;
    dataVersionRead = { sqlite, statement: sqlite.prepare<[], { version: number }>("SELECT version FROM dataVersion WHERE id = 1") };
  }
  return dataVersionRead.statement.get()?.version ?? 0;
}

/** Forget the prepared statements Kysely's queries reuse (tests that watch `prepare` see every query again). */
export function clearStatementCache(): void {
  handle().clearStatementCache();
}

/**
 * Close the connection (server stop, scripts and tests): first copy the write-ahead log into the
 * database file and truncate it, so no -wal content is left beside the file.
 */
export async function closeDb(): Promise<void> {
  const current = globalStore.handle;
  if (!current) return;
  globalStore.handle = undefined;
  await current.ready.catch(() => undefined);
  try {
    current.sqlite.pragma("wal_checkpoint(TRUNCATE)");
  } catch (error) {
    console.error("Could not checkpoint the database before closing it:", error);
  }
  await current.db.destroy();
}

export async function migrateToLatest(db: DB): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return result;
}

/**
 * The one way to write atomically: run `fn` in a transaction that holds the write lock from its first
 * statement (SQLite: BEGIN IMMEDIATE, taken without blocking the event loop, see beginImmediate), so a
 * check and the write that depends on it ("are these nights free?", "is this client over its limit?")
 * never interleave with another writer in this process or any other. It commits when `fn` resolves and
 * rolls everything back when it throws (the error is passed on). `fn` must use the `trx` it is given,
 * never getDb(): this process's one connection is held until the transaction ends. Not re-entrant: a
 * function that must also run inside a caller's transaction takes the caller's `trx` instead.
 */
export async function writeTransaction<T>(fn: (trx: DB) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction().execute(fn);
}
