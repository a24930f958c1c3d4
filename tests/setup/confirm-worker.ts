// Confirms one booking inquiry in its own process (own SQLite connection), for the concurrency test.
import "./node-catalogues";
import { closeDb, writeTransaction } from "~/db/db.server";
import { httpErrorOf } from "~/lib/errors.server";
import { setInquiryStatus } from "~/services/inquiries.server";

const id = Number(process.argv[2]);
try {
  await writeTransaction((trx) => setInquiryStatus(trx, id, "confirmed", `worker-${id}`));
  process.stdout.write(JSON.stringify({ id, ok: true }));
} catch (error) {
  process.stdout.write(JSON.stringify({ id, ok: false, status: httpErrorOf(error)?.status, message: (error as Error).message }));
} finally {
  await closeDb();
}
