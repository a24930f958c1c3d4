import { expect, request as playwrightRequest, test } from "@playwright/test";
import { rmSync } from "node:fs";
import path from "node:path";
import { startServer as startProductionServer, type StartedServer } from "../../scripts/measure-server";
import { expectToast } from "./admin-helpers";
import { ADMIN } from "./helpers";

/**
 * Login throttling survives a restart: a second production server of our own, on its own port and
 * database (so the main test server's per-client count is untouched), is stopped and started again.
 */
const PORT = Number(process.env.E2E_PORT || 3210) + 40;
const URL_ = `http://127.0.0.1:${PORT}`;
const DB_DIR = path.resolve(`tests/.tmp/e2e-throttle-${PORT}`);
// Five failures from one address hold its next guess back for a minute (docs/decisions/1128-login-throttle.md);
// the steps below run well within that minute.
const THROTTLED = "Too many failed login attempts. Please wait 1 minute and try again.";

const startServer = () => startProductionServer({ port: PORT, databasePath: path.join(DB_DIR, "app.db"), env: { ADMIN_PASSWORD: ADMIN.password } });

let server: StartedServer | undefined;
test.afterAll(async () => {
  await server?.stop();
});

test("the sixth password from one address within a minute is refused, and still refused after a restart", async ({ page }) => {
  test.setTimeout(90_000);
  rmSync(DB_DIR, { recursive: true, force: true });
  server = await startServer();
  const api = await playwrightRequest.newContext({ baseURL: URL_ });
  for (let i = 1; i <= 5; i++) {
    const res = await api.post("/api/v1/auth/login", { data: { username: ADMIN.username, password: `wrong-password-${i}` } });
    expect(res.status(), `attempt ${i}`).toBe(401);
  }
  const sixth = await api.post("/api/v1/auth/login", { data: { username: ADMIN.username, password: "wrong-password-6" } });
  expect(sixth.status()).toBe(429);
  expect(Number(sixth.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await sixth.json()).message).toBe(THROTTLED);
  // Even the right password is refused from there while the wait lasts.
  expect((await api.post("/api/v1/auth/login", { data: ADMIN })).status()).toBe(429);

  await server.stop();
  server = await startServer();

  const afterRestart = await api.post("/api/v1/auth/login", { data: ADMIN });
  expect(afterRestart.status()).toBe(429);
  expect((await afterRestart.json()).message).toBe(THROTTLED);
  await api.dispose();

  // The login page says so clearly.
  await page.goto(`${URL_}/admin/login`);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectToast(page, "Login failed", THROTTLED);
  await expect(page.getByRole("alert")).toContainText(THROTTLED);
  await expect(page).toHaveURL(/\/admin\/login/);
});
