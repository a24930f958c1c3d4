import type { Kysely } from "kysely";
import { isDatabaseUnavailable, writeTransaction } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { createMailTransport, onOutbox, type MailTransport } from "~/lib/mail.server";
import { onShutdown } from "~/lib/shutdown.server";
import { singleton } from "~/lib/singleton.server";
import {
  claimDueTasks,
  countTasksPerStatus,
  enqueueTask,
  finishTask,
  isTaskDue,
  postponeTask,
  recordTaskFailure,
  releaseTaskClaims,
  listTasks,
  retryTask,
  TASK_LEASE_MS,
  type ClaimedTask,
  type TaskKindFilter,
  type TaskListOptions,
  type TaskRecord,
  type TaskStatus,
} from "~/models/task.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import type { Page } from "~/lib/paging.server";
import type { TaskKind, TaskPayloads } from "./task-kinds";

/*
 * The one task runner (docs/decisions/1128-task-queue.md): every process that runs background work runs one; each
 * due task (an e-mail to send, a refund to give back, a provider to ask) is claimed by one of them and run by its
 * kind's handler. The claim takes a batch (up to 25, oldest first, any kinds: e-mails and refunds alike); what the
 * batch came to is recorded every 5 tasks and at least every second, so a crash repeats little. A handler that
 * throws is tried again after a backoff (15 s, 30 s, 1 min … capped at an hour) until its kind gives up (a number of
 * attempts, or a time since it was queued: an e-mail's 24 hours), or at once when the error is final
 * (PermanentTaskError: an SMTP 5xx); a failed task is shown to staff with a Retry button. A handler may answer
 * `{ again }` to look once more later without counting a failure. Stops cleanly on SIGTERM: the task in flight
 * finishes and is recorded, the rest of the batch is given back.
 */

/** What a handler may answer: nothing (done), a note its kind records with it (an e-mail's Message-ID), or a time to look again (not a failure). */
export type TaskResult = void | { done: string } | { again: Date };

/** What a finished run of a task came to, as its kind records it beside the task (in the same transaction). */
export type TaskFate =
  | { status: "done"; note: string | null; attempts: number; at: Date }
  | { status: "waiting"; runAt: Date; error: string; attempts: number }
  | { status: "failed"; error: string; attempts: number; at: Date };

/** An error that trying again cannot mend (an SMTP server's 5xx, a row that cannot be rendered): the task fails at once. */
export class PermanentTaskError extends Error {}

/** What the process running the tasks lends their handlers. */
export interface TaskContext {
  /** The mail transport (SMTP or .eml files): one per runner, so its batch of e-mails shares it. */
  mail: MailTransport;
}

export interface TaskHandler<K extends TaskKind> {
  /** `now`: the runner's clock (tests move it). */
  run(payload: TaskPayloads[K], task: ClaimedTask, now: Date, context: TaskContext): Promise<TaskResult>;
  /** Attempts before the task is failed for good (none: no limit by count). */
  maxAttempts?: number;
  /** How long after it was queued (or retried by staff) a failing task is given up (none: no limit by time). */
  giveUpAfterMs?: number;
  /** The kind needs the mail transport: a run without one (a test's runDueTasks()) leaves these tasks alone. */
  usesMail?: boolean;
  /** Record what a run came to beside the task, in the transaction that records the task (an e-mail's status). */
  settled?(trx: Kysely<Database>, payload: TaskPayloads[K], fate: TaskFate): Promise<void>;
  /** What staff read of it on the Outbox page. */
  describe(payload: TaskPayloads[K]): string;
}

export type TaskHandlers = { [K in TaskKind]: TaskHandler<K> };

const registry = singleton("task handlers", () => ({ handlers: {} as Partial<TaskHandlers> }));

/** Register handlers (at start-up, ./task-handlers.server.ts; each kind's module may add its own), so this module imports no feature. */
export function registerTaskHandlers(handlers: Partial<TaskHandlers>): void {
  registry.handlers = { ...registry.handlers, ...handlers };
}

const handlerOf = (kind: string) => registry.handlers[kind as TaskKind] as TaskHandler<TaskKind> | undefined;

/** Write a task of `kind` in `trx` (the change's own transaction); see enqueueTask for `dedupeKey`. */
export function enqueue<K extends TaskKind>(
  trx: Kysely<Database>,
  kind: K,
  payload: TaskPayloads[K],
  options: { dedupeKey?: string; runAt?: Date } = {},
): Promise<boolean> {
  return enqueueTask(trx, kind, payload, options);
}

