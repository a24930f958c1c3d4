// Benchmarks: starts the production build on a throwaway database and a loopback port, sends a bounded
// number of requests to the main pages and API calls, and prints latency and throughput. Figures only:
// nothing here passes or fails. Run `npm run build` first.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.BENCH_PORT || 3290);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS || 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);

const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-bench-"));
const server = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATABASE_PATH: path.join(dir, "bench.db"),
    ADMIN_PASSWORD: "bench-password-123",
    LOG_REQUESTS: "false",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/api/v1/properties`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

function future(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

interface Case {
  name: string;
  run: () => Promise<Response>;
}

const cases: Case[] = [
  { name: "GET / (home page HTML)", run: () => fetch(`${BASE}/`) },
  { name: "GET /properties/alpine-retreat (HTML)", run: () => fetch(`${BASE}/properties/alpine-retreat`) },
  { name: "GET /api/v1/properties/featured", run: () => fetch(`${BASE}/api/v1/properties/featured?limit=3`) },
  { name: "GET /api/v1/properties/{slug}", run: () => fetch(`${BASE}/api/v1/properties/lakeside-lodge`) },
  { name: "GET /api/v1/activities", run: () => fetch(`${BASE}/api/v1/activities`) },
  {
    name: "POST /api/v1/booking-inquiries",
    run: () =>
      fetch(`${BASE}/api/v1/booking-inquiries`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          propertyId: 1,
          name: "Bench Guest",
          email: "bench@example.com",
          phone: "0712345678",
          startDate: future(10),
          endDate: future(12),
          guests: 2,
        }),
      }),
  },
];

async function measure(c: Case) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t = performance.now();
        const res = await c.run();
        await res.arrayBuffer();
        if (!res.ok) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  return {
    name: c.name,
    reqs: latencies.length,
    rps: (latencies.length / seconds).toFixed(0),
    p50: pct(50),
    p95: pct(95),
    max: latencies[latencies.length - 1].toFixed(1),
    failures,
  };
}

try {
  await waitForServer();
  for (const c of cases) await c.run().then((r) => r.arrayBuffer()); // warm up
  console.log(`${REQUESTS} requests per case, ${CONCURRENCY} at a time, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(
    ["case".padEnd(40), "req/s".padStart(7), "p50 ms".padStart(8), "p95 ms".padStart(8), "max ms".padStart(8), "fail".padStart(5)].join(" "),
  );
  for (const c of cases) {
    const r = await measure(c);
    console.log(
      [r.name.padEnd(40), r.rps.padStart(7), r.p50.padStart(8), r.p95.padStart(8), r.max.padStart(8), String(r.failures).padStart(5)].join(" "),
    );
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}
