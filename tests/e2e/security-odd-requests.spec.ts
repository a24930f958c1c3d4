import net from "node:net";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { startServer, type StartedServer } from "../../scripts/measure-server";
import { WORST_PATHS } from "../../scripts/odd-paths";
import { OPS_ADMIN, OPS_BASE, OPS_PORT } from "./ops-helpers";
import { makeInquiry } from "../setup/factories";
import { oddRequests, sweepOddRequests } from "../setup/odd-requests";

// Malformed and odd requests against the production build (a server of its own, so its log can be read):
// each gets a 4xx (or 501 for a method nobody here implements), never a 500, and the log gets no stack trace.

let server: StartedServer;
test.beforeAll(async () => {
  server = await startServer({ port: OPS_PORT, name: "odd-requests", env: { WEB_CONCURRENCY: "1", PUBLIC_FORM_LIMIT: "100000" } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Send `head` (request line and headers, as written) and `body` on a new connection; the status code and headers that come back. */
function raw(head: string, body = ""): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(OPS_PORT, "127.0.0.1", () => socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`));
    let text = "";
    socket.on("data", (d) => (text += d));
    socket.on("error", reject);
    socket.on("close", () => {
      const [top] = text.split("\r\n\r\n");
      const [statusLine, ...lines] = top.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, text });
    });
  });
}

const host = `Host: 127.0.0.1:${OPS_PORT}`;

test("TRACE, absolute and asterisk targets, malformed Host headers and unknown methods: 4xx or 501, never 500, no stack trace", async () => {
  const before = server.output().length;
  const trace = await raw(`TRACE /api/v1/properties HTTP/1.1\r\n${host}`);
  expect(trace.status).toBe(405);
  expect(trace.headers.allow).toBe("GET");
  const tracePage = await raw(`TRACE /contact HTTP/1.1\r\n${host}`);
  expect(tracePage.status).toBe(405);
  expect(tracePage.headers.allow).toBe("GET, HEAD, POST");

  expect((await raw(`GET ${OPS_BASE}/about HTTP/1.1\r\n${host}`)).status).toBe(400);
  expect((await raw(`OPTIONS * HTTP/1.1\r\n${host}`)).status).toBe(400);
  expect((await raw(`GET * HTTP/1.1\r\n${host}`)).status).toBe(400);
  for (const bad of ["a b", "[::1", "h%00", "a/b", "x?y"]) expect((await raw(`GET /about HTTP/1.1\r\nHost: ${bad}`)).status, bad).toBe(400);
  for (const method of ["FOO", "PROPFIND", "PURGE"]) expect((await raw(`${method} /about HTTP/1.1\r\n${host}`)).status, method).toBe(501);
  expect((await raw(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443`)).status).toBe(501);

  // A method a route does not take: 405 with what it does take, for pages as for the API, and no stack trace.
  const post = await raw(`POST /about HTTP/1.1\r\n${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3`, "a=b");
  expect(post.status).toBe(405);
  expect(post.headers.allow).toBe("GET, HEAD");
  const options = await raw(`OPTIONS /contact HTTP/1.1\r\n${host}`);
  expect(options.status).toBe(405);
  expect(options.headers.allow).toBe("GET, HEAD, POST");
  const put = await raw(`PUT /api/v1/properties HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nContent-Length: 2`, "{}");
  expect(put.status).toBe(405);
  expect(put.headers.allow).toBe("GET");

  // The request still works when it is well formed.
  expect((await raw(`GET /about HTTP/1.1\r\n${host}`)).status).toBe(200);
  const log = server.output().slice(before);
  expect(log, "no stack trace in the log").not.toMatch(/^\s+at /m);
  expect(log).not.toMatch(/Error/);
});

