// A separate server-like process for tests/integration/limits-across-processes.test.ts: on the shared
// database (DATABASE_PATH), opens the database, says "ready" and waits for the test's "go" on stdin
// (sent once every worker is ready), then makes many concurrent login-attempt reservations and
// public-form requests. It prints how many were allowed and when its burst started and ended
// (milliseconds since the epoch, sub-millisecond precision), so the test can check the bursts overlapped.
import "./node-catalogues";
import { closeDb } from "~/db/db.server";
import { takeFormRateSlot } from "~/models/form-rate-limit.server";
import { reserveLoginAttempt } from "~/models/login-attempt.server";

const tries = Number(process.env.TRIES ?? 10);
const worker = process.env.WORKER ?? "0";
const now = () => performance.timeOrigin + performance.now();

await reserveLoginAttempt("warm-up", `warm-${worker}`); // open and migrate before the start line
process.stdout.write("ready\n");
await new Promise((resolve) => process.stdin.once("data", resolve));
process.stdin.pause();

const start = now();
const logins = await Promise.all(Array.from({ length: tries }, (_, i) => reserveLoginAttempt("cross-process", `10.9.${worker}.${i}`)));
const forms = await Promise.all(Array.from({ length: tries }, () => takeFormRateSlot("10.8.8.8", Number(process.env.FORM_LIMIT))));
const end = now();
await closeDb();
process.stdout.write(
  `${JSON.stringify({ logins: logins.filter((r) => r.allowed).length, forms: forms.filter((d) => d.allowed).length, start, end })}\n`,
);
