import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "~/db/db.server";
import { serverPidFile } from "~/lib/server-pid.server";
import { seedTestDb } from "../setup/api";
import { restoreDatabase, RestoreError } from "../../scripts/restore-database";

// Restore: copying a backup over app.db beside a leftover -wal corrupts it; the restore script
// verifies the backup, keeps the current database aside and swaps files so the next start is sound.
const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-restore-"));
const backup = path.join(dir, "backup.db");
const live = path.join(dir, "live", "app.db");

const subjects = (file: string) =>
  (new SQLite(file, { readonly: true }).prepare("select subject from contactMessages order by id").all() as { subject: string }[]).map(
    (r) => r.subject,
  );

function addMessage(file: string, subject: string) {
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.prepare("insert into contactMessages (name, email, subject, message, createdAt) values ('T', 't@example.com', ?, 'm', ?)").run(
    subject,
    new Date().toISOString(),
  );
  db.close();
}

/** A server that wrote and then died without closing the database (kill -9): its -wal and -shm stay behind. */
function crashAfterWriting(file: string, subject: string) {
  const script = `
    const SQLite = require("better-sqlite3");
    const db = new SQLite(process.argv[1]);
    db.pragma("journal_mode = WAL");
    db.pragma("wal_autocheckpoint = 0");
    db.prepare("insert into contactMessages (name, email, subject, message, createdAt) values ('T','t@example.com',?,'m','2026-01-01T00:00:00.000Z')").run(process.argv[2]);
    process.kill(process.pid, "SIGKILL");`;
  spawnSync(process.execPath, ["-e", script, file, subject], { cwd: process.cwd() });
}

beforeAll(async () => {
  // The app's own database (migrated and seeded) becomes the live database; a backup is taken of it.
  await seedTestDb();
  await closeDb();
  const source = process.env.DATABASE_PATH!;
  addMessage(source, "in the backup");
  const copy = new SQLite(source, { readonly: true });
  await copy.backup(backup);
  copy.close();
  mkdirSync(path.dirname(live), { recursive: true });
  copyFileSync(source, live);
  addMessage(live, "after the backup");
  crashAfterWriting(live, "written just before the crash");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("restore", () => {
  it("the starting point: a crashed server left -wal/-shm beside the database", () => {
    expect(existsSync(`${live}-wal`)).toBe(true);
    expect(existsSync(`${live}-shm`)).toBe(true);
  });

  it("refuses while a server serves the database, and changes nothing", async () => {
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    await new Promise((r) => child.once("spawn", r));
    writeFileSync(serverPidFile(live, child.pid!), `${child.pid}\n`);
    const before = readFileSync(live);
    try {
      await expect(restoreDatabase({ backup, database: live })).rejects.toThrow(/server is running/);
    } finally {
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
    }
    expect(readFileSync(live).equals(before)).toBe(true);
    expect(existsSync(`${live}-wal`)).toBe(true);
  });

  it("refuses a backup that is not a sound database of this app", async () => {
    const garbage = path.join(dir, "garbage.db");
    writeFileSync(garbage, "SQLite format 3\0" + "x".repeat(5000));
    await expect(restoreDatabase({ backup: garbage, database: live })).rejects.toBeInstanceOf(RestoreError);

    const truncated = path.join(dir, "truncated.db");
    writeFileSync(truncated, readFileSync(backup).subarray(0, 4096 * 3));
    await expect(restoreDatabase({ backup: truncated, database: live })).rejects.toBeInstanceOf(RestoreError);

    const other = path.join(dir, "other.db");
    const db = new SQLite(other);
    db.exec("create table notes (x text)");
    db.close();
    await expect(restoreDatabase({ backup: other, database: live })).rejects.toThrow(/not a Tigoni Retreats database/);
    await expect(restoreDatabase({ backup: path.join(dir, "missing.db"), database: live })).rejects.toThrow(/does not exist/);
    expect(existsSync(`${live}-wal`), "nothing changed").toBe(true);
  });

  it("restores the backup over a database with a leftover WAL, keeping the old one aside intact", async () => {
    const report = await restoreDatabase({ backup, database: live, stamp: "test" });
    expect(report.lines.join("\n")).toMatch(/Verified .*integrity_check ok.*contactMessages/);
    expect(report.lines.join("\n")).toContain("Kept the current database aside");
    expect(report.keptAside).toBe(`${live}.before-restore-test`);
    expect(existsSync(`${live}-wal`) && readFileSync(`${live}-wal`).length > 0).toBe(false);

    // The next start opens it like the server does: sound, with the backup's rows only.
    const db = new SQLite(live);
    db.pragma("journal_mode = WAL");
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
    expect(subjects(live)).toContain("in the backup");
    expect(subjects(live)).not.toContain("after the backup");

    // The database that was replaced, with its WAL, is complete where the report says.
    expect(subjects(report.keptAside!)).toEqual(expect.arrayContaining(["in the backup", "after the backup", "written just before the crash"]));
  });
});
