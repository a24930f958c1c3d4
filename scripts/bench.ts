// Benchmark (npm run bench; run `npm run build` first). In one run it starts, on loopback only:
//   - a bare node:http server answering a fixed body (the physical limit of this machine), and
//   - the production server (server.js, one worker per core unless WEB_CONCURRENCY says otherwise)
//     on a throwaway database,
// drives each target with autocannon (BENCH_CONNECTIONS connections from BENCH_WORKERS worker threads,
// BENCH_SECONDS each), and prints req/s, p99 latency and the ratio to the bare server, plus the check
// that every 2xx answer to the POST was stored ("other": answers not of the expected status), and a valid booking POST's throughput against the same
// route answering 400 to an empty body, taken before and after it (the goal: at least 0.6 of their mean). BENCH_POST=only drives the POSTs
// alone, BENCH_CACHE=only the cached / beside nginx alone. Figures only: nothing here passes or fails.
// With DATABASE_URL set, both servers run on PostgreSQL (a fresh schema per server, dropped after the run).
// Record results in docs/performance.md with the machine they came from.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { env } from "~/lib/env.server";
import { insertBulkAdminData } from "./bulk-data";
import { reportAtScale } from "./bench-reports";
import { sql, type Kysely } from "kysely";
import type { Database } from "../app/db/schema";
import { benchDatabase, type BenchDatabase } from "./bench-db";
import { SERVER_ADMIN, startProductionServer, waitFor, type ThrowawayServer } from "./measure-server";
import { startNginxTwin, type StaticTwin } from "./bench-nginx";

const PORT = Number(process.env.BENCH_PORT || 3290);
const BARE_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const WORKERS = Number(process.env.BENCH_WORKERS || 2);
/** How long each booking POST runs, unmeasured, before the first is measured. */
const WARM_UP_SECONDS = 5;

/** The public server's database, seen from here (its settings, its outbox, its stored inquiries). */
let benchDbHandle: Kysely<Database> | undefined;
const benchDb = () => benchDbHandle!;

const BARE_SERVER = `
  const body = Buffer.from("Hello from a bare node:http server\\n");
  require("node:http").createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/plain", "Content-Length": body.length });
    res.end(body);
  }).listen(${BARE_PORT}, "127.0.0.1");
`;

function future(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

interface Target {
  name: string;
  url: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** Each request from another visitor (its own X-Forwarded-For; the server trusts the proxy header). */
  manyVisitors?: boolean;
  /** The status every answer should have (default: a 2xx). */
  expect?: number;
  /** Print the web workers' resident memory after it (the uncached renders). */
  memory?: boolean;
}

/** 10.0.0.1, 10.0.0.2, …: one address per request, as many visitors each sending one inquiry. */
let visitor = 0;
function nextVisitor(): string {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

interface Figures {
  name: string;
  rps: number;
  p99: number;
  /** CPU the server's processes spent per answer (Linux only): the web workers', and the primary's with the e-mail sender's (the sending of what was queued). */
  cpuMs?: { workers: number; primary: number };
  /** Every answer, whatever its status. */
  answered: number;
  ok: number;
  /** Answers other than the expected ones. */
  other: number;
  errors: number;
}

async function drive(target: Target, seconds = SECONDS): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? "GET",
    body: target.body,
    headers: target.headers,
    connections: CONNECTIONS,
    // A per-request function cannot cross into autocannon's worker threads: one thread drives those.
    workers: WORKERS > 1 && !target.manyVisitors ? WORKERS : undefined,
    duration: seconds,
    requests: target.manyVisitors
      ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, "x-forwarded-for": nextVisitor() } }) }]
      : undefined,
  });
  const answered = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  const stats = result.statusCodeStats as Record<string, { count: number }> | undefined;
  const expected = target.expect ? (stats?.[String(target.expect)]?.count ?? 0) : result["2xx"];
  return {
    name: target.name,
    rps: result.requests.average,
    p99: result.latency.p99,
    answered,
    ok: result["2xx"],
    other: answered - expected,
    errors: result.errors + result.timeouts,
  };
}

