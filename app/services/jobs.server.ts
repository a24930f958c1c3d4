import { randomBytes } from "node:crypto";
import os from "node:os";
import { writeTransaction } from "~/db/db.server";
import { takeJobLease } from "~/models/job-lease.server";

/**
 * Periodic jobs with several app servers over one database: every server runs the timer, but only the
 * one that takes the job's lease does the work, so each job runs once per interval across all servers
 * (docs/decisions/0902-several-servers-share-the-database.md). A server that stops simply lets its
 * lease run out; another takes the next turn.
 */

/** This process, as lease rows name it (host, pid and a random part: a restarted pid is someone else). */
const HOLDER = `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

/**
 * Some slack under the interval: a timer fires a little late, so the holder's next turn always finds
 * its own lease run out or still its own, never another server's that took it a moment before.
 */
const SLACK_MS = 5_000;

/** True when this server should run `job` now (it took the job's lease for one interval). */
export function takeTurn(job: string, intervalMs: number, now = new Date()): Promise<boolean> {
  const ms = Math.max(intervalMs - SLACK_MS, 1_000);
  return writeTransaction((trx) => takeJobLease(trx, job, HOLDER, ms, now));
}
