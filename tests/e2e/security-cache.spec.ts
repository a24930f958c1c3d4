import net from "node:net";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SERVER_ADMIN, startServer, type StartedServer } from "../../scripts/measure-server";

// The attacks on the page cache, the Host header and the client address, as an attacker sends them,
// against a production server of our own: behind one proxy (TRUST_PROXY=1), public at PUBLIC_URL, with
// its page cache on. Requests go out as raw bytes so the target and headers are exactly as written.

const PORT = Number(process.env.E2E_PORT || 3210) + 60;
const DB_DIR = path.resolve(`tests/.tmp/e2e-cache-${PORT}`);
const PUBLIC_URL = "https://tigoni.example";

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 request written by hand (`Connection: close`), read to the end. */
function raw(target: string, headers: Record<string, string> = {}, method = "GET", body = ""): Promise<Raw> {
  const lines = [`${method} ${target} HTTP/1.1`];
  const all: Record<string, string> = { Host: `127.0.0.1:${PORT}`, Connection: "close", ...headers };
  if (body) all["Content-Length"] = String(Buffer.byteLength(body));
  for (const [name, value] of Object.entries(all)) if (value !== "") lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1", () => socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const [status, ...fields] = text.slice(0, split).split("\r\n");
      const parsed: Record<string, string> = {};
      // A header sent more than once (Set-Cookie: the session and the known-device cookie) keeps every value.
      for (const field of fields) {
        const name = field.slice(0, field.indexOf(":")).toLowerCase();
        const value = field.slice(field.indexOf(":") + 1).trim();
        parsed[name] = parsed[name] === undefined ? value : `${parsed[name]}, ${value}`;
      }
      let rest = text.slice(split + 4);
      if (parsed["transfer-encoding"] === "chunked") {
        let out = "";
        for (;;) {
          const eol = rest.indexOf("\r\n");
          const size = parseInt(rest.slice(0, eol), 16);
          if (!size) break;
          out += rest.slice(eol + 2, eol + 2 + size);
          rest = rest.slice(eol + 2 + size + 2);
        }
        rest = out;
      }
      resolve({ status: Number(status.split(" ")[1]), headers: parsed, body: Buffer.from(rest, "latin1").toString("utf8") });
    });
  });
}

const json = (value: unknown) => ({ "Content-Type": "application/json", body: JSON.stringify(value) });
async function post(target: string, value: unknown, headers: Record<string, string> = {}) {
  const { body, ...type } = json(value);
  return raw(target, { ...type, ...headers }, "POST", body);
}

let server: StartedServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  rmSync(DB_DIR, { recursive: true, force: true });
  server = await startServer({
    port: PORT,
    name: "cache",
    databasePath: path.join(DB_DIR, "app.db"),
    env: { TRUST_PROXY: "1", PUBLIC_URL, PAGE_CACHE_MB: "16", WEB_CONCURRENCY: "1" },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test("a staff page asked for as /%61dmin/… with `__session =…` is never stored or replayed to anyone", async () => {
  const login = await post("/api/v1/auth/login", SERVER_ADMIN);
  expect(login.status).toBe(200);
  const session = /__session=([^;]+)/.exec(login.headers["set-cookie"])![1];
  const target = "/%61dmin/contact-messages?x=1";
  for (let i = 0; i < 4; i++) {
    const staff = await raw(target, { Cookie: `__session =${session}` });
    expect(staff.status).toBe(200);
    expect(staff.headers["cache-control"]).toBe("private, no-store");
    expect(staff.headers["x-cache"]).toBeUndefined();
  }
  const visitor = await raw(target);
  expect(visitor.headers["x-cache"]).toBeUndefined();
  expect(visitor.status).not.toBe(200); // sent to the login page
  expect(visitor.body).not.toContain("Contact Messages");
  for (const spelling of ["/ADMIN/contact-messages", "/x/../admin/dashboard", "/%61dmin"]) {
    expect((await raw(spelling)).headers["cache-control"], spelling).toBe("private, no-store");
  }
});

test("a Host or X-Forwarded-* header never reaches a shared page: absolute URLs come from PUBLIC_URL", async () => {
  const page = "/properties/alpine-retreat";
  const poisons: Record<string, string>[] = [
    { Host: "evil.example" },
    { "X-Forwarded-Host": "evil.example:6666" },
    { "X-Forwarded-Proto": "javascript" },
  ];
  for (const headers of poisons) {
    for (let i = 0; i < 4; i++) {
      const poisoned = await raw(page, headers);
      expect(poisoned.status).toBe(200);
      expect(poisoned.body).not.toContain("evil.example");
      expect(poisoned.body).not.toContain("null/");
    }
  }
  const visitor = await raw(page);
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(visitor.body)?.[1];
  expect(ogImage).toMatch(/^https:\/\/tigoni\.example\//);
  const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(visitor.body)![1]);
  expect(ld.url).toBe(`${PUBLIC_URL}/properties/alpine-retreat`);
  // A request for another host is answered but never cached.
  await raw("/about", { Host: "evil.example" });
  expect((await raw("/about", { Host: "evil.example" })).headers["x-cache"]).toBe("BYPASS");
  await raw("/about", { Host: "tigoni.example" });
  expect((await raw("/about", { Host: "tigoni.example" })).headers["x-cache"]).toBe("HIT");
});

test("a malformed Host is a 400", async () => {
  for (const host of ["a b", "[::1", "h%00"]) {
    const res = await raw("/about", { Host: host });
    expect(res.status, host).toBe(400);
    expect(res.body).toBe("Bad Request\n");
  }
});

test("behind one proxy the client is the address that proxy saw, whatever X-Forwarded-For the client wrote", async () => {
  // nginx's $proxy_add_x_forwarded_for: what the client sent, then the address nginx saw (here 127.0.0.1).
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    const res = await post(
      "/api/v1/auth/login",
      { username: `nobody-${i}`, password: "wrong-password" },
      { "X-Forwarded-For": `10.9.${i}.1, 127.0.0.1` },
    );
    statuses.push(res.status);
  }
  expect(statuses.filter((s) => s === 401)).toHaveLength(20);
  expect(statuses.slice(20).every((s) => s === 429)).toBe(true);

  const contact = [];
  for (let i = 0; i < 40; i++) {
    const res = await post(
      "/api/v1/contact",
      { name: "Probe", email: "probe@example.com", subject: `Probe ${i}`, message: "Checking the per-client limit of the contact form." },
      { "X-Forwarded-For": `10.9.${i}.1, 127.0.0.1` },
    );
    contact.push(res.status);
  }
  expect(contact.filter((s) => s === 201)).toHaveLength(30);
  expect(contact.slice(30).every((s) => s === 429)).toBe(true);
});
