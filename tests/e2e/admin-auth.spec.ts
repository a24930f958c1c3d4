import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { baseURL } from "../../playwright.config";
import { expectToast } from "./admin-helpers";
import { ADMIN, ADMIN_PAGES, expectNoAxeViolations } from "./helpers";

const PAGES = ADMIN_PAGES;

test.describe("signed out", () => {
  test("every admin page sends the browser to the login page, which comes back after sign-in", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
      if (path !== "/admin/dashboard") expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
    }
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.goto("/admin/activities");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/activities$/);
    await expect(page.getByRole("heading", { name: "Activities", level: 1 })).toBeVisible();
  });

  test("the server refuses admin pages without a session, with JavaScript or not", async ({ request }) => {
    for (const path of PAGES) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers()["location"]).toMatch(/^\/admin\/login/);
    }
  });

  test("the login page shows the spec's validation messages and a way back to the website", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByRole("link", { name: "Back to website" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("a wrong password shows the 'Login failed' toast with the server's message", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill("nobody-here");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectToast(page, "Login failed", "Invalid username or password");
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByLabel("Username")).toHaveValue("nobody-here");
  });

  test("the login page has no accessibility violations", async ({ page }) => {
    await page.goto("/admin/login");
    await expectNoAxeViolations(page);
  });
});

test.describe("signed in", () => {
  // Through the real login form (the other specs sign in with a session made in the database).
  test("login shows the success toast, the shell and the signed-in username", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expectToast(page, "Login successful", "Welcome to the admin panel");
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const item of ["Dashboard", "Properties", "Activities", "Booking Inquiries", "Contact Messages", "Users", "Settings"]) {
      await expect(nav.getByRole("link", { name: item })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("signed-in-user").first()).toHaveText(ADMIN.username);
    await nav.getByRole("link", { name: "Contact Messages" }).click();
    await expect(page.getByRole("heading", { name: "Contact Messages", level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contact Messages" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  });

  test("/admin goes to the dashboard, and the login page is skipped when already signed in", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("an unknown admin path shows a not-found message inside the shell", async ({ page, signIn }) => {
    await signIn();
    const res = await page.goto("/admin/reports/2026");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Properties" })).toBeVisible();
    await page.getByRole("link", { name: "Go to dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("the dashboard has no accessibility violations", async ({ page, signIn }) => {
    await signIn();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("logout ends the session on the server: the old cookie no longer works", async ({ page, context, signIn }) => {
    await signIn();
    const before = (await context.cookies()).find((c) => c.name === "__session");
    expect(before).toBeTruthy();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login/);

    // Replay the old cookie from elsewhere: the server has forgotten that session.
    const replay = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: `__session=${before!.value}` } });
    expect((await replay.get("/api/v1/auth/me")).status()).toBe(401);
    const pageRes = await replay.get("/admin/dashboard", { maxRedirects: 0 });
    expect(pageRes.status()).toBe(302);
    expect(pageRes.headers()["location"]).toMatch(/^\/admin\/login/);
    await replay.dispose();
  });

  test("on a phone the menu button opens the navigation", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn();
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Booking Inquiries" }).click();
    await expect(page.getByRole("heading", { name: "Booking Inquiries", level: 1 })).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to website" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("login fails with a clear message, then signs in and shows the success notice", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Username").fill("nobody-here-either");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Login failed");
    await expect(page.getByRole("alert")).toContainText("Invalid username or password");
    // The typed username stays; the password is never sent back in the page.
    await expect(page.getByLabel("Username")).toHaveValue("nobody-here-either");
    await expect(page.getByLabel("Password")).toHaveValue("");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expectToast(page, "Login successful", "Welcome to the admin panel");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Log out" }).first().click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
