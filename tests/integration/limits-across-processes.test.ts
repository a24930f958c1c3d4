import { spawn } from "node:child_process";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { THROTTLE } from "~/models/login-attempt.server";
import { seedTestDb } from "../setup/api";

const tsx = path.resolve("node_modules/.bin/tsx");

beforeAll(seedTestDb);

interface Burst {
  logins: number;
  forms: number;
  start: number;
  end: number;
}

/** One worker process on this test's database; `ready` resolves once it has opened it, `result` when it has finished. */
function startWorker(worker: number, env: Record<string, string>) {
  const child = spawn(tsx, ["tests/setup/limits-worker.ts"], {
    env: { ...process.env, ...env, WORKER: String(worker) },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith("ready\n")) markReady();
  });
  const result = new Promise<Burst>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`worker ${worker} exited with ${code}: ${out}`));
      resolve(JSON.parse(out.slice("ready\n".length)) as Burst);
    });
  });
  return { ready, result, go: () => child.stdin.end("go\n"), kill: () => child.kill() };
}

it("the login throttle and the public-form limit hold across server processes (one write transaction each, under the write lock of either engine)", async () => {
  const workers = 3;
  const tries = 200;
  const formLimit = 7;
  const env = { TRIES: String(tries), FORM_LIMIT: String(formLimit) };
  const children = Array.from({ length: workers }, (_, worker) => startWorker(worker, env));
  try {
    // The start line: every process has its database open before any of them begins its burst.
    await Promise.all(children.map((c) => c.ready));
    for (const c of children) c.go();
    const results = await Promise.all(children.map((c) => c.result));

    // The limits are only proven across processes if the processes really ran at the same time:
    // some moment lies inside every worker's burst.
    const latestStart = Math.max(...results.map((r) => r.start));
    const earliestEnd = Math.min(...results.map((r) => r.end));
    expect(latestStart, `bursts ${JSON.stringify(results.map((r) => [r.start, r.end]))} did not overlap`).toBeLessThan(earliestEnd);

    expect(results.reduce((n, r) => n + r.logins, 0)).toBe(THROTTLE.perUsername);
    expect(results.reduce((n, r) => n + r.forms, 0)).toBe(formLimit);
  } finally {
    for (const c of children) c.kill();
  }
}, 90_000); // three Node processes, 1,200 write transactions, on a busy machine: a generous limit, not a timing check
