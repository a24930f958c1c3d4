import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

describe("session secret", () => {
  it("is generated once beside the database when SESSION_SECRET is unset, and reused after a restart", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-secret-"));
    vi.stubEnv("DATABASE_PATH", path.join(dir, "nested", "app.db"));
    vi.stubEnv("SESSION_SECRET", "");
    vi.resetModules();
    const first = (await import("~/lib/env.server")).sessionSecret();
    const file = path.join(dir, "nested", ".session-secret");
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toMatch(/^[0-9a-f]{64}$/);

    vi.resetModules(); // a new process
    const second = (await import("~/lib/env.server")).sessionSecret();
    expect(second).toBe(first);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    vi.unstubAllEnvs();
  });

  it("uses SESSION_SECRET when set", async () => {
    vi.stubEnv("SESSION_SECRET", "from-the-environment");
    vi.resetModules();
    expect((await import("~/lib/env.server")).sessionSecret()).toBe("from-the-environment");
    vi.unstubAllEnvs();
  });
});
