import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, sqliteConnection, writeTransaction } from "~/db/db.server";
import { WRITE_GROUP_MAX } from "~/db/write-groups";

// SQLite has one write lock: the writes one process sends while it waits for the lock share the next
// transaction and its commit (group commit). Another connection to the file, as another server process
// would be, shows which writes were committed together.

let other: SQLite.Database;
beforeAll(async () => {
  await getDb();
  other = new SQLite(sqliteConnection().name, { readonly: true });
});
afterAll(() => other.close());

const visibleElsewhere = (key: string) => other.prepare("select 1 from settings where key = ?").get(key) !== undefined;
const put = (key: string) => ({ key, value: key, updatedAt: new Date().toISOString() });

describe("writes grouped under SQLite's one write lock", () => {
  it("writes that queued up commit together, at most WRITE_GROUP_MAX to a transaction", async () => {
    const count = WRITE_GROUP_MAX + 3;
    const keys = Array.from({ length: count }, (_, i) => `grouped${i}`);
    // What each write's transaction showed another process, just before it wrote: was the first write committed yet?
    const firstCommittedBefore = await Promise.all(
      keys.map((key) =>
        writeTransaction(async (trx) => {
          const seen = visibleElsewhere("grouped0");
          await trx.insertInto("settings").values(put(key)).execute();
          return seen;
        }),
      ),
    );
    // The first group commits at once, then the others run: it took more than one write and at most
    // WRITE_GROUP_MAX (fewer only if it stayed open past its time limit, on a very slow machine).
    const firstGroup = firstCommittedBefore.indexOf(true);
    expect(firstGroup).toBeGreaterThan(1);
    expect(firstGroup).toBeLessThanOrEqual(WRITE_GROUP_MAX);
    expect(firstCommittedBefore.slice(firstGroup).every(Boolean)).toBe(true);
    expect(keys.every(visibleElsewhere)).toBe(true);
  });

  it("a write that fails in a group is rolled back alone; the others of the group commit", async () => {
    let firstCommittedBeforeSecond: boolean | undefined;
    const outcomes = await Promise.allSettled(
      ["kept1", "dropped", "kept2"].map((key) =>
        writeTransaction(async (trx) => {
          await trx.insertInto("settings").values(put(key)).execute();
          // The second write fails after its insert, inside the same transaction as the first and third.
          if (key === "dropped") {
            firstCommittedBeforeSecond = visibleElsewhere("kept1");
            throw new Error("not this one");
          }
        }),
      ),
    );
    expect(firstCommittedBeforeSecond).toBe(false);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(["kept1", "dropped", "kept2"].map(visibleElsewhere)).toEqual([true, false, true]);
  });

  it("a slow write does not hold back the answers of writes queued behind it: the group closes after it", async () => {
    const [, quickSawSlowCommitted] = await Promise.all([
      writeTransaction(async (trx) => {
        await trx.insertInto("settings").values(put("slow")).execute();
        await new Promise((resolve) => setTimeout(resolve, 80));
      }),
      writeTransaction(async (trx) => {
        const seen = visibleElsewhere("slow");
        await trx.insertInto("settings").values(put("quick")).execute();
        return seen;
      }),
    ]);
    expect(quickSawSlowCommitted).toBe(true);
  });

  it("a caller hears back only after its group committed", async () => {
    const answered = await writeTransaction(async (trx) => {
      await trx.insertInto("settings").values(put("acknowledged")).execute();
      return visibleElsewhere("acknowledged");
    });
    expect(answered).toBe(false);
    expect(visibleElsewhere("acknowledged")).toBe(true);
  });
});
