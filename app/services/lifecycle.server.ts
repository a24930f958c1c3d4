import { closeDb } from "~/db/db.server";
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
