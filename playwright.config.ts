import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/measure-server";

const PORT = Number(process.env.E2E_PORT || 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;

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
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  // The production build (npm run build) with its own database, never the dev one.
  webServer: {
    command: "node tests/setup/e2e-server.mjs",
    url: `${baseURL}/api/v1/properties`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      E2E_DATABASE_DIR: `tests/.tmp/e2e-${PORT}`,
    },
  },
});
