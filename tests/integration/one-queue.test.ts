import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, writeTransaction } from "~/db/db.server";
import type { MailTransport, OutgoingMail } from "~/lib/mail.server";
import { enqueueEmails, listEmails } from "~/models/email.server";
import { claimDueTasks, listTasks } from "~/models/task.server";
import * as tasksApi from "~/routes/api.v1.admin.tasks._index";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { createContactMessage } from "~/services/messages.server";
import { TASK_HANDLERS } from "~/services/task-handlers.server";
import { enqueue, registerTaskHandlers, runDueTasks, startTaskRunner, stopTaskRunner } from "~/services/tasks.server";
import type { EmailPayload } from "~/schemas/email-payload";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { waitFor } from "../setup/smtp";

// One queue for everything done after a commit (issue 34, item 4; docs/decisions/1128-task-queue.md): an e-mail's
// sending is a `send-email` task written in the same transaction as the e-mail, and the one runner claims e-mails
// and the other tasks (a card refund here) together.

let cookie: string;
/** The e-mails the test transport delivered, and the refunds the test's refund handler gave back. */
let delivered: OutgoingMail[] = [];
let refunded: number[] = [];
const transport: MailTransport = {
  description: "test",
  send: async (mail) => (delivered.push(mail), { messageId: `<${mail.id}@test>` }),
  close: () => undefined,
};

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
});

beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("emails").execute();
  await db.deleteFrom("tasks").execute();
  delivered = [];
  refunded = [];
  registerTaskHandlers({
    ...TASK_HANDLERS,
    "refund-payment": {
      run: async ({ paymentId }) => void refunded.push(paymentId),
      maxAttempts: 30,
      describe: ({ paymentId }) => `Send refund #${paymentId} back through the payment provider`,
    },
  });
});

afterEach(async () => {
  await stopTaskRunner();
  registerTaskHandlers(TASK_HANDLERS);
});

/** An e-mail to queue (what it says does not matter here: it is never rendered). */
const draft = (to: string) => ({ to, payload: { kind: "senderMessage" } as unknown as EmailPayload });

/** The e-mails' rows and the send-email tasks, as the database holds them. */
async function emailsAndTasks() {
  const db = await getDb();
  const emails = await db.selectFrom("emails").select(["id", "toAddress"]).orderBy("id").execute();
  const tasks = await db.selectFrom("tasks").select(["kind", "payload", "status"]).where("kind", "=", "send-email").orderBy("id").execute();
  return { emails, tasks };
}

describe("an e-mail's sending is a task", () => {
  it("written in the same transaction as the e-mail: a change rolled back leaves neither, a change committed both", async () => {
    await expect(
      writeTransaction(async (trx) => {
        await enqueueEmails(trx, [draft("lost@example.com")]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await emailsAndTasks()).toEqual({ emails: [], tasks: [] });

    await writeTransaction((trx) => enqueueEmails(trx, [draft("kept@example.com")]));
    const { emails, tasks } = await emailsAndTasks();
    expect(emails).toEqual([{ id: expect.any(Number), toAddress: "kept@example.com" }]);
    expect(tasks).toEqual([{ kind: "send-email", payload: JSON.stringify({ emailId: emails[0].id }), status: "waiting" }]);
  });
});

describe("the one runner", () => {
  it("claims the e-mails and a refund task together, and runs both", async () => {
    await createContactMessage({ name: "Amina Otieno", email: "amina@example.com", subject: "A refund?", message: "Thank you" });
    await writeTransaction((trx) => enqueue(trx, "refund-payment", { paymentId: 41 }));

    // One claim takes all three, oldest first: two e-mails and the refund.
    const claimed = await claimDueTasks(25);
    expect(claimed.map((task) => task.kind)).toEqual(["send-email", "send-email", "refund-payment"]);
    await (await getDb()).updateTable("tasks").set({ claimToken: null, claimedBy: null, lockedUntil: null, attempts: 0 }).execute();

    // The runner as a server starts it: the e-mails go out and the refund is given back.
    startTaskRunner({ transport, pollMs: 50, quiet: true });
    await waitFor(() => delivered.length === 2 && refunded.length === 1, "the e-mails and the refund", 10_000);
    await stopTaskRunner();
    expect(delivered.map((mail) => mail.to).sort()).toEqual(["amina@example.com", "info@tigoniretreats.com"]);
    expect(refunded).toEqual([41]);
    expect((await listEmails()).items.map((email) => email.status)).toEqual(["sent", "sent"]);
    expect((await listTasks()).items.map((task) => [task.kind, task.status])).toEqual([
      ["refund-payment", "done"],
      ["send-email", "done"],
      ["send-email", "done"],
    ]);

    // Staff read e-mails on the E-mails tab: "Other tasks" (and its JSON twin) lists the refund alone.
    const listed = await call(tasksApi, "/api/v1/admin/tasks", { cookie });
    expect(listed.json.map((task: { kind: string }) => task.kind)).toEqual(["refund-payment"]);
  });

  it("a round of a runner without a mail transport (a test's, a script's) runs the other tasks and leaves the e-mails waiting", async () => {
    await createContactMessage({ name: "Brian Kamau", email: "brian@example.com", subject: "Later", message: "Hello" });
    await writeTransaction((trx) => enqueue(trx, "refund-payment", { paymentId: 42 }));
    expect(await runDueTasks()).toMatchObject({ done: 1, retry: 0, failed: 0 });
    expect(refunded).toEqual([42]);
    expect((await emailsAndTasks()).tasks.map((task) => task.status)).toEqual(["waiting", "waiting"]);
    expect(await runDueTasks({ context: { mail: transport } })).toMatchObject({ done: 2 });
    expect(delivered.map((mail) => mail.to).sort()).toEqual(["brian@example.com", "info@tigoniretreats.com"]);
  });
});
