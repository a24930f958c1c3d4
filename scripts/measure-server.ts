// The production server started for a test or a measurement (npm run bench, lighthouse, js-weight), and
// Debian's Chromium with the flags this machine needs: the one way anything here starts `node server.js`.
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
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

export interface ServerOptions {
  port: number;
  /** A word in the temporary folder's name, to tell runs apart. */
  name?: string;
  /** The SQLite file; by default a fresh one in a temporary folder that `stop()` removes. */
  databasePath?: string;
  /** More environment (or overrides: an empty value means "not set" to the server). */
  env?: Record<string, string>;
  /** Also pass the server's stderr through to ours (the measuring scripts show its errors as they happen). */
  showErrors?: boolean;
}

export interface StartedServer {
  base: string;
  port: number;
  databasePath: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** The exit code once it has exited (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM and wait for the exit (SIGKILL if it has not stopped in 20 s); removes a temporary folder. Returns the exit code. */
  stop(): Promise<number | null>;
}

/** The admin account a started server seeds (unless its env says otherwise). */
export const SERVER_ADMIN = { username: "admin", password: "throwaway-admin-password" };

// Two workers loading the build on a busy two-core machine can take many seconds: be patient.
const START_TIMEOUT_MS = 60_000;

/**
 * `node server.js` in production on 127.0.0.1:`port`, resolved once it says it is listening (with
 * several workers, once all of them are). Its e-mails are written beside its database.
 */
export async function startServer(options: ServerOptions): Promise<StartedServer> {
  const temporary = options.databasePath ? undefined : mkdtempSync(path.join(os.tmpdir(), `tigoni-${options.name ?? "server"}-`));
  const databasePath = options.databasePath ?? path.join(temporary!, "app.db");
  mkdirSync(path.dirname(databasePath), { recursive: true });
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DATABASE_PATH: databasePath,
      MAIL_DIR: path.join(path.dirname(databasePath), "mail"),
      // Throwaway credentials for a database made for this run.
      ADMIN_USERNAME: SERVER_ADMIN.username,
      ADMIN_PASSWORD: SERVER_ADMIN.password,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => {
    output += chunk;
    if (options.showErrors) process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const removeTemporary = () => temporary && rmSync(temporary, { recursive: true, force: true });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(killer);
    }
    removeTemporary();
    return exited;
  };

  const listening = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS);
    const check = () => {
      if (!output.includes("listening")) return;
      clearTimeout(timer);
      resolve(true);
    };
    child.stdout!.on("data", check);
    void exited.then(() => {
      clearTimeout(timer);
      resolve(output.includes("listening"));
    });
  });
  if (!listening) {
    child.kill("SIGKILL");
    await exited;
    removeTemporary();
    throw new Error(`the server on port ${options.port} did not start:\n${output}`);
  }
  return { base: `http://127.0.0.1:${options.port}`, port: options.port, databasePath, process: child, output: () => output, exited, stop };
}

/** What the measuring scripts use: the server on a fresh throwaway database, its errors shown. */
export type ThrowawayServer = StartedServer;
export function startProductionServer(name: string, port: number, env: Record<string, string> = {}): Promise<ThrowawayServer> {
  return startServer({ port, name, env, showErrors: true });
}
