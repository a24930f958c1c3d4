import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/*
 * A PostgreSQL cluster of a test's own, in a temporary folder on a free port, for the tests that stop or
 * restart the database (the shared TEST_DATABASE_URL cluster must never be stopped). initdb and pg_ctl
 * refuse to run as root: as root they run as TEST_PG_USER (default pgrun, which .ci/run creates).
 * Binaries from TEST_PG_BIN (default Debian's PostgreSQL 15). Trust authentication on 127.0.0.1 only.
 */

export const PG_BIN = process.env.TEST_PG_BIN || "/usr/lib/postgresql/15/bin";
const PG_USER = process.env.TEST_PG_USER || "pgrun";

/** Whether this machine can make a cluster (the binaries are there). */
export const canMakeCluster = existsSync(path.join(PG_BIN, "initdb")) && existsSync(path.join(PG_BIN, "pg_ctl"));

export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop(): void;
  start(): void;
  /** `pg_ctl restart -m fast`: active transactions rolled back, every committed one kept. */
  restartFast(): void;
  /** Stop it and remove its folder. */
  remove(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function asClusterUser(command: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ["runuser", ["-u", PG_USER, "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}${result.stderr}`);
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  if (!canMakeCluster) throw new Error(`No PostgreSQL binaries in ${PG_BIN} (set TEST_PG_BIN)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", PG_USER], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", PG_USER], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  asClusterUser(path.join(PG_BIN, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) =>
    asClusterUser(path.join(PG_BIN, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-w", "-t", "60", ...args]);
  pgCtl("-o", options, "start");
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      pgCtl("-m", "fast", "stop");
      running = false;
    },
    start() {
      pgCtl("-o", options, "start");
      running = true;
    },
    restartFast() {
      pgCtl("-m", "fast", "-o", options, "restart");
    },
    remove() {
      try {
        if (running) pgCtl("-m", "immediate", "stop");
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
