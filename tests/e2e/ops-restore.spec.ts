import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { startServer } from "../../scripts/measure-server";
import { contactMessage, OPS_ADMIN, OPS_BASE, OPS_PORT, walBytes } from "./ops-helpers";

// Backup → restore → start, with the operator's commands (npm run backup / restore).
let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-restore-e2e-"));
});
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function npmScript(script: "backup" | "restore", file: string, databasePath: string) {
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), [`scripts/${script}.ts`, file], {
    env: { ...process.env, DATABASE_PATH: databasePath, NODE_ENV: "production" },
    encoding: "utf8",
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function subjectsOnServer(): Promise<string[]> {
  const api = await playwrightRequest.newContext({ baseURL: OPS_BASE });
  expect((await api.post("/api/v1/auth/login", { data: OPS_ADMIN })).status()).toBe(200);
  const res = await api.get("/api/v1/admin/contact-messages?limit=100");
  expect(res.status()).toBe(200);
  const items = (await res.json()) as { subject: string }[];
  await api.dispose();
  return items.map((m) => m.subject);
}

test("backup, crash, restore and start again: the backup's data is back and the server runs", async () => {
  test.setTimeout(90_000); // two server starts, each seconds long on a busy machine
  const database = path.join(dir, "data", "app.db");
  const backupFile = path.join(dir, "backups", "before.db");
  const first = await startServer({ port: OPS_PORT, databasePath: database });
  const post = (subject: string) =>
    fetch(`${OPS_BASE}/api/v1/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contactMessage(subject)),
    });
  expect((await post("kept by the backup")).status).toBe(201);

  const backup = npmScript("backup", backupFile, database);
  expect(backup.code, backup.output).toBe(0);
  expect((await post("written after the backup")).status).toBe(201);

  const refused = npmScript("restore", backupFile, database);
  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toContain("Restore refused: The server is running");
  expect(await subjectsOnServer()).toContain("written after the backup");

  // The worst case of the issue: the server dies (kill -9) and leaves -wal/-shm beside the database.
  first.process.kill("SIGKILL");
  await first.exited;
  expect(walBytes(database)).toBeGreaterThan(0);

  const restored = npmScript("restore", backupFile, database);
  expect(restored.code, restored.output).toBe(0);
  expect(restored.output).toMatch(/Verified .*integrity_check ok/);
  expect(restored.output).toMatch(/Kept the current database aside: .*app\.db\.before-restore-[^,]+, .*-wal/);
  expect(restored.output).toContain(`Restored ${backupFile} to ${database}`);

  const second = await startServer({ port: OPS_PORT, databasePath: database });
  try {
    const subjects = await subjectsOnServer();
    expect(subjects).toContain("kept by the backup");
    expect(subjects).not.toContain("written after the backup");
    expect(second.output()).not.toMatch(/SQLITE_CORRUPT|Seeded/);
  } finally {
    expect(await second.stop()).toBe(0);
  }
  expect(existsSync(`${database}-wal`) && walBytes(database) > 0).toBe(false);
});
