import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// `npm start` with a bad variable: the production server stops before it loads anything, with one line
// on stderr naming the variable and a non-zero exit code. Spawned directly (no shared start helper): it
// must never get as far as listening, so there is nothing to wait for or stop.
const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-env-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        // A port of its own and a throwaway database, in case the check ever let it through.
        PORT: "3297",
        DATABASE_PATH: path.join(dir, "app.db"),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not stop by itself; stdout: ${stdout}`));
    }, 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe("the start-up check of the environment", () => {
  it.each([
    ["PORT", "abc", 'Invalid environment: PORT must be a whole number from 0 to 65535 (got "abc").'],
    ["PUBLIC_FORM_LIMIT", "-1", 'Invalid environment: PUBLIC_FORM_LIMIT must be a whole number from 1 to 1000000000 (got "-1").'],
  ])("%s=%s stops the production server with one line naming it and a non-zero exit code", async (name, value, line) => {
    const { code, stdout, stderr } = await start({ [name]: value });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(stderr).toBe(`${line}\n`);
    expect(stdout).toBe("");
  });

  it("a production server reachable from elsewhere without PUBLIC_URL stops with one line saying so", async () => {
    const { code, stdout, stderr } = await start({ HOST: "0.0.0.0", PUBLIC_URL: "" });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(stderr).toMatch(
      /^Invalid environment: PUBLIC_URL is required in production when HOST is not a loopback address \(got HOST "0\.0\.0\.0"\); set it to the site's public address, e\.g\. https:\/\/tigoni\.example\.\n$/,
    );
    expect(stdout).toBe("");
  });
});