/** The mean of several runs of one target: req/s and CPU per answer. */
function meanOf(runs: Figures[]): Pick<Figures, "rps" | "cpuMs"> {
  const mean = (pick: (r: Figures) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  const cpuMs = runs.every((r) => r.cpuMs) ? { workers: mean((r) => r.cpuMs!.workers), primary: mean((r) => r.cpuMs!.primary) } : undefined;
  return { rps: mean((r) => r.rps), cpuMs };
}

async function setInquiryEmails(on: boolean) {
  for (const key of ["emailStaffInquiry", "emailGuestInquiry"]) {
    await benchDb()
      .insertInto("settings")
      .values({ key, value: String(on), updatedAt: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value"), updatedAt: eb.ref("excluded.updatedAt") })))
      .execute();
  }
}

/** Whether a process is the server's e-mail sender (server.js forks it with TIGONI_ROLE=sender). */
function isSender(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes("TIGONI_ROLE=sender");
  } catch {
    return false;
  }
}

/**
 * CPU time (ms) spent so far by the server, read from /proc: the web workers that answer, and the
 * background (the primary and the e-mail sender process it forks: the sending of what was queued). On a
 * busy, shared machine req/s follow whatever else runs; CPU per answer much less, so the POSTs are also
 * compared by it. Undefined without /proc.
 */
function serverCpuMs(rootPid: number): { primary: number; workers: number } | undefined {
  const TICK_MS = 10; // USER_HZ is 100 on Linux
  const stats = new Map<number, { ppid: number; ms: number }>();
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // After the command name (in brackets, may hold spaces): state, ppid, …, utime (14th), stime (15th).
        const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
        stats.set(Number(entry), { ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
      } catch {
        // Gone meanwhile.
      }
    }
  } catch {
    return undefined;
  }
  let primary = stats.get(rootPid)?.ms;
  if (primary === undefined) return undefined;
  let workers = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    for (const [child, stat] of stats) {
      if (stat.ppid !== pid) continue;
      if (isSender(child)) primary += stat.ms;
      else workers += stat.ms;
      pending.push(child);
    }
  }
  return { primary, workers };
}

/** Resident memory (MB) of each web worker of the server (its children but the e-mail sender), from /proc; empty without /proc. */
function workerRssMb(rootPid: number): number[] {
  const sizes: number[] = [];
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const ppid = Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ")[1]);
        if (ppid !== rootPid || isSender(Number(entry))) continue;
        const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1];
        if (kb) sizes.push(Number(kb) / 1024);
      } catch {
        // Gone meanwhile.
      }
    }
  } catch {
    return [];
  }
  return sizes;
}

const rssText = (sizes: number[]) => (sizes.length ? sizes.map((mb) => `${mb.toFixed(0)} MB`).join(" + ") : "n/a");

