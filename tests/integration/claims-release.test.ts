import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { thisServerProcess } from "~/lib/server-process.server";
import { listEmails } from "~/models/email.server";
import { claimDueTasks } from "~/models/task.server";
import { createContactMessage } from "~/services/messages.server";
import { isGone, LIVE_WITHIN_MS, releaseClaimsOfGoneProcesses, type ServerProcess } from "~/models/server-process.server";
import { registerServerProcess, unregisterServerProcess } from "~/services/lifecycle.server";
import { startTasks } from "~/services/startup.server";
import { stopTaskRunner } from "~/services/tasks.server";
import { seedTestDb } from "../setup/api";
import { startTestSmtp, waitFor, type TestSmtp } from "../setup/smtp";

// A claim names the server process that holds it: a restart frees what a killed server held and sends it
// within seconds, not after the 2-minute lease; a live server's claims are never freed
// (docs/decisions/1128-claims-name-their-process.md).

let smtp: TestSmtp;
/** An SMTP server that is "down" the slow way: it takes the connection and never says a word. */
let silent: { url: string; close: () => Promise<void> };
let child: ChildProcess | undefined;

beforeAll(async () => {
  await seedTestDb();
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  silent = {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
});

beforeEach(async () => {
  smtp.received.length = 0;
  const db = await getDb();
  await db.deleteFrom("emails").execute();
  await db.deleteFrom("tasks").execute();
  await db.deleteFrom("serverProcesses").execute();
});

afterEach(async () => {
  child?.kill("SIGKILL");
  child = undefined;
  await stopTaskRunner();
  await unregisterServerProcess();
});

afterAll(async () => {
  await smtp.close();
  await silent.close();
  delete process.env.SMTP_URL;
});

/** Who holds the claim of each e-mail's sending (its send-email task) right now (null: nobody). */
async function claimHolders(): Promise<(string | null)[]> {
  const db = await getDb();
  return (await db.selectFrom("tasks").select("claimedBy").where("kind", "=", "send-email").orderBy("id").execute()).map((row) => row.claimedBy);
}

/**
 * Start a server process whose SMTP server is down and wait until its sender holds the contact message's two
 * e-mails (claimed, waiting on SMTP). Answers its serverProcesses id.
 */
async function serverHoldingTwoEmails(): Promise<{ id: string; pid: number }> {
  child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/setup/claim-holder-child.ts")], {
    env: { ...process.env, SMTP_URL: silent.url },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const pid = child.pid!;
  const db = await getDb();
  let id = "";
  for (const until = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > until) throw new Error("the child server never held its e-mails");
    const row = await db.selectFrom("serverProcesses").select("id").where("pid", "=", pid).executeTakeFirst();
    const holders = await claimHolders();
    if (row && holders.length === 2 && holders.every((holder) => holder === row.id)) {
      id = row.id;
      break;
    }
  }
  return { id, pid };
}

function kill9(process: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    process.once("exit", () => resolve());
    process.kill("SIGKILL");
  });
}

describe("a server killed while its sender holds e-mails (SMTP down)", () => {
  it("the restarted server sends them within 15 s, not after the 2-minute lease, each once", { timeout: 60_000 }, async () => {
    const held = await serverHoldingTwoEmails();
    await kill9(child!);
    child = undefined;
    // The dead process's claims still hold: its lease runs for two minutes.
    expect(await claimHolders()).toEqual([held.id, held.id]);

    // The restart, as server.js starts a server (SMTP is back).
    const restartedAt = Date.now();
    startTasks({ quiet: true });
    registerServerProcess();
    await waitFor(() => smtp.received.length === 2, "both e-mails after the restart", 15_000);
    expect(Date.now() - restartedAt).toBeLessThan(15_000);

    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(["info@tigoniretreats.com", "wanjiru@example.com"]);
    expect(new Set(smtp.received.map((m) => m.parsed.subject)).size).toBe(2);
    // Recorded once the batch is done.
    await expect.poll(async () => (await listEmails()).items.map((e) => e.status)).toEqual(["sent", "sent"]);
    // The dead process's row is forgotten; the restarted server's own row stays.
    const db = await getDb();
    expect((await db.selectFrom("serverProcesses").select("id").execute()).map((row) => row.id)).toEqual([thisServerProcess().id]);
  });
});

describe("a live server's claims", () => {
  it("are never freed by another server; once it is killed, the other's next beat frees and sends them", { timeout: 60_000 }, async () => {
    const held = await serverHoldingTwoEmails();
    // Another server starts beside it and beats every 200 ms (10 s in production).
    startTasks({ quiet: true });
    registerServerProcess({ heartbeatMs: 200 });
    expect(await releaseClaimsOfGoneProcesses()).toBe(0);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await claimHolders()).toEqual([held.id, held.id]);
    expect(smtp.received).toHaveLength(0);

    await kill9(child!);
    child = undefined;
    await waitFor(() => smtp.received.length === 2, "both e-mails after the holder was killed", 15_000);
    expect(new Set(smtp.received.map((m) => m.parsed.subject)).size).toBe(2);
  });
});

describe("a server on another machine", () => {
  const elsewhere = (id: string, seenAgoMs: number): ServerProcess => {
    const seenAt = new Date(Date.now() - seenAgoMs).toISOString();
    return { id, host: "web-2", pid: thisServerProcess().pid + 1, pidSpace: "web-2 other-boot pid:[1]", startedAt: seenAt, seenAt };
  };

  it("loses its claims once it stopped refreshing its row for 30 s, and only then", async () => {
    await createContactMessage({ name: "Otieno", email: "otieno@example.com", subject: "Two servers", message: "Hello" });
    const db = await getDb();
    await db
      .insertInto("serverProcesses")
      .values([elsewhere("web-2:stopped", LIVE_WITHIN_MS + 5_000), elsewhere("web-2:serving", 2_000)])
      .execute();
    const [first] = await claimDueTasks(1, new Date(), "web-2:stopped");
    const [second] = await claimDueTasks(1, new Date(), "web-2:serving");
    expect([first, second].every(Boolean)).toBe(true);

    expect(await releaseClaimsOfGoneProcesses()).toBe(1);
    expect(await claimHolders()).toEqual([null, "web-2:serving"]);
    expect((await db.selectFrom("serverProcesses").select("id").execute()).map((row) => row.id)).toEqual(["web-2:serving"]);
  });

  it("is judged by its heartbeat; a process of this machine by whether its pid is alive", () => {
    const self = thisServerProcess();
    const now = new Date();
    const here = (pid: number, seenAgoMs: number): ServerProcess => ({
      ...elsewhere(`here:${pid}`, seenAgoMs),
      host: self.host,
      pid,
      pidSpace: self.pidSpace,
    });
    const alive = (pid: number) => pid === 4242;
    expect(isGone(elsewhere("a", 1_000), self, now, alive)).toBe(false);
    expect(isGone(elsewhere("b", LIVE_WITHIN_MS + 1_000), self, now, alive)).toBe(true);
    expect(isGone({ ...elsewhere("c", 1_000), pidSpace: null }, self, now, alive)).toBe(false);
    expect(isGone(here(4242, LIVE_WITHIN_MS * 10), self, now, alive), "alive: a missed heartbeat does not count").toBe(false);
    expect(isGone(here(4343, 0), self, now, alive), "its pid is not alive").toBe(true);
    expect(isGone(here(self.pid, 0), self, now, alive), "a restart that got the same pid").toBe(true);
    expect(isGone({ ...here(self.pid, 0), id: self.id }, self, now, alive), "this process itself").toBe(false);
  });
});
