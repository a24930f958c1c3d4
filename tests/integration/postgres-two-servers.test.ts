import { createServer } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { THROTTLE } from "~/models/login-attempt.server";
import { createContactMessage } from "~/services/messages.server";
import { SERVER_ADMIN, startServer, type StartedServer } from "../../scripts/measure-server";
import { dayFromToday } from "../setup/days";
import { ensureProductionBuild } from "../setup/production-build";
import { startTestSmtp, waitFor, type TestSmtp } from "../setup/smtp";

// Two real app servers (two processes, two ports) over one PostgreSQL schema, each also sending the
// outbox: what one server's single SQLite writer made correct must hold across servers, and both must
// show the same site. Runs in the postgres project only (files named postgres-*.test.ts).

const FORM_LIMIT = 10;
let a: StartedServer;
let b: StartedServer;
let smtp: TestSmtp;
let adminA: string;
let adminB: string;
let property: { id: number; slug: string; name: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// Every request names its client (TRUST_PROXY=true), so the per-client limits apply where a test means them to.
let clients = 0;
const nextClient = () => `198.51.100.${(clients++ % 250) + 1}`;

async function api(server: StartedServer, path: string, options: { method?: string; body?: unknown; cookie?: string; client?: string } = {}) {
  const headers: Record<string, string> = { "X-Forwarded-For": options.client ?? nextClient() };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(server.base + path, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, text, json: json as any, cookie: res.headers.get("set-cookie")?.split(";")[0] };
}

const login = async (server: StartedServer, body: { username: string; password: string }, client?: string) =>
  api(server, "/api/v1/auth/login", { method: "POST", body, client });

const inquiry = (startDate: string, endDate: string, n: number) => ({
  propertyId: property.id,
  name: `Guest ${n}`,
  email: `guest-${n}@example.com`,
  phone: "+254 700 000 000",
  startDate,
  endDate,
  guests: 2,
});

beforeAll(async () => {
  ensureProductionBuild();
  smtp = await startTestSmtp();
  // A slow SMTP server, so both servers' senders are busy at the same time.
  smtp.setDelay(30);
  const [portA, portB] = [await freePort(), await freePort()];
  const env = (name: string) => ({
    DATABASE_URL: process.env.DATABASE_URL!,
    // No SESSION_SECRET: the generated one in the database is what both servers share.
    SESSION_SECRET: "",
    SMTP_URL: smtp.url,
    MAIL_FROM: `Server ${name} <server-${name.toLowerCase()}@example.com>`,
    TRUST_PROXY: "true",
    PUBLIC_FORM_LIMIT: String(FORM_LIMIT),
    WEB_CONCURRENCY: "1",
  });
  // Both start at the same moment over an empty schema: one migrates and seeds, the other waits and finds it done.
  [a, b] = await Promise.all([startServer({ port: portA, name: "pg-a", env: env("A") }), startServer({ port: portB, name: "pg-b", env: env("B") })]);
  adminA = (await login(a, SERVER_ADMIN)).cookie!;
  adminB = (await login(b, SERVER_ADMIN)).cookie!;
  const properties = (await api(a, "/api/v1/properties")).json as { id: number; slug: string; name: string }[];
  property = properties[0]!;
}, 600_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.close();
});