test("the inquiry note and status actions with a missing or malformed id answer 404 with the message, change nothing, never 500", async () => {
  const login = await fetch(`${OPS_BASE}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(OPS_ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get("set-cookie")!.split(";")[0];
  const before = server.output().length;
  for (const id of [undefined, "", "abc", "0", "-1", "1.5", "99999999999999999999"]) {
    for (const fields of [
      { intent: "note", note: "hello" },
      { intent: "status", status: "confirmed" },
    ] as Record<string, string>[]) {
      const form = new URLSearchParams(fields);
      if (id !== undefined) form.set("id", id);
      const res = await fetch(`${OPS_BASE}/admin/booking-inquiries`, { method: "POST", body: form, headers: { Cookie: cookie }, redirect: "manual" });
      expect(res.status, `${fields.intent} with id ${id}`).toBe(404);
      const page = await res.text();
      expect(page).toContain("Booking inquiry not found");
      expect(page).toContain("Booking Inquiries");
    }
  }
  // A well-formed id still saves the note.
  const made = await fetch(`${OPS_BASE}/api/v1/booking-inquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(makeInquiry()),
  });
  expect(made.status).toBe(201);
  const first = (await made.json()) as { id: number };
  const saved = await fetch(`${OPS_BASE}/admin/booking-inquiries`, {
    method: "POST",
    body: new URLSearchParams({ intent: "note", note: "Late arrival", id: String(first.id) }),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  expect(saved.status).toBe(302);
  expect(server.output().slice(before)).not.toMatch(/^\s+at /m);
});

test("paths too long or too deep for any route are refused at once with 414; bad percent-encoding is a 400; never a 500 or a stack trace", async () => {
  const before = server.output().length;
  for (const [shape, path] of Object.entries(WORST_PATHS)) {
    expect((await raw(`GET ${path} HTTP/1.1\r\n${host}`)).status, shape).toBe(414);
  }
  for (const path of ["/%", "/%zz", "/%E0%A4%A", "/%ED%A0%80", "/properties/%ff", "/uploads/%", "/ical/%.ics", "/api/v1/properties/%", "/stay/%c0"]) {
    const answer = await raw(`GET ${path} HTTP/1.1\r\n${host}`);
    expect(answer.status, path).toBe(400);
    if (path.startsWith("/api/")) expect(JSON.parse(answer.text.split("\r\n\r\n")[1])).toEqual({ message: "Bad Request" });
  }
  // Four of the worst at once leave a plain request its answer; well-formed paths, escapes included, still work.
  const [plain] = await Promise.all([
    raw(`GET /api/v1/properties HTTP/1.1\r\n${host}`),
    ...Array.from({ length: 4 }, () => raw(`GET ${WORST_PATHS["7,000 segments"]} HTTP/1.1\r\n${host}`)),
  ]);
  expect(plain.status).toBe(200);
  expect((await raw(`GET /properties/alpine-retreat HTTP/1.1\r\n${host}`)).status).toBe(200);
  expect((await raw(`GET /caf%C3%A9 HTTP/1.1\r\n${host}`)).status).toBe(404);
  expect((await raw(`GET ${"/a".repeat(20)} HTTP/1.1\r\n${host}`)).status).toBe(404);
  const log = server.output().slice(before);
  expect(log, "no stack trace in the log").not.toMatch(/^\s+at /m);
});

test("a body too large gets its 413, never a reset, from a client that asks to close the connection and writes everything before reading", async () => {
  const before = server.output().length;
  for (const size of [70 * 1024, 1024 * 1024, 10 * 1024 * 1024]) {
    const body = "a=" + "x".repeat(size);
    for (let i = 0; i < 4; i++) {
      for (const [path, type] of [
        ["/contact", "application/x-www-form-urlencoded"],
        ["/api/v1/booking-inquiries", "application/json"],
      ]) {
        const answer = await raw(`POST ${path} HTTP/1.1\r\n${host}\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}`, body);
        expect(answer.status, `${path}, ${size} bytes, try ${i + 1}`).toBe(413);
      }
    }
  }
  expect(server.output().slice(before)).not.toMatch(/^\s+at /m);
});

/** A new booking inquiry through the API, and its guest page token read from the server's database. */
async function inquiryWithToken(): Promise<{ id: number; token: string }> {
  const made = await fetch(`${OPS_BASE}/api/v1/booking-inquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(makeInquiry()),
  });
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: number };
  return { id, token: guestOf(id).guestToken };
}

function guestOf(id: number): { guestToken: string; status: string } {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return db.prepare("select guestToken, status from bookingInquiries where id = ?").get(id) as { guestToken: string; status: string };
  } finally {
    db.close();
  }
}

test("Remix's old data request (?_data=) on a guest's page, its token real or not, is a 400 without a stack trace and runs nothing", async () => {
  const { id, token } = await inquiryWithToken();
  const before = server.output().length;
  const routeIds = [
    "routes/_site.($lang).stay.$token",
    "routes/_site.($lang).stay.$token/route",
    "routes/_site",
    "root",
    "junk",
    "",
    "%00",
    "../../",
  ];
  for (const stay of [token, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "not-a-token"]) {
    for (const routeId of routeIds) {
      for (const query of [`_data=${encodeURIComponent(routeId)}`, `cancel=1&_data=${routeId}`, `%5Fdata=${encodeURIComponent(routeId)}`]) {
        const address = `${OPS_BASE}/stay/${stay}?${query}`;
        const get = await fetch(address, { redirect: "manual" });
        expect(get.status, `GET ${address}`).toBe(400);
        expect(await get.text()).toBe("Bad Request");
        // A guest's own cancel, sent as the old data request: refused before the page's action runs.
        const post = await fetch(address, {
          method: "POST",
          body: new URLSearchParams({ intent: "cancel" }),
          headers: { Origin: OPS_BASE },
          redirect: "manual",
        });
        expect(post.status, `POST ${address}`).toBe(400);
      }
    }
  }
  expect(guestOf(id).status).toBe("pending");
  // The guest's page itself still answers, and a parameter merely named like it is not refused.
  expect((await fetch(`${OPS_BASE}/stay/${token}`)).status).toBe(200);
  expect((await fetch(`${OPS_BASE}/stay/${token}?data=1&x_data=2`)).status).toBe(200);
  const log = server.output().slice(before);
  expect(log, "no stack trace in the log").not.toMatch(/^\s+at /m);
  expect(log).not.toMatch(/_data/);
});

// Issue 35's "Done when": a sweep of at least 5,000 odd requests in CI-sized form gives 0 × 500. The requests are
// generated from a seed (tests/setup/odd-requests.ts: every route prefix bent by bad escapes, long and deep paths,
// dots, encoded slashes, odd methods, headers, queries and bodies), sent over 8 keep-alive connections. 8 in
// flight stay far below REQUESTS_IN_FLIGHT (64 by default), so the overload 503 cannot occur: no answer may be a
// 5xx except 501 for a method no route here implements, and every request gets an answer (no reset).
const SWEEP_SIZE = 5_200;
const SWEEP_SEED = 35;

test("a seeded sweep of 5,200 odd requests over keep-alive connections: an answer for each, never a 500 (no 5xx but 501 for unknown methods), no stack trace", async () => {
  test.setTimeout(60_000);
  const login = await fetch(`${OPS_BASE}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(OPS_ADMIN),
  });
  expect(login.status).toBe(200);
  const staffCookie = login.headers.get("set-cookie")!.split(";")[0];
  const { token } = await inquiryWithToken();
  const before = server.output().length;

  const requests = oddRequests(SWEEP_SIZE, SWEEP_SEED, { guestToken: token, staffCookie, ownOrigin: OPS_BASE });
  const result = await sweepOddRequests(OPS_PORT, requests, 8);
  const histogram = Object.entries(result.histogram).sort(([a], [b]) => a.localeCompare(b));
  console.log(`${SWEEP_SIZE} odd requests (seed ${SWEEP_SEED}) in ${result.ms} ms: ${histogram.map(([status, n]) => `${status} × ${n}`).join(", ")}`);
  console.log(`slowest: ${result.slowest.map((s) => `${s.ms} ms ${s.method} ${s.path.slice(0, 60)} → ${s.status}`).join("; ")}`);

  const shown = (r: (typeof requests)[number]) => `${r.method} ${r.path.slice(0, 200)} ${JSON.stringify(r.headers).slice(0, 300)}`;
  expect(result.failures.map((f) => `${f.status}: ${shown(f.request)}`)).toEqual([]);
  expect(result.unexpected501.map(shown)).toEqual([]);
  expect(histogram.reduce((sum, [, n]) => sum + n, 0)).toBe(SWEEP_SIZE);
  const log = server.output().slice(before);
  expect(log, "no stack trace in the log").not.toMatch(/^\s+at /m);
  expect(log).not.toMatch(/Error|could not be decoded/);
});
