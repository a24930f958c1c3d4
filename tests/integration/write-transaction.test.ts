import { spawn } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, writeTransaction } from "~/db/db.server";
import { takeFormSlot } from "~/models/form-rate-limit.server";

const tsx = path.resolve("node_modules/.bin/tsx");

beforeAll(async () => {
  await getDb();
});

async function setting(key: string) {
  const db = await getDb();
  return (await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst())?.value;
}

function put(key: string, value: string) {
  return { key, value, updatedAt: new Date().toISOString() };
}

describe("writeTransaction", () => {
  it("commits what fn wrote when it resolves, and returns its result", async () => {
    const result = await writeTransaction(async (trx) => {
      await trx.insertInto("settings").values(put("committedA", "1")).execute();
      await trx.insertInto("settings").values(put("committedB", "2")).execute();
      return "done";
    });
    expect(result).toBe("done");
    expect([await setting("committedA"), await setting("committedB")]).toEqual(["1", "2"]);
  });

  it("rolls back everything fn wrote when it throws, and passes the same error on", async () => {
    const failure = new Error("after the writes");
    await expect(
      writeTransaction(async (trx) => {
        await trx.insertInto("settings").values(put("rolledBackA", "1")).execute();
        await trx.updateTable("settings").set({ value: "changed" }).where("key", "=", "committedA").execute();
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await setting("rolledBackA")).toBeUndefined();
    expect(await setting("committedA")).toBe("1");
    // The connection is free again: the next transaction runs normally.
    await writeTransaction((trx) => trx.insertInto("settings").values(put("afterRollback", "ok")).execute());
    expect(await setting("afterRollback")).toBe("ok");
  });

  it("a failing statement rolls back the statements before it", async () => {
    await expect(
      writeTransaction(async (trx) => {
        await trx.insertInto("settings").values(put("beforeDuplicate", "1")).execute();
        await trx.insertInto("settings").values(put("committedB", "duplicate key")).execute();
      }),
    ).rejects.toThrow();
    expect(await setting("beforeDuplicate")).toBeUndefined();
  });

  it("a public-form slot taken inside a caller's transaction is rolled back with it", async () => {
    const db = await getDb();
    const count = async () => (await db.selectFrom("formRateLimits").select("id").where("clientAddress", "=", "10.7.7.7").execute()).length;
    const decision = await writeTransaction((trx) => takeFormSlot(trx, "10.7.7.7", 5));
    expect(decision).toEqual({ allowed: true });
    await expect(
      writeTransaction(async (trx) => {
        expect(await takeFormSlot(trx, "10.7.7.7", 5)).toEqual({ allowed: true });
        throw new Error("the caller's own write failed");
      }),
    ).rejects.toThrow("the caller's own write failed");
    expect(await count()).toBe(1);
  });

  it("writes sent at the same moment each commit or roll back on their own, in the order they came", async () => {
    const failure = new Error("this one changed its mind");
    const outcomes = await Promise.allSettled(
      ["together0", "together1", "together2", "together3", "together4", "together5"].map((key, i) =>
        writeTransaction(async (trx) => {
          await trx
            .insertInto("settings")
            .values(put(key, String(i)))
            .execute();
          if (i === 0 || i === 3) throw failure;
          return key;
        }),
      ),
    );
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value : o.reason))).toEqual([
      failure,
      "together1",
      "together2",
      failure,
      "together4",
      "together5",
    ]);
    const stored = await Promise.all(["together0", "together1", "together2", "together3", "together4", "together5"].map(setting));
    expect(stored).toEqual([undefined, "1", "2", undefined, "4", "5"]);
  });

  it("each of many writes at the same moment sees the ones before it (a read-then-write counter loses nothing)", async () => {
    await writeTransaction((trx) => trx.insertInto("settings").values(put("counter", "0")).execute());
    const bump = () =>
      writeTransaction(async (trx) => {
        const { value } = await trx.selectFrom("settings").select("value").where("key", "=", "counter").executeTakeFirstOrThrow();
        const next = Number(value) + 1;
        await trx
          .updateTable("settings")
          .set({ value: String(next) })
          .where("key", "=", "counter")
          .execute();
        return next;
      });
    const seen = await Promise.all(Array.from({ length: 40 }, bump));
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await setting("counter")).toBe("40");
  });

  it("waits while another process holds the write lock, without blocking this process, then commits", async () => {
    const holdMs = 600;
    const child = spawn(tsx, ["tests/setup/hold-write-lock.ts"], { env: { ...process.env, HOLD_MS: String(holdMs) } });
    let output = "";
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        output += chunk;
        if (output.includes("locked")) resolve();
      });
      child.on("exit", () => reject(new Error(`the other process ended before taking the lock: ${stderr}`)));
    });

    // While this process waits for the lock, its event loop keeps turning (timers fire).
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = Date.now();
    try {
      await writeTransaction(async (trx) => {
        // The other process has committed by the time this transaction holds the lock.
        expect(await trx.selectFrom("settings").select("value").where("key", "=", "heldBy").executeTakeFirst()).toEqual({ value: "other-process" });
        await trx.insertInto("settings").values(put("afterWaiting", "ok")).execute();
      });
    } finally {
      clearInterval(ticker);
    }
    const waited = Date.now() - started;
    expect(await exited).toBe(0);
    expect(output).toContain("released");
    expect(await setting("afterWaiting")).toBe("ok");
    expect(waited).toBeGreaterThan(holdMs / 3);
    expect(ticks).toBeGreaterThan(5);
  }, 30_000);
});
