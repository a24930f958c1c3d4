// Starts the production server for Playwright on a fresh database of its own.
import { rmSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(process.env.E2E_DATABASE_DIR || "tests/.tmp/e2e");
rmSync(dir, { recursive: true, force: true });

process.env.NODE_ENV = "production";
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.ADMIN_USERNAME = "admin";
process.env.ADMIN_PASSWORD = "e2e-admin-password-123";
process.env.LOG_REQUESTS = "false";
process.env.HOST = "127.0.0.1";
// No SMTP_URL: e-mails are written as .eml files beside the test database, never into data/mail.
process.env.MAIL_DIR = path.join(dir, "mail");
// Every spec's browser posts from 127.0.0.1: the per-client public-form limit is tested in Vitest.
process.env.PUBLIC_FORM_LIMIT = "100000";

await import("../../server.js");
