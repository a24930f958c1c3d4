// The benchmark's own view of the database a server it started runs on: SQLite (the file beside the
// throwaway server) or, with DATABASE_URL set, a fresh PostgreSQL schema made for the run, so the same
// figures can be taken on both engines and no run touches an existing database.
import { randomBytes } from "node:crypto";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "../app/db/schema";

export interface BenchDatabase {
  /** Extra environment for the server that should run on it (a DATABASE_URL naming the run's schema), or none for SQLite. */
  serverEnv: Record<string, string>;
  /** Kysely on the server's database, opened once the server made it. */
  open: (sqlitePath: string) => Kysely<Database>;
  /**
   * After a bulk insert, make the database look like one that has run a while: SQLite copies its write-ahead log
   * into the file; PostgreSQL gathers the planner's statistics (autovacuum would, a minute later).
   */
  settle: (db: Kysely<Database>) => Promise<void>;
  /** Drop the run's schema (PostgreSQL). */
  drop: () => Promise<void>;
  engine: "sqlite" | "postgres";
}

export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    return {
      engine: "sqlite",
      serverEnv: {},
      open: (file) => {
        const sqlite = new SQLite(file);
        sqlite.pragma("busy_timeout = 5000");
        return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
      },
      settle: async (db) => void (await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db)),
      drop: async () => undefined,
    };
  }
  const schema = `bench_${name.replace(/\W/g, "_")}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    engine: "postgres",
    serverEnv: { DATABASE_URL: url.toString() },
    open: () => new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 2 }) }) }),
    settle: async (db) => void (await sql`ANALYZE`.execute(db)),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
