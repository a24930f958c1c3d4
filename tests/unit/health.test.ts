import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHealthCheck } from "../../server/health.js";
import * as db from "~/db/db.server";
import { databaseAnswers } from "~/services/lifecycle.server";

type Check = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

/** GET /healthz (or `method`) from a server running only the health check. */
async function ask(options: { draining?: boolean; answers?: (timeoutMs: number) => Promise<boolean> }, method = "GET", path = "/healthz") {
  const check: Check = createHealthCheck({
    draining: () => options.draining ?? false,
    databaseAnswers: options.answers ?? (async () => true),
    securityHeaders: (_req: http.IncomingMessage, res: http.ServerResponse) => res.setHeader("X-Content-Type-Options", "nosniff"),
  });
  const server = http.createServer((req, res) => {
    if (!check(req, res)) res.writeHead(404).end("not mine");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method });
    return { status: res.status, body: await res.text(), headers: res.headers };
  } finally {
    server.close();
  }
}

describe("GET /healthz", () => {
  it('answers 200 {"status":"ok"} once the database answered: never cached, no cookie', async () => {
    const res = await ask({});
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await ask({}, "HEAD")).status).toBe(200);
  });

  it('answers 503 {"status":"unavailable"} as soon as the server drains, without asking the database', async () => {
    const answers = vi.fn(async () => true);
    const res = await ask({ draining: true, answers });
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toEqual({ status: "unavailable" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(answers).not.toHaveBeenCalled();
  });

  it("answers 503 when the database does not answer (given 2 s), and 405 to another method", async () => {
    const answers = vi.fn(async () => false);
    expect((await ask({ answers })).status).toBe(503);
    expect(answers).toHaveBeenCalledWith(2000);
    const post = await ask({}, "POST");
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await ask({}, "GET", "/healthz/x")).status).toBe(404);
  });
});

describe("databaseAnswers (the probe behind /healthz)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is true when a trivial query comes back", async () => {
    // As on a server, where start-up has opened the database (on PostgreSQL a fresh schema's migrations
    // alone can take longer than the probe's 2 s on a busy machine).
    await db.getDb();
    expect(await databaseAnswers(2000)).toBe(true);
  });

  it("is false once the time is up while the query hangs, or when it fails", async () => {
    const hanging = {
      getExecutor: () => ({
        transformQuery: (node: unknown) => node,
        compileQuery: () => ({ sql: "", parameters: [] }),
        executeQuery: () => new Promise(() => {}),
      }),
    };
    vi.spyOn(db, "getDb").mockResolvedValue(hanging as never);
    const started = Date.now();
    expect(await databaseAnswers(200)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
    vi.spyOn(db, "getDb").mockRejectedValue(new Error("connection refused"));
    expect(await databaseAnswers(200)).toBe(false);
  });
});
