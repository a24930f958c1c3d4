import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type MigrationResultSet,
  type SqliteDialectConfig,
} from "kysely";
import { migrations } from "../../migrations";
import { databasePath } from "~/lib/env.server";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

interface Handle {
  file: string;
  db: DB;
  sqlite: SQLite.Database;
  ready: Promise<void>;
}

/**
 * Every Kysely transaction starts with BEGIN IMMEDIATE: it takes the write lock at once (waiting up to the
 * busy timeout), so two server processes (cluster workers) writing at the same moment queue up instead
 * of one failing with SQLITE_BUSY when its read transaction cannot be upgraded to a write.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

// One connection per process, kept on globalThis so dev-server reloads reuse it.
const globalStore = globalThis as unknown as { __tigoniDb?: Handle };

function open(file: string): Handle {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  const handle: Handle = { file, db, sqlite, ready: Promise.resolve() };
  handle.ready = migrateToLatest(db).then(() => undefined);
  return handle;
}

function handle(): Handle {
  const file = databasePath();
  const current = globalStore.__tigoniDb;
  if (current && current.file === file) return current;
  if (current) current.sqlite.close();
  globalStore.__tigoniDb = open(file);
  return globalStore.__tigoniDb;
}

/** The Kysely instance, after the migrations have run. */
export async function getDb(): Promise<DB> {
  const h = handle();
  await h.ready;
  return h.db;
}

/**
 * Run `fn` inside one SQLite `BEGIN IMMEDIATE` transaction on this process's connection. `fn` is
 * synchronous (raw better-sqlite3 statements), so nothing else in this process runs in between, and
 * the IMMEDIATE lock keeps every other process out until it commits: a count-then-write inside it
 * is atomic across all server processes. Used for throttles and rate limits.
 */
export async function immediateTransaction<T>(fn: (sqlite: SQLite.Database) => T): Promise<T> {
  const h = handle();
  await h.ready;
  return h.sqlite.transaction(() => fn(h.sqlite)).immediate();
}

/**
 * This process's better-sqlite3 connection, for synchronous hot-path reads (the page cache's data
 * version). Only after `getDb()` resolved once (server.js awaits start-up before it serves).
 */
export function sqliteConnection(): SQLite.Database {
  return handle().sqlite;
}

/**
 * Close the connection (server stop, scripts and tests): first copy the write-ahead log into the
 * database file and truncate it, so no -wal content is left beside the file.
 */
export async function closeDb(): Promise<void> {
  const current = globalStore.__tigoniDb;
  if (!current) return;
  globalStore.__tigoniDb = undefined;
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
