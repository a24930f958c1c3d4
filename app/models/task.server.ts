import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import { compiledOnce } from "~/db/compiled-once";
import { getDb } from "~/db/db.server";
import { amongPickedRows, newestFirst } from "~/db/sql";
import type { Database } from "~/db/schema";
import { ConflictError, NotFoundError } from "~/lib/domain-errors";
import { thisServerProcess } from "~/lib/server-process.server";
import { type Page, type PageRequest, pageWindow } from "~/lib/paging.server";

/**
 * The task queue's table (docs/decisions/1128-task-queue.md). A task is written with `enqueueTask` inside the
 * transaction of the change that needs it, so it exists exactly when that change does; the runner
 * (app/services/tasks.server.ts) claims due tasks (one server each: SKIP LOCKED on PostgreSQL, the write lock on
 * SQLite), runs each kind's handler and records done, a retry after a backoff, or failed. A claim names its
 * process, and is freed when that process is gone (releaseTaskClaimsOf). Sending an e-mail is a task too
 * (`send-email`): this is the only claim, lease and retry code there is.
 */

type Executor = Kysely<Database>;

import { TASK_STATUSES, type TaskStatus } from "~/schemas/task-status";
export { TASK_STATUSES, type TaskStatus };

/** How long a claim holds when its process cannot be asked (another machine that stopped without a word). */
export const TASK_LEASE_MS = 2 * 60_000;

export interface TaskRecord {
  id: number;
  kind: string;
  payload: unknown;
  status: TaskStatus;
  attempts: number;
  runAt: string;
  lastError: string | null;
  createdAt: string;
  doneAt: string | null;
  /** Claimed by a runner right now. */
  running: boolean;
}

export interface ClaimedTask extends TaskRecord {
  claimToken: string;
  /** When it was queued or retried by staff: a kind that gives up after a time counts from here. */
  queuedAt: string;
}

/** Which kinds a claim, a poll or a list looks at: `only` these, or all `except` these (neither: every kind). */
export interface TaskKindFilter {
  only?: readonly string[];
  except?: readonly string[];
}

const iso = (date: Date) => date.toISOString();

function toRecord(row: Record<string, unknown>, now = new Date()): TaskRecord {
  let payload: unknown = null;
  try {
    payload = JSON.parse(String(row.payload));
  } catch {
    // An unreadable payload is the handler's to refuse.
  }
  const lockedUntil = row.lockedUntil as string | null;
  return {
    id: Number(row.id),
    kind: String(row.kind),
    payload,
    status: row.status as TaskStatus,
    attempts: Number(row.attempts),
    runAt: String(row.runAt),
    lastError: (row.lastError as string | null) ?? null,
    createdAt: String(row.createdAt),
    doneAt: (row.doneAt as string | null) ?? null,
    running: row.status === "waiting" && lockedUntil !== null && lockedUntil > iso(now),
  };
}

/**
 * Write a task in `trx` (the transaction of the change that needs it). With a `dedupeKey`, a task with the same
 * key still waiting makes this one nothing (asking twice is asking once), on both engines without a failed
 * statement (ON CONFLICT on the partial unique index). Answers whether a task was written.
 */
