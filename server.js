// Production and development server: one Node process, one SQLite file.
// Express (what remix-serve is built on) so loaders get the client address
// for login throttling and static files get proper cache headers.
// See docs/decisions/0002-express-server.md.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { securityHeaders } from "./server/security-headers.js";

const isDev = process.argv.includes("--dev") || process.env.NODE_ENV === "development";
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";
const buildDir = path.resolve(process.env.BUILD_DIR || "build");

const viteDevServer = isDev ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } })) : undefined;

async function loadBuild() {
  return viteDevServer
    ? viteDevServer.ssrLoadModule("virtual:remix/server-build")
    : import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
}

// Migrate and seed before accepting traffic, so the first visitor never waits
// and the generated admin password is printed at start-up.
const initialBuild = await loadBuild();
await initialBuild.entry.module.startup();
// The e-mail outbox's background sender (unref()ed timer; stopped on shutdown below).
initialBuild.entry.module.startMailer();

const app = express();
app.disable("x-powered-by");
if (process.env.TRUST_PROXY === "true") app.set("trust proxy", true);
app.use(compression());

app.use(securityHeaders({ isDev, isProduction: process.env.NODE_ENV === "production" }));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
}

// Uploaded photos (issue 13): every file name is new (random id + width), so they never change: cache for a year.
app.use(
  "/uploads",
  express.static(initialBuild.entry.module.uploadsDir(), {
    immutable: true,
    maxAge: "1y",
    index: false,
    dotfiles: "deny",
    fallthrough: true,
    setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
  }),
);

if (process.env.LOG_REQUESTS !== "false") app.use(morgan("tiny"));

// Cross-site non-GET requests get 403; page actions take only form bodies of at most 64 KiB (413/415/400).
app.use(initialBuild.entry.module.requestGuards());

app.all(
  "*",
  createRequestHandler({
    build: viteDevServer ? () => loadBuild() : initialBuild,
    getLoadContext: (req, res) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown", cspNonce: res.locals.cspNonce }),
  }),
);

const server = app.listen(port, host, () => {
  initialBuild.entry.module.registerServerProcess();
  console.log(`Tigoni Retreats is listening on http://localhost:${port}`);
});

// Graceful stop (SIGTERM from systemd/docker, Ctrl-C): stop accepting, let in-flight requests finish
// for up to 10 s, then run the app's shutdown hooks (background jobs register them with onShutdown()
// from app/lib/shutdown.server.ts), checkpoint the WAL, close the database and exit 0.
const DRAIN_TIMEOUT_MS = 10_000;
let stopping = false;

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: no new connections; finishing requests in flight (up to ${DRAIN_TIMEOUT_MS / 1000} s).`);
  const drained = new Promise((resolve) => server.close(resolve));
  // Keep-alive connections that finish their last request are closed as soon as they are idle.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    console.warn(`Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s: closing their connections.`);
    server.closeAllConnections();
  }, DRAIN_TIMEOUT_MS);
  await drained;
  clearInterval(idleSweep);
  clearTimeout(deadline);

  let code = 0;
  try {
    const build = viteDevServer ? await loadBuild() : initialBuild;
    await build.entry.module.shutdown();
    await viteDevServer?.close();
    console.log("Stopped: database checkpointed and closed.");
  } catch (error) {
    console.error("Could not stop cleanly:", error);
    code = 1;
  }
  process.exit(code);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
