import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const ADMIN = { username: "admin", password: "e2e-admin-password-123" };

export { dayFromToday } from "../setup/days";

/** Sign in through the JSON API; the request context keeps the session cookie. */
export async function apiLogin(request: APIRequestContext) {
  const res = await request.post("/api/v1/auth/login", { data: ADMIN });
  expect(res.status()).toBe(200);
}

/** Sign in through the login page. */
export async function uiLogin(page: Page, redirectTo = "/admin/dashboard") {
  await page.goto(`/admin/login${redirectTo === "/admin/dashboard" ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`}`);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: /sign in|log in|login/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"));
}

/** axe-core with the WCAG 2.1 A and AA rules: no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}
