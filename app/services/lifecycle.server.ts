import { randomBytes } from "node:crypto";
import os from "node:os";
import { sql } from "kysely";
import { closeDb, databaseEngine, getDb } from "~/db/db.server";
import { databasePath } from "~/lib/env.server";
import { removeServerPidFile, writeServerPidFile } from "~/lib/server-pid.server";
import { runShutdownHooks } from "~/lib/shutdown.server";
import { HEARTBEAT_MS, markServing, unmarkServing } from "~/models/server-process.server";

/** This process's mark on PostgreSQL: its row and the timer that keeps it fresh. */
let mark: { id: string; timer: NodeJS.Timeout } | undefined;

/**
 * Called by server.js once it serves: marks the database as in use (see `npm run restore`). SQLite: a
 * pid file beside the database file. PostgreSQL, which servers on other machines share: a row in
 * serverProcesses refreshed every few seconds (a failed refresh, the database away for a moment, is
 * simply tried again at the next beat).
 */
export function registerServerProcess(): void {
  if (databaseEngine() === "sqlite") {
    writeServerPidFile(databasePath());
    return;
  }
  if (mark) return;
  const row = {
    id: `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`,
    host: os.hostname(),
    pid: process.pid,
    startedAt: new Date().toISOString(),
  };
  const beat = () => markServing(row).catch(() => undefined);
  mark = { id: row.id, timer: setInterval(beat, HEARTBEAT_MS) };
  mark.timer.unref();
  void beat();
}

/**
 * Called by server.js after it stopped accepting and its in-flight requests finished: stops background
 * work (shutdown hooks), removes the mark, checkpoints the WAL into the database file and closes it.
 * A SQLite database closed this way is one self-contained file that can be copied or restored.
 * Returns what was done, for the stop's last log line.
 */
export async function shutdown(): Promise<string> {
  const engine = databaseEngine();
  await runShutdownHooks();
  if (mark) {
    clearInterval(mark.timer);
    await unmarkServing(mark.id).catch(() => undefined);
    mark = undefined;
  }
  await closeDb();
  removeServerPidFile(databasePath());
  // What the stop log says: SQLite's file is whole on disk; PostgreSQL keeps its own data, we only let go.
  return engine === "sqlite" ? "database checkpointed and closed" : "database connections closed";
}

/**
 * GET /healthz's probe: true when the database answers a trivial query within `timeoutMs` (through
 * Kysely, so the same on every engine). A query that fails or is still waiting then is false; it is
 * left to finish or fail on its own.
 */
export async function databaseAnswers(timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = (async () => {
    const db = await getDb();
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    return Number(rows[0]?.one) === 1;
  })().catch(() => false);
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}
