import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCacheableTarget } from "../../server/page-cache.js";
import { appPathname } from "../../server/paths.js";
import { securityHeaders } from "../../server/security-headers.js";

// The header middleware server.js installs, on a bare Express app: no build needed.
let server: ReturnType<express.Express["listen"]>;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ isDev: false, isProduction: true }));
  app.use((_req, res) => res.type("html").send(`<script nonce="${res.locals.cspNonce}"></script>`));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const nonceOf = (csp: string | null) => /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp ?? "")?.[1];

describe("security headers", () => {
  it("set the policy the issue asks for, with a fresh nonce each response that matches the page's scripts", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/`);
      const csp = res.headers.get("content-security-policy");
      const nonce = nonceOf(csp);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(await res.text()).toContain(`nonce="${nonce}"`);
      nonces.add(nonce!);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      for (const d of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
        "form-action 'self'",
        "frame-src https://www.openstreetmap.org;",
      ]) {
        expect(csp).toContain(d);
      }
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=31536000");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
    }
    expect(nonces.size).toBe(5);
  });

  it("mark every admin document and data response private, no-store, and leave public pages alone", async () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/dashboard",
      "/admin/dashboard.data",
      "/admin.data",
      "/Admin/Users",
      "/admin/login?redirectTo=/x",
    ]) {
      expect((await fetch(`${base}${path}`)).headers.get("cache-control"), path).toBe("private, no-store");
    }
    for (const path of ["/", "/about", "/administrator", "/properties/admin"]) {
      expect((await fetch(`${base}${path}`)).headers.get("cache-control"), path).toBeNull();
    }
  });

  it("decide 'admin' on the path as Remix reads it: decoded, without dot segments, any case", async () => {
    for (const path of [
      "/%61dmin/contact-messages",
      "/%41DMIN/users",
      "/ADMIN/contact-messages",
      "/x/../admin",
      "/%2e%2e/admin/x",
      "//admin",
      "/\\admin",
    ]) {
      expect((await rawGet(path))["cache-control"], path).toBe("private, no-store");
    }
    for (const path of ["/%61bout", "/admin%2Fx", "/x/admin"]) {
      expect((await rawGet(path))["cache-control"], path).toBeUndefined();
    }
  });
});

describe("the guest's own page", () => {
  it("is private, never stored, not indexed and sends no Referer to other sites: its documents, data requests and 404s, however spelt", async () => {
    for (const path of [
      "/stay/q8Jx2mVbT0c-Z_9kLw4YpA1sRnE7uHdG",
      "/stay/q8Jx2mVbT0c-Z_9kLw4YpA1sRnE7uHdG.data?_routes=x",
      "/stay/nobody",
      "/STAY/x",
      "/stay",
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      expect(res.headers.get("referrer-policy"), path).toBe("same-origin");
    }
    for (const path of ["/%73tay/x", "/x/../stay/x"]) expect((await rawGet(path))["x-robots-tag"], path).toBe("noindex, nofollow");
    for (const path of ["/", "/stays", "/properties/stay"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get("x-robots-tag"), path).toBeNull();
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("is never a page the page cache may keep or answer", () => {
    for (const target of ["/stay/q8Jx2mVbT0c-Z_9kLw4YpA1sRnE7uHdG", "/stay/q8Jx2mVbT0c-Z_9kLw4YpA1sRnE7uHdG.data", "/stay/x?cancel=1"]) {
      expect(isCacheableTarget(target), target).toBe(false);
    }
  });
});

describe("appPathname", () => {
  it.each([
    ["/%61dmin/contact-messages?x=1", "/admin/contact-messages"],
    ["/x/../admin", "/admin"],
    ["/%2e%2e/admin", "/admin"],
    ["//admin//x", "/admin/x"],
    ["/admin%2Fx", "/admin%2Fx"],
    ["/%E0%A4%A", "/%E0%A4%A"],
    ["http://evil.example/admin", "/admin"],
    ["*", undefined],
  ])("%s is %s to the app", (target, expected) => expect(appPathname(target)).toBe(expected));
});

/** A GET whose target goes out exactly as written (fetch would normalise `/x/../admin` first). */
function rawGet(path: string): Promise<http.IncomingHttpHeaders> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers));
      })
      .on("error", reject);
  });
}
