// @ts-check
// Production and development server: one SQLite file, one worker process per core.
// Express (what remix-serve is built on) so loaders get the client address
// for login throttling and static files get proper cache headers.
// See docs/decisions/0002-express-server.md and docs/decisions/0602-cluster-workers.md.
//
// Production with WEB_CONCURRENCY > 1 (default: one per core):
//   primary  migrates and seeds once (startup()), runs the background jobs startup() starts (such as
//            the iCal sync) and SQLite's checkpoints, forks the workers and the e-mail sender, restarts one
//            that dies, and on SIGTERM stops them all before it checkpoints and closes the database.
//   workers  serve HTTP on the shared port; no migrations, no seeding, no background jobs.
//   sender   one more process at a lower CPU priority (nice 10) that sends the e-mail outbox: a burst
//            of inquiries is answered first and its e-mails go out as soon as a core is free.
// Development (--dev) and WEB_CONCURRENCY=1: one process does all of it.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { accessLog } from "./server/access-log.js";
import { redirectTrailingSlash } from "./server/canonical-path.js";
import { oneCacheControl } from "./server/one-cache-control.js";
import { requireValidEnv } from "./server/env.js";
import { answerBadRequest, checkHostHeaders } from "./server/host.js";
import { trackConnections } from "./server/graceful-stop.js";
import { createHealthCheck } from "./server/health.js";
import { answerUnparsableRequests, createRequestLineCheck } from "./server/request-line.js";
import { createAdmission } from "./server/admission.js";
import { createPageCache } from "./server/page-cache.js";
import { createSecurityHeaders } from "./server/security-headers.js";
import { workerExecArgv, workerHeapMb } from "./server/worker-heap.js";

/** @typedef {import("./app/server-entry.server").ServerEntry} ServerEntry */
/** @typedef {import("@remix-run/node").ServerBuild & { entry: { module: { serverEntry: ServerEntry } } }} AppBuild */

// Every variable checked before anything starts: a bad value (or a production server reachable from
// elsewhere without PUBLIC_URL) stops here with one line naming it.
const env = requireValidEnv({ server: true });
const isDev = process.argv.includes("--dev") || env.NODE_ENV === "development";
const port = env.PORT;
const host = env.HOST;
const buildDir = path.resolve(env.BUILD_DIR);
const workerCount = isDev ? 1 : (env.WEB_CONCURRENCY ?? os.availableParallelism());
const DRAIN_TIMEOUT_MS = 10_000;

const viteDevServer = isDev ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } })) : undefined;

/** @returns {Promise<AppBuild>} */
async function loadBuild() {
  return viteDevServer
    ? /** @type {AppBuild} */ (await viteDevServer.ssrLoadModule("virtual:remix/server-build"))
    : import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
}

/** What server.js calls in the app (app/server-entry.server.ts). */
const entryOf = (/** @type {AppBuild} */ build) => build.entry.module.serverEntry;

/**
 * Start-up that needs the database (migrations, seed, session secret). A database that cannot be reached
 * (PostgreSQL down, a wrong host, password or database name in DATABASE_URL) stops the start with the one
 * line the app wrote for it (the password left out), not a stack trace.
 * @param {() => Promise<void>} start
 */
