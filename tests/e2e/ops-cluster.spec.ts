import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { startServer } from "../../scripts/measure-server";
import { makeInquiry } from "../setup/factories";
import { OPS_ADMIN, OPS_BASE, OPS_PORT } from "./ops-helpers";
import { workerHeapMb } from "../../server/worker-heap.js";

// Both cores: the production server runs one worker per core (WEB_CONCURRENCY); the primary
// migrates and seeds once before the workers start, a staff edit made through one worker is on the next
// page every worker serves (their page caches are invalidated through the database), and SIGTERM stops
// them all and leaves one clean database file. The outbox is sent by one more process at a lower CPU
// priority, woken when a worker queues an e-mail.
let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-cluster-"));
});
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const count = (text: string, needle: string) => text.split(needle).length - 1;

/** The nice value of each child process of `pid` (Linux /proc: field 19 of stat, after the command's parentheses). */
function childNiceValues(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return Number(fields[1]) === pid ? [Number(fields[16])] : [];
      } catch {
        return [];
      }
    });
}

/** The command lines (argv) of the child processes of `pid`. */
function childCommandLines(pid: number): string[][] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== pid) return [];
        return [readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0").filter(Boolean)];
      } catch {
        return [];
      }
    });
}

test("two workers: one migration run and one seed, edits reach every worker's cache, SIGTERM stops them all", async () => {
  const file = path.join(dir, "app.db");
  const server = await startServer({ port: OPS_PORT, databasePath: file, env: { WEB_CONCURRENCY: "2" } });
  try {
    expect(server.output()).toContain("(2 workers)");
    // Each worker and the sender have their share of the machine's memory as their heap limit.
    const heapMb = workerHeapMb({ totalMemBytes: os.totalmem(), workers: 2 });
    const children = childCommandLines(server.process.pid!);
    expect(children).toHaveLength(3);
    for (const argv of children) expect(argv).toContain(`--max-old-space-size=${heapMb}`);
    expect(count(server.output(), "Seeded an empty database"), server.output()).toBe(1);

    const db = new SQLite(file, { readonly: true });
    const names = (db.prepare("select name from kysely_migration").all() as { name: string }[]).map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("20261122T090000-page-cache");
    expect(db.prepare("select count(*) as n from users").get()).toEqual({ n: 1 });
    expect(db.prepare("select count(*) as n from properties").get()).toEqual({ n: 6 });
    db.close();

    // Fill both workers' caches (connections are shared out round-robin).
    const page = `${OPS_BASE}/properties/alpine-retreat`;
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await fetch(page);
      expect(res.status).toBe(200);
      seen.add(res.headers.get("x-cache") ?? "");
      await res.text();
    }
    expect(seen).toContain("HIT");

    // Two web workers at normal priority and the e-mail sender below them.
    expect(childNiceValues(server.process.pid!).sort()).toEqual([0, 0, 10]);
    // A guest's inquiry, taken by a web worker: its acknowledgement leaves through the sender.
    const properties = await (await fetch(`${OPS_BASE}/api/v1/properties`)).json();
    const inquiry = await fetch(`${OPS_BASE}/api/v1/booking-inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(makeInquiry({ propertyId: properties[0].id, email: "cluster.guest@example.com" })),
    });
    expect(inquiry.status, await inquiry.clone().text()).toBe(201);
    const mailDir = path.join(dir, "mail");
    const sentTo = () =>
      existsSync(mailDir)
        ? readdirSync(mailDir).filter((name) => readFileSync(path.join(mailDir, name), "utf8").includes("cluster.guest@example.com")).length
        : 0;
    await expect.poll(sentTo, { message: "the guest's acknowledgement is written by the sender" }).toBeGreaterThan(0);

    // A staff edit through the JSON API, on whichever worker takes it.
    const login = await fetch(`${OPS_BASE}/api/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(OPS_ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const property = await (await fetch(`${OPS_BASE}/api/v1/properties/alpine-retreat`)).json();
    const { id, slug: _slug, createdAt: _c, updatedAt: _u, ...input } = property;
    const edit = await fetch(`${OPS_BASE}/api/v1/admin/properties/${id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ ...input, name: "Alpine Retreat, Renovated" }),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);

    for (let i = 0; i < 6; i++) {
      const html = await (await fetch(page)).text();
      expect(html).toContain("Alpine Retreat, Renovated");
      const json = await (await fetch(`${OPS_BASE}/api/v1/properties`)).json();
      expect(json.map((p: { name: string }) => p.name)).toContain("Alpine Retreat, Renovated");
    }
  } finally {
    expect(await server.stop(), server.output()).toBe(0);
  }
  expect(server.output()).toContain("database checkpointed and closed");
});
