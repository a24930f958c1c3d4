import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { createMailTransport } from "~/lib/mail.server";
import { listEmails } from "~/models/email.server";
import { TASK_LEASE_MS } from "~/models/task.server";
import { createContactMessage } from "~/services/messages.server";
import { listProperties } from "~/models/property.server";
import { drainOutbox } from "~/services/mailer.server";
import { startTasks } from "~/services/startup.server";
import { stopTaskRunner } from "~/services/tasks.server";
import { seedTestDb } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { startTestSmtp, waitFor, type TestSmtp } from "../setup/smtp";

let smtp: TestSmtp;
let propertyId: number;

beforeAll(async () => {
  await seedTestDb();
  [{ id: propertyId }] = await listProperties();
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
});

beforeEach(async () => {
  smtp.received.length = 0;
  await (await getDb()).deleteFrom("emails").execute();
  await (await getDb()).deleteFrom("tasks").execute();
});

afterAll(async () => {
  await stopTaskRunner();
  await smtp.close();
  delete process.env.SMTP_URL;
});

/** Run the child script on this test's database; resolves with the signal that ended it. */
function runChild(mode: "after-commit" | "mid-send"): Promise<NodeJS.Signals | null> {
  const script = path.resolve("tests/setup/email-crash-child.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, mode, String(propertyId), dayFromToday(30), dayFromToday(33)], {
    env: { ...process.env, SMTP_URL: "" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (_code, signal) => resolve(signal));
  });
}

/** Run a sender process on this test's database; resolves with what it reports. */
function runSender(): Promise<{ sent: number; retrying: number; failed: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/setup/email-sender-child.ts")], {
    env: { ...process.env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`sender exited with ${code}`))));
  });
}

describe("several server processes", () => {
  it("send each e-mail exactly once", async () => {
    for (let i = 0; i < 12; i++) {
      await createContactMessage({
        name: `Guest ${i}`,
        email: `guest${i}@example.com`,
        subject: `Question number ${i}`,
        message: "Is the river lodge free?",
      });
    }
    smtp.setDelay(150);
    const results = await Promise.all([runSender(), runSender(), runSender()]);
    smtp.setDelay(0);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(24);
    expect(smtp.received).toHaveLength(24);
    const subjects = smtp.received.map((m) => `${m.envelopeTo[0]} ${m.parsed.subject}`);
    expect(new Set(subjects).size).toBe(24);
    expect((await listEmails()).items.every((e) => e.status === "sent" && e.attempts === 1)).toBe(true);
  }, 90_000); // three Node processes start on a busy machine: a generous limit, not a timing check
});

describe("a process killed after the inquiry commit", () => {
  it("loses nothing: the restarted sender delivers both e-mails", { timeout: 60_000 }, async () => {
    expect(await runChild("after-commit")).toBe("SIGKILL");
    const queued = (await listEmails()).items;
    expect(queued.map((e) => e.status)).toEqual(["queued", "queued"]);
    expect(smtp.received).toHaveLength(0);

    // "Restart": the server's background sender, as server.js starts it.
    startTasks({ quiet: true });
    await waitFor(() => smtp.received.length === 2, "the two e-mails after the restart");
    await stopTaskRunner();
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(["crash@example.com", "info@tigoniretreats.com"]);
    const mailTo = (address: string) => smtp.received.find((m) => m.envelopeTo[0] === address)!.parsed.text;
    expect(mailTo("info@tigoniretreats.com")).toContain("Crash Test Guest");
    expect(mailTo("crash@example.com")).toMatch(/Reference:\s+TR-[2-9A-HJ-NP-Z]{6}/);
    expect((await listEmails()).items.every((e) => e.status === "sent")).toBe(true);
  });

  it("killed while sending: the claimed e-mail goes out once its claim expires, exactly once", { timeout: 60_000 }, async () => {
    expect(await runChild("mid-send")).toBe("SIGKILL");
    const transport = createMailTransport();
    // Right after the restart only the unclaimed e-mail is sent: the other is still held by the dead process.
    expect(await drainOutbox(transport)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const afterLease = new Date(Date.now() + TASK_LEASE_MS + 1000);
    expect(await drainOutbox(transport, { now: () => afterLease })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    transport.close();
    expect(smtp.received).toHaveLength(2);
    expect(new Set(smtp.received.map((m) => m.parsed.subject)).size).toBe(2);
  });
});