async function startOrStop(start) {
  try {
    await start();
  } catch (error) {
    if (/** @type {{ name?: unknown } | null} */ (error)?.name !== "DatabaseUnavailableError") throw error;
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}

/** The cluster worker that sends the outbox (server.js forks it with this role). */
const SENDER_ROLE = "sender";
/** How much lower the sender's CPU priority is than the web workers' (a nice value). */
const SENDER_NICE = 10;

if (workerCount > 1 && cluster.isPrimary) await runPrimary();
else if (cluster.isWorker && env.TIGONI_ROLE === SENDER_ROLE) await runSender();
else await runServer({ single: cluster.isPrimary });

/** The cluster's primary: start-up once, background jobs, workers, graceful stop. */
async function runPrimary() {
  const app = entryOf(await loadBuild());
  // Migrate and seed before any worker starts, so the first visitor never waits and the generated
  // admin password is printed once.
  await startOrStop(app.startup);
  app.registerServerProcess();
  // The workers (and the sender) leave SQLite's checkpoints to this process, out of the guests' requests.
  app.startBackgroundCheckpoints();

  // Each worker and the sender get their share of the machine's memory as their heap limit (WORKER_HEAP_MB
  // overrides it): on a small VPS they collect garbage before the machine runs short, not after.
  const heapMb = workerHeapMb({ totalMemBytes: os.totalmem(), workers: workerCount, workerHeapMb: env.WORKER_HEAP_MB });
  cluster.setupPrimary({
    exec: fileURLToPath(import.meta.url),
    args: process.argv.slice(2),
    execArgv: workerExecArgv(process.execArgv, heapMb),
  });
  let stopping = false;
  let listening = 0;
  let announced = false;
  const fork = () => cluster.fork({ TIGONI_WORKER: "true" });
  // The e-mail outbox's sender runs in its own process at a lower priority than the web workers: the
  // work of sending (rendering, SMTP) waits for a free core instead of taking one from a request.
  /** @type {import("node:cluster").Worker | undefined} */
  let sender;
  const forkSender = () => {
    const worker = cluster.fork({ TIGONI_WORKER: "true", TIGONI_ROLE: SENDER_ROLE });
    const pid = worker.process.pid;
    if (pid !== undefined) {
      try {
        os.setPriority(pid, SENDER_NICE);
      } catch {
        // Not allowed here (a container without the right): the sender runs at normal priority.
      }
    }
    sender = worker;
  };
  // A worker queued an e-mail: the sender sends it now rather than at its next poll.
  cluster.on("message", (_worker, message) => {
    if (message?.type === app.OUTBOX_MESSAGE && sender?.isConnected()) sender.send(message);
  });
  cluster.on("listening", () => {
    listening++;
    if (!announced && listening >= workerCount) {
      announced = true;
      console.log(`Tigoni Retreats is listening on http://localhost:${port} (${workerCount} workers)`);
      console.log(heapMb === null ? "Workers' heap: Node's default" : `Workers' heap limit: ${heapMb} MB each (WORKER_HEAP_MB)`);
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const isSender = worker === sender;
    console.error(`${isSender ? "E-mail sender" : "Worker"} ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    setTimeout(isSender ? forkSender : fork, 500).unref();
  });
  for (let i = 0; i < workerCount; i++) fork();
  forkSender();

  /** @param {NodeJS.Signals} signal */
  async function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: no new connections; finishing requests in flight (up to ${DRAIN_TIMEOUT_MS / 1000} s).`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const codes = await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve) => {
            if (worker.isDead()) return resolve(worker.process.exitCode ?? 0);
            worker.once("exit", (code) => resolve(code ?? 0));
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    let code = codes.every((c) => c === 0) ? 0 : 1;
    try {
      // Background jobs stop, then the last connection checkpoints the WAL and closes the database.
      console.log(`Stopped: ${await app.shutdown()}.`);
    } catch (error) {
      console.error("Could not stop cleanly:", error);
      code = 1;
    }
    process.exit(code);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * The e-mail sender process (a cluster worker with the sender role): opens the database, runs the task
 * queue (the e-mails and the other work after a commit), and wakes when the primary passes on a web worker's
 * "queued an e-mail". On SIGTERM it finishes the task in flight and closes its connection. It serves no HTTP.
 */
async function runSender() {
  const entry = entryOf(await loadBuild());
  await startOrStop(entry.startWorker);
  // The task runner: e-mails, refunds and provider questions.
  entry.startTasks();
  // Its claims name this process's row: a restart frees them as soon as this process is gone.
  entry.registerServerProcess();
  process.on("message", (/** @type {{ type?: unknown } | null} */ message) => {
    if (message?.type === entry.OUTBOX_MESSAGE) entry.notifyOutbox();
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    let code = 0;
    try {
      await entry.shutdown();
    } catch (error) {
      console.error("E-mail sender could not stop cleanly:", error);
      code = 1;
    }
    process.exit(code);
  };
  process.on("SIGTERM", () => void stop());
  // Ctrl-C reaches every process of the group: the sender waits for the primary's SIGTERM instead.
  process.on("SIGINT", () => undefined);
  // A sender whose primary died goes down with it (see the same rule for the web workers).
  process.on("disconnect", () => {
    if (stopping) return;
    console.error(`E-mail sender ${process.pid}: the primary process is gone; stopping.`);
    process.exit(1);
  });
}

/**
 * Hides compression's `res.flush` from Remix's response writer (see where it is used).
 * @type {import("express").RequestHandler}
 */
function noFlushPerChunk(req, res, next) {
  delete (/** @type {{ flush?: unknown }} */ (res).flush);
  next();
}

/**
 * The last word on an error that reached Express. A request Remix's adapter could not turn into a URL
 * (server/request-line.js refuses the known ones first) is the client's: 400, no stack trace; so is an
 * HTTP error with a 4xx status a middleware raised (express.static's 416). Anything else is ours: logged,
 * 500 without details.
 * @type {import("express").ErrorRequestHandler}
 */
function answerErrors(error, req, res, next) {
  if (res.headersSent) return next(error);
  const invalidUrl = /** @type {NodeJS.ErrnoException} */ (error)?.code === "ERR_INVALID_URL";
  // A refusal a middleware raised as an HTTP error (the static files' 416 for a Range past the file's end,
  // with its Content-Range): the client's, answered with its own status and headers, no stack trace.
  const { status: raised, headers: raisedHeaders } = /** @type {{ status?: unknown, headers?: Record<string, string> }} */ (error ?? {});
  const clientStatus = invalidUrl ? 400 : typeof raised === "number" && raised >= 400 && raised < 500 ? raised : undefined;
  if (!clientStatus) console.error(error);
  res
    .status(clientStatus ?? 500)
    .type("text/plain; charset=utf-8")
    .set("Cache-Control", "no-store");
  if (clientStatus && raisedHeaders) res.set(raisedHeaders);
  res.send(clientStatus ? http.STATUS_CODES[clientStatus] : "Internal Server Error");
}

/**
 * One HTTP server: a cluster worker, or the whole server when `single` (development, WEB_CONCURRENCY=1).
 * @param {{ single: boolean }} options
 */
async function runServer({ single }) {
  const initialBuild = await loadBuild();
  const entry = entryOf(initialBuild);
  if (single) {
    await startOrStop(entry.startup);
    entry.startTasks();
  } else {
    // The primary already migrated and seeded: open the database and read the session secret only.
    await startOrStop(entry.startWorker);
  }

  const app = express();
  app.disable("x-powered-by");
  app.disable("etag"); // Remix and the page cache set their own.
  // Behind TRUST_PROXY proxies (a hop count, or their addresses), the client is the right-most address of
  // X-Forwarded-For that is not one of them: what the nearest proxy saw, never what the client wrote.
  app.set("trust proxy", env.TRUST_PROXY);
  /** @type {(address: string | undefined, hop: number) => boolean} */
  const trustsProxy = app.get("trust proxy fn");

  // Structured access log, off unless ACCESS_LOG=true (one JSON line per request on stdout).
  if (env.ACCESS_LOG) app.use(accessLog());

  const securityHeaders = createSecurityHeaders({ isDev, isProduction: env.NODE_ENV === "production" });
  app.use((req, res, next) => {
    securityHeaders(req, res);
    next();
  });

  // `/about/` → 301 `/about` (query kept): one address per page.
  app.use(redirectTrailingSlash);

  // Anonymous public pages and JSON from memory, before compression, static files or Remix (not in development).
  const pageCacheMb = env.PAGE_CACHE_MB;
  const pageCache =
    viteDevServer || !(pageCacheMb > 0)
      ? undefined
      : createPageCache({
          dataVersion: entry.currentDataVersionReader(),
          maxBytes: pageCacheMb * 1024 * 1024,
          publicHosts: env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).hostname] : [],
        });
  if (pageCache) app.use(pageCache.serve);

  if (viteDevServer) {
    app.use(compression());
    app.use(viteDevServer.middlewares);
  } else {
    // Hashed assets: brotli/gzip files made at build time (scripts/precompress.mjs), cached for a year.
    app.use(
      "/assets",
      expressStaticGzip(path.join(buildDir, "client/assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false },
      }),
    );
    app.use(compression());
    // Remix flushes the compressor after every chunk it writes (it calls `res.flush()` when there is one):
    // a page of React's small chunks was compressed in ~50 separate deflate blocks and written in ~50
    // packets, which doubled the time to answer a 95 KB admin list. Nothing here streams slowly (no
    // deferred data, no event streams), so each response is compressed in one pass and ends with `end()`.
    app.use(noFlushPerChunk);
    // The other built files (favicon, icon sprite, images) by their top-level name, read once: a page or
    // API request never costs a file-system lookup (express.static alone stats every path it is given).
    const clientDir = path.join(buildDir, "client");
    const clientEntries = new Set(fs.readdirSync(clientDir).map((name) => `/${name}`));
    const clientFiles = express.static(clientDir, {
      maxAge: "1h",
      index: false,
      // The illustrations' AVIF copies (scripts/raster-images.mjs): express.static's type table predates AVIF.
      setHeaders: (res, filePath) => {
        if (filePath.endsWith(".avif")) res.setHeader("Content-Type", "image/avif");
      },
    });
    app.use((req, res, next) => {
      const end = req.path.indexOf("/", 1);
      return clientEntries.has(end === -1 ? req.path : req.path.slice(0, end)) ? clientFiles(req, res, next) : next();
    });
  }

  // Uploaded photos, from the database (any server answers any photo): every name is new (random id +
  // width), so they never change: cached for a year. An unknown name falls through to the 404 page.
  app.use("/uploads", entry.servePhotos);

  // Cross-site non-GET requests get 403; page actions take only form bodies of at most 64 KiB (413/415/400).
  app.use(entry.requestGuards());

  if (pageCache) app.use(pageCache.capture);
  app.use(oneCacheControl);

  app.all(
    "*",
    createRequestHandler({
      // Pages answer 503 with the error page, and JSON routes 503 { message }, while the database cannot be reached.
      build: viteDevServer
        ? () => loadBuild().then((build) => entryOf(build).answerUnavailableWith503(build))
        : entry.answerUnavailableWith503(initialBuild),
      /** @returns {import("@remix-run/node").AppLoadContext} */
      getLoadContext: (req, res) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown", cspNonce: res.locals.cspNonce }),
    }),
  );
  app.use(answerErrors);

  // A page-cache hit is answered by the HTTP server itself, before Express does any work (unless every
  // request is logged: then everything goes through Express and its access log).
  const answerFromCache = pageCache && !env.ACCESS_LOG ? pageCache.answer : undefined;
  // Past REQUESTS_IN_FLIGHT requests at once this worker answers 503 with Retry-After (server/admission.js).
  const admission = createAdmission({ limit: env.REQUESTS_IN_FLIGHT });
  /** @type {import("node:http").RequestListener} */
  const handle = (req, res) => {
    if (requestLineCheck(req, res)) return;
    // A malformed Host is refused before anything reads it; forwarded headers count only from a trusted proxy.
    if (!checkHostHeaders(req, trustsProxy)) {
      securityHeaders(req, res);
      return answerBadRequest(res);
    }
    if (healthCheck(req, res)) return;
    if (answerFromCache?.(req, res, securityHeaders)) return;
    if (!admission.admit(req, res, securityHeaders)) return;
    app(req, res);
  };
  const server = http.createServer(handle);
  // An unknown method (501) or a request target that is not a path (400): answered here, never a 500
  // from Remix's adapter (server/request-line.js); a Host that is not a host is server/host.js's 400.
  answerUnparsableRequests(server);
  const requestLineCheck = createRequestLineCheck({
    allowedMethods: (pathname) => entry.allowedMethods(initialBuild.routes, pathname),
    securityHeaders,
  });
  // Which connections and requests are open, for the graceful stop below and GET /healthz.
  const connections = trackConnections(server);
  const healthCheck = createHealthCheck({
    draining: connections.draining,
    databaseAnswers: (timeoutMs) => entry.databaseAnswers(timeoutMs),
    securityHeaders,
  });
  server.listen(port, host, () => {
    entry.registerServerProcess();
    if (single) console.log(`Tigoni Retreats is listening on http://localhost:${port}`);
  });

  // Graceful stop (SIGTERM from systemd/docker or from the primary, Ctrl-C): /healthz answers 503 at once,
  // every request that reached the server is answered (keep-alive connections close after their current
  // response), new connections stop once the queued ones are taken, and after at most 10 s what is left
  // is cut (server/graceful-stop.js). Then the app's shutdown hooks run (background jobs register them
  // with onShutdown() from app/lib/shutdown.server.ts), the WAL is checkpointed, the database closed, exit 0.
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  async function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    if (single) console.log(`${signal}: no new connections; finishing requests in flight (up to ${DRAIN_TIMEOUT_MS / 1000} s).`);
    await connections.drain({
      timeoutMs: DRAIN_TIMEOUT_MS,
      onForced: (open) => console.warn(`Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s: closing their ${open} connection(s).`),
    });

    let code = 0;
    try {
      const done = await entryOf(viteDevServer ? await loadBuild() : initialBuild).shutdown();
      await viteDevServer?.close();
      if (single) console.log(`Stopped: ${done}.`);
    } catch (error) {
      console.error("Could not stop cleanly:", error);
      code = 1;
    }
    process.exit(code);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // Ctrl-C reaches every process of the group: a worker waits for the primary's SIGTERM instead.
  process.on("SIGINT", () => (single ? void shutdown("SIGINT") : undefined));
  // A worker whose primary died (kill -9, crash) goes down with it at once, as one server would:
  // nothing keeps serving a database that `npm run restore` may be about to replace.
  if (!single) {
    process.on("disconnect", () => {
      if (stopping) return;
      console.error(`Worker ${process.pid}: the primary process is gone; stopping.`);
      process.exit(1);
    });
  }
}
