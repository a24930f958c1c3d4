import { mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { closeDb } from "~/db/db.server";
import { createTestSchema } from "./postgres";
import "~/i18n/catalogues.server";

// Every test file gets its own fresh database; the app migrates it on first use. The "sqlite" project
// uses a new SQLite file; the "postgres" project (when TEST_DATABASE_URL is set) a new schema in that
// PostgreSQL database, so files run in parallel on both engines.
const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-test-"));
mkdirSync(dir, { recursive: true });
process.env.DATABASE_PATH = path.join(dir, "test.db");
delete process.env.DATABASE_URL;
const schema = process.env.TIGONI_TEST_ENGINE === "postgres" ? await createTestSchema() : undefined;
if (schema) process.env.DATABASE_URL = schema.url;
process.env.SESSION_SECRET = "test-secret-for-vitest-only";
process.env.NODE_ENV = "test";
// Test files send many public-form requests from one address; public-form-limits.test.ts sets its own.
process.env.PUBLIC_FORM_LIMIT = "100000";

afterAll(async () => {
  await closeDb();
  await schema?.drop();
});
