import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvResponse } from "~/lib/csv";
import { mergeCacheControl, oneCacheControl } from "../../server/one-cache-control.js";
import { securityHeaders } from "../../server/security-headers.js";

// An admin CSV export answered as server.js answers it: the security headers first (admin: private,
// no-store), then the app's Response written the way Remix's Express adapter writes it (res.append for
// every header).

const servers: http.Server[] = [];
let without: string;
let withMiddleware: string;

function appWith(middleware: express.RequestHandler[]) {
  const app = express();
  app.use(securityHeaders({ isDev: false, isProduction: true }));
  for (const m of middleware) app.use(m);
  app.get("*", async (_req, res) => {
    const response = csvResponse("x.csv", "Id\r\n1\r\n");
    for (const [key, value] of response.headers.entries()) res.append(key, value);
    res.status(response.status).end(Buffer.from(await response.arrayBuffer()));
  });
  return app;
}

async function rawCacheControl(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume();
        const values: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i].toLowerCase() === "cache-control") values.push(res.rawHeaders[i + 1]);
        resolve(values);
      })
      .on("error", reject);
  });
}

async function listen(app: express.Express): Promise<string> {
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  without = await listen(appWith([]));
  withMiddleware = await listen(appWith([oneCacheControl]));
});
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

describe("one Cache-Control header", () => {
  it("merges directives, the first value of each winning", () => {
    expect(mergeCacheControl("private, no-store", "no-store")).toBe("private, no-store");
    expect(mergeCacheControl("private, no-store", "public, max-age=60")).toBe("private, no-store, public, max-age=60");
    expect(mergeCacheControl("max-age=0", "max-age=600, immutable")).toBe("max-age=0, immutable");
  });

  it("an admin CSV export goes out with one Cache-Control header (two without the middleware)", async () => {
    expect(await rawCacheControl(`${without}/admin/booking-inquiries/export.csv`)).toHaveLength(2);
    expect(await rawCacheControl(`${withMiddleware}/admin/booking-inquiries/export.csv`)).toEqual(["private, no-store"]);
  });
});
