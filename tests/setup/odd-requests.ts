// A seeded sweep of odd requests (issue 35, item 5: "a client's mistake is never a 500"): the same list for
// the same seed, so a failure can be replayed. Each request is built from a route prefix the site serves
// (public pages, the guest's page, photos, calendars, the JSON API, Remix's own endpoints) bent one or two
// ways: a bad percent-escape, a long or deep path, dot segments, encoded slashes, an odd method, odd
// headers, an odd query (Remix's old `?_data=` among them), an odd body on a route that takes one.
// sweepOddRequests() sends them over a few keep-alive connections and counts the answers by status.
import http from "node:http";

export interface OddRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** What the sweep needs to know about the site: the secret addresses it cannot guess. */
export interface SweepTargets {
  /** A real guest page token (`/stay/{token}`). */
  guestToken: string;
  /** A real calendar export token (`/ical/{token}.ics`), if one exists. */
  icalToken?: string;
  /** The site's own origin (`http://127.0.0.1:{port}`), sent as `Origin` by some requests so they pass the cross-site check. */
  ownOrigin?: string;
  /** A signed-in staff member's `Cookie` header, sent with some requests so the admin routes read the odd input too. */
  staffCookie?: string;
}

/** mulberry32: a small, fast, seeded generator (the sweep must be the same list for the same seed). */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof seeded>;

const FAKE_TOKEN = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** Every route prefix the site answers, public and API, with ids and slugs real and not. */
function prefixes(t: SweepTargets): string[] {
  return [
    "/",
    "/properties",
    "/properties/alpine-retreat",
    "/properties/x",
    "/properties/no-such-cabin",
    "/about",
    "/contact",
    "/experiences",
    "/privacy",
    "/terms",
    `/stay/${t.guestToken}`,
    `/stay/${FAKE_TOKEN}`,
    "/stay/x",
    "/stay",
    "/uploads",
    "/uploads/x",
    "/uploads/1-800.webp",
    "/ical/x.ics",
    `/ical/${t.icalToken ?? FAKE_TOKEN}.ics`,
    "/ical",
    "/sitemap.xml",
    "/robots.txt",
    "/healthz",
    "/favicon.ico",
    "/assets/x.js",
    "/admin",
    "/admin/login",
    "/admin/logout",
    "/admin/booking-inquiries",
    "/admin/booking-inquiries/1",
    "/admin/properties",
    "/admin/properties/1/calendar",
    "/admin/payments.csv",
    "/__manifest",
    "/_root.data",
    "/properties.data",
    `/stay/${t.guestToken}.data`,
    "/api",
    "/api/v1",
    "/api/v1/properties",
    "/api/v1/properties/featured",
    "/api/v1/properties/alpine-retreat",
    "/api/v1/properties/alpine-retreat/availability",
    "/api/v1/properties/alpine-retreat/quote",
    "/api/v1/properties/x/quote",
    "/api/v1/activities",
    "/api/v1/booking-inquiries",
    "/api/v1/contact",
    "/api/v1/auth/login",
    "/api/v1/auth/me",
    "/api/v1/payments/stripe/webhook",
    `/api/v1/payments/mpesa/callback/${FAKE_TOKEN}`,
    "/api/v1/admin/properties",
    "/api/v1/admin/properties/1",
    "/api/v1/admin/properties/1/calendar/blocks",
    "/api/v1/admin/properties/1/rates",
    "/api/v1/admin/booking-inquiries",
    "/api/v1/admin/booking-inquiries/1",
    "/api/v1/admin/booking-inquiries/1/payments",
    "/api/v1/admin/contact-messages",
    "/api/v1/admin/payments",
    "/api/v1/admin/promo-codes",
    "/api/v1/admin/users",
    "/api/v1/admin/emails",
    "/api/v1/admin/settings",
    "/api/v1/admin/audit",
    "/api/v1/admin/calendar",
    "/api/v1/admin/uploads",
  ];
}

/** Segments that bend a path: bad escapes, dots, encoded slashes and backslashes, NULs, odd but legal characters. */
const ODD_SEGMENTS = [
  "%",
  "%z",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "%ff",
  "%c0%af",
  "%00",
  "%2f",
  "%2F..%2F..%2Fetc%2Fpasswd",
  "..",
  ".",
  "...",
  "%2e%2e",
  "%2e",
  ".%2e",
  "..;",
  ";jsessionid=1",
  "%5c..%5c",
  "\\..\\",
  "~",
  "%20",
  "+",
  "@",
  ":",
  "!$&'()*,;=",
  "caf%C3%A9",
  "%F0%9F%8F%A1",
  "\u00ff\u00fe",
  "index.html",
  "x.data",
  ".data",
  "%252e%252e",
  "%%32%65",
  "{}[]|^`",
];

