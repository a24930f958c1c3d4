import { randomBytes } from "node:crypto";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/measure-server";

const PORT = Number(process.env.E2E_PORT || 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * The server under test: the production build (npm run build) on a fresh database of its own, never the
 * dev one, started by tests/setup/e2e-global-setup.ts. The sign-in fixture writes sessions into this
 * database and signs their cookies with this secret.
 */
export const E2E_SERVER = {
  port: PORT,
  databasePath: path.resolve(`tests/.tmp/e2e-${PORT}/app.db`),
  // Made once per run in the runner; its worker processes inherit the environment, so all sign the same way.
  sessionSecret: (process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString("hex")),
  admin: { username: "admin", password: "e2e-admin-password-123" },
};

/** Debian's Chromium: npm tools cannot download browsers on these machines. */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "tests/e2e",
  // E2E_GREP narrows a local run to some spec files (e.g. E2E_GREP=admin); CI runs them all.
  testMatch: process.env.E2E_GREP ? new RegExp(`${process.env.E2E_GREP}.*\\.spec\\.ts$`) : /.*\.spec\.ts$/,
  outputDir: process.env.PW_OUTPUT_DIR || "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The site ends its transitions and smooth scrolls at once when motion is reduced: a click never lands
    // on something still moving (a field scrolled to, a lightbox's buttons sliding in) on a busy machine.
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  globalSetup: "./tests/setup/e2e-global-setup.ts",
});