/** The wait after `attempts` failed attempts: 15 s, 30 s, 1 min, … capped at 1 hour. */
export function taskRetryDelayMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.min(Math.max(attempts - 1, 0), 20), 60 * 60_000);
}

/** How a task reads for staff. */
export function describeTask(task: TaskRecord): string {
  const handler = handlerOf(task.kind);
  if (!handler) return task.kind;
  try {
    return handler.describe(task.payload as never);
  } catch {
    return task.kind;
  }
}

/** How many due tasks one claim takes: one write claims them, one write records every few of them. */
const BATCH_SIZE = 25;
/**
 * What a batch has done is recorded after every 5 tasks and at least once a second, so a crash mid-batch (or a
 * database gone while the work goes on) repeats at most a handful (a resent e-mail keeps its Message-ID; the
 * other kinds re-read what they act on).
 */
const RECORD_EVERY_MS = 1_000;
const RECORD_EVERY_RUNS = 5;
/**
 * No task starts once a quarter of the batch's lease is gone (a slow SMTP server or provider): the longest single
 * run (SMTP's timeouts) still ends inside the lease, so no other runner claims what this one is running. The rest
 * of the batch is given back at once.
 */
const START_WITHIN_MS = TASK_LEASE_MS / 4;

type Outcome = { task: ClaimedTask; result: TaskResult } | { task: ClaimedTask; error: string; permanent: boolean };
type Came = "done" | "again" | "retry" | "failed";
/** What the runs of a round came to, in all and for each kind. */
export type Tally = Record<Came, number> & { byKind: Record<string, Record<Came, number>> };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function runOne(task: ClaimedTask, now: Date, context: Partial<TaskContext>): Promise<Outcome> {
  const handler = handlerOf(task.kind);
  try {
    if (!handler) throw new PermanentTaskError(`No handler for tasks of kind "${task.kind}"`);
    if (handler.usesMail && !context.mail) throw new Error("No mail transport to send with");
    return { task, result: await handler.run(task.payload as never, task, now, context as TaskContext) };
  } catch (error) {
    return { task, error: errorText(error), permanent: error instanceof PermanentTaskError };
  }
}

/** Record what runs came to, in one transaction: each task done, looked at again later, retried after its backoff or failed; each kind's own record beside it. */
async function record(outcomes: Outcome[], now: Date, tally: Tally): Promise<void> {
  if (outcomes.length === 0) return;
  const counted = await writeTransaction(async (trx) => {
    const results: Came[] = [];
    for (const outcome of outcomes) {
      const { task } = outcome;
      const handler = handlerOf(task.kind);
      let fate: TaskFate | undefined;
      if ("error" in outcome) {
        const deadline = handler?.giveUpAfterMs ? Date.parse(task.queuedAt) + handler.giveUpAfterMs : Infinity;
        const giveUp = !handler || outcome.permanent || task.attempts >= (handler.maxAttempts ?? Infinity) || now.getTime() >= deadline;
        const retryAt = giveUp ? null : new Date(Math.min(now.getTime() + taskRetryDelayMs(task.attempts), deadline));
        await recordTaskFailure(trx, task, outcome.error, retryAt, now);
        fate = retryAt
          ? { status: "waiting", runAt: retryAt, error: outcome.error, attempts: task.attempts }
          : { status: "failed", error: outcome.error, attempts: task.attempts, at: now };
        results.push(retryAt ? "retry" : "failed");
      } else if (outcome.result && "again" in outcome.result) {
        await postponeTask(trx, task, outcome.result.again);
        results.push("again");
      } else {
        await finishTask(trx, task, now);
        const note = outcome.result && "done" in outcome.result ? outcome.result.done : null;
        fate = { status: "done", note, attempts: task.attempts, at: now };
        results.push("done");
      }
      if (fate && handler?.settled) await handler.settled(trx, task.payload as never, fate);
    }
    return results;
  });
  outcomes.forEach((outcome, i) => {
    const result = counted[i];
    tally[result]++;
    const kind = (tally.byKind[outcome.task.kind] ??= { done: 0, again: 0, retry: 0, failed: 0 });
    kind[result]++;
    if ("error" in outcome) {
      const { task } = outcome;
      console.warn(
        `Task #${task.id} (${describeTask(task)}): attempt ${task.attempts} failed (${outcome.error}); ${result === "failed" ? "marked failed" : "will be tried again"}`,
      );
    }
  });
}