/** Wait (up to two minutes) until the sender has sent every queued e-mail, so its work counts with the POSTs that queued it. */
async function outboxDrained(): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const row = await sql<{ n: number }>`SELECT count(*) AS n FROM emails WHERE status = 'queued'`.execute(benchDb());
    if (Number(row.rows[0]?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function inquiriesStored(): Promise<number> {
  const row = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table("bookingInquiries")}`.execute(benchDb());
  return Number(row.rows[0]?.n ?? 0);
}

const bare = spawn(process.execPath, ["-e", BARE_SERVER], { stdio: ["ignore", "ignore", "inherit"] });
let server: ThrowawayServer | undefined;
let nginx: StaticTwin | undefined;
let publicDatabase: BenchDatabase | undefined;
try {
  // Behind a proxy, as in production: each POST comes from its own visitor (X-Forwarded-For), so the
  // per-visitor limit (PUBLIC_FORM_LIMIT, default 30 an hour) is checked as it is for real traffic.
  publicDatabase = await benchDatabase("public");
  server = await startProductionServer("bench", PORT, { TRUST_PROXY: "true", ...publicDatabase.serverEnv });
  benchDbHandle = publicDatabase.open(server.databasePath);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
  const alpine = (await (await fetch(`${BASE}/api/v1/properties/alpine-retreat`)).json()) as { id: number };

  const inquiry = JSON.stringify({
    propertyId: alpine.id,
    name: "Bench Guest",
    email: "bench@example.com",
    phone: "0712345678",
    startDate: future(400),
    endDate: future(402),
    guests: 2,
  });
  const post: Target = {
    name: "POST /api/v1/booking-inquiries",
    url: `${BASE}/api/v1/booking-inquiries`,
    method: "POST",
    body: inquiry,
    headers: { "Content-Type": "application/json" },
    manyVisitors: true,
  };
  // The same route answering 400 to an empty body: parsing fails, the visitor's request is still
  // counted against the limit (one write). Before the valid POSTs, so the sender's backlog of e-mails
  // from those does not slow it.
  const invalid: Target = { ...post, name: "POST … (empty body: 400)", body: "{}", expect: 400 };
  // nginx serving the bytes a page-cache hit of / answers, as a static file (skipped when nginx cannot be had).
  const workers = Number(env("WEB_CONCURRENCY") ?? os.availableParallelism());
  nginx = process.env.BENCH_POST === "only" ? undefined : await startNginxTwin(`${BASE}/`, PORT + 4, workers);
  const cachedHome: Target = { name: "GET / (anonymous: a page-cache hit)", url: `${BASE}/` };
  const nginxHome: Target | undefined = nginx && { name: `nginx: the same ${(nginx.bytes / 1024).toFixed(0)} KB as a static file`, url: nginx.url };
  // A page-cache miss of / (a query parameter the page does not read is never kept): what every search with
  // dates, the guest page and every admin page cost, rendered by Remix. Twice, with the workers' memory after each.
  const uncachedHome: Target = { name: "GET /?utm_source=bench (uncached render)", url: `${BASE}/?utm_source=bench`, memory: true };
  const targets: (Target & { before?: () => Promise<void> })[] = [
    { name: "bare node:http (fixed body)", url: `http://127.0.0.1:${BARE_PORT}/` },
    cachedHome,
    ...(nginxHome ? [nginxHome] : []),
    uncachedHome,
    { ...uncachedHome, name: `${uncachedHome.name}, again` },
    { name: "GET /properties/alpine-retreat", url: `${BASE}/properties/alpine-retreat` },
    { name: "GET /api/v1/properties/featured?limit=3", url: `${BASE}/api/v1/properties/featured?limit=3` },
    invalid,
    post,
    // The 400 again once the valid POSTs' e-mails are sent: the ratio compares the valid POST with the mean
    // of the 400 before and after it, so a machine whose speed drifts within the minute moves both alike.
    { ...invalid, name: "POST … (empty body: 400, again)" },
    // The same POST with the two inquiry e-mails switched off in Settings: what the request path alone
    // costs, without rendering, queueing and sending two e-mails per inquiry.
    { ...post, name: "POST … (inquiry e-mails off)", before: () => setInquiryEmails(false) },
  ];

  console.log(
    `autocannon: ${CONNECTIONS} connections, ${WORKERS} worker threads, ${SECONDS} s per target; ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}, ` +
      `${publicDatabase.engine === "postgres" ? "PostgreSQL" : "SQLite"}, server WEB_CONCURRENCY=${env("WEB_CONCURRENCY") ?? `${os.availableParallelism()} (cores)`}; load average before: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}\n`,
  );
  // The admin pages first, while nothing else runs (the POSTs below leave thousands of e-mails for the
  // primary's sender to work through).
  if (process.env.BENCH_ADMIN !== "false") await adminAtScale(PORT + 2);
  // The owner's report over 100,000 inquiries on 20 properties (BENCH_REPORT=false leaves it out; scripts/bench-reports.ts).
  if (process.env.BENCH_REPORT !== "false") await reportAtScale(PORT + 3);
  // BENCH_ADMIN=only: the admin figures alone; BENCH_POST=only: the booking POSTs alone (and the bare server).
  if (process.env.BENCH_ADMIN === "only") targets.length = 0;
  if (process.env.BENCH_POST === "only") targets.splice(1, targets.indexOf(invalid) - 1);
  // BENCH_CACHE=only: the bare server, a page-cache hit of / and nginx with the same bytes, nothing else.
  if (process.env.BENCH_CACHE === "only") targets.splice(nginxHome ? 3 : 2);
  for (const t of targets.slice(1, targets.indexOf(invalid))) await fetch(t.url).then((r) => r.arrayBuffer()); // warm the caches
  const rssAtStart = workerRssMb(server.process.pid!);
  const rssAfter: number[][] = [];
  // Warm the workers up on both POSTs, unmeasured: a server's first thousands of requests run its code before
  // V8 has optimised it (the first 10 s of 400s answered ~30 % slower than the next 10 s), and whichever target
  // came first was measured cold.
  if (targets.includes(invalid)) {
    await drive(invalid, WARM_UP_SECONDS);
    await drive(post, WARM_UP_SECONDS);
    await outboxDrained();
  }

  const rows: Figures[] = [];
  let bare = 0;
  for (const target of targets) {
    await target.before?.();
    const before = target.method === "POST" ? await inquiriesStored() : 0;
    const cpuBefore = target.method === "POST" ? serverCpuMs(server.process.pid!) : undefined;
    const figures = await drive(target);
    if (cpuBefore !== undefined) {
      await outboxDrained();
      const cpuAfter = serverCpuMs(server.process.pid!);
      const answers = Math.max(1, figures.answered);
      if (cpuAfter)
        figures.cpuMs = { workers: (cpuAfter.workers - cpuBefore.workers) / answers, primary: (cpuAfter.primary - cpuBefore.primary) / answers };
    }
    if (!bare) bare = figures.rps;
    rows.push(figures);
    if (target.memory) rssAfter.push(workerRssMb(server.process.pid!));
    if (target.method === "POST" && target.expect) {
      const stored = (await inquiriesStored()) - before;
      console.log(
        `POST check: ${figures.other} answers other than ${target.expect}, ${figures.errors} errors/timeouts, ${stored} inquiries stored\n`,
      );
    } else if (target.method === "POST") {
      const stored = (await inquiriesStored()) - before;
      // Requests still in flight when autocannon stops counting are stored but not counted (at most one per connection).
      const verdict = stored >= figures.ok ? "every 2xx was stored" : `MISSING ${figures.ok - stored} STORED INQUIRIES`;
      console.log(
        `POST check: ${figures.ok} answered 2xx, ${stored} inquiries stored -> ${verdict}` +
          ` (${stored - figures.ok} more were in flight when counting stopped; ${figures.other} non-2xx answers, ${figures.errors} errors/timeouts)\n`,
      );
    }
  }

  console.log(
    [
      "target".padEnd(44),
      "req/s".padStart(9),
      "p99 ms".padStart(8),
      "ratio".padStart(7),
      "other".padStart(8),
      "CPU ms/answer: workers + sender".padStart(33),
    ].join(" "),
  );
  for (const r of rows) {
    console.log(
      [
        r.name.padEnd(44),
        r.rps.toFixed(0).padStart(9),
        String(r.p99).padStart(8),
        (r.rps / bare).toFixed(3).padStart(7),
        String(r.other + r.errors).padStart(8),
        (r.cpuMs ? `${r.cpuMs.workers.toFixed(2)} + ${r.cpuMs.primary.toFixed(2)}` : "").padStart(33),
      ].join(" "),
    );
  }
  const hit = rows.find((r) => r.name === cachedHome.name);
  const twin = nginxHome && rows.find((r) => r.name === nginxHome.name);
  const renders = rows.filter((r) => r.name.startsWith(uncachedHome.name));
  if (hit) {
    const render = renders.length ? meanOf(renders).rps : undefined;
    console.log(
      `\nPage cache: a hit of / ${hit.rps.toFixed(0)} req/s` +
        (twin
          ? `, nginx with the same bytes ${twin.rps.toFixed(0)} req/s: ratio ${(hit.rps / twin.rps).toFixed(2)} (goal >= 0.5)`
          : " (nginx not available)") +
        (render === undefined ? "" : `; an uncached render of / ${render.toFixed(0)} req/s (${(render / bare).toFixed(3)} of bare node:http)`),
    );
  }
  if (hit && renders.length) {
    console.log(
      `Web workers' resident memory: ${rssText(rssAtStart)} before the uncached renders, ${rssAfter.map(rssText).join(", then ")} after each 10 s`,
    );
  }
  const refusals = rows.filter((r) => r.name.startsWith(invalid.name.replace(/\)$/, "")));
  const refused = refusals.length > 0 ? meanOf(refusals) : undefined;
  const valid = rows.find((r) => r.name === post.name);
  if (refused && valid) {
    console.log(
      `\nBooking POST: valid ${valid.rps.toFixed(0)} req/s, empty body (400) ${refused.rps.toFixed(0)} req/s ` +
        `(the mean of ${refusals.map((r) => r.rps.toFixed(0)).join(" and ")}): ratio ${(valid.rps / refused.rps).toFixed(2)} (goal >= 0.6)`,
    );
    if (valid.cpuMs && refused.cpuMs) {
      const total = (c: { workers: number; primary: number }) => c.workers + c.primary;
      console.log(
        `Booking POST by CPU per answer: answering (workers) valid ${valid.cpuMs.workers.toFixed(2)} ms, 400 ${refused.cpuMs.workers.toFixed(2)} ms: ` +
          `ratio ${(refused.cpuMs.workers / valid.cpuMs.workers).toFixed(2)}; with the sender's work for its e-mails (primary and sender) ` +
          `${total(valid.cpuMs).toFixed(2)} ms against ${total(refused.cpuMs).toFixed(2)}: ratio ${(total(refused.cpuMs) / total(valid.cpuMs)).toFixed(2)}`,
      );
    }
  }
} finally {
  nginx?.stop();
  bare.kill("SIGTERM");
  await benchDbHandle?.destroy();
  await server?.stop();
  await publicDatabase?.drop();
}

