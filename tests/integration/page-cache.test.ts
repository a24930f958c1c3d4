import compression from "compression";
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedTestDb } from "../setup/api";
import { createInquiry } from "../setup/factories";
import { databaseEngine, writeTransaction } from "~/db/db.server";
import { flashStorage } from "~/lib/cookies.server";
import { databasePath } from "~/lib/env.server";
import { toggleActivity, updateActivity, listActivities } from "~/models/activity.server";
import { currentDataVersion } from "~/models/data-version.server";
import { setInquiryStatus } from "~/services/inquiries.server";
import { addFeed, createBlock, deleteBlock, replaceFeedEvents } from "~/models/calendar.server";
import { createContactMessage } from "~/services/messages.server";
import { createProperty, getPropertyBySlug, listProperties, updateProperty } from "~/models/property.server";
import { getBusinessSettings, updateBusinessSettings } from "~/models/settings.server";
import { createPageCache } from "../../server/page-cache.js";
import { createSecurityHeaders, securityHeaders } from "../../server/security-headers.js";

// The page cache in front of Remix (server/page-cache.js), wired as server.js wires it, over a
// stand-in renderer that reads the real database through the models, so every kind of write the site
// makes can be checked to show on the very next request.

let server: http.Server;
let base: string;
let renders = 0;
const cache = createPageCache({ dataVersion: currentDataVersion, maxBytes: 4 * 1024 * 1024, publicHosts: ["tigoni.example"] });

async function renderPage(req: express.Request, res: express.Response) {
  renders++;
  const nonce = res.locals.cspNonce as string;
  const test = req.get("X-Test") ?? "";
  if (test === "set-cookie") res.append("Set-Cookie", "__flash=toast; Path=/; HttpOnly");
  if (test === "missing") return res.status(404).type("html").send("<h1>Page Not Found</h1>");
  // As the root loader reads a toast: the flash storage is asked whenever the header mentions it.
  const cookie = req.headers.cookie ?? "";
  if (cookie.includes("__flash")) await flashStorage().getSession(cookie);
  if (req.path.startsWith("/api/")) {
    const body = req.path === "/api/v1/activities" ? await listActivities({ availableOnly: true }) : await listProperties();
    return res.type("application/json").send(JSON.stringify(body));
  }
  const settings = await getBusinessSettings();
  const properties = await listProperties();
  const activities = await listActivities({ availableOnly: true });
  const alpine = await getPropertyBySlug("alpine-retreat");
  res.type("html");
  res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">window.a=1</script></head><body>`);
  res.write(`<p id="who">${cookie.includes("__session") ? "signed in as staff" : "visitor"}</p><p id="host">${req.get("Host")}</p>`);
  res.write(`<p id="phone">${settings.phone}</p><ul>${properties.map((p) => `<li>${p.name}</li>`).join("")}</ul>`);
  res.write(`<ol>${activities.map((a) => `<li>${a.name}</li>`).join("")}</ol><p id="alpine-status">${alpine?.name}</p>`);
  res.end(`<script nonce="${nonce}">window.b=2</script>${"<p>filler text for compression</p>".repeat(200)}</body></html>`);
}

