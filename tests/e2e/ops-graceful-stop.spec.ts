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

test("a stopped server can be started again at once on the same file", async () => {
  const file = path.join(dir, "app.db");
  const server = await startServer({ port: OPS_PORT, databasePath: file });
  const res = await fetch(`http://127.0.0.1:${OPS_PORT}/api/v1/properties`);
  expect(res.status).toBe(200);
  expect(await server.stop()).toBe(0);
  expect(walBytes(file)).toBe(0);
});
