import { describe, expect, it } from "vitest";
import { createPageCache } from "../../server/page-cache.js";
import { createSecurityHeaders } from "../../server/security-headers.js";

// A page-cache hit's own work (docs/decisions/1128-cache-hit-path.md): its headers are written in one go, the
// same ones the security headers and the cache would set one by one, and the data version is read at most once
// per turn of the event loop, however many hits that turn answers; the next turn reads it again.

const security = createSecurityHeaders({ isDev: false, isProduction: true });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

interface FakeResponse {
  locals: Record<string, unknown>;
  statusCode: number;
  setHeader: (name: string, value: unknown) => void;
  getHeader: (name: string) => unknown;
  hasHeader: (name: string) => boolean;
  removeHeader: (name: string) => void;
  writeHead: (status: number, headers: string[]) => void;
  write: (chunk: Buffer) => boolean;
  end: (chunk?: Buffer) => void;
  /** Every header the response sent, by lower-case name, and how it was set. */
  sent: Map<string, string>;
  setHeaderCalls: number;
  writeHeadCalls: number;
  body: () => string;
}

function fakeResponse(): FakeResponse {
  const headers = new Map<string, unknown>();
  const chunks: Buffer[] = [];
  const res: FakeResponse = {
    locals: {},
    statusCode: 200,
    sent: new Map(),
    setHeaderCalls: 0,
    writeHeadCalls: 0,
    setHeader: (name, value) => {
      res.setHeaderCalls++;
      headers.set(name.toLowerCase(), value);
    },
    getHeader: (name) => headers.get(name.toLowerCase()),
    hasHeader: (name) => headers.has(name.toLowerCase()),
    removeHeader: (name) => void headers.delete(name.toLowerCase()),
    writeHead: (status, list) => {
      res.writeHeadCalls++;
      res.statusCode = status;
      for (let i = 0; i < list.length; i += 2) headers.set(list[i].toLowerCase(), list[i + 1]);
    },
    write: (chunk) => {
      chunks.push(Buffer.from(chunk));
      return true;
    },
    end: (chunk) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      for (const [name, value] of headers) res.sent.set(name, String(value));
    },
    body: () => Buffer.concat(chunks).toString("utf8"),
  };
  return res;
}

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ method: "GET", url, originalUrl: url, path: url, headers: { host: "localhost", ...headers } }) as never;

/** A cache holding /about, rendered with its nonce in two scripts. */
function cacheWithPage(dataVersion: () => number) {
  const cache = createPageCache({ dataVersion });
  const res = fakeResponse();
  const nonce = "RENDEREDNONCERENDERED000";
  res.locals.cspNonce = nonce;
  cache.serve(request("/about"), res as never, () => undefined);
  cache.capture(request("/about"), res as never, () => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(Buffer.from(`<html><script nonce="${nonce}">a()</script><p>About us</p>`));
    res.end(Buffer.from(`<script nonce="${nonce}">b()</script></html>`));
  });
  expect(cache.size().entries).toBe(1);
  return cache;
}

const nonceOf = (res: FakeResponse) => /'nonce-([^']+)'/.exec(res.sent.get("content-security-policy") ?? "")?.[1];

describe("page cache: a hit's own work", () => {
  it("reads the data version once per turn of the event loop, and again on the next turn", async () => {
    let reads = 0;
    let version = 1;
    const cache = cacheWithPage(() => {
      reads++;
      return version;
    });
    await nextTurn();
    reads = 0;
    for (let i = 0; i < 5; i++) expect(cache.answer(request("/about"), fakeResponse() as never, security)).toBe(true);
    expect(reads).toBe(1);
    // A write committed before the next turn is seen by its first request: the page is no longer kept.
    await nextTurn();
    version = 2;
    expect(cache.answer(request("/about"), fakeResponse() as never, security)).toBe(false);
    expect(reads).toBe(2);
    expect(cache.size().entries).toBe(0);
  });

  it("writes a hit's headers in one go: the security headers, with this response's nonce, and the cache's", async () => {
    const cache = cacheWithPage(() => 1);
    const fast = fakeResponse();
    expect(cache.answer(request("/about"), fast as never, security)).toBe(true);
    expect(fast.writeHeadCalls).toBe(1);
    expect(fast.setHeaderCalls).toBe(0);
    // The long way (a conditional request whose ETag does not match): the same headers, set one by one.
    const slow = fakeResponse();
    expect(cache.answer(request("/about", { "if-none-match": '"another"' }), slow as never, security)).toBe(true);
    expect(slow.setHeaderCalls).toBeGreaterThan(10);
    const nonce = nonceOf(fast);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonce).not.toBe(nonceOf(slow));
    expect(fast.body()).toBe(`<html><script nonce="${nonce}">a()</script><p>About us</p><script nonce="${nonce}">b()</script></html>`);
    const withoutNonce = (res: FakeResponse) => new Map([...res.sent].map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce-X'")]));
    // Content-Length was counted once, for any nonce: it is this body's.
    expect(Number(fast.sent.get("content-length"))).toBe(Buffer.byteLength(fast.body()));
    expect(withoutNonce(fast)).toEqual(withoutNonce(slow));
    expect(fast.sent.get("x-cache")).toBe("HIT");
  });
});
