// A server process that dies at the worst moment (run by tests/integration/email-crash.test.ts with
// the test's DATABASE_PATH): `after-commit` stores an inquiry (its e-mails are queued in the same
// transaction) and is killed before any sender runs; `mid-send` also claims an e-mail, as a sender
// does right before talking to SMTP (its send-email task), and is killed holding the claim.
import "./node-catalogues";
import { claimDueTasks } from "~/models/task.server";
import { createInquiry } from "./factories";

const [mode, propertyId, startDate, endDate] = process.argv.slice(2);
await createInquiry({ propertyId: Number(propertyId), name: "Crash Test Guest", email: "crash@example.com", startDate, endDate });
if (mode === "mid-send") await claimDueTasks(1);
process.kill(process.pid, "SIGKILL");
