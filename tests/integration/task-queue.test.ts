import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, writeTransaction } from "~/db/db.server";
import { thisServerProcess } from "~/lib/server-process.server";
import { claimDueTasks, enqueueTask, isTaskDue, listTasks } from "~/models/task.server";
import { LIVE_WITHIN_MS, releaseClaimsOfGoneProcesses } from "~/models/server-process.server";
import { TASK_HANDLERS } from "~/services/task-handlers.server";
import {
  enqueue,
  registerTaskHandlers,
  retryFailedTask,
  runDueTasks,
  startTaskRunner,
  stopTaskRunner,
  taskRetryDelayMs,
} from "~/services/tasks.server";
import * as tasksApi from "~/routes/api.v1.admin.tasks._index";
import * as taskRetryApi from "~/routes/api.v1.admin.tasks.$id.retry";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { waitFor } from "../setup/smtp";

// The task queue (docs/decisions/1128-task-queue.md): written in the change's transaction, run once by one of
// the servers, tried again after a growing pause, given up and shown to staff, retried by staff; a killed
// process's claims are freed by the next to start.

let cookie: string;
/** What the test's handler for "query-attempt" was given, and how it should answer. */
let seen: number[] = [];
let behaviour: (paymentId: number) => Promise<void | { again: Date }> = async () => undefined;

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
});

beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("tasks").execute();
  await db.deleteFrom("serverProcesses").execute();
  seen = [];
  behaviour = async () => undefined;
  registerTaskHandlers({
    ...TASK_HANDLERS,
    "query-attempt": {
      run: async ({ paymentId }) => {
        seen.push(paymentId);
        return behaviour(paymentId);
      },
      maxAttempts: 3,
      describe: ({ paymentId }) => `Ask about payment #${paymentId}`,
    },
  });
});

afterEach(async () => {
  await stopTaskRunner();
  registerTaskHandlers(TASK_HANDLERS);
});

const later = (ms: number) => () => new Date(Date.now() + ms);