beforeAll(async () => {
  await seedTestDb();
  const app = express();
  app.disable("etag");
  app.use(securityHeaders({ isDev: false, isProduction: true }));
  app.use(cache.serve);
  app.use(compression());
  app.use(cache.capture);
  app.get("*", (req, res, next) => void renderPage(req, res).catch(next));
  app.post("*", (_req, res) => void res.status(303).set("Location", "/").end());
  // As server.js wires it: hits are answered before Express, with the same security headers.
  const headers = createSecurityHeaders({ isDev: false, isProduction: true });
  server = http.createServer((req, res) => {
    if (!cache.answer(req, res, headers)) app(req, res);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => cache.clear());

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Got> {
  return new Promise((resolve, reject) => {
    // The target goes out exactly as written (a URL string would be normalised first: `/x/../admin` → `/admin`).
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const plain = encoding === "gzip" ? zlib.gunzipSync(body) : encoding === "br" ? zlib.brotliDecompressSync(body) : body;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: plain.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const nonceInBody = (text: string) => [...text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const nonceInCsp = (headers: http.IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))?.[1];

describe("page cache: hit, miss and bypass", () => {
  it("renders an anonymous page once, then serves the same page from memory with a strong ETag", async () => {
    const before = renders;
    const first = await get("/");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["cache-control"]).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    const second = await get("/");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(second.headers["content-type"]).toMatch(/text\/html/);
    // A hit, answered before Express, carries every security header a rendered page does.
    for (const name of ["x-frame-options", "x-content-type-options", "strict-transport-security", "permissions-policy", "referrer-policy"]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
      expect(second.headers[name], name).toBeTruthy();
    }
    expect(renders - before).toBe(1);
    // Same page apart from the nonce.
    expect(second.text.replaceAll(nonceInBody(second.text)[0], "N")).toBe(first.text.replaceAll(nonceInBody(first.text)[0], "N"));
  });

  it("keeps query strings apart and caches the public JSON", async () => {
    await get("/properties?sort=price-asc");
    expect((await get("/properties?sort=price-desc")).headers["x-cache"]).toBe("MISS");
    expect((await get("/properties?sort=price-asc")).headers["x-cache"]).toBe("HIT");
    await get("/api/v1/properties/alpine-retreat/quote?startDate=2031-01-01&endDate=2031-01-04");
    expect((await get("/api/v1/properties/alpine-retreat/quote?startDate=2031-01-01&endDate=2031-01-04")).headers["x-cache"]).toBe("HIT");
    await get("/api/v1/properties");
    const json = await get("/api/v1/properties");
    expect(json.headers["x-cache"]).toBe("HIT");
    expect(JSON.parse(json.text).length).toBeGreaterThan(0);
    await get("/api/v1/activities");
    expect((await get("/api/v1/activities")).headers["x-cache"]).toBe("HIT");
  });

  it("never caches /admin, the admin and auth API, or requests with a session or flash cookie", async () => {
    for (const path of ["/admin", "/admin/properties", "/admin.data", "/ADMIN/x", "/api/v1/admin/booking-inquiries", "/api/v1/auth/me"]) {
      await get(path);
      const again = await get(path);
      expect(again.headers["x-cache"], path).toBeUndefined();
    }
    await get("/", { Cookie: "__session=abc" });
    const staff = await get("/", { Cookie: "__session=abc" });
    expect(staff.headers["x-cache"]).toBe("BYPASS");
    expect(staff.text).toContain("signed in as staff");
    expect((await get("/", { Cookie: "theme=dark; __flash=xyz" })).headers["x-cache"]).toBe("BYPASS");
    // A visitor with some other cookie still gets the cached page.
    await get("/");
    expect((await get("/", { Cookie: "theme=dark" })).headers["x-cache"]).toBe("HIT");
  });

  it("never keeps a response that sets a cookie or is not a 200, and never leaks a signed-in page", async () => {
    await get("/contact", { "X-Test": "set-cookie" });
    const again = await get("/contact", { "X-Test": "set-cookie" });
    expect(again.headers["x-cache"]).not.toBe("HIT");
    expect(again.headers["set-cookie"]).toBeDefined();
    expect((await get("/contact")).headers["x-cache"]).toBe("MISS");
    await get("/about", { "X-Test": "missing" });
    expect((await get("/about", { "X-Test": "missing" })).status).toBe(404);
    expect((await get("/about")).headers["x-cache"]).toBe("MISS");
    // Staff render first, then a visitor asks for the same URL: the visitor never sees the staff page.
    await get("/about", { Cookie: "__session=staff" });
    const visitor = await get("/about");
    expect(visitor.text).toContain("visitor");
    expect(visitor.text).not.toContain("signed in as staff");
    expect(visitor.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    await get("/about");
    const hit = await get("/about");
    const notModified = await get("/about", { "If-None-Match": String(hit.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    // The browser keeps the page and the CSP header it came with.
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
    expect((await get("/about", { "If-None-Match": '"something-else"' })).status).toBe(200);
    const head = await get("/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
  });

  it("serves gzip and brotli that decode to the page, with a fresh nonce in the body and the CSP header", async () => {
    await get("/");
    const gz = await get("/", { "Accept-Encoding": "gzip" });
    expect(gz.headers["x-cache"]).toBe("HIT");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body.length).toBeLessThan(gz.text.length / 3);
    expect(gz.text).toContain("filler text");
    expect(nonceInBody(gz.text)).toEqual([nonceInCsp(gz.headers), nonceInCsp(gz.headers)]);
    await get("/api/v1/properties");
    const br = await get("/api/v1/properties", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(br.text).length).toBeGreaterThan(0);
  });

  it("gives every response its own nonce, cached or not, matching its CSP header", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await get("/", i % 2 ? { "Accept-Encoding": "gzip" } : {});
      const nonces = nonceInBody(res.text);
      expect(nonces).toHaveLength(2);
      expect(new Set(nonces).size).toBe(1);
      expect(nonces[0]).toBe(nonceInCsp(res.headers));
      seen.add(nonces[0]);
    }
    expect(seen.size).toBe(6);
  });

  it("stays within its byte budget, dropping the least recently used pages first", async () => {
    const small = createPageCache({ dataVersion: currentDataVersion, maxBytes: 40_000 });
    const app = express();
    app.use((_req, res, next) => ((res.locals.cspNonce = "n"), next()));
    app.use(small.serve);
    app.use(small.capture);
    app.get("*", (_req, res) => void res.type("html").send("x".repeat(5_000)));
    const s = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => s.once("listening", resolve));
    const port = (s.address() as AddressInfo).port;
    for (let i = 0; i < 20; i++) await fetch(`http://127.0.0.1:${port}/properties/p${i}`).then((r) => r.text());
    expect(small.size().bytes).toBeLessThanOrEqual(40_000);
    expect(small.size().entries).toBeLessThan(20);
    expect((await fetch(`http://127.0.0.1:${port}/properties/p19`)).headers.get("x-cache")).toBe("HIT");
    expect((await fetch(`http://127.0.0.1:${port}/properties/p0`)).headers.get("x-cache")).toBe("MISS");
    await new Promise((resolve) => s.close(resolve));
  });
});

describe("page cache: only what is positively public, never for a person", () => {
  /** Asked four times as given, then once by an anonymous visitor: what did the visitor get? */
  async function afterFour(path: string, headers: Record<string, string>) {
    for (let i = 0; i < 4; i++) await get(path, headers);
    return get(path);
  }

  it("never keeps an admin page however its path is spelt, and gives each spelling the admin's no-store", async () => {
    for (const path of [
      "/%61dmin/contact-messages?x=1",
      "/ADMIN/contact-messages",
      "/x/../admin/contact-messages",
      "//admin/contact-messages",
      "/%2e%2e/admin",
    ]) {
      const visitor = await afterFour(path, { Cookie: "__session =abc" });
      expect(visitor.headers["x-cache"], path).toBeUndefined();
      expect(visitor.text, path).not.toContain("signed in as staff");
      expect(visitor.headers["cache-control"], path).toBe("private, no-store");
    }
  });

  it("reads cookies as the app does: `__session =x` and a tab before `__flash` are signed in", async () => {
    for (const cookie of ["__session =abc", " __session=abc", "theme=dark;\t__flash=x", "a=1;__session=", "__session"]) {
      const res = await get("/about", { Cookie: cookie });
      if (cookie === "__session") expect(res.headers["x-cache"], cookie).not.toBe("BYPASS");
      else expect(res.headers["x-cache"], cookie).toBe("BYPASS");
    }
    expect((await get("/about", { Authorization: "Bearer x" })).headers["x-cache"]).toBe("BYPASS");
  });

  it("never keeps a response that read a session, whatever the request looked like", async () => {
    // Not a `__flash` cookie to the parser, but the page still asks the flash storage (as the root loader does).
    const read = await afterFour("/about", { Cookie: "x__flash=1" });
    expect(read.headers["x-cache"]).toBe("MISS");
    expect((await get("/about")).headers["x-cache"]).toBe("HIT");
  });

  it("keeps only the query parameters a page reads; any other query is answered without the cache", async () => {
    const before = renders;
    for (let i = 0; i < 3; i++) {
      const res = await get(`/about?utm_source=${i}`);
      expect(res.headers["x-cache"]).toBeUndefined();
    }
    expect(renders - before).toBe(3);
    expect(cache.size().entries).toBe(0);
    for (const path of [
      "/properties?sort=a&sort=b",
      "/properties?sort=a&x=1",
      "/api/v1/properties?limit=1",
      "/About",
      "/%61bout",
      "/properties/Alpine-Retreat",
    ]) {
      await get(path);
      expect((await get(path)).headers["x-cache"], path).not.toBe("HIT");
    }
    expect(cache.size().entries).toBe(0);
    // Remix's single-fetch data URLs keep their `_routes`.
    await get("/properties.data?sort=a&_routes=routes%2F_site.($lang).properties._index");
    expect((await get("/properties.data?sort=a&_routes=routes%2F_site.($lang).properties._index")).headers["x-cache"]).toBe("HIT");
  });

  it("never shares a response to a request for another host", async () => {
    const visitor = await afterFour("/properties/alpine-retreat", { Host: "evil.example" });
    expect(visitor.headers["x-cache"]).toBe("MISS");
    expect(visitor.text).not.toContain("evil.example");
    const forwarded = await afterFour("/properties/forest-haven", { "X-Forwarded-Host": "evil.example:6666" });
    expect(forwarded.headers["x-cache"]).toBe("MISS");
    // The public host (any case, with a final dot) and this machine share one cache.
    await get("/about", { Host: "TIGONI.example." });
    expect((await get("/about", { Host: "tigoni.example:443" })).headers["x-cache"]).toBe("HIT");
    expect((await get("/about", { Host: "localhost" })).headers["x-cache"]).toBe("HIT");
  });
});

describe("page cache: every write a public page shows invalidates it at once", () => {
  async function cachedHome() {
    await get("/");
    const hit = await get("/");
    expect(hit.headers["x-cache"]).toBe("HIT");
    return hit;
  }

  it("a property edit or a new property", async () => {
    await cachedHome();
    const alpine = (await getPropertyBySlug("alpine-retreat"))!;
    const { id, createdAt: _c, updatedAt: _u, slug: _s, ...input } = alpine;
    await writeTransaction((trx) => updateProperty(trx, id, { ...input, name: "Alpine Retreat Renamed" }));
    const next = await get("/");
    expect(next.headers["x-cache"]).toBe("MISS");
    expect(next.text).toContain("Alpine Retreat Renamed");
    await cachedHome();
    await writeTransaction((trx) => createProperty(trx, { ...input, name: "Brand New Cabin", slug: "brand-new-cabin" }));
    expect((await get("/")).text).toContain("Brand New Cabin");
  });

  it("an activity edit or toggle", async () => {
    await cachedHome();
    const [first] = await listActivities({ availableOnly: true });
    const { id, createdAt: _c, updatedAt: _u, ...input } = first;
    await writeTransaction((trx) => updateActivity(trx, id, { ...input, duration: input.duration ?? "", name: "Sunrise Tea Walk" }));
    expect((await get("/")).text).toContain("Sunrise Tea Walk");
    await cachedHome();
    await writeTransaction((trx) => toggleActivity(trx, id));
    expect((await get("/")).text).not.toContain("Sunrise Tea Walk");
  });

  it("the business settings", async () => {
    await cachedHome();
    const settings = await getBusinessSettings();
    await writeTransaction((trx) => updateBusinessSettings(trx, { ...settings, phone: "+254 700 000 111" }));
    expect((await get("/")).text).toContain("+254 700 000 111");
  });

  it("an inquiry confirmed or cancelled (availability), but not a new pending inquiry or a contact message", async () => {
    const property = (await getPropertyBySlug("forest-haven"))!;
    await cachedHome();
    const inquiry = await createInquiry({ propertyId: property.id, startDate: "2031-03-01", endDate: "2031-03-04" });
    await createContactMessage({ name: "Someone", email: "someone@example.com", subject: "Hello", message: "Just saying hello to you." });
    expect((await get("/")).headers["x-cache"]).toBe("HIT");
    await writeTransaction((trx) => setInquiryStatus(trx, inquiry.id, "confirmed", "admin"));
    expect((await get("/")).headers["x-cache"]).toBe("MISS");
    await cachedHome();
    await writeTransaction((trx) => setInquiryStatus(trx, inquiry.id, "cancelled", "admin"));
    expect((await get("/")).headers["x-cache"]).toBe("MISS");
  });

  it("a staff block added or removed, or a feed's imported events replaced (availability)", async () => {
    const property = (await getPropertyBySlug("lakeside-lodge"))!;
    await cachedHome();
    const block = await writeTransaction((trx) =>
      createBlock(trx, property.id, { startDate: "2031-05-01", endDate: "2031-05-04", note: "Maintenance" }, "admin"),
    );
    expect((await get("/")).headers["x-cache"]).toBe("MISS");
    await cachedHome();
    await writeTransaction((trx) => deleteBlock(trx, property.id, block.id));
    expect((await get("/")).headers["x-cache"]).toBe("MISS");
    const feed = await writeTransaction((trx) => addFeed(trx, property.id, "https://calendar.example.com/lakeside.ics"));
    await cachedHome();
    await replaceFeedEvents(feed.id, [{ uid: "airbnb-1", startDate: "2031-06-01", endDate: "2031-06-05" }]);
    expect((await get("/")).headers["x-cache"]).toBe("MISS");
  });

  it("a write by another process on the same database (another worker, or another server)", async () => {
    await cachedHome();
    if (databaseEngine() === "sqlite") {
      const other = new SQLite(databasePath());
      other.pragma("busy_timeout = 5000");
      other.prepare("UPDATE properties SET name = 'Renamed Elsewhere' WHERE slug = 'lakeside-lodge'").run();
      other.close();
      // Every process reads the same file: the very next request sees it.
      const next = await get("/");
      expect(next.headers["x-cache"]).toBe("MISS");
      expect(next.text).toContain("Renamed Elsewhere");
    } else {
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      await other.query(`UPDATE properties SET name = 'Renamed Elsewhere' WHERE slug = 'lakeside-lodge'`);
      await other.end();
      // Another server's write reaches this process's cache within a second, without a query per hit.
      await expect.poll(async () => (await get("/")).text, { timeout: 1000, interval: 50 }).toContain("Renamed Elsewhere");
    }
  });
});