export interface RunOptions {
  /** The clock (tests move it forward to reach a retry). */
  now?: () => Date;
  /** Asked before each task: true gives the rest of the batch back (the runner stopping). */
  shouldStop?: () => boolean;
  /** Asked before each batch after the first: false ends the round there (guests are busy). */
  moreBatches?: () => boolean;
  /** How many due tasks one claim takes (BATCH_SIZE). */
  batchSize?: number;
  /** Only these kinds (a sender of e-mails alone: drainOutbox). */
  kinds?: readonly TaskKind[];
  /** What the handlers may use; without `mail`, the kinds that send mail are left for a runner that has it. */
  context?: Partial<TaskContext>;
}

/** Run every task due now, batch by batch, until none is left (the runner's round; tests call it). Answers what the runs came to. */
export async function runDueTasks(options: RunOptions = {}): Promise<Tally> {
  const { now = () => new Date(), shouldStop = () => false, moreBatches = () => true, batchSize = BATCH_SIZE, context = {} } = options;
  const tally: Tally = { done: 0, again: 0, retry: 0, failed: 0, byKind: {} };
  const needMail = (Object.keys(registry.handlers) as TaskKind[]).filter((kind) => handlerOf(kind)?.usesMail);
  const filter: TaskKindFilter = { only: options.kinds, except: context.mail ? undefined : needMail };
  // A task runs at most once per call: one that asked to look again (or failed) and is due again at once is left
  // for the next round, so a clock that runs ahead of its handler's can never spin a call.
  const ran = new Set<number>();
  for (let round = 0; !shouldStop() && (round === 0 || moreBatches()); round++) {
    const claimed = await claimDueTasks(batchSize, now(), undefined, filter);
    const again = claimed.filter((task) => ran.has(task.id));
    if (again.length > 0) await releaseTaskClaims(again);
    const batch = claimed.filter((task) => !ran.has(task.id));
    if (batch.length === 0) break;
    const claimedAt = now().getTime();
    let outcomes: Outcome[] = [];
    let recordedAt = Date.now();
    let next = 0;
    for (; next < batch.length && !shouldStop() && now().getTime() - claimedAt < START_WITHIN_MS; next++) {
      ran.add(batch[next].id);
      outcomes.push(await runOne(batch[next], now(), context));
      if (outcomes.length >= RECORD_EVERY_RUNS || Date.now() - recordedAt >= RECORD_EVERY_MS) {
        await record(outcomes, now(), tally);
        outcomes = [];
        recordedAt = Date.now();
      }
    }
    await record(outcomes, now(), tally);
    await releaseTaskClaims(batch.slice(next));
  }
  return tally;
}

/** A task as staff see it: what it does, in words. */
export type TaskView = TaskRecord & { description: string };

/** The kinds the Outbox lists under "Other tasks": every kind but sending an e-mail (the E-mails tab lists those). */
export const OTHER_TASKS: TaskKindFilter = { except: ["send-email"] };

/** How many of the other tasks have each status (the Outbox's tabs). */
export function countOtherTasksPerStatus(): Promise<Record<TaskStatus, number>> {
  return countTasksPerStatus(OTHER_TASKS);
}

/** The Outbox's other tasks, newest first, each described. */
export async function listTaskViews(options: TaskListOptions = {}): Promise<Page<TaskView>> {
  const page = await listTasks({ ...options, ...OTHER_TASKS });
  return { ...page, items: page.items.map((task) => ({ ...task, description: describeTask(task) })) };
}

/** Staff's retry of a failed task (the Outbox page, its JSON twin): waiting again now, audited. 404 unknown, 409 not failed. */
export function retryFailedTask(actor: AuditActor, id: number): Promise<TaskView> {
  return writeTransaction(async (trx) => {
    const task = await retryTask(trx, id, new Date(), OTHER_TASKS);
    const description = describeTask(task);
    await recordAudit(trx, actor, "task.retry", { type: "task", id, label: description });
    return { ...task, description };
  });
}

/**
 * During a burst of guests' forms (each queueing e-mails) the answers come first and the runner waits for a pause:
 * its rendering, sends and writes would otherwise take the cores and the write lock the answers need
 * (docs/decisions/1127-sender-batches-and-bursts.md). The first round after a quiet spell starts at once; while
 * e-mails keep being queued less than QUIET_MS apart, one round runs every BURST_ROUND_MS (so nothing waits much
 * longer than that), and the rest once the burst pauses.
 */
