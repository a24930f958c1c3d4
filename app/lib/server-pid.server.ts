import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// Every server process marks the database it serves with a file `<db>.server-<pid>.pid` beside it,
// removed when it stops. `npm run restore` refuses to replace a database a live process still serves.
// A file left by a crash (kill -9, power loss) names a process that no longer exists and is ignored.

const PREFIX = ".server-";
const SUFFIX = ".pid";

export function serverPidFile(databaseFile: string, pid = process.pid): string {
  return `${databaseFile}${PREFIX}${pid}${SUFFIX}`;
}

export function writeServerPidFile(databaseFile: string): string {
  const file = serverPidFile(databaseFile);
  writeFileSync(file, `${process.pid}\n`);
  return file;
}

export function removeServerPidFile(databaseFile: string): void {
  rmSync(serverPidFile(databaseFile), { force: true });
}

/** A process that has exited but whose parent has not reaped it yet (Linux); such a zombie serves nothing. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

/** Whether a process with this pid runs on this machine (in this pid namespace). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A cluster worker orphaned by a crashed primary exits at once but may wait a moment to be reaped.
    return !isZombie(pid);
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Process ids of live servers that marked this database (stale marks of dead processes are left out). */
export function liveServerPids(databaseFile: string): number[] {
  const dir = path.dirname(databaseFile);
  if (!existsSync(dir)) return [];
  const start = path.basename(databaseFile) + PREFIX;
  return readdirSync(dir)
    .filter((name) => name.startsWith(start) && name.endsWith(SUFFIX))
    .map((name) => Number(name.slice(start.length, -SUFFIX.length)))
    .filter((pid) => Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid));
}
