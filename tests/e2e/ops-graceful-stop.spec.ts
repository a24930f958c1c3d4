import http from "node:http";
import net from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { startServer } from "../../scripts/measure-server";
import { contactMessage, OPS_PORT, walBytes } from "./ops-helpers";

// Graceful stop: SIGTERM stops accepting, lets in-flight requests finish, checkpoints the
// WAL, closes the database and exits 0.
let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-stop-"));
});
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A POST whose body arrives in two halves: the request is in flight until `finish()` is called.
 * `started` resolves once the server has its headers (it answered "100 Continue") and the first half.
 */
function slowPost(pathname: string, value: unknown) {
  const body = Buffer.from(JSON.stringify(value));
  const half = Math.floor(body.length / 2);
  const req = http.request({
    host: "127.0.0.1",
    port: OPS_PORT,
    path: pathname,
    method: "POST",
    headers: { "Content-Type": "application/json", "Content-Length": body.length, Expect: "100-continue" },
  });
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
  });
  const started = new Promise<void>((resolve) => req.once("continue", () => req.write(body.subarray(0, half), () => resolve())));
  req.flushHeaders();
  return { response, started, finish: () => req.end(body.subarray(half)) };
}

function connects(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(OPS_PORT, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

test("SIGTERM lets the request in flight finish, closes the database with no WAL left and exits 0", async () => {
  const file = path.join(dir, "app.db");
  const server = await startServer({ port: OPS_PORT, databasePath: file });
  // Writes that sit in the WAL until a checkpoint.
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`http://127.0.0.1:${OPS_PORT}/api/v1/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contactMessage(`before stop ${i}`)),
    });
    expect(res.status).toBe(201);
  }
  expect(walBytes(file)).toBeGreaterThan(0);

  const inFlight = slowPost("/api/v1/contact", contactMessage("in flight during SIGTERM"));
  await inFlight.started;
  server.process.kill("SIGTERM");
  await expect.poll(connects, { message: "no new connections once stopping" }).toBe(false);
  expect(server.process.exitCode, "still running while a request is in flight").toBeNull();

  inFlight.finish();
  const answer = await inFlight.response;
  expect(answer.status, answer.text).toBe(201);
  expect(await server.exited, server.output()).toBe(0);
  expect(walBytes(file), "no -wal content left beside the database").toBe(0);
  expect(server.output()).toContain("database checkpointed and closed");
  const db = new SQLite(file, { readonly: true });
  const subjects = db.prepare("select subject from contactMessages").all() as { subject: string }[];
  expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
  db.close();
  expect(subjects.map((s) => s.subject)).toContain("in flight during SIGTERM");
  expect(subjects.filter((s) => s.subject.startsWith("before stop"))).toHaveLength(5);
});

/** `count` GETs of `pathname`, each on a connection of its own; resolves once every connection is established. */
async function requestsInFlight(count: number, pathname: string) {
  let connected = 0;
  const outcomes = Array.from(
    { length: count },
    (_, i) =>
      new Promise<string>((resolve) => {
        const req = http.request({ host: "127.0.0.1", port: OPS_PORT, path: `${pathname}?n=${i}`, agent: false });
        req.on("socket", (socket) => socket.once("connect", () => connected++));
        req.on("response", (res) => {
          res.resume();
          res.on("end", () => resolve(String(res.statusCode)));
          res.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
        });
        req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
        req.end();
      }),
  );
  await expect.poll(() => connected, { timeout: 20_000 }).toBe(count);
  const tally = async () => {
    const counts: Record<string, number> = {};
    for (const outcome of await Promise.all(outcomes)) counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  };
  return { tally };
}

/** GET /healthz on a new connection: its status, or the error code when the connection failed. */
function healthOnce(): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port: OPS_PORT, path: "/healthz", agent: false }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve(`${res.statusCode} ${text}`));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

// Many requests in flight when SIGTERM comes (each on its own connection, most still queued behind the
// listening socket or in the primary's hand-off): every one is answered, none is reset.
for (const workers of ["1", "2"]) {
  test(`WEB_CONCURRENCY=${workers}: every request in flight at SIGTERM is answered, none reset; /healthz says 503 once draining`, async () => {
    const server = await startServer({ port: OPS_PORT, name: "drain", env: { WEB_CONCURRENCY: workers } });
    try {
      expect(await healthOnce()).toBe('200 {"status":"ok"}');
      const inFlight = await requestsInFlight(workers === "1" ? 100 : 60, "/api/v1/properties");
      server.process.kill("SIGTERM");
      // A load balancer's health checks, on new connections while the server drains: 503 (or refused
      // once it stopped listening), never "ok" again and never a reset.
      const checks: string[] = [];
      while (!checks.some((c) => c.startsWith("503")) && !checks.includes("ECONNREFUSED")) checks.push(await healthOnce());
      // (The first ones may still come before the signal is handled.)
      expect(
        checks.filter((c) => !/^(200|503) /.test(c) && c !== "ECONNREFUSED"),
        checks.join("\n"),
      ).toEqual([]);
      expect(await inFlight.tally()).toEqual({ "200": workers === "1" ? 100 : 60 });
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).not.toContain("still running after");
    } finally {
      await server.stop();
    }
  });
}

test("a keep-alive connection is closed after the response in progress at SIGTERM, which arrives whole", async () => {
  const server = await startServer({ port: OPS_PORT, name: "keepalive", env: { WEB_CONCURRENCY: "1" } });
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port: OPS_PORT, path: "/api/v1/properties", agent }, (res) => {
            let body = "";
            res.on("data", (d) => (body += d));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
          })
          .on("error", reject);
      });
    expect((await get()).connection).toBe("keep-alive");
    // The slow POST keeps the server draining; the idle keep-alive connection is closed meanwhile.
    const inFlight = slowPost("/api/v1/contact", contactMessage("keep-alive stop"));
    await inFlight.started;
    const closed = new Promise<void>((resolve) => {
      const sockets = Object.values(agent.freeSockets).flat();
      expect(sockets).toHaveLength(1);
      sockets[0]!.once("close", () => resolve());
    });
    server.process.kill("SIGTERM");
    await closed;
    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer.status, answer.text).toBe(201);
    expect(await server.exited, server.output()).toBe(0);
    agent.destroy();
  } finally {
    await server.stop();
  }
});

test("a stopped server can be started again at once on the same file", async () => {
  const file = path.join(dir, "app.db");
  const server = await startServer({ port: OPS_PORT, databasePath: file });
  const res = await fetch(`http://127.0.0.1:${OPS_PORT}/api/v1/properties`);
  expect(res.status).toBe(200);
  expect(await server.stop()).toBe(0);
  expect(walBytes(file)).toBe(0);
});
