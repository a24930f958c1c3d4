import { sql } from "kysely";
import { closeDb, getDb } from "~/db/db.server";
import { databasePath } from "~/lib/env.server";
import { removeServerPidFile, writeServerPidFile } from "~/lib/server-pid.server";
import { runShutdownHooks } from "~/lib/shutdown.server";

/** Called by server.js once it serves: marks the database as in use (see `npm run restore`). */
export function registerServerProcess(): void {
  writeServerPidFile(databasePath());
}

/**
 * Called by server.js after it stopped accepting and its in-flight requests finished: stops background
 * work (shutdown hooks), checkpoints the WAL into the database file and closes it, then removes the mark.
 * A database closed this way is one self-contained file that can be copied or restored.
 */
export async function shutdown(): Promise<void> {
  await runShutdownHooks();
  await closeDb();
  removeServerPidFile(databasePath());
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
