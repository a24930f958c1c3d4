import { pruneAudit } from "~/models/audit.server";
import { pruneDoneTasks } from "~/models/task.server";
import { onShutdown } from "~/lib/shutdown.server";
import { syncAllFeeds, syncIntervalMinutes } from "./calendar.server";
import { takeTurn } from "./jobs.server";
import { askAboutOpenAttempts } from "./online-payments.server";
import { sendPaymentReminders } from "./payment-reminders.server";

/*
 * Every periodic job, in one place (docs/decisions/1128-task-queue.md). Each has its own timer and runs on one
 * server per interval (the server that takes its turn, jobs.server.ts); each fails alone: an error is logged and
 * the others run as before. Work a job finds to do that calls a provider is written as tasks, not done inline.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface PeriodicJob {
  name: string;
  everyMs: () => number;
  /** The first run after start-up (default: at once). */
  firstAfterMs?: number;
  run: () => Promise<unknown>;
}

export const PERIODIC_JOBS: PeriodicJob[] = [
  // Balance reminders: a week before the balance is due and on the day, each once.
  { name: "payment-reminders", everyMs: () => 60 * MINUTE, run: () => sendPaymentReminders() },
  // Online attempts nobody asked about lately (a lost notification): a query task each.
  { name: "open-payment-attempts", everyMs: () => 5 * MINUTE, run: () => askAboutOpenAttempts() },
  // Import the properties' iCal feeds; a first import soon after start-up so a restart leaves nothing stale.
  { name: "ical-sync", everyMs: () => syncIntervalMinutes() * MINUTE, firstAfterMs: 15_000, run: () => syncAllFeeds() },
  // The audit log keeps a year; done tasks a month.
  { name: "audit-prune", everyMs: () => DAY, run: () => pruneAudit() },
  { name: "task-prune", everyMs: () => DAY, run: () => pruneDoneTasks(new Date(Date.now() - 30 * DAY)) },
];

const timers: NodeJS.Timeout[] = [];
/** Runs in flight: a stop waits for them, so none is cut off with its transaction open when the database closes. */
const running = new Set<Promise<boolean>>();
let stopping = false;

/** Run one job if this server takes its turn; an error is logged, never thrown (the job fails alone). */
export function runPeriodicJob(job: PeriodicJob): Promise<boolean> {
  if (stopping) return Promise.resolve(false);
  const run = (async () => {
    try {
      if (!(await takeTurn(job.name, job.everyMs()))) return false;
      await job.run();
      return true;
    } catch (error) {
      console.error(`Periodic job "${job.name}" failed:`, error);
      return false;
    }
  })();
  running.add(run);
  void run.finally(() => running.delete(run));
  return run;
}

/** Start every periodic job (server start-up, once); stopped by a shutdown hook. Timers never keep the process alive. */
export function startPeriodicJobs(jobs: PeriodicJob[] = PERIODIC_JOBS): void {
  if (timers.length > 0) return;
  stopping = false;
  for (const job of jobs) {
    const first = setTimeout(() => void runPeriodicJob(job), job.firstAfterMs ?? 0);
    const every = setInterval(() => void runPeriodicJob(job), job.everyMs());
    first.unref();
    every.unref();
    timers.push(first, every);
  }
  onShutdown("periodic jobs", stopPeriodicJobs);
}

/** Stop every periodic job's timer and wait for the runs in flight (shutdown, tests). */
export async function stopPeriodicJobs(): Promise<void> {
  stopping = true;
  for (const timer of timers.splice(0)) clearTimeout(timer);
  await Promise.all([...running]);
}
