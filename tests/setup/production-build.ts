import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The newest modification time of a file under `dir`. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * Tests that start the real server (`node server.js`) need the production build of the code as it is
 * now: build it when there is none, or when app/ or migrations/ changed since (server.js and server/
 * are not built: they are always current).
 */
export function ensureProductionBuild(): void {
  const built = path.resolve("build/server/index.js");
  if (existsSync(built) && statSync(built).mtimeMs > Math.max(newest("app"), newest("migrations"))) return;
  // Without Vitest's own variables (vite.config.ts leaves the Remix plugin out under Vitest) and its NODE_ENV.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "NODE_ENV"),
  ) as NodeJS.ProcessEnv;
  execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"], env });
}
