import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, statSync } from "node:fs";

// A production server of our own on its own SQLite file and port, so a test can stop, restore and
// start it again without touching the shared e2e server.
export const OPS_PORT = Number(process.env.E2E_PORT || 3210) + 51;
export const OPS_BASE = `http://127.0.0.1:${OPS_PORT}`;

export interface RunningServer {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export async function startServer(databasePath: string, env: Record<string, string> = {}): Promise<RunningServer> {
  let output = "";
  const proc = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(OPS_PORT),
      LOG_REQUESTS: "false",
      DATABASE_PATH: databasePath,
      ADMIN_PASSWORD: "ops-admin-password-123",
      SESSION_SECRET: "ops-test-secret",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stdout!.on("data", (d) => (output += d));
  proc.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  for (let i = 0; i < 150; i++) {
    if (output.includes("listening")) return { proc, output: () => output, exited };
    if (proc.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill("SIGKILL");
  throw new Error(`server did not start: ${output}`);
}

/** SIGTERM and wait for the exit code. */
export async function stopServer(server: RunningServer): Promise<number | null> {
  server.proc.kill("SIGTERM");
  return server.exited;
}

/** Bytes of the write-ahead log beside the database (0 when there is none). */
export function walBytes(databasePath: string): number {
  return existsSync(`${databasePath}-wal`) ? statSync(`${databasePath}-wal`).size : 0;
}

export const contactMessage = (subject: string) => ({
  name: "Ops Tester",
  email: "ops@example.com",
  subject,
  message: `A message about ${subject} that must survive.`,
});
