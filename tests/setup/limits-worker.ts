// A separate server-like process for tests/integration/limits-across-processes.test.ts: on the shared
// database (DATABASE_PATH), waits until GO_AT, then makes many concurrent login-attempt reservations and
// public-form requests, and prints how many were allowed.
import { closeDb } from "~/db/db.server";
import { takeFormRateSlot } from "~/models/form-rate-limit.server";
import { reserveLoginAttempt } from "~/models/login-attempt.server";

const tries = Number(process.env.TRIES ?? 10);
const worker = process.env.WORKER ?? "0";
await reserveLoginAttempt("warm-up", `warm-${worker}`); // open and migrate before the start line
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(process.env.GO_AT) - Date.now())));
const logins = await Promise.all(Array.from({ length: tries }, (_, i) => reserveLoginAttempt("cross-process", `10.9.${worker}.${i}`)));
const forms = await Promise.all(Array.from({ length: tries }, () => takeFormRateSlot("10.8.8.8", Number(process.env.FORM_LIMIT))));
await closeDb();
process.stdout.write(JSON.stringify({ logins: logins.filter((id) => id !== null).length, forms: forms.filter((d) => d.allowed).length }));