const ROUTE_IDS = [
  "routes/_site.($lang).stay.$token",
  "routes/_site.($lang).stay.$token/route",
  "routes/_site",
  "root",
  "routes/_site.($lang)._index",
  "routes/api.v1.properties._index",
  "routes/admin",
  "junk",
  "",
  "%00",
  "%",
  "../../",
];

function oddQuery(r: Random): string {
  const kinds: (() => string)[] = [
    () => "",
    () => "?",
    () => "?&&&",
    () => "?=",
    () => "?a",
    () => `?_data=${encodeURIComponent(r.pick(ROUTE_IDS))}`,
    () => `?%5Fdata=${encodeURIComponent(r.pick(ROUTE_IDS))}`,
    () => `?x=1&_data=${r.pick(ROUTE_IDS)}`,
    () => `?page=${r.pick(["-1", "0", "1e9", "abc", "99999999999999999999", "%", "1.5", "0x10"])}`,
    () =>
      `?guests=${r.pick(["-1", "0", "abc", "%ff", "1e2", "999"])}&startDate=${r.pick(["2030-02-30", "tomorrow", "%", "2030-01-01"])}&endDate=2030-01-05`,
    () => `?from=${r.pick(["2030-13-01", "x", "%zz", "2030-01-01"])}&to=${r.pick(["1999-01-01", "", "2030-12-31"])}`,
    () => `?month=${r.pick(["2026-13", "abc", "%", "999999-01", "2026-1"])}`,
    () => `?limit=${r.pick(["-5", "1e6", "abc", "%", "0"])}`,
    () => `?sort=${r.pick(["price", ";drop", "%27", "__proto__", "name-desc"])}&location=${r.pick(["%", "x", "Tigoni", "%00"])}`,
    () => `?status=${r.pick(["x", "pending", "%", "confirmed&status=cancelled"])}&q=${r.pick(["%", "%zz", "'", "a".repeat(300)])}`,
    () => `?cancel=${r.pick(["1", "x", "%"])}`,
    () => `?payment=${r.pick(["card", "mpesa", "x"])}&session=${r.pick(["cs_x", "%", ""])}`,
    () => `?p=${r.pick(["/x", "%", "/properties", "/" + "a/".repeat(40)])}&version=${r.pick(["x", ""])}`,
    () => "?index",
    () => `?__proto__[x]=1&constructor[prototype][x]=1`,
    () => "?" + Array.from({ length: 200 }, (_, i) => `k${i}=${i}`).join("&"),
    () => "?" + Array.from({ length: 50 }, () => "a=1").join("&"),
    () => "?q=" + "x".repeat(3000 + r.int(3000)),
    () => `?q=${r.pick(["%", "%%", "%E0%A4%A", "%ED%A0%80", "\u00ff"])}`,
  ];
  return r.pick(kinds)();
}

