import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestGuards, PAGE_BODY_LIMIT } from "~/lib/request-guards.server";
import { API_MESSAGES } from "~/messages";

// The guard in front of a stand-in for Remix that reads the body exactly as @remix-run/express does.
let base: string;
let server: http.Server;
let reachedRemix = 0;

beforeAll(async () => {
  const app = express();
  app.use(requestGuards());
  app.all("*", async (req, res) => {
    reachedRemix++;
    if (req.method === "GET") return void res.json({ fields: {} });
    if (req.path.startsWith("/api/") && /json/.test(req.get("Content-Type") ?? "")) {
      // A JSON route reads its body as a stream too.
      let bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).length;
      return void res.json({ bytes });
    }
    // What @remix-run/express's createRemixRequest does with the body.
    const request = new Request(`${base}${req.originalUrl}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: createReadableStreamFromReadable(req),
      duplex: "half",
    } as RequestInit);
    const form = await request.formData();
    res.json({ fields: Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : `file:${v.name}`])) });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, body: BodyInit | undefined, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: "POST", body, headers });

/** A raw POST that streams `total` bytes (with or without Content-Length) and resolves with the status once answered. */
function streamPost(path: string, total: number, declareLength: boolean): Promise<{ status: number; text: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { "Content-Type": "application/x-www-form-urlencoded" };
    if (declareLength) headers["Content-Length"] = total;
    const req = http.request(`${base}${path}`, { method: "POST", headers });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    chunk.write("message=");
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, text, sent }));
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        const size = Math.min(chunk.length, total - sent);
        sent += size;
        if (!req.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("page actions take only form bodies", () => {
  it("answers 415 to text/plain, JSON and a missing content type, and 400 to broken multipart: never 500", async () => {
    const before = reachedRemix;
    const text = await post("/contact", "hello", { "Content-Type": "text/plain" });
    expect(text.status).toBe(415);
    expect(await text.text()).toBe(API_MESSAGES.notAForm);
    expect((await post("/contact", JSON.stringify({ name: "x" }), { "Content-Type": "application/json" })).status).toBe(415);
    const noType = await fetch(`${base}/admin/login`, { method: "POST", body: new Uint8Array([104, 105]) });
    expect(noType.status).toBe(415);
    const broken = await post("/contact", '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end', {
      "Content-Type": "multipart/form-data; boundary=xyz",
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe(API_MESSAGES.unreadableForm);
    expect((await post("/contact", "a=1", { "Content-Type": "multipart/form-data" })).status).toBe(400);
    expect(reachedRemix).toBe(before);
  });

  it("passes real forms on with their fields intact (URL-encoded and multipart)", async () => {
    const encoded = await post("/contact", new URLSearchParams({ name: "Wanjiru", message: "Karibu! ✓" }));
    expect(encoded.status).toBe(200);
    expect((await encoded.json()).fields).toEqual({ name: "Wanjiru", message: "Karibu! ✓" });
    const multipart = new FormData();
    multipart.set("name", "Otieno");
    multipart.set("photo", new Blob(["x"]), "a.txt");
    const sent = await post("/contact", multipart);
    expect(sent.status).toBe(200);
    expect((await sent.json()).fields).toEqual({ name: "Otieno", photo: "file:a.txt" });
    const empty = await post("/admin/logout", "", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(empty.status).toBe(200);
  });
});

describe("page actions have a body limit", () => {
  it(`takes a body of exactly ${PAGE_BODY_LIMIT} bytes`, async () => {
    const res = await streamPost("/contact", PAGE_BODY_LIMIT, true);
    expect(res.status).toBe(200);
  });

  it("answers a 100 MB form with 413 without reading it, and never echoes it", async () => {
    const before = reachedRemix;
    const res = await streamPost("/contact", 100 * 1024 * 1024, true);
    expect(res.status).toBe(413);
    expect(res.text).toBe(API_MESSAGES.bodyTooLarge);
    expect(res.sent).toBeLessThan(100 * 1024 * 1024);
    expect(reachedRemix).toBe(before);
  });

  it("answers 413 to an oversized body sent without Content-Length (chunked)", async () => {
    const res = await streamPost("/contact", 10 * 1024 * 1024, false);
    expect(res.status).toBe(413);
    expect(res.sent).toBeLessThan(10 * 1024 * 1024);
  });
});

/**
 * A client that writes its whole request (headers and body) before it reads anything, as many simple
 * clients do: what it finally reads back, or the socket error it got instead.
 */
function writeAllThenRead(path: string, body: Buffer, chunked: boolean): Promise<string> {
  return new Promise((resolve) => {
    const { port } = new URL(base);
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    socket.on("connect", () => {
      const length = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${body.length}`;
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
      const payload = chunked ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from("\r\n0\r\n\r\n")]) : body;
      socket.write(payload, () => {
        // Only now start reading.
        socket.on("data", (d) => {
          answer += d;
          if (/\r\n\r\n[\s\S]*\}/.test(answer)) {
            socket.destroy();
            resolve(answer);
          }
        });
      });
    });
  });
}