/**
 * Growth: on a server of its own, each admin list, its JSON twin and the dashboard, signed in,
 * with the seed data and again after 1,000 properties, 100,000 inquiries, 100,000 messages and 20,000
 * e-mails were added: the mean time to answer one request and its ratio, the goal being at most 2×. One
 * connection, ADMIN_SECONDS (3) each. BENCH_ADMIN=false leaves it out, BENCH_ADMIN=only runs it alone.
 */
async function adminAtScale(port: number) {
  // A server of its own: the public figures stay on the seed data, and nothing else runs meanwhile.
  const adminDatabase = await benchDatabase("admin");
  const admin = await startProductionServer("bench-admin", port, adminDatabase.serverEnv);
  try {
    const base = admin.base;
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(SERVER_ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("__session="))
      ?.split(";")[0];
    if (!login.ok || !cookie) throw new Error(`Could not sign in for the admin figures (${login.status})`);
    const pages = [
      "/admin/dashboard",
      "/admin/booking-inquiries",
      "/admin/booking-inquiries?status=confirmed",
      "/admin/contact-messages",
      "/admin/properties",
      "/admin/emails",
      "/api/v1/admin/booking-inquiries",
      "/api/v1/admin/contact-messages",
      "/api/v1/admin/properties",
    ];
    const seconds = Number(process.env.ADMIN_SECONDS || 3);
    const measure = async () => {
      const out: Record<string, number> = {};
      for (const page of pages) {
        // One request at a time (the time to answer one, not a queue behind nine others), timed to the
        // microsecond: autocannon rounds each latency to a whole millisecond, too coarse for a JSON list.
        const until = performance.now() + seconds * 1000;
        let count = 0;
        let spent = 0;
        while (performance.now() < until) {
          let started = performance.now();
          const response = await fetch(`${base}${page}`, { headers: { Cookie: cookie } }).catch((error: unknown) => {
            // A kept-alive connection the server closed while the bench was inserting the large data set
            // (SQLite's bulk insert holds this process's event loop for seconds, so the client never
            // noticed the server's idle timeout): asked again on a fresh connection, as a browser does.
            if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
            started = performance.now();
            return fetch(`${base}${page}`, { headers: { Cookie: cookie } });
          });
          await response.arrayBuffer();
          spent += performance.now() - started;
          count++;
          if (!response.ok) throw new Error(`${page}: answered ${response.status}`);
        }
        out[page] = spent / count;
      }
      return out;
    };
    const seeded = await measure();
    const bulk = adminDatabase.open(admin.databasePath);
    try {
      await insertBulkAdminData(bulk);
      await adminDatabase.settle(bulk);
    } finally {
      await bulk.destroy();
    }
    const large = await measure();
    console.log(
      `Admin at scale (one request at a time, ${seconds} s each; mean time to answer with the seed data, then with 100,000 inquiries and messages):`,
    );
    console.log(["page".padEnd(44), "seed ms".padStart(8), "large ms".padStart(9), "ratio".padStart(6)].join(" "));
    for (const page of pages) {
      console.log(
        [
          page.padEnd(44),
          seeded[page].toFixed(2).padStart(8),
          large[page].toFixed(2).padStart(9),
          (large[page] / seeded[page]).toFixed(2).padStart(6),
        ].join(" "),
      );
    }
    console.log("");
  } finally {
    await admin.stop();
    await adminDatabase.drop();
  }
}
