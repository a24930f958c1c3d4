import { getDb, writeTransaction } from "~/db/db.server";
import { nowIso } from "~/lib/clock";
import { isProcessAlive } from "~/lib/server-pid.server";
import { thisServerProcess, type ServerProcessIdentity } from "~/lib/server-process.server";
import { releaseTaskClaimsOf } from "./task.server";

/*
 * Which server processes serve this database right now: each process keeps a row whose seenAt it refreshes
 * every HEARTBEAT_MS and deletes when it stops. `npm run restore` on PostgreSQL refuses while a row is live;
 * the claims a process takes (tasks: e-mails to send, refunds, provider questions) name its row, and the claims of a process that is gone are
 * freed at once (docs/decisions/1128-claims-name-their-process.md). A row not refreshed for LIVE_WITHIN_MS
 * belongs to a process that died without stopping (kill -9, a crashed machine). Times are the servers'
 * clocks (kept within a second by NTP; the window is 30 s).
 */

export const HEARTBEAT_MS = 10_000;
export const LIVE_WITHIN_MS = 30_000;

export interface ServerProcess {
  id: string;
  host: string;
  pid: number;
  pidSpace: string | null;
  startedAt: string;
  seenAt: string;
}

/** Insert or refresh this process's row. */
export async function markServing(process: ServerProcessIdentity): Promise<void> {
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

/**
 * Whether the process of `row` is gone, as `self` sees it at `now`. A process where `self` can ask the kernel
 * (the same pidSpace: this machine, this boot, this pid namespace) is gone exactly when its pid is not alive,
 * or is `self`'s own pid under another id (a restart got the same pid, as pid 1 in a container does); its
 * heartbeat does not count, so a beat missed under load never frees a live process's claims. Any other
 * process (another machine) is gone once its row has not been refreshed for LIVE_WITHIN_MS.
 */
export function isGone(row: ServerProcess, self: ServerProcessIdentity, now: Date, alive: (pid: number) => boolean = isProcessAlive): boolean {
  if (row.id === self.id) return false;
  if (row.pidSpace !== null && row.pidSpace === self.pidSpace) return row.pid === self.pid || !alive(row.pid);
  return Date.parse(row.seenAt) < now.getTime() - LIVE_WITHIN_MS;
}

/**
 * Free every claim held by a process that is gone (see isGone), and forget its row, in one transaction:
 * what it held is due again at once (its lease no longer counts; the attempt it was claimed for stays
 * counted, as when a lease runs out). A row refreshed since it was read is left alone, and with it its
 * claims, so a process that was only late is not robbed. Answers how many claims were freed. Only tasks are
 * claimed (sending an e-mail is a task too).
 */
export async function releaseClaimsOfGoneProcesses(self: ServerProcessIdentity = thisServerProcess(), now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db.selectFrom("serverProcesses").selectAll().execute();
  const gone = rows.filter((row) => isGone(row, self, now));
  if (gone.length === 0) return 0;
  return writeTransaction(async (trx) => {
    const forgotten: string[] = [];
    for (const { id, seenAt } of gone) {
      const row = await trx.deleteFrom("serverProcesses").where("id", "=", id).where("seenAt", "=", seenAt).returning("id").executeTakeFirst();
      if (row) forgotten.push(row.id);
    }
    return releaseTaskClaimsOf(trx, forgotten);
  });
}
