// A second server-like process for tests/integration/write-transaction.test.ts: on the shared database
// (DATABASE_PATH), takes the write lock through writeTransaction, says "locked", holds it for HOLD_MS
// while its row is written, and prints "released" once its transaction has committed.
import "./node-catalogues";
import { setTimeout as sleep } from "node:timers/promises";
import { closeDb, getDb, writeTransaction } from "~/db/db.server";

await getDb(); // open and migrate before taking the lock
await writeTransaction(async (trx) => {
  await trx.insertInto("settings").values({ key: "heldBy", value: "other-process", updatedAt: new Date().toISOString() }).execute();
  process.stdout.write("locked\n");
  await sleep(Number(process.env.HOLD_MS ?? 500));
});
process.stdout.write("released\n");
await closeDb();
