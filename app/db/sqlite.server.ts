import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { setTimeout as sleep } from "node:timers/promises";
import { Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDatabase, type SqliteDialectConfig } from "kysely";
import type { Database } from "./schema";
import type { EngineHandle } from "./engine";
import { groupedWrites } from "./write-groups";

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

/**
 * Copy what the write-ahead log holds into the database file without waiting for anyone (a PASSIVE
 * checkpoint: pages a reader still needs stay for the next one). The cluster's primary runs it every
 * second for the workers (SqliteOptions.checkpointsElsewhere). Answers how many log pages there were and
 * how many are now in the database file.
 */
export function checkpointWal(sqlite: SQLite.Database): { logPages: number; copiedPages: number } {
  const [row] = sqlite.pragma("wal_checkpoint(PASSIVE)") as { busy: number; log: number; checkpointed: number }[];
  return { logPages: row?.log ?? 0, copiedPages: row?.checkpointed ?? 0 };
}

/** SQLite's connection and its Kysely instance: one per process, over the file at `file`. */
export interface SqliteHandle extends EngineHandle {
  engine: "sqlite";
  sqlite: SQLite.Database;
}

/**
 * How many write-ahead-log pages a connection lets pile up before it copies them into the database file
 * itself (a checkpoint, with an fsync), when another process does that in the background: a safety net
 * for a background that stopped (about 40 MB); SQLite's own default is 1,000 pages.
 */
export const CHECKPOINT_SAFETY_PAGES = 10_000;

export interface SqliteOptions {
  /**
   * A cluster's web workers and sender: leave checkpoints to the primary (checkpointWal, every second), so
   * no guest's request waits while its process copies the log into the database file and flushes it.
   */
  checkpointsElsewhere?: boolean;
}

export function openSqlite(file: string, options: SqliteOptions = {}): SqliteHandle {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma("synchronous = NORMAL");
  if (options.checkpointsElsewhere) sqlite.pragma(`wal_autocheckpoint = ${CHECKPOINT_SAFETY_PAGES}`);
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cached, sqlite }) });
  // The page cache asks on every hit: a prepared one-row SELECT answers in microseconds, synchronously.
  // Every server process reads the same row, so a write in one invalidates the page caches of all.
  // The value alone (pluck), not a row object per read.
  let versionRead: SQLite.Statement<[], number> | undefined;
  const dataVersion = () => {
    versionRead ??= sqlite.prepare<[], number>("SELECT version FROM dataVersion WHERE id = 1").pluck();
    return versionRead.get() ?? 0;
  };
  return {
    engine: "sqlite",
    key: file,
    label: file,
    db,
    sqlite,
    clearStatementCache: cached.clearStatementCache,
    dataVersion,
    exactDataVersion: () => ({ version: dataVersion(), writeOpen: sqlite.inTransaction }),
    // BEGIN IMMEDIATE (ImmediateSqliteDriver) already holds the one write lock; the writes that queue up
    // meanwhile share the next transaction (groupedWrites).
    transaction: groupedWrites(db, () => sqlite.inTransaction),
    // First copy the write-ahead log into the database file and truncate it, so no -wal content is left
    // beside the file.
    close: async () => {
      try {
        sqlite.pragma("wal_checkpoint(TRUNCATE)");
      } catch (error) {
        console.error("Could not checkpoint the database before closing it:", error);
      }
      await db.destroy();
    },
  };
}
