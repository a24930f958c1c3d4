import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A DATABASE_URL nobody answers at: every script that uses the database stops with one line naming the
// database and the problem, the password left out, no stack trace, exit code 1. (db:seed opens the
// database the same way as db:migrate, through the app's getDb.) (The server's start is
// checked the same way by tests/e2e/ops-postgres-faults.spec.ts, which has the production build.)
const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-bad-url-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PASSWORD = "s3cret-Pa55word";
const BAD_URL = `postgres://tigoni:${PASSWORD}@127.0.0.1:1/tigoni`;

function run(script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.resolve("node_modules/.bin/tsx"), [`scripts/${script}.ts`, ...args], {
      env: { ...process.env, DATABASE_URL: BAD_URL, DATABASE_PATH: path.join(dir, "app.db"), NEW_PASSWORD: "a-long-enough-password" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("an unreachable DATABASE_URL", () => {
  it("stops migrate, create-admin, backup, restore and db:copy with one line, no stack trace, no password", async () => {
    const runs = await Promise.all([
      run("migrate", []),
      run("create-admin", ["someone"]),
      run("backup", [path.join(dir, "b.dump")]),
      run("restore", [path.join(dir, "b.dump")]),
      run("db-copy", [BAD_URL, path.join(dir, "copy.db")]),
    ]);
    for (const { code, stdout, stderr } of runs) {
      expect(code, stderr).toBe(1);
      expect(stderr, stdout).toBe(
        "Cannot reach the PostgreSQL database at postgres://tigoni@127.0.0.1:1/tigoni: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1\n",
      );
      expect(stdout + stderr).not.toContain(PASSWORD);
    }
  }, 120_000);
});