describe("two app servers over one PostgreSQL database", () => {
  it("started together: one seeded, the database has one admin and one set of properties", async () => {
    const db = await getDb();
    expect((await db.selectFrom("users").select("username").execute()).map((u) => u.username)).toEqual([SERVER_ADMIN.username]);
    const slugs = (await db.selectFrom("properties").select("slug").execute()).map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(`${a.output()}${b.output()}`.match(/Seeded an empty database/g)).toHaveLength(1);
  });

  it("a session started on A works on B (the generated session secret is shared through the database)", async () => {
    const me = await api(b, "/api/v1/auth/me", { cookie: adminA });
    expect(me.status).toBe(200);
    expect(me.json.username).toBe(SERVER_ADMIN.username);
    expect((await api(a, "/api/v1/auth/me", { cookie: adminB })).status).toBe(200);
    const secrets = await (await getDb()).selectFrom("appSecrets").select("name").execute();
    expect(secrets).toEqual([{ name: "session" }]);
  });

  it("two overlapping stays confirmed at the same instant, one through each server: exactly one is confirmed", async () => {
    for (let round = 0; round < 4; round++) {
      const start = dayFromToday(40 + round * 10);
      const first = await api(a, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(start, dayFromToday(44 + round * 10), round * 2) });
      const second = await api(b, "/api/v1/booking-inquiries", {
        method: "POST",
        body: inquiry(dayFromToday(42 + round * 10), dayFromToday(46 + round * 10), round * 2 + 1),
      });
      expect([first.status, second.status]).toEqual([201, 201]);
      const [viaA, viaB] = await Promise.all([
        api(a, `/api/v1/admin/booking-inquiries/${first.json.id}`, { method: "PATCH", body: { status: "confirmed" }, cookie: adminA }),
        api(b, `/api/v1/admin/booking-inquiries/${second.json.id}`, { method: "PATCH", body: { status: "confirmed" }, cookie: adminB }),
      ]);
      expect([viaA.status, viaB.status].sort()).toEqual([200, 409]);
      const confirmed = await (
        await getDb()
      )
        .selectFrom("bookingInquiries")
        .select("id")
        .where("id", "in", [first.json.id, second.json.id])
        .where("status", "=", "confirmed")
        .execute();
      expect(confirmed).toHaveLength(1);
    }
  });

  it("an inquiry cannot be stored on nights the other server just confirmed", async () => {
    const stay = inquiry(dayFromToday(100), dayFromToday(103), 100);
    const created = await api(a, "/api/v1/booking-inquiries", { method: "POST", body: stay });
    expect(created.status).toBe(201);
    const confirmed = await api(a, `/api/v1/admin/booking-inquiries/${created.json.id}`, {
      method: "PATCH",
      body: { status: "confirmed" },
      cookie: adminA,
    });
    expect(confirmed.status).toBe(200);
    const refused = await api(b, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(dayFromToday(101), dayFromToday(102), 101) });
    expect(refused.status).toBe(409);
    expect(await (await getDb()).selectFrom("bookingInquiries").select("id").where("name", "=", "Guest 101").execute()).toEqual([]);
  });

  it("40 concurrent wrong-then-right guesses from one address over the two servers slow the username down as one server would", async () => {
    const account = { username: "wanjiru", password: "wanjiru-right-password" };
    expect((await api(a, "/api/v1/admin/users", { method: "POST", cookie: adminA, body: { ...account, role: "user" } })).status).toBe(201);
    const client = "192.0.2.40";
    const bodies = Array.from({ length: 40 }, (_, i) => (i === 20 ? account : { username: account.username, password: `guess-${i}` }));
    const results = await Promise.all(bodies.map((body, i) => login(i % 2 ? b : a, body, client)));
    const statuses = results.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401 || s === 200).length;
    expect(checked).toBeLessThanOrEqual(THROTTLE.perUsernameAndClient);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - THROTTLE.perUsernameAndClient);
    // Held back on both servers now from that address, right password or not.
    expect((await login(a, account, client)).status).toBe(429);
    expect((await login(b, account, client)).status).toBe(429);
  });

  it(`the public-form limit holds across servers: ${FORM_LIMIT} requests per client address, wherever they land`, async () => {
    const client = "203.0.113.9";
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        api(i % 2 ? b : a, "/api/v1/contact", {
          method: "POST",
          client,
          body: { name: `Limit ${i}`, email: `limit-${i}@example.com`, subject: "Limit", message: "Counting across servers." },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(FORM_LIMIT);
    expect(results.filter((r) => r.status === 429)).toHaveLength(24 - FORM_LIMIT);
  });

  it("a staff edit through A is on B's cached public page after at most a second", async () => {
    const page = `/properties/${property.slug}`;
    await api(b, page);
    const cached = await api(b, page);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const current = (await api(a, `/api/v1/properties/${property.slug}`)).json;
    const renamed = `${property.name} Renamed On A`;
    const edit = await api(a, `/api/v1/admin/properties/${property.id}`, {
      method: "PUT",
      cookie: adminA,
      body: { ...current, name: renamed, slug: property.slug },
    });
    expect(edit.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    const after = await api(b, page);
    expect(after.status).toBe(200);
    expect(after.text).toContain(renamed);
  });

  it("a photo uploaded through A is served by B, with the same caching", async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#2f6b4f" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "deck.jpg");
    const uploaded = await fetch(`${a.base}/api/v1/admin/uploads`, { method: "POST", body: form, headers: { Cookie: adminA } });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const [fromA, fromB] = await Promise.all([fetch(a.base + url), fetch(b.base + url)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it("every e-mail is sent exactly once, with both servers sending", async () => {
    // Start from a quiet outbox: what earlier tests queued is sent, and nothing is in flight.
    const db = await getDb();
    const unsent = () => db.selectFrom("emails").select("id").where("status", "<>", "sent").execute();
    for (let i = 0; (await unsent()).length > 0; i++) {
      if (i > 200) throw new Error("the outbox never emptied");
      await new Promise((r) => setTimeout(r, 100));
    }
    const before = Number(
      (
        await db
          .selectFrom("emails")
          .select((eb) => eb.fn.max("id").as("id"))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    smtp.received.length = 0;
    const posts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api(i % 2 ? b : a, "/api/v1/contact", {
          method: "POST",
          body: { name: `Sender ${i}`, email: `sender-${i}@example.com`, subject: "Hello", message: "Two servers, one outbox." },
        }),
      ),
    );
    expect(posts.every((p) => p.status === 201)).toBe(true);
    const rows = await db.selectFrom("emails").select("id").where("id", ">", before).execute();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    await waitFor(() => smtp.received.length >= rows.length, `${rows.length} e-mails`, 60_000);
    // Nothing more arrives: no e-mail is sent twice.
    await new Promise((r) => setTimeout(r, 1500));
    const ids = smtp.received.map((m) => /<outbox-(\d+)-/.exec(m.parsed.messageId ?? "")?.[1]);
    expect(ids.sort()).toEqual(rows.map((r) => String(r.id)).sort());
    expect(await unsent()).toEqual([]);
    const senders = new Set(smtp.received.map((m) => m.parsed.from?.address));
    expect(senders).toEqual(new Set(["server-a@example.com", "server-b@example.com"]));
  });

  it("an e-mail queued elsewhere (no message reaches the senders) goes out promptly", async () => {
    // Queued by this test process, a third server of sorts with no sender and no IPC to the two:
    // their senders find it by looking at the outbox every second.
    smtp.received.length = 0;
    await createContactMessage({
      name: "Elsewhere Guest",
      email: "elsewhere@example.com",
      subject: "Still sent",
      message: "Queued by neither server.",
    });
    // The staff e-mail names the guest; the acknowledgement goes to the guest.
    const ofThisMessage = () => smtp.received.filter((m) => m.raw.includes("Elsewhere Guest") || m.envelopeTo.includes("elsewhere@example.com"));
    await waitFor(() => ofThisMessage().length >= 2, "both e-mails of the message", 10_000);
  });
});
