import { expect, request as playwrightRequest, test } from "@playwright/test";
import { startServer, type StartedServer } from "../../scripts/measure-server";
import { contactMessage, OPS_ADMIN, OPS_BASE, OPS_PORT } from "./ops-helpers";

// A worker with more requests than it can work on at once answers the rest 503 with Retry-After at once,
// instead of queueing them on the CPU until the render deadline makes them 500s. Page-cache hits are still
// answered, and every POST is either stored and acknowledged or refused before anything is written.

let server: StartedServer;
test.beforeAll(async () => {
  // Two requests at a time, so a handful of concurrent ones is already an overload.
  server = await startServer({
    port: OPS_PORT,
    name: "overload",
    env: { WEB_CONCURRENCY: "1", REQUESTS_IN_FLIGHT: "2", PUBLIC_FORM_LIMIT: "100000" },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test("past its limit a worker answers 503 with Retry-After, never 500; cached pages still answer; a POST is stored exactly when acknowledged", async () => {
  test.setTimeout(90_000);
  // Warm the page cache for the catalogue.
  expect((await fetch(`${OPS_BASE}/api/v1/properties`)).status).toBe(200);

  const before = server.output().length;
  const pages = Array.from({ length: 40 }, (_, i) =>
    fetch(`${OPS_BASE}/properties?guests=${(i % 8) + 1}&sort=${i % 2 ? "price-asc" : "price-desc"}&location=${i}`),
  );
  const posts = Array.from({ length: 20 }, (_, i) =>
    fetch(`${OPS_BASE}/api/v1/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contactMessage(`overload ${i}`)),
    }),
  );
  const cached = fetch(`${OPS_BASE}/api/v1/properties`);
  const answers = await Promise.all([...pages, ...posts]);
  expect((await cached).status).toBe(200);

  const statuses = answers.map((res) => res.status);
  expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
  const busy = answers.filter((res) => res.status === 503);
  expect(busy.length).toBeGreaterThan(0);
  for (const res of busy) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(pages.length).toBe(40);
  const pageStatuses = statuses.slice(0, 40);
  expect(pageStatuses.every((s) => s === 200 || s === 503)).toBe(true);
  const postStatuses = statuses.slice(40);
  expect(postStatuses.every((s) => s === 201 || s === 503)).toBe(true);

  // Exactly the acknowledged messages are stored.
  const api = await playwrightRequest.newContext({ baseURL: OPS_BASE });
  await expect.poll(async () => (await api.post("/api/v1/auth/login", { data: OPS_ADMIN })).status(), { timeout: 10_000 }).toBe(200);
  const list = await api.get("/api/v1/admin/contact-messages?limit=100");
  const stored = ((await list.json()) as { subject: string }[]).map((m) => m.subject).filter((s) => s.startsWith("overload "));
  const acknowledged = postStatuses.flatMap((s, i) => (s === 201 ? [`overload ${i}`] : []));
  expect(stored.sort()).toEqual(acknowledged.sort());
  await api.dispose();

  // Once the burst is over the worker answers as before.
  expect((await fetch(`${OPS_BASE}/properties?guests=3`)).status).toBe(200);
  expect(server.output().slice(before)).not.toMatch(/^\s+at /m);
});
