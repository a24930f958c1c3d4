import type { Kysely } from "kysely";
import { isDatabaseUnavailable, writeTransaction } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { onShutdown } from "~/lib/shutdown.server";
import { singleton } from "~/lib/singleton.server";
import {
  claimDueTasks,
  enqueueTask,
  finishTask,
  isTaskDue,
  postponeTask,
  recordTaskFailure,
  releaseTaskClaims,
  listTasks,
  retryTask,
  type ClaimedTask,
  type TaskListOptions,
  type TaskRecord,
} from "~/models/task.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import type { Page } from "~/lib/paging.server";
import type { TaskKind, TaskPayloads } from "./task-kinds";

/*
 * The task runner (docs/decisions/1128-task-queue.md): every app server runs one; each due task is claimed by one
 * of them and run by its kind's handler. A handler that throws is tried again after a backoff (15 s, 30 s, 1 min …
 * capped at an hour) until its kind's give-up, then the task is failed and shown to staff on the Outbox page with a
 * retry button. A handler may answer `{ again }` to look once more later without counting a failure (an attempt
 * the provider has not finished). Stops cleanly on SIGTERM: the task in flight finishes, the rest are given back.
 */

/** What a handler may answer: nothing (done), or a time to run again (not a failure). */
export type TaskResult = void | { again: Date };

export interface TaskHandler<K extends TaskKind> {
  /** `now`: the runner's clock (tests move it). */
  run(payload: TaskPayloads[K], task: ClaimedTask, now: Date): Promise<TaskResult>;
  /** Attempts before the task is failed for good. */
  maxAttempts: number;
  /** What staff read of it on the Outbox page. */
  describe(payload: TaskPayloads[K]): string;
}

export type TaskHandlers = { [K in TaskKind]: TaskHandler<K> };

let handlers: TaskHandlers | undefined;

/** The handlers, registered once at start-up (./task-handlers.server.ts) so this module imports no feature. */
export function registerTaskHandlers(registry: TaskHandlers): void {
  handlers = registry;
}

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
  const handler = handlers?.[task.kind as TaskKind] as TaskHandler<TaskKind> | undefined;
  if (!handler) return task.kind;
  try {
    return handler.describe(task.payload as never);
  } catch {
    return task.kind;
  }
}

async function runOne(task: ClaimedTask, now: () => Date): Promise<"done" | "again" | "retry" | "failed"> {
  const handler = handlers?.[task.kind as TaskKind] as TaskHandler<TaskKind> | undefined;
  try {
    if (!handler) throw new Error(`No handler for tasks of kind "${task.kind}"`);
    const result = await handler.run(task.payload as never, task, now());
    if (result && "again" in result) {
      await writeTransaction((trx) => postponeTask(trx, task, result.again));
      return "again";
    }
    await writeTransaction((trx) => finishTask(trx, task, now()));
    return "done";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = !handler || task.attempts >= handler.maxAttempts;
    const retryAt = giveUp ? null : new Date(now().getTime() + taskRetryDelayMs(task.attempts));
    console.error(`Task #${task.id} (${task.kind}) ${giveUp ? "failed" : "will be tried again"}: ${message}`);
    await writeTransaction((trx) => recordTaskFailure(trx, task, message, retryAt, now()));
    return giveUp ? "failed" : "retry";
  }
}

/** Run every task due now (tests call this; the runner calls it when its poll finds one). Answers what each came to. */
export async function runDueTasks(options: { now?: () => Date; shouldStop?: () => boolean } = {}): Promise<Record<string, number>> {
  const now = options.now ?? (() => new Date());
  const tally: Record<string, number> = { done: 0, again: 0, retry: 0, failed: 0 };
  // A task runs at most once per call: one that asked to look again (or failed) and is due again at once is left
  // for the next poll, so a clock that runs ahead of its handler's can never spin a call.
  const ran = new Set<number>();
  for (;;) {
    const claimed = await claimDueTasks(10, now());
    const again = claimed.filter((task) => ran.has(task.id));
    if (again.length > 0) await releaseTaskClaims(again);
    const claims = claimed.filter((task) => !ran.has(task.id));
    if (claims.length === 0) return tally;
    for (const task of claims) ran.add(task.id);
    for (let i = 0; i < claims.length; i++) {
      if (options.shouldStop?.()) {
        await releaseTaskClaims(claims.slice(i));
        return tally;
      }
      tally[await runOne(claims[i], now)]++;
    }
  }
}

/** A task as staff see it: what it does, in words. */
export type TaskView = TaskRecord & { description: string };

/** The Outbox's other tasks, newest first, each described. */
export async function listTaskViews(options: TaskListOptions = {}): Promise<Page<TaskView>> {
  const page = await listTasks(options);
  return { ...page, items: page.items.map((task) => ({ ...task, description: describeTask(task) })) };
}

/** Staff's retry of a failed task (the Outbox page, its JSON twin): waiting again now, audited. 404 unknown, 409 not failed. */
export function retryFailedTask(actor: AuditActor, id: number): Promise<TaskView> {
  return writeTransaction(async (trx) => {
    const task = await retryTask(trx, id);
    const description = describeTask(task);
    await recordAudit(trx, actor, "task.retry", { type: "task", id, label: description });
    return { ...task, description };
  });
}

interface Runner {
  timer?: NodeJS.Timeout;
  busy?: Promise<void>;
  stopped: boolean;
  failing?: string;
}

const store = singleton("task runner", () => ({ running: undefined as Runner | undefined }));

/** How often an idle runner looks for due tasks. */
const POLL_MS = 1_000;

function schedule(state: Runner, ms: number) {
  if (state.stopped) return;
  state.timer = setTimeout(() => {
    state.busy = (async () => {
      try {
        if (await isTaskDue()) await runDueTasks({ shouldStop: () => state.stopped });
        state.failing = undefined;
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        if (text !== state.failing) console.error("Task runner:", isDatabaseUnavailable(error) ? text : error);
        state.failing = text;
      }
      state.busy = undefined;
      schedule(state, POLL_MS);
    })();
  }, ms);
  state.timer.unref();
}

/** Start this process's runner (server start-up, every worker); stopped by a shutdown hook. */
export function startTaskRunner(options: { pollMs?: number } = {}): void {
  if (store.running && !store.running.stopped) return;
  const state: Runner = { stopped: false };
  store.running = state;
  onShutdown("task runner", stopTaskRunner);
  schedule(state, options.pollMs ?? 0);
}

/** Stop the runner: the task in flight finishes (recorded), the rest of its claim is given back. */
export async function stopTaskRunner(): Promise<void> {
  const state = store.running;
  if (!state) return;
  store.running = undefined;
  state.stopped = true;
  clearTimeout(state.timer);
  await state.busy;
}
