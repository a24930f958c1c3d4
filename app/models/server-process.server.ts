import { getDb } from "~/db/db.server";
import { nowIso } from "~/lib/clock";

/*
 * Which server processes serve this database right now, for `npm run restore` on PostgreSQL: each
 * process keeps a row whose seenAt it refreshes every HEARTBEAT_MS and deletes when it stops. A row not
 * refreshed for LIVE_WITHIN_MS belongs to a process that died without stopping (kill -9, a crashed
 * machine) and no longer counts. Times are the servers' clocks (kept within a second by NTP; the
 * window is 30 s).
 */

export const HEARTBEAT_MS = 10_000;
export const LIVE_WITHIN_MS = 30_000;

export interface ServerProcess {
  id: string;
  host: string;
  pid: number;
  startedAt: string;
  seenAt: string;
}

/** Insert or refresh this process's row. */
export async function markServing(process: Omit<ServerProcess, "seenAt">): Promise<void> {
  const db = await getDb();
  const seenAt = nowIso();
  await db
    .insertInto("serverProcesses")
    .values({ ...process, seenAt })
    .onConflict((oc) => oc.column("id").doUpdateSet({ seenAt }))
    .execute();
}

export async function unmarkServing(id: string): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("serverProcesses").where("id", "=", id).execute();
}