export async function enqueueTask(
  trx: Executor,
  kind: string,
  payload: unknown,
  options: { dedupeKey?: string; runAt?: Date } = {},
): Promise<boolean> {
  const queuedAt = iso(new Date());
  if (options.dedupeKey === undefined) {
    // Most tasks (every e-mail's) have no key: one statement compiled once, on the booking's hot path.
    await insertTask(trx, { kind, payload: JSON.stringify(payload ?? null), runAt: options.runAt ? iso(options.runAt) : queuedAt, queuedAt });
    return true;
  }
  const row = await trx
    .insertInto("tasks")
    .values({
      kind,
      payload: JSON.stringify(payload ?? null),
      dedupeKey: options.dedupeKey ?? null,
      status: "waiting",
      runAt: options.runAt ? iso(options.runAt) : queuedAt,
      queuedAt,
    })
    // The index's own predicate, written as it is (a bound parameter would not match it on either engine).
    .onConflict((oc) =>
      oc
        .column("dedupeKey")
        .where(sql<boolean>`${sql.ref("status")} = 'waiting'`)
        .doNothing(),
    )
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

const insertTask = compiledOnce(
  ["kind", "payload", "runAt", "queuedAt"] as const,
  (db, values: { kind: string; payload: string; runAt: string; queuedAt: string }) => db.insertInto("tasks").values({ ...values, status: "waiting" }),
);

/** `query` narrowed to the kinds of `filter`. */
function ofKinds<O>(query: SelectQueryBuilder<Database, "tasks", O>, filter: TaskKindFilter = {}): SelectQueryBuilder<Database, "tasks", O> {
  if (filter.only) query = query.where("kind", "in", filter.only.length ? [...filter.only] : [""]);
  if (filter.except?.length) query = query.where("kind", "not in", [...filter.except]);
  return query;
}

const free = (at: string) => (eb: ExpressionBuilder<Database, "tasks">) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", at)]);

/** The tasks due at `at` and free to claim, oldest first: what a claim picks and what the runner's poll asks about. */
function dueTasks<O>(query: SelectQueryBuilder<Database, "tasks", O>, at: string): SelectQueryBuilder<Database, "tasks", O> {
  return query.where("status", "=", "waiting").where("runAt", "<=", at).where(free(at)).orderBy("runAt").orderBy("id");
}

/**
 * Claim up to `limit` tasks that are due and free (of the kinds of `filter`), oldest first, in one statement: each
 * gets a claim token, the claiming process's id (`owner`: its claims are freed once it is gone), a lease (a crashed
 * runner's tasks are claimed again once it runs out, if nobody freed them sooner) and one more attempt. Runners
 * claiming at once each get different tasks: SQLite runs the statement alone under its write lock; on PostgreSQL
 * the pick skips rows another server's claim has locked (amongPickedRows), and the outer conditions, checked again
 * on the locked rows, keep a task from being claimed twice. One write for a whole batch.
 */
export async function claimDueTasks(
  limit: number,
  now = new Date(),
  owner = thisServerProcess().id,
  filter: TaskKindFilter = {},
): Promise<ClaimedTask[]> {
  const db = await getDb();
  const at = iso(now);
  const token = randomUUID();
  const rows = await db
    .updateTable("tasks")
    .set({ claimToken: token, claimedBy: owner, lockedUntil: iso(new Date(now.getTime() + TASK_LEASE_MS)), attempts: sql`attempts + 1` })
    .where((eb) => amongPickedRows("id", dueTasks(ofKinds(eb.selectFrom("tasks").select("id"), filter), at).limit(limit)))
    .where("status", "=", "waiting")
    .where(free(at))
    .returningAll()
    .execute();
  // RETURNING keeps no order: run the oldest first.
  rows.sort((a, b) => (a.runAt === b.runAt ? a.id - b.id : a.runAt < b.runAt ? -1 : 1));
  return rows.map((row) => ({ ...toRecord(row, new Date(0)), running: true, claimToken: token, queuedAt: row.queuedAt ?? row.createdAt }));
}

/** A claimed task finished: done (only the holder of the claim can say so). */
export async function finishTask(db: Executor, claim: ClaimedTask, now = new Date()): Promise<void> {
  await db
    .updateTable("tasks")
    .set({ status: "done", doneAt: iso(now), lastError: null, lockedUntil: null, claimToken: null, claimedBy: null })
    .where("id", "=", claim.id)
    .where("claimToken", "=", claim.claimToken)
    .execute();
}

/** A claimed task failed this time: due again at `retryAt`, or failed for good (`retryAt` null). */
export async function recordTaskFailure(db: Executor, claim: ClaimedTask, error: string, retryAt: Date | null, now = new Date()): Promise<void> {
  await db
    .updateTable("tasks")
    .set({
      status: retryAt ? "waiting" : "failed",
      runAt: iso(retryAt ?? now),
      doneAt: retryAt ? null : iso(now),
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      claimToken: null,
      claimedBy: null,
    })
    .where("id", "=", claim.id)
    .where("claimToken", "=", claim.claimToken)
    .execute();
}

/** A claimed task put back for later without counting a failure (the handler asked to look again at `runAt`). */
export async function postponeTask(db: Executor, claim: ClaimedTask, runAt: Date): Promise<void> {
  await db
    .updateTable("tasks")
    .set({ runAt: iso(runAt), lockedUntil: null, claimToken: null, claimedBy: null, attempts: sql`attempts - 1` })
    .where("id", "=", claim.id)
    .where("claimToken", "=", claim.claimToken)
    .execute();
}

/** Give claimed tasks back unrun (a runner stopping): free at once, the attempt not counted. */
export async function releaseTaskClaims(claims: ClaimedTask[]): Promise<void> {
  if (claims.length === 0) return;
  const db = await getDb();
  await db
    .updateTable("tasks")
    .set({ lockedUntil: null, claimToken: null, claimedBy: null, attempts: sql`attempts - 1` })
    .where(
      "id",
      "in",
      claims.map((c) => c.id),
    )
    .where("claimToken", "in", [...new Set(claims.map((c) => c.claimToken))])
    .execute();
}

/** Free the claims of processes that are gone (releaseClaimsOfGoneProcesses, in its transaction). */
export async function releaseTaskClaimsOf(trx: Executor, owners: string[]): Promise<number> {
  if (owners.length === 0) return 0;
  const result = await trx
    .updateTable("tasks")
    .set({ lockedUntil: null, claimToken: null, claimedBy: null })
    .where("claimedBy", "in", owners)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether a task (of the kinds of `filter`) is due and free: the runner's poll, one row at most, through the index of waiting tasks. */
export async function isTaskDue(now = new Date(), filter: TaskKindFilter = {}): Promise<boolean> {
  const db = await getDb();
  const at = iso(now);
  const row = await dueTasks(ofKinds(db.selectFrom("tasks").select("id"), filter), at)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The waiting task with `dedupeKey` (not claimed now) due at `runAt` instead (a scheduled message re-timed). */
export async function retimeWaitingTask(db: Executor, dedupeKey: string, runAt: Date): Promise<void> {
  await db
    .updateTable("tasks")
    .set({ runAt: iso(runAt) })
    .where("dedupeKey", "=", dedupeKey)
    .where("status", "=", "waiting")
    .where("claimToken", "is", null)
    .execute();
}

/** Whether a task with `dedupeKey` is waiting (the guest page: asked already). */
export async function isTaskWaiting(db: Executor, dedupeKey: string): Promise<boolean> {
  const row = await db.selectFrom("tasks").select("id").where("dedupeKey", "=", dedupeKey).where("status", "=", "waiting").executeTakeFirst();
  return row !== undefined;
}

export interface TaskListOptions extends PageRequest, TaskKindFilter {
  status?: TaskStatus;
}

/** The Outbox page's tasks (of the kinds of the filter), newest first. */
export async function listTasks(options: TaskListOptions = {}): Promise<Page<TaskRecord>> {
  const db = await getDb();
  let query = ofKinds(db.selectFrom("tasks"), options);
  if (options.status) query = query.where("status", "=", options.status);
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const window = pageWindow(options, { pageSize: 25, max: 100 });
  const rows = await newestFirst(query.selectAll(), window).execute();
  const now = new Date();
  return { items: rows.map((row) => toRecord(row, now)), total: Number(count), page: window.page, pageSize: window.pageSize };
}

/** How many tasks (of the kinds of `filter`) have each status (the Outbox's tabs). */
export async function countTasksPerStatus(filter: TaskKindFilter = {}): Promise<Record<TaskStatus, number>> {
  const db = await getDb();
  const rows = await ofKinds(db.selectFrom("tasks"), filter)
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(TASK_STATUSES.map((s) => [s, 0])) as Record<TaskStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as TaskStatus] = Number(row.n);
  return counts;
}

/** Staff retry a failed task (of the kinds of `filter`): waiting again now, its attempts from zero. 404 unknown, 409 not failed. */
export async function retryTask(db: Executor, id: number, now = new Date(), filter: TaskKindFilter = {}): Promise<TaskRecord> {
  const row = await ofKinds(db.selectFrom("tasks").selectAll(), filter).where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError("Task not found");
  if (row.status !== "failed") throw new ConflictError("Only a failed task can be retried");
  const updated = await db
    .updateTable("tasks")
    .set({ status: "waiting", attempts: 0, runAt: iso(now), queuedAt: iso(now), doneAt: null, lockedUntil: null, claimToken: null, claimedBy: null })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(updated, now);
}

/** The newest task of `kind` with exactly `payload` (an e-mail's sending, found by its e-mail), or undefined. */
export async function findTaskFor(db: Executor, kind: string, payload: unknown): Promise<TaskRecord | undefined> {
  const row = await db
    .selectFrom("tasks")
    .selectAll()
    .where("kind", "=", kind)
    .where("payload", "=", JSON.stringify(payload ?? null))
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Done tasks older than `before` are forgotten (the audit log keeps what they did). */
export async function pruneDoneTasks(before: Date): Promise<number> {
  const db = await getDb();
  const result = await db.deleteFrom("tasks").where("status", "=", "done").where("doneAt", "<", iso(before)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
