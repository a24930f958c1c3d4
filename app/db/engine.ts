import type { Kysely } from "kysely";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

/** Which database the process runs on: SQLite (one file, one machine) or PostgreSQL (several app servers). */
export type Engine = "sqlite" | "postgres";

/** What db.server.ts needs of an engine: its Kysely instance and the few things each does its own way. */
export interface EngineHandle {
  engine: Engine;
  /** What the handle was opened for (a file path or a URL): a change opens another. */
  key: string;
  /** The database as shown in logs: the file, or the URL without its password. */
  label: string;
  db: DB;
  /** The page cache's data version, answered without waiting (see readDataVersionSync). */
  dataVersion: () => number;
  /**
   * The data version read now, when the engine knows it exactly (SQLite: every process reads the same file),
   * and whether this process has a write open that may yet raise it and roll back; null when it is not exact
   * (PostgreSQL polls it, so another server's write reaches it a moment later).
   */
  exactDataVersion: () => { version: number; writeOpen: boolean } | null;
  /** A transaction that holds the engine's write lock from its first statement (see writeTransaction). */
  transaction: <T>(fn: (trx: DB) => Promise<T>) => Promise<T>;
  clearStatementCache: () => void;
  close: () => Promise<void>;
}
