import { mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { closeDb } from "~/db/db.server";

// Every test file gets its own fresh SQLite file; the app migrates it on first use.
const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-test-"));
mkdirSync(dir, { recursive: true });
process.env.DATABASE_PATH = path.join(dir, "test.db");
process.env.SESSION_SECRET = "test-secret-for-vitest-only";
process.env.NODE_ENV = "test";
// Test files send many public-form requests from one address; public-form-limits.test.ts sets its own.
process.env.PUBLIC_FORM_LIMIT = "100000";

afterAll(async () => {
  await closeDb();
});
