import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { startServer } from "../../scripts/measure-server";

// A second production server of our own, so it can be stopped and started again on the same SQLite file.
const PORT = Number(process.env.E2E_PORT || 3210) + 50;
const BASE = `http://127.0.0.1:${PORT}`;
let dir: string;

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-restart-"));
});
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

test("a restart keeps every row, does not seed twice, and keeps the admin signed in", async () => {
  test.setTimeout(90_000); // two server starts, each seconds long on a busy machine
  // No ADMIN_PASSWORD and no SESSION_SECRET: the password is generated and printed, the secret kept in the database.
  const server = { port: PORT, databasePath: path.join(dir, "app.db"), env: { ADMIN_PASSWORD: "", SESSION_SECRET: "" } };
  const first = await startServer(server);
  const printed = /password "([^"]+)"/.exec(first.output());
  expect(printed, "the generated admin password is printed once").not.toBeNull();
  const password = printed![1];

  const api = await playwrightRequest.newContext({ baseURL: BASE });
  expect((await api.post("/api/v1/auth/login", { data: { username: "admin", password } })).status()).toBe(200);
  const created = await api.post("/api/v1/contact", {
    data: { name: "Restart Tester", email: "restart@example.com", subject: "Still there?", message: "This message must survive a restart." },
  });
  expect(created.status()).toBe(201);
  const before = (await (await api.get("/api/v1/properties")).json()).length;
  const storage = await api.storageState();
  await first.stop();

  const second = await startServer(server);
  expect(second.output()).not.toMatch(/Seeded|password "/);
  const again = await playwrightRequest.newContext({ baseURL: BASE, storageState: storage });
  const me = await again.get("/api/v1/auth/me");
  expect(me.status(), "the session cookie from before the restart still works").toBe(200);
  expect((await me.json()).username).toBe("admin");
  expect((await (await again.get("/api/v1/properties")).json()).length).toBe(before);
  const messages = await (await again.get("/api/v1/admin/contact-messages")).json();
  expect(messages.filter((m: { name: string }) => m.name === "Restart Tester")).toHaveLength(1);
  await second.stop();
  await api.dispose();
  await again.dispose();
});

test("the real server routes every API path of the spec", async ({ request }) => {
  const featured = await request.get("/api/v1/properties/featured?limit=3");
  expect(featured.status()).toBe(200);
  expect(featured.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await featured.json()).toHaveLength(3);
  expect((await request.get("/api/v1/properties/forest-haven")).status()).toBe(200);
  expect((await request.get("/api/v1/properties/unknown-place")).status()).toBe(404);
  expect((await request.get("/api/v1/properties")).status()).toBe(200);
  expect((await request.get("/api/v1/activities")).status()).toBe(200);
  expect((await request.get("/api/v1/auth/me")).status()).toBe(401);
  expect((await request.get("/api/v1/admin/booking-inquiries")).status()).toBe(401);
  expect((await request.get("/api/v1/admin/contact-messages")).status()).toBe(401);
  expect((await request.patch("/api/v1/admin/activities/1/toggle")).status()).toBe(401);
  expect((await request.delete("/api/v1/admin/properties/1")).status()).toBe(401);
  const unknown = await request.get("/api/v1/does-not-exist");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ message: "Not found" });
});
