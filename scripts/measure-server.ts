// What the measuring scripts share (npm run bench, lighthouse, js-weight): Debian's Chromium with the flags
// this machine needs, and the production build started on a throwaway database on loopback.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Chromium's flags for this machine (no sandbox as root, no GPU, no background traffic); Playwright uses them too. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Answer `url` with a 2xx within 30 s, or throw. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

export interface ThrowawayServer {
  base: string;
  databasePath: string;
  process: ChildProcess;
  /** SIGTERM, a moment to stop, and the throwaway folder removed. */
  stop(): Promise<void>;
}

/** `node server.js` in production on 127.0.0.1:`port`, on a fresh database in a temporary folder, once it answers. */
export async function startProductionServer(name: string, port: number, env: Record<string, string> = {}): Promise<ThrowawayServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `tigoni-${name}-`));
  const databasePath = path.join(dir, "app.db");
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      // Throwaway credentials for a database that is deleted afterwards.
      ADMIN_PASSWORD: `${name}-throwaway-password`,
      SESSION_SECRET: `${name}-throwaway-secret`,
      MAIL_DIR: path.join(dir, "mail"),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/v1/properties`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, databasePath, process: child, stop };
}