const QUIET_MS = 250;
const BURST_ROUND_MS = 30_000;

/** How much longer the burst lasts if nothing more is queued (0: it has paused). */
const burstLeft = (now: number, lastQueuedAt: number) => Math.max(QUIET_MS - (now - lastQueuedAt), 0);

/**
 * How long the runner waits before its next round (0: now), from when an e-mail was last queued and when the
 * last round started (milliseconds since the epoch).
 */
export function roundDelay(now: number, lastQueuedAt: number, lastRoundAt: number): number {
  return Math.min(burstLeft(now, lastQueuedAt), Math.max(BURST_ROUND_MS - (now - lastRoundAt), 0));
}

interface Runner {
  context: TaskContext;
  pollMs: number;
  timer?: NodeJS.Timeout;
  busy?: Promise<void>;
  again: boolean;
  stopped: boolean;
  /** When this process last heard that an e-mail was queued, and when the runner last started a round. */
  lastQueuedAt: number;
  lastRoundAt: number;
  /** The error the last round failed with, so a lasting failure is logged once. */
  failing?: string;
  unsubscribe: () => void;
}

// The running runner, one per process (kept across dev-server reloads of this module).
const store = singleton("task runner", () => ({ running: undefined as Runner | undefined }));

/** How often an idle runner looks for due tasks (one indexed read): what another server queued waits at most this long. */
const POLL_MS = 1_000;

const inBurst = (state: Runner) => burstLeft(Date.now(), state.lastQueuedAt) > 0;

function schedule(state: Runner, ms: number, poll = true) {
  if (state.stopped) return;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => wake(state, poll), Math.max(ms, 0));
  state.timer.unref();
}

/** Run what is due. `poll`: a timer's look, which first checks cheaply whether anything is due at all. */
function wake(state: Runner, poll = false) {
  if (state.stopped) return;
  if (state.busy) {
    state.again = true;
    return;
  }
  const delay = roundDelay(Date.now(), state.lastQueuedAt, state.lastRoundAt);
  if (delay > 0) {
    // Guests are busy: look again when the burst pauses, or at its next round.
    schedule(state, delay, false);
    return;
  }
  state.again = false;
  state.lastRoundAt = Date.now();
  state.busy = (async () => {
    try {
      if (!poll || (await isTaskDue())) {
        await runDueTasks({ shouldStop: () => state.stopped, moreBatches: () => !inBurst(state), context: state.context });
      }
      state.failing = undefined;
    } catch (error) {
      // A database that is down fails every poll the same way: say so once, not every second.
      const text = errorText(error);
      if (text !== state.failing) console.error("Task runner:", isDatabaseUnavailable(error) ? text : error);
      state.failing = text;
    }
    state.busy = undefined;
    if (state.again) wake(state);
    else schedule(state, state.pollMs);
  })();
}

/** Start this process's runner once (server start-up: the single server, or the cluster's sender process); stopped by a shutdown hook. Options are for tests. */
export function startTaskRunner(options: { transport?: MailTransport; pollMs?: number; quiet?: boolean } = {}): void {
  if (store.running && !store.running.stopped) return;
  const transport = options.transport ?? createMailTransport();
  const state: Runner = {
    context: { mail: transport },
    pollMs: options.pollMs ?? POLL_MS,
    again: false,
    stopped: false,
    lastQueuedAt: 0,
    lastRoundAt: 0,
    unsubscribe: () => undefined,
  };
  state.unsubscribe = onOutbox(() => {
    // The news comes before the round it triggers: a burst's first e-mail still goes out at once.
    const quietBefore = !inBurst(state);
    state.lastQueuedAt = Date.now();
    if (quietBefore) state.lastRoundAt = 0;
    wake(state);
  });
  store.running = state;
  // On SIGTERM the task in flight finishes (and is recorded) before the database closes.
  onShutdown("task runner", stopTaskRunner);
  if (!options.quiet) console.log(`E-mail: sending through ${transport.description}`);
  wake(state);
}

/** Stop the runner: nothing new starts; the task in flight finishes (recorded), the rest of its batch is given back for the next start or another server. */
export async function stopTaskRunner(): Promise<void> {
  const state = store.running;
  if (!state) return;
  store.running = undefined;
  state.stopped = true;
  clearTimeout(state.timer);
  state.unsubscribe();
  await state.busy;
  state.context.mail.close();
}