/** A path from a prefix, bent zero, one or two ways. */
function oddPath(r: Random, t: SweepTargets): string {
  let path = r.pick(prefixes(t));
  const bends = r.int(3);
  for (let i = 0; i < bends; i++) {
    const bend = r.int(10);
    if (bend <= 2) path = `${path.replace(/\/$/, "")}/${r.pick(ODD_SEGMENTS)}`;
    else if (bend === 3) {
      // Insert an odd segment in the middle.
      const parts = path.split("/");
      parts.splice(1 + r.int(Math.max(1, parts.length - 1)), 0, r.pick(ODD_SEGMENTS));
      path = parts.join("/");
    } else if (bend === 4)
      path += "/a".repeat(1 + r.int(60)); // deep: up to past the 32-segment limit
    else if (bend === 5)
      path += "/" + "x".repeat(100 + r.int(2500)); // long: up to past the 2,048-character limit
    else if (bend === 6) path = path.replace(/\//g, r.pick(["//", "/./", "%2f", "/%2e/"]));
    else if (bend === 7) path += r.pick(["/", "//", "/.", "/..", "%", ".", ".json", ".data", "?", "#x"]);
    else if (bend === 8) path = path.replace(/[a-z]/g, (c) => c.toUpperCase());
    else path += "/..".repeat(1 + r.int(20));
  }
  return path + oddQuery(r);
}

const METHODS = [
  "GET",
  "GET",
  "GET",
  "GET",
  "GET",
  "HEAD",
  "POST",
  "POST",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "FOO",
  "PROPFIND",
  "PURGE",
];
/** The methods some route of the site serves (server/request-line.js): any other is 501 Not Implemented. */
export const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const JSON_BODIES: (() => string)[] = [
  () => "",
  () => "{",
  () => "null",
  () => "[]",
  () => '"x"',
  () => "1e999",
  () => "{}",
  () => '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  () => '{"name":' + "[".repeat(2000) + "]".repeat(2000) + "}",
  () => "[".repeat(20000) + "]".repeat(20000),
  () => '{"a":"\\ud800"}',
  () => '{"propertyId":"0x10","guests":"1e2","startDate":"2030-02-30","endDate":"x","email":"a@b","amount":"-5"}',
  () => '{"propertyId":1e308,"guests":-1,"startDate":"2030-01-05","endDate":"2030-01-01","name":"' + "x".repeat(5000) + '"}',
  () => '{"username":{"$ne":null},"password":["x"]}',
  () => '{"Body":{"stkCallback":{"ResultCode":"0","CheckoutRequestID":null}}}',
  () => '{"type":"checkout.session.completed","data":{"object":{"id":"cs_x"}}}',
  () => "\u0000\u0001\u0002",
  () => '{"a":1}'.padEnd(60 * 1024, " "),
];
const FORM_BODIES: (() => string)[] = [
  () => "",
  () => "%",
  () => "a=%zz&b=%E0%A4%A",
  () => "intent=cancel",
  () => "intent=pay&method=mpesa&phone=%2B254700000000",
  () => "intent=pay&method=card",
  () => "intent=" + ["x", "note", "status", "delete", "archive"][0],
  () => "id=abc&intent=note&note=x",
  () => "name=&email=not-an-email&message=",
  () => "propertyId=0x10&guests=1e2&startDate=2030-02-30&endDate=tomorrow",
  () => "username=admin&password=" + "x".repeat(2000),
  () => Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join("&"),
  () => "a=1&a=2&a=3&__proto__=x&constructor=y",
  () => "\u00ff\u00fe=\u0000",
  () => "x=" + "y".repeat(60 * 1024),
];
const MULTIPART_BODIES: (() => string)[] = [
  () => "junk",
  () => '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncancel\r\n--b--\r\n',
  () => '--b\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a jpeg\r\n--b--\r\n',
  () => "--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b",
  () => "--b--",
];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=latin1",
  "multipart/form-data; boundary=b",
  "multipart/form-data",
  "text/plain",
  "application/xml",
  "application/json, text/html",
  ";;;",
  "",
];

/** Odd request headers, one or a few per request (none the HTTP client refuses to send). */
const ODD_HEADERS: (() => [string, string])[] = [
  () => ["Accept", "application/json"],
  () => ["Accept", "text/html;q=abc, */*;q=-1"],
  () => ["Accept", "text/x-script"],
  () => ["Accept-Encoding", "gzip;q=x, br;q=2, *;q=0"],
  () => ["Accept-Encoding", "identity;q=0, *;q=0"],
  () => ["Accept-Language", "sw-KE;q=x,,;;en"],
  () => ["Cookie", "__session=garbage; toast=%; a=%zz"],
  () => ["Cookie", "=; ; ;=;" + "x=1; ".repeat(200)],
  () => ["Cookie", `__session=${"A".repeat(4000)}`],
  () => ["If-None-Match", 'W/"x", *, "' + "y".repeat(200) + '"'],
  () => ["If-Modified-Since", "yesterday"],
  () => ["Range", "bytes=9999-1"],
  () => ["Range", "bytes=abc"],
  () => ["X-Forwarded-For", "not-an-address, ::1, 999.1.1.1"],
  () => ["X-Forwarded-Host", "evil.example"],
  () => ["X-Forwarded-Proto", "gopher"],
  () => ["Origin", "null"],
  () => ["Origin", "http://evil.example"],
  () => ["Origin", "%"],
  () => ["Referer", "http://%zz/"],
  () => ["Sec-Fetch-Site", "cross-site"],
  () => ["User-Agent", "\u00ff".repeat(100)],
  () => ["Content-Language", "\u00ff"],
  () => ["Host", "a b"],
  () => ["Host", "evil.example"],
  () => ["Host", "[::1"],
  () => ["X-Remix-Response", "yes"],
  () => ["Transfer-Encoding", "chunked"],
];

/** One odd request. */
function oddRequest(r: Random, t: SweepTargets): OddRequest {
  const method = r.pick(METHODS);
  const path = oddPath(r, t);
  const headers: Record<string, string> = {};
  for (let i = r.int(3); i > 0; i--) {
    const [name, value] = r.pick(ODD_HEADERS)();
    headers[name.toLowerCase()] = value;
  }
  if (t.ownOrigin && r.chance(0.2)) headers.origin = t.ownOrigin;
  // Some requests as signed-in staff, so the admin routes and API read the odd input too (never signing out).
  if (t.staffCookie && r.chance(0.25) && !/logout/i.test(path)) headers.cookie = t.staffCookie;
  let body: Buffer | undefined;
  if (method !== "GET" && method !== "HEAD" && r.chance(0.85)) {
    const type = r.pick(CONTENT_TYPES);
    if (type) headers["content-type"] = type;
    const text = type.startsWith("multipart")
      ? r.pick(MULTIPART_BODIES)()
      : type.includes("urlencoded")
        ? r.pick(FORM_BODIES)()
        : r.chance(0.8)
          ? r.pick(JSON_BODIES)()
          : r.pick(FORM_BODIES)();
    body = Buffer.from(text, "latin1");
    if (r.chance(0.05)) body = Buffer.concat([body, Buffer.alloc(70 * 1024, 0x61)]); // past the 64 KiB limit: 413
  }
  // Every body is framed: chunked when the request says so, else by its Content-Length (Node's client sends the
  // body of an OPTIONS or DELETE without either, which the server rightly reads as the next request).
  if (!body) delete headers["transfer-encoding"];
  else if (!headers["transfer-encoding"]) headers["content-length"] = String(body.length);
  return { method, path, headers, body };
}

/** `count` odd requests, the same for the same seed. */
export function oddRequests(count: number, seed: number, targets: SweepTargets): OddRequest[] {
  const r = seeded(seed);
  return Array.from({ length: count }, () => oddRequest(r, targets));
}

export interface SweepResult {
  /** How many answers of each status ("error: <code>" for a request that got none). */
  histogram: Record<string, number>;
  /** The requests answered with a status of 500 or more, or with none, with what came back. */
  failures: { request: OddRequest; status: number | string }[];
  /** Statuses of 501 given to a method the site serves (501 is only for methods nobody here implements). */
  unexpected501: OddRequest[];
  /** The slowest answers, slowest first. */
  slowest: { ms: number; method: string; path: string; status: number | string }[];
  ms: number;
}

function send(agent: http.Agent, port: number, request: OddRequest): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: "127.0.0.1", port, agent, method: request.method, path: request.path, headers: request.headers, timeout: 15_000 },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve(res.statusCode ?? "error: no status"));
        res.on("error", (error: NodeJS.ErrnoException) => resolve(`error: ${error.code ?? error.message}`));
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error: NodeJS.ErrnoException) => resolve(`error: ${error.code ?? error.message}`));
    req.end(request.body);
  });
}

/** Send `requests` over `connections` keep-alive connections (that many in flight at most) and count the answers. */
export async function sweepOddRequests(port: number, requests: OddRequest[], connections: number): Promise<SweepResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const histogram: Record<string, number> = {};
  const failures: SweepResult["failures"] = [];
  const unexpected501: OddRequest[] = [];
  const timings: SweepResult["slowest"] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const t0 = performance.now();
      const status = await send(agent, port, request);
      timings.push({ ms: Math.round(performance.now() - t0), method: request.method, path: request.path.slice(0, 120), status });
      histogram[status] = (histogram[status] ?? 0) + 1;
      if (typeof status === "string" || status >= 500) {
        if (status === 501 && !SERVED_METHODS.has(request.method)) continue;
        if (status === 501) unexpected501.push(request);
        else failures.push({ request, status });
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  timings.sort((a, b) => b.ms - a.ms);
  return { histogram, failures, unexpected501, slowest: timings.slice(0, 5), ms: Math.round(performance.now() - started) };
}
