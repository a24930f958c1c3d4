// Starts the server the Playwright specs run against (with the one startServer helper every test uses)
// on a fresh database, and stops it after the run.
import { rmSync } from "node:fs";
import path from "node:path";
import { startServer } from "../../scripts/measure-server";
import { E2E_SERVER } from "../../playwright.config";

export default async function globalSetup() {
  rmSync(path.dirname(E2E_SERVER.databasePath), { recursive: true, force: true });
  const server = await startServer({
    port: E2E_SERVER.port,
    databasePath: E2E_SERVER.databasePath,
    env: {
      ADMIN_USERNAME: E2E_SERVER.admin.username,
      ADMIN_PASSWORD: E2E_SERVER.admin.password,
      SESSION_SECRET: E2E_SERVER.sessionSecret,
      // Every spec's browser posts from 127.0.0.1: the per-client public-form limit is tested in Vitest.
      PUBLIC_FORM_LIMIT: "100000",
      // The site in English, Swahili and German, as a business offering them runs it.
      SITE_LANGUAGES: "sw,de",
    },
    showErrors: true,
  });
  return async () => {
    await server.stop();
  };
}
