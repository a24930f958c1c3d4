import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN } from "./helpers";

export interface Account {
  username: string;
  password: string;
}

/**
 * The one way specs sign in: `signIn()` as the seeded admin, or `signIn(account)`, through the real
 * login page (with or without JavaScript, as the page is set up), waiting until the admin area shows.
 */
export const test = base.extend<{ signIn: (account?: Account, options?: { path?: string }) => Promise<void> }>({
  // Playwright's fixture callback (usually named `use`; not a React hook).
  signIn: async ({ page }, provide) => {
    await provide((account = ADMIN, options = {}) => signInOn(page, account, options.path));
  },
});

/** The same sign-in for an API client (request context): it keeps the session cookie. */
export async function signInApi(api: APIRequestContext, account: Account = ADMIN) {
  const res = await api.post("/api/v1/auth/login", { data: account });
  expect(res.status()).toBe(200);
}

async function signInOn(page: Page, account: Account, path = "/admin/login") {
  await page.goto(path);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"));
}

export { expect };
