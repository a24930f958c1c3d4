import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { registerServerProcess, shutdown } from "~/services/lifecycle.server";
import { seedTestDb } from "../setup/api";

// npm run backup / restore on PostgreSQL (DATABASE_URL): pg_dump / pg_restore in custom format, with the
// SQLite restore's safety: refused while a server runs on the database (its row in serverProcesses,
// whichever machine it is on), refused for a file that is not a backup, the current data kept aside.
const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-pg-backup-"));
const backupFile = path.join(dir, "before.dump");
const url = () => process.env.DATABASE_URL!;

function npmScript(script: "backup" | "restore", file: string) {
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), [`scripts/${script}.ts`, file], {
    env: { ...process.env, UPLOADS_DIR: path.join(dir, "uploads") },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function addMessage(subject: string) {
  const db = await getDb();
  await db.insertInto("contactMessages").values({ name: "T", email: "t@example.com", subject, message: "m" }).execute();
}

const subjects = async () => (await query<{ subject: string }>(`select subject from "contactMessages" order by id`)).map((r) => r.subject);

const asides: string[] = [];
beforeAll(async () => {
  await seedTestDb();
});
afterAll(async () => {
  for (const schema of asides) await query(`drop schema if exists "${schema}" cascade`);
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run backup / restore on PostgreSQL", () => {
  it("backs up with pg_dump, refuses to restore while a server runs, restores in one piece and keeps the current data aside", async () => {
    await addMessage("kept by the backup");
    const backup = npmScript("backup", backupFile);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain("pg_dump custom format");
    expect(backup.output).not.toContain("PGPASSWORD");
    expect(existsSync(backupFile)).toBe(true);
    await addMessage("written after the backup");

    // A server serves this database: its mark is a row, seen by the restore from any machine.
    registerServerProcess();
    await expect.poll(async () => (await query(`select id from "serverProcesses"`)).length).toBe(1);
    const refused = npmScript("restore", backupFile);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain("Restore refused: A server is running on");
    expect(refused.output).toContain(`process ${process.pid}`);
    expect(refused.output).toContain("Nothing was changed.");
    expect(await subjects()).toContain("written after the backup");

    // Its stop removes the mark; a mark a crashed server left long ago does not count.
    await shutdown();
    expect(await query(`select id from "serverProcesses"`)).toEqual([]);
    await query(`insert into "serverProcesses" (id, host, pid, "startedAt", "seenAt") values ('crashed', 'elsewhere', 1, $1, $1)`, [
      new Date(Date.now() - 120_000).toISOString(),
    ]);

    const restored = npmScript("restore", backupFile);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/Restored .* \(schema test_\w+\): 6 properties, 6 activities, 0 bookingInquiries, 1 contactMessages, 1 users\./);
    const aside = /Kept the current database aside as schema (\S+)\./.exec(restored.output)?.[1];
    expect(aside, restored.output).toBeTruthy();
    asides.push(aside!);

    expect(await subjects()).toEqual(["kept by the backup"]);
    // The data it replaced is all there, in the schema set aside.
    expect((await query<{ subject: string }>(`select subject from "${aside}"."contactMessages" order by id`)).map((r) => r.subject)).toEqual([
      "kept by the backup",
      "written after the backup",
    ]);
    // A backup holds no server marks (they describe processes, not data).
    expect(await query(`select id from "serverProcesses"`)).toEqual([]);
    // The restored database works for the app again: triggers, identity ids.
    await addMessage("after the restore");
    expect(await subjects()).toEqual(["kept by the backup", "after the restore"]);
  }, 180_000);

  it("refuses a file that is not a pg_dump archive and changes nothing", async () => {
    const junk = path.join(dir, "junk.dump");
    writeFileSync(junk, "not a backup at all");
    const before = await subjects();
    const refused = npmScript("restore", junk);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain("is not a pg_dump archive in custom format");
    expect(refused.output).toContain("Nothing was changed.");
    expect(await subjects()).toEqual(before);
  }, 60_000);
});