describe("JSON API bodies over 64 KiB get the documented 413, never a reset", () => {
  const json = (size: number) => Buffer.from(JSON.stringify({ message: "x".repeat(size - 14) }));

  it("for a client that writes the whole body before reading, with Content-Length or chunked", async () => {
    for (const chunked of [false, true]) {
      const answer = await writeAllThenRead("/api/v1/contact", json(1024 * 1024), chunked);
      expect(answer, `chunked: ${chunked}`).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain(JSON.stringify({ message: API_MESSAGES.bodyTooLarge }));
    }
  });

  it("for Node's fetch at 1 MB, every time", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${base}/api/v1/contact`, { method: "POST", headers: { "Content-Type": "application/json" }, body: json(1024 * 1024) }).then(
          async (res) => `${res.status} ${await res.text()}`,
        ),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([`413 ${JSON.stringify({ message: API_MESSAGES.bodyTooLarge })}`]));
  });

  it("while a body of exactly 64 KiB reaches the route whole (sent chunked or with its length)", async () => {
    for (const chunked of [false, true]) {
      const answer = await writeAllThenRead("/api/v1/contact", json(PAGE_BODY_LIMIT), chunked);
      expect(answer, `chunked: ${chunked}`).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain(`{"bytes":${PAGE_BODY_LIMIT}}`);
    }
  });
});

describe("cross-site requests", () => {
  const form = () => new URLSearchParams({ intent: "x" });

  it("refuses another site's Origin with 403: plain text for pages, JSON { message } for the API", async () => {
    const page = await post("/admin/properties", form(), { Origin: "https://evil.example" });
    expect(page.status).toBe(403);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await page.text()).toBe(API_MESSAGES.crossSite);
    const logout = await post("/api/v1/auth/logout", form(), { Origin: "https://evil.example" });
    expect(logout.status).toBe(403);
    expect(await logout.json()).toEqual({ message: API_MESSAGES.crossSite });
    expect((await post("/admin/login", form(), { Origin: "null" })).status).toBe(403);
    expect((await fetch(`${base}/api/v1/admin/properties/1`, { method: "DELETE", headers: { Origin: "http://evil.example" } })).status).toBe(403);
  });

  it("refuses Sec-Fetch-Site: cross-site even without an Origin", async () => {
    expect((await post("/contact", form(), { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("lets this site's own Origin and requests with no Origin (curl, API clients) through; GETs are never checked", async () => {
    const host = new URL(base).host;
    expect((await post("/contact", form(), { Origin: `http://${host}`, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await post("/contact", form())).status).toBe(200);
    expect((await fetch(`${base}/contact`, { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } })).status).not.toBe(403);
  });
});

describe("the path is read as Remix routes it", () => {
  /** A POST with `path` sent as written (fetch would remove its dot segments first). */
  const rawPost = (path: string, headers: Record<string, string>, body: string) =>
    new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const req = http.request({
        host: hostname,
        port,
        path,
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.end(body);
    });

  it("a page reached through /api/.. gets a page's checks, and a page behind a provider's callback path the cross-site check", async () => {
    // Remix routes /api/.. to the home page, whose booking action reads a form: JSON is a 415 there, not the API's.
    expect(await rawPost("/api/..?index", { "Content-Type": "application/json" }, "{}")).toBe(415);
    const contact = "/api/v1/payments/mpesa/callback/x/../../../../../../contact";
    expect(await rawPost(contact, { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" }, "a=b")).toBe(403);
    // The callback itself stays exempt from the cross-site check (its route checks the provider's secret).
    expect(await rawPost("/api/v1/payments/mpesa/callback/x", { Origin: "https://evil.example", "Content-Type": "application/json" }, "{}")).toBe(
      200,
    );
  });
});
