import type { ControlledTransaction, Kysely } from "kysely";
import type { Database } from "./schema";
import type { DB } from "./engine";

/** The most callers one shared transaction takes: the others wait for the next one, as does any other process. */
export const WRITE_GROUP_MAX = 16;
/** Nor does a group take another write once it has been open this long: the first ones' answers wait for its commit. */
const WRITE_GROUP_MS = 50;

interface Waiting {
  fn: (trx: DB) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite's one write lock. Writes of one process already wait for each other (one
 * connection); with this, the writes that queued up while the lock was taken (by this process or another)
 * all run in the next transaction, each in its own savepoint, and commit together. Taking the lock, the
 * commit and the log pages every write touches (the table's and its indexes' pages, the page cache's data
 * version) are then paid once per group instead of once per write, which is what bounds a busy booking form.
 *
 * Every caller sees what writeTransaction promises: `fn` runs with the write lock held and sees everything
 * committed before it (and the writes grouped before it); its promise resolves only after the commit, with
 * what `fn` returned; when `fn` throws, its own writes are rolled back (to its savepoint) and it gets the
 * error, while the others of its group carry on. The first caller of a group runs without a savepoint (one
 * caller alone pays nothing extra): if it fails, the whole transaction rolls back and the rest start afresh.
 * A group takes at most WRITE_GROUP_MAX writes, and none once it has been open WRITE_GROUP_MS (a slow write
 * closes it, so the writes behind it are not answered only after it).
 * If the transaction itself ends (SQLite gives up on it after a full disk or an interrupt) or the commit
 * fails, every caller of the group gets that error and nothing of the group was written.
 */
export function groupedWrites(db: Kysely<Database>, isOpen: () => boolean): <T>(fn: (trx: DB) => Promise<T>) => Promise<T> {
  const waiting: Waiting[] = [];
  let running = false;

  async function runGroups(): Promise<void> {
    running = true;
    try {
      while (waiting.length > 0) await runGroup();
    } finally {
      running = false;
    }
  }

  async function runGroup(): Promise<void> {
    const queuedBefore = waiting.length;
    let trx: ControlledTransaction<Database>;
    try {
      trx = await db.startTransaction().execute();
    } catch (error) {
      // The lock did not come within the busy timeout: those who were waiting for it hear so.
      for (const caller of waiting.splice(0, queuedBefore)) caller.reject(error);
      return;
    }
    const done: { caller: Waiting; value: unknown }[] = [];
    // The caller taken from the queue and not yet answered (nor counted in `done`).
    let current: Waiting | undefined;
    const closesAt = performance.now() + WRITE_GROUP_MS;
    try {
      while (waiting.length > 0 && done.length < WRITE_GROUP_MAX && (done.length === 0 || performance.now() < closesAt)) {
        current = waiting.shift()!;
        const own = done.length === 0 ? undefined : await trx.savepoint("grouped_write").execute();
        let value: unknown;
        try {
          value = await current.fn(trx);
        } catch (error) {
          current.reject(error);
          current = undefined;
          if (!own) {
            // The first of the group: nothing else to keep, the rest start afresh.
            await trx.rollback().execute();
            return;
          }
          if (!isOpen()) throw error;
          await own.rollbackToSavepoint("grouped_write").execute();
          await own.releaseSavepoint("grouped_write").execute();
          continue;
        }
        await own?.releaseSavepoint("grouped_write").execute();
        done.push({ caller: current, value });
        current = undefined;
      }
      await trx.commit().execute();
    } catch (error) {
      // (No second ROLLBACK when SQLite already ended the transaction: ImmediateSqliteDriver.)
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      current?.reject(error);
      for (const { caller } of done) caller.reject(error);
      return;
    }
    for (const { caller, value } of done) caller.resolve(value);
  }

  return <T>(fn: (trx: DB) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      if (!running) void runGroups();
    });
}
