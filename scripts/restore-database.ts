// Restore the SQLite database from a backup file (used by scripts/restore.ts; tested directly).
// Refuses while a server serves the database, verifies the backup, keeps the current database (and its
// -wal/-shm) aside, and swaps the verified copy in with one atomic rename.
import { closeSync, existsSync, fsyncSync, linkSync, copyFileSync, mkdirSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { liveServerPids } from "~/lib/server-pid.server";

export class RestoreError extends Error {}

export interface RestoreReport {
  backup: string;
  database: string;
  /** Where the database that was replaced now is (undefined when there was none). */
  keptAside?: string;
  counts: Record<string, number>;
  lines: string[];
}

/** Tables whose row counts are printed so the operator sees what comes back. */
const COUNTED = ["properties", "activities", "bookingInquiries", "contactMessages", "users"];

function fsyncPath(file: string) {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** integrity_check must answer "ok", and it must be this app's database (it has our migrations). */
function verify(file: string, label: string): Record<string, number> {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreError(`${label} ${file} cannot be opened as a SQLite database: ${(error as Error).message}`);
  }
  try {
    let integrity: unknown;
    try {
      integrity = db.pragma("integrity_check", { simple: true });
    } catch (error) {
      throw new RestoreError(`${label} ${file} is not a usable SQLite database: ${(error as Error).message}`);
    }
    if (integrity !== "ok") throw new RestoreError(`${label} ${file} failed PRAGMA integrity_check: ${String(integrity)}`);
    const tables = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((t) => t.name));
    if (!tables.has("kysely_migration") || !tables.has("properties")) {
      throw new RestoreError(`${label} ${file} is a SQLite file but not a Tigoni Retreats database (no migrations table).`);
    }
    const counts: Record<string, number> = {};
    for (const table of COUNTED) {
      if (tables.has(table)) counts[table] = (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
    }
    return counts;
  } finally {
    db.close();
  }
}

export async function restoreDatabase({ backup, database, stamp }: { backup: string; database: string; stamp?: string }): Promise<RestoreReport> {
  const source = path.resolve(backup);
  const target = path.resolve(database);
  const lines: string[] = [];
  if (!existsSync(source) || !statSync(source).isFile()) throw new RestoreError(`Backup file ${source} does not exist.`);
  if (source === target) throw new RestoreError(`The backup is the database itself (${target}); nothing to restore.`);

  const running = liveServerPids(target);
  if (running.length > 0) {
    throw new RestoreError(
      `The server is running on ${target} (process ${running.join(", ")}). Stop it first (it closes the database cleanly on SIGTERM), then run the restore again.`,
    );
  }

  // 1. The backup is sound and is ours.
  const counts = verify(source, "Backup");
  lines.push(
    `Verified ${source}: integrity_check ok; ${Object.entries(counts)
      .map(([t, n]) => `${n} ${t}`)
      .join(", ")}.`,
  );

  // 2. A consistent single-file copy beside the database (SQLite's backup API also folds in any WAL of
  //    the backup file), checked again, so the final swap is one rename on the same file system.
  const when = stamp ?? new Date().toISOString().replace(/[:.]/g, "-");
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = `${target}.restoring-${when}`;
  for (const f of [staging, `${staging}-wal`, `${staging}-shm`, `${staging}-journal`]) rmSync(f, { force: true });
  try {
    const src = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      await src.backup(staging);
    } finally {
      src.close();
    }
    verify(staging, "The copy");
  } catch (error) {
    rmSync(staging, { force: true });
    throw error;
  } finally {
    for (const f of [`${staging}-wal`, `${staging}-shm`]) rmSync(f, { force: true });
  }
  fsyncPath(staging);

  // 3. The current database and its -wal/-shm go aside together (SQLite opens the aside file with its own WAL).
  let keptAside: string | undefined;
  if (existsSync(target)) {
    keptAside = `${target}.before-restore-${when}`;
    try {
      linkSync(target, keptAside);
    } catch {
      copyFileSync(target, keptAside);
    }
    const moved = [keptAside];
    for (const suffix of ["-wal", "-shm"]) {
      if (existsSync(`${target}${suffix}`)) {
        renameSync(`${target}${suffix}`, `${keptAside}${suffix}`);
        moved.push(`${keptAside}${suffix}`);
      }
    }
    lines.push(`Kept the current database aside: ${moved.join(", ")}.`);
  }
  rmSync(`${target}-journal`, { force: true });

  // 4. The swap: one atomic rename over the database file.
  renameSync(staging, target);
  fsyncPath(path.dirname(target));
  try {
    verify(target, "The restored database");
  } catch (error) {
    // Not a RestoreError: something did change. The old database is still complete aside.
    throw new Error(`${(error as Error).message}. The previous database is kept at ${keptAside ?? "(there was none)"}.`);
  }
  lines.push(`Restored ${source} to ${target} (no -wal/-shm left from the old database).`);
  lines.push("Start the server again (npm start); signed-in sessions are those of the backup.");
  return { backup: source, database: target, keptAside, counts, lines };
}
