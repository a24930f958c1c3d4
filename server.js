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

const app = express();
app.disable("x-powered-by");
if (process.env.TRUST_PROXY === "true") app.set("trust proxy", true);
app.use(compression());

app.use((_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  next();
});

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
}

if (process.env.LOG_REQUESTS !== "false") app.use(morgan("tiny"));

// Cross-site non-GET requests get 403; page actions take only form bodies of at most 64 KiB (413/415/400).
app.use(initialBuild.entry.module.requestGuards());

app.all(
  "*",
  createRequestHandler({
    build: viteDevServer ? () => loadBuild() : initialBuild,
    getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
  }),
);

const server = app.listen(port, host, () => {
  console.log(`Tigoni Retreats is listening on http://localhost:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
