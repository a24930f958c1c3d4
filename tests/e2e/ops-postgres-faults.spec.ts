import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { startServer, type StartedServer } from "../../scripts/measure-server";
import { dayFromToday } from "../setup/days";
import { startThrowawayCluster, type ThrowawayCluster } from "../setup/pg-cluster";
import { OPS_BASE, OPS_PORT } from "./ops-helpers";

// The production server (two workers) over a PostgreSQL cluster of this spec's own, which it stops and
// restarts: the shared test cluster is never touched. Pages and the API answer 503 while PostgreSQL is
// away, no process dies, the same processes serve again once it is back, and a `pg_ctl restart -m fast`
// in the middle of a stream of booking inquiries loses none that was answered 201.

test("a start whose DATABASE_URL does not answer stops with one line naming it: no stack trace, no password", async () => {
  const password = "s3cret-Pa55word";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(OPS_PORT),
      DATABASE_URL: `postgres://tigoni:${password}@127.0.0.1:1/tigoni`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code, stdout + stderr).toBe(1);
  expect(stderr).toBe(
    "Cannot reach the PostgreSQL database at postgres://tigoni@127.0.0.1:1/tigoni: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1\n",
  );
  expect(stdout + stderr).not.toContain(password);
  expect(stdout).not.toContain("listening");
});

test.describe("with a PostgreSQL cluster of its own", () => {
  let cluster: ThrowawayCluster | undefined;
  let server: StartedServer | undefined;
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
    cluster?.remove();
    cluster = undefined;
  });

  async function startOnCluster(): Promise<StartedServer> {
    cluster = await startThrowawayCluster();
    return startServer({
      port: OPS_PORT,
      name: "pg-faults",
      env: { DATABASE_URL: cluster.url, WEB_CONCURRENCY: "2", PUBLIC_FORM_LIMIT: "1000000" },
    });
  }

  /** The server's log has no worker that stopped and no uncaught error. */
  function expectNothingCrashed(s: StartedServer) {
    expect(s.process.exitCode, s.output()).toBeNull();
    expect(s.output()).not.toMatch(/Worker \d+ stopped|Uncaught|unhandled/i);
  }

  const inquiry = (propertyId: number, token: string) => ({
    propertyId,
    name: "Restart Tester",
    email: "restart@example.com",
    phone: "+254 700 123 456",
    startDate: dayFromToday(40),
    endDate: dayFromToday(43),
    guests: 2,
    message: token,
  });

  test("PostgreSQL stopped: pages 503 with the error page, the API 503 { message }; back: the same processes serve again", async () => {
    test.setTimeout(180_000);
    server = await startOnCluster();
    const pid = server.process.pid;
    expect((await fetch(`${OPS_BASE}/`)).status).toBe(200);

    cluster!.stop();

    // Pages nobody asked for yet (none is in the page cache): the site's error page, status 503.
    for (const path of ["/properties", "/admin/login"]) {
      const res = await fetch(`${OPS_BASE}${path}`);
      expect(res.status, path).toBe(503);
      const html = await res.text();
      expect(html, path).toContain("Temporarily unavailable");
      expect(html, path).toContain("Back to Home");
    }
    // The JSON API, reading and writing.
    const list = await fetch(`${OPS_BASE}/api/v1/properties`);
    expect(list.status).toBe(503);
    expect(list.headers.get("retry-after")).toBe("5");
    expect(await list.json()).toEqual({ message: "The site is briefly unavailable. Please try again in a moment." });
    const post = await fetch(`${OPS_BASE}/api/v1/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Down Tester",
        email: "down@example.com",
        subject: "While down",
        message: "Sent while the database was stopped.",
      }),
    });
    expect(post.status).toBe(503);
    expect(await post.json()).toEqual({ message: "The site is briefly unavailable. Please try again in a moment." });
    const login = await fetch(`${OPS_BASE}/api/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "whatever-it-is" }),
    });
    expect(login.status).toBe(503);

    cluster!.start();

    // The same processes: no restart, the pool reconnects on the next request.
    await expect.poll(async () => (await fetch(`${OPS_BASE}/api/v1/properties`)).status, { timeout: 30_000, intervals: [250] }).toBe(200);
    expect((await fetch(`${OPS_BASE}/properties`)).status).toBe(200);
    expect((await fetch(`${OPS_BASE}/admin/login`)).status).toBe(200);
    expect(server.process.pid).toBe(pid);
    expectNothingCrashed(server);
    // A stop says what it did on this engine: there is no file to checkpoint.
    expect(await server.stop(), server.output()).toBe(0);
    expect(server.output()).toContain("Stopped: database connections closed.");
    expect(server.output()).not.toContain("checkpointed");
  });

  test("pg_ctl restart -m fast under a stream of booking inquiries: every one answered 201 is stored", async () => {
    test.setTimeout(240_000);
    server = await startOnCluster();
    const properties = (await (await fetch(`${OPS_BASE}/api/v1/properties`)).json()) as { id: number }[];
    const propertyId = properties[0]!.id;

    const acknowledged: string[] = [];
    const statuses = new Map<number | string, number>();
    let sending = true;
    const sender = async () => {
      while (sending) {
        const token = `restart-${randomBytes(6).toString("hex")}`;
        let status: number | string;
        try {
          const res = await fetch(`${OPS_BASE}/api/v1/booking-inquiries`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(inquiry(propertyId, token)),
          });
          status = res.status;
          const body = (await res.json()) as { message?: string };
          if (status === 201) {
            expect(body.message).toBe(token);
            acknowledged.push(token);
          }
        } catch (error) {
          status = `network: ${(error as Error).message}`;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 201) await new Promise((r) => setTimeout(r, 50));
      }
    };
    const senders = Array.from({ length: 6 }, sender);

    // Some inquiries before, the fast restart in the middle of them, and some after.
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(20);
    const before = acknowledged.length;
    cluster!.restartFast();
    const restartedAt = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(restartedAt + 20);
    sending = false;
    await Promise.all(senders);

    // Only 201 or 503 (the database away for a moment): no 500, no dropped connection.
    const seen = Object.fromEntries(statuses);
    expect(
      Object.keys(seen).every((status) => status === "201" || status === "503"),
      JSON.stringify(seen),
    ).toBe(true);
    expect(before).toBeGreaterThan(0);

    const client = new pg.Client({ connectionString: cluster!.url });
    await client.connect();
    try {
      const stored = await client.query<{ message: string }>(`select message from "bookingInquiries" where message like 'restart-%'`);
      const kept = new Set(stored.rows.map((row) => row.message));
      const lost = acknowledged.filter((token) => !kept.has(token));
      expect(lost, `of ${acknowledged.length} acknowledged (${JSON.stringify(seen)})`).toEqual([]);
    } finally {
      await client.end();
    }
    expectNothingCrashed(server);
  });
});
