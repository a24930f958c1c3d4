import { closeDb, databaseEngine, getDb } from "~/db/db.server";
import { databaseAnswersOne } from "~/db/sql";
import { databasePath } from "~/lib/env.server";
import { notifyOutbox } from "~/lib/mail.server";
import { removeServerPidFile, writeServerPidFile } from "~/lib/server-pid.server";
import { thisServerProcess } from "~/lib/server-process.server";
import { runShutdownHooks } from "~/lib/shutdown.server";
import { HEARTBEAT_MS, markServing, releaseClaimsOfGoneProcesses, unmarkServing } from "~/models/server-process.server";

/** This process's row in serverProcesses and the timer that keeps it fresh. */
let mark: { id: string; timer: NodeJS.Timeout; beating: Promise<void> } | undefined;

/**
 * Called by server.js once a process serves (and by the e-mail sender's process): marks the database as
 * in use (see `npm run restore`; on SQLite also a pid file beside the database file) with a row in
 * serverProcesses refreshed every HEARTBEAT_MS (a failed refresh, the database away for a moment, is simply
 * tried again at the next beat). The claims this process takes name that row. At once and at every beat,
 * the claims of processes that are gone (killed, crashed; on another machine: stopped refreshing) are
 * freed and this process's sender woken, so a restart sends what the dead process held within seconds, not
 * after its lease (docs/decisions/1128-claims-name-their-process.md). `heartbeatMs` is for tests.
 */
export function registerServerProcess(options: { heartbeatMs?: number } = {}): void {
  if (databaseEngine() === "sqlite") writeServerPidFile(databasePath());
  if (mark) return;
  const self = thisServerProcess();
  const beat = async () => {
    try {
      await markServing(self);
      const freed = await releaseClaimsOfGoneProcesses(self);
      if (freed > 0) {
        console.log(`Freed ${freed} claim(s) held by server processes that are gone; sending them now.`);
        notifyOutbox();
      }
    } catch {
      // The database away for a moment: the next beat tries again.
    }
  };
  const state = { id: self.id, timer: setInterval(() => (state.beating = beat()), options.heartbeatMs ?? HEARTBEAT_MS), beating: beat() };
  state.timer.unref();
  mark = state;
}

/** Stop refreshing this process's row and remove it (its claims were given back by the shutdown hooks). */
export async function unregisterServerProcess(): Promise<void> {
  const state = mark;
  if (!state) return;
  mark = undefined;
  clearInterval(state.timer);
  // A beat in flight would write the row again after its removal.
  await state.beating;
  await unmarkServing(state.id).catch(() => undefined);
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
  await unregisterServerProcess();
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
    return databaseAnswersOne(db);
  })().catch(() => false);
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}