describe("a task", () => {
  it("exists only if the change that wrote it committed, and runs once", async () => {
    await expect(
      writeTransaction(async (trx) => {
        await enqueue(trx, "query-attempt", { paymentId: 1 });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await isTaskDue()).toBe(false);

    await writeTransaction((trx) => enqueue(trx, "query-attempt", { paymentId: 2 }));
    expect(await runDueTasks()).toMatchObject({ done: 1 });
    expect(await runDueTasks()).toMatchObject({ done: 0 });
    expect(seen).toEqual([2]);
    expect((await listTasks()).items).toEqual([expect.objectContaining({ kind: "query-attempt", status: "done", attempts: 1 })]);
  });

  it("with a dedupe key is written once while one is waiting, and again once that one is done", async () => {
    const key = "query-attempt:7";
    const written = await writeTransaction(async (trx) => [
      await enqueue(trx, "query-attempt", { paymentId: 7 }, { dedupeKey: key }),
      await enqueue(trx, "query-attempt", { paymentId: 7 }, { dedupeKey: key }),
    ]);
    expect(written).toEqual([true, false]);
    // Two servers asking at once: still one.
    const both = await Promise.all([1, 2].map(() => writeTransaction((trx) => enqueue(trx, "query-attempt", { paymentId: 7 }, { dedupeKey: key }))));
    expect(both).toEqual([false, false]);
    await runDueTasks();
    expect(seen).toEqual([7]);
    expect(await writeTransaction((trx) => enqueue(trx, "query-attempt", { paymentId: 7 }, { dedupeKey: key }))).toBe(true);
  });

  it("that fails is tried again after 15 s, 30 s …, failed for good after its kind's attempts, and retried by staff", async () => {
    behaviour = async () => {
      throw new Error("the provider is down");
    };
    await writeTransaction((trx) => enqueue(trx, "query-attempt", { paymentId: 3 }));
    expect(await runDueTasks()).toMatchObject({ retry: 1 });
    // Not due again before its pause.
    expect(await runDueTasks({ now: later(taskRetryDelayMs(1) - 1_000) })).toMatchObject({ retry: 0, failed: 0 });
    expect(await runDueTasks({ now: later(taskRetryDelayMs(1) + 1_000) })).toMatchObject({ retry: 1 });
    expect(await runDueTasks({ now: later(taskRetryDelayMs(1) + taskRetryDelayMs(2) + 2_000) })).toMatchObject({ failed: 1 });
    expect(seen).toEqual([3, 3, 3]);
    const [failed] = (await listTasks({ status: "failed" })).items;
    expect(failed).toMatchObject({ attempts: 3, lastError: "the provider is down" });

    // Staff see it over the API and retry it; it runs again (and now succeeds).
    const listed = await call(tasksApi, "/api/v1/admin/tasks?status=failed", { cookie });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([expect.objectContaining({ id: failed.id, status: "failed", description: "Ask about payment #3" })]);
    expect((await call(tasksApi, "/api/v1/admin/tasks?status=lost", { cookie })).status).toBe(400);
    behaviour = async () => undefined;
    const retried = await call(taskRetryApi, `/api/v1/admin/tasks/${failed.id}/retry`, { method: "POST", params: { id: String(failed.id) }, cookie });
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ status: "waiting", attempts: 0 });
    expect(
      (await call(taskRetryApi, `/api/v1/admin/tasks/${failed.id}/retry`, { method: "POST", params: { id: String(failed.id) }, cookie })).status,
    ).toBe(409);
    expect((await call(taskRetryApi, `/api/v1/admin/tasks/99999/retry`, { method: "POST", params: { id: "99999" }, cookie })).status).toBe(404);
    expect(await runDueTasks()).toMatchObject({ done: 1 });
    await expect(retryFailedTask({ id: 1, username: "admin" } as never, failed.id)).rejects.toThrow("Only a failed task can be retried");
  });

  it("can ask to look again later without counting a failure", async () => {
    let calls = 0;
    behaviour = async () => (++calls < 2 ? { again: new Date(Date.now() + 30_000) } : undefined);
    await writeTransaction((trx) => enqueue(trx, "query-attempt", { paymentId: 4 }));
    expect(await runDueTasks()).toMatchObject({ again: 1, done: 0 });
    // Not due before the time it asked for.
    expect(await runDueTasks({ now: later(29_000) })).toMatchObject({ again: 0, done: 0 });
    expect(await runDueTasks({ now: later(31_000) })).toMatchObject({ done: 1 });
    expect((await listTasks()).items[0]).toMatchObject({ status: "done", attempts: 1 });
  });
});

describe("several runners", () => {
  it("each claim takes different tasks: 40 tasks, four runners at once, every task run exactly once", async () => {
    await writeTransaction(async (trx) => {
      for (let id = 1; id <= 40; id++) await enqueue(trx, "query-attempt", { paymentId: id });
    });
    const claims = await Promise.all(["a", "b", "c", "d"].map((owner) => claimDueTasks(15, new Date(), owner)));
    const ids = claims.flat().map((task) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
  });

  it("a killed process's claimed tasks are freed by the next to start and run at once, not after the lease", async () => {
    const db = await getDb();
    const seenAt = new Date(Date.now() - LIVE_WITHIN_MS - 5_000).toISOString();
    await db
      .insertInto("serverProcesses")
      .values({ id: "web-2:killed", host: "web-2", pid: 1, pidSpace: "web-2 boot pid:[1]", startedAt: seenAt, seenAt })
      .execute();
    await writeTransaction((trx) => enqueueTask(trx, "query-attempt", { paymentId: 9 }));
    expect(await claimDueTasks(10, new Date(), "web-2:killed")).toHaveLength(1);
    // Held: nobody else runs it while the lease lasts…
    expect(await runDueTasks()).toMatchObject({ done: 0 });
    // …until a server's heartbeat finds its holder gone.
    expect(await releaseClaimsOfGoneProcesses(thisServerProcess())).toBe(1);
    startTaskRunner({ pollMs: 10 });
    await waitFor(() => seen.includes(9), "the freed task", 5_000);
  });
});
