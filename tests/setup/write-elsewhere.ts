import "./node-catalogues";
import SQLite from "better-sqlite3";
import pg from "pg";
import { databaseEngine } from "~/db/db.server";
import { databasePath } from "~/lib/env.server";

/** A write made by another server process: its own connection to the same database (SQLite file or PostgreSQL). */
export async function writeElsewhere(statement: string): Promise<void> {
  if (databaseEngine() === "sqlite") {
    const other = new SQLite(databasePath());
    other.pragma("busy_timeout = 5000");
    other.prepare(statement).run();
    other.close();
  } else {
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    await other.query(statement);
    await other.end();
  }
}
