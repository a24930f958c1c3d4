import { beforeEach, describe, expect, it } from "vitest";
import { getDb, writeTransaction } from "~/db/db.server";
import { takeJobLease } from "~/models/job-lease.server";
import { claimDueTasks, enqueueTask, isTaskDue } from "~/models/task.server";
import { takeTurn } from "~/services/jobs.server";

// What several app servers over one database share: each periodic job runs on one server per interval
// (a lease row), and each outbox e-mail is claimed by one sender, however many claim at once.

const lease = (holder: string, ms: number, now: Date) => writeTransaction((trx) => takeJobLease(trx, "ical-sync", holder, ms, now));

describe("job leases", () => {
  beforeEach(async () => {
    await (await getDb()).deleteFrom("jobLeases").execute();
  });

  it("one holder per interval; the holder keeps its turn; another takes over once it runs out", async () => {
    const t0 = new Date("2026-11-23T10:00:00.000Z");
    const later = (ms: number) => new Date(t0.getTime() + ms);
    expect(await lease("server-a", 60_000, t0)).toBe(true);
    expect(await lease("server-b", 60_000, later(1_000))).toBe(false);
    expect(await lease("server-a", 60_000, later(30_000))).toBe(true);
    expect(await lease("server-b", 60_000, later(60_000))).toBe(false);
    // Server A stopped: its lease runs out and B takes the next turn.
    expect(await lease("server-b", 60_000, later(90_001))).toBe(true);
    expect(await lease("server-a", 60_000, later(100_000))).toBe(false);
  });

  it("servers asking at the same moment: exactly one gets the turn", async () => {
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => lease(`server-${i}`, 60_000, now)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("takeTurn: this process takes a free job's turn and keeps it", async () => {
    expect(await takeTurn("audit-prune", 24 * 60 * 60_000)).toBe(true);
    expect(await takeTurn("audit-prune", 24 * 60 * 60_000)).toBe(true);
    const row = await (await getDb()).selectFrom("jobLeases").selectAll().where("name", "=", "audit-prune").executeTakeFirstOrThrow();
    expect(Date.parse(row.expiresAt)).toBeGreaterThan(Date.now() + 23 * 60 * 60_000);
  });
});

describe("the outbox with several senders (each e-mail's send-email task)", () => {
  beforeEach(async () => {
    await (await getDb()).deleteFrom("emails").execute();
    await (await getDb()).deleteFrom("tasks").execute();
  });

  /** Queue `n` e-mails, each with its task, due at `runAt` (a second ago). */
  async function queue(n: number, runAt = new Date(Date.now() - 1000)) {
    await writeTransaction(async (trx) => {
      for (let i = 0; i < n; i++) {
        const { id } = await trx
          .insertInto("emails")
          .values({ kind: "senderMessage", toAddress: `guest-${i}@example.com`, payload: "{}", createdAt: runAt.toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        await enqueueTask(trx, "send-email", { emailId: id }, { runAt });
      }
    });
  }
  const claimDueEmails = (limit: number) => claimDueTasks(limit);
  const isEmailDue = (now?: Date) => isTaskDue(now);

  it("claims at the same moment each get a different e-mail, none left waiting for another's row", async () => {
    await queue(20);
    const claims = await Promise.all(Array.from({ length: 8 }, async () => (await claimDueEmails(1))[0]));
    expect(claims.every((c) => c !== undefined)).toBe(true);
    expect(new Set(claims.map((c) => c!.id)).size).toBe(8);
  });

  it("every e-mail claimed exactly once when claimers race until the outbox is empty", async () => {
    await queue(40);
    const claimed: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let email = (await claimDueEmails(1))[0]; email; email = (await claimDueEmails(1))[0]) claimed.push(email.id);
      }),
    );
    expect(claimed).toHaveLength(40);
    expect(new Set(claimed).size).toBe(40);
    expect(await isEmailDue()).toBe(false);
  });

  it("batch claims at the same moment take at most their size each, oldest first, never the same row, and leave none", async () => {
    await queue(30);
    const batches = await Promise.all(Array.from({ length: 4 }, () => claimDueEmails(10)));
    const ids = batches.flat().map((email) => email.id);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(10);
    expect(new Set(ids).size).toBe(30);
    for (const batch of batches) expect(batch.map((email) => email.id)).toEqual([...batch.map((email) => email.id)].sort((a, b) => a - b));
    expect(await isEmailDue()).toBe(false);
  });

  it("isEmailDue: false when empty or only retries to come, true once one is due and free", async () => {
    expect(await isEmailDue()).toBe(false);
    await queue(1, new Date(Date.now() + 60_000));
    expect(await isEmailDue()).toBe(false);
    expect(await isEmailDue(new Date(Date.now() + 61_000))).toBe(true);
    await queue(1);
    expect(await isEmailDue()).toBe(true);
    await claimDueEmails(1);
    expect(await isEmailDue()).toBe(false);
  });
});
