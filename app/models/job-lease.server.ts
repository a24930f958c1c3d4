import type { DB } from "~/db/db.server";

/**
 * Leases on periodic jobs (table `jobLeases`): a server runs a job (the iCal import, audit pruning)
 * only when it takes the job's lease, which holds for about one interval, so with several servers
 * each job runs on one of them per interval, and on another one once that server stops.
 */

/**
 * Take the lease on `job` for `ms` unless another holder has it and it has not run out: true when
 * `holder` now holds it. In the caller's write transaction, so two servers asking at once never both
 * get it (the read and the write happen under the one write lock).
 */
export async function takeJobLease(trx: DB, job: string, holder: string, ms: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + ms).toISOString();
  const current = await trx.selectFrom("jobLeases").select(["holder", "expiresAt"]).where("name", "=", job).executeTakeFirst();
  if (current && current.holder !== holder && current.expiresAt > at) return false;
  await trx
    .insertInto("jobLeases")
    .values({ name: job, holder, expiresAt })
    .onConflict((oc) => oc.column("name").doUpdateSet({ holder, expiresAt }))
    .execute();
  return true;
}
