import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { baseURL } from "../../playwright.config";
import { adminApi, expectToast, row } from "./admin-helpers";

const stamp = Date.now().toString(36);
const STAFF = { username: `wanjiku.${stamp}`, password: "staff-password-2026" };

test.describe.configure({ mode: "serial" });

test.describe("users and roles", () => {
  test("an admin lists users and creates a 'user' account; the rules of the shared schema apply", async ({ page, signIn }) => {
    await signIn();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
    await expect(page.getByRole("columnheader")).toHaveText(["Username", "Name", "Email", "Role", "Created", "Status", "Actions"]);
    await expect(row(page, "admin")).toContainText("Admin");

    const form = page.getByRole("region", { name: "Add a user" });
    await form.getByLabel("Username").fill(STAFF.username);
    await form.getByLabel("Password").fill("too-short");
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(form.getByText("Password must be at least 12 characters")).toBeVisible();

    await form.getByLabel("Password").fill(STAFF.password);
    await form.getByLabel("First name (optional)").fill("Wanjiku");
    await form.getByLabel("Last name (optional)").fill("Njoroge");
    await form.getByLabel("Email (optional)").fill("wanjiku@example.com");
    await expect(form.getByLabel("Role")).toHaveValue("user");
    await form.getByRole("button", { name: "Create User" }).click();
    await expectToast(page, "Success", "User has been created");
    const created = row(page, STAFF.username);
    await expect(created).toContainText("Wanjiku Njoroge");
    await expect(created).toContainText("wanjiku@example.com");
    await expect(created).toContainText("User");

    // Usernames are unique (in any letter case).
    await form.getByLabel("Username").fill(STAFF.username.toUpperCase());
    await form.getByLabel("Password").fill(STAFF.password);
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(form.getByText("That username is already taken").first()).toBeVisible();
    await expectToast(page, "Error", "That username is already taken");
  });

  test("a 'user' account manages content but cannot open Users or Settings (refused by the server)", async ({ page, signIn }) => {
    await signIn(STAFF);
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Properties" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);

    for (const path of ["/admin/users", "/admin/settings"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    }
    for (const path of ["/admin/properties", "/admin/activities", "/admin/booking-inquiries", "/admin/contact-messages"]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }

    // Posting the forms directly is refused too.
    const cookie = (await page.context().cookies()).find((c) => c.name === "__session")!;
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: `__session=${cookie.value}` } });
    const post = await api.post("/admin/users", { form: { username: "sneaky", password: "sneaky-password-123", role: "admin" }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
    expect((await api.get("/api/v1/admin/users")).status()).toBe(403);
    expect((await api.post("/api/v1/admin/users", { data: { username: "sneaky2", password: "sneaky-password-123", role: "admin" } })).status()).toBe(
      403,
    );
    expect((await api.get("/api/v1/admin/settings")).status()).toBe(403);
    expect((await api.put("/api/v1/admin/settings", { data: {} })).status()).toBe(403);
    expect((await api.get("/api/v1/auth/me")).status()).toBe(200);
    await api.dispose();
  });

  test("anyone can change their own password; the old one stops working", async ({ page, signIn }) => {
    await signIn(STAFF);
    await page.getByRole("link", { name: "Your account" }).first().click();
    await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
    const newPassword = "a-brand-new-password-2026";
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("The current password is not correct").first()).toBeVisible();

    await page.getByLabel("Current password").fill(STAFF.password);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Success", "Your password has been changed");

    const api = await playwrightRequest.newContext({ baseURL });
    expect((await api.post("/api/v1/auth/login", { data: STAFF })).status()).toBe(401);
    expect((await api.post("/api/v1/auth/login", { data: { username: STAFF.username, password: newPassword } })).status()).toBe(200);
    await api.dispose();
  });
});

test.describe("settings", () => {
  test("an admin edits the business details; the API twin returns them", async ({ page, signIn }) => {
    const api = await adminApi();
    const original = await (await api.get("/api/v1/admin/settings")).json();
    try {
      await signIn();
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
      await expect(page.getByLabel("Phone")).toHaveValue(original.phone);
      await page.getByLabel("Phone").fill("+254 700 123 456");
      await page.getByLabel("Email", { exact: true }).fill("not-an-email");
      await page.getByLabel("Instagram link").fill("");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      await page.getByLabel("Email", { exact: true }).fill("stay@tigoniretreats.com");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expectToast(page, "Success", "Settings have been saved");
      await expect(page.getByLabel("Phone")).toHaveValue("+254 700 123 456");
      const saved = await (await api.get("/api/v1/admin/settings")).json();
      expect(saved).toMatchObject({ phone: "+254 700 123 456", email: "stay@tigoniretreats.com", instagramUrl: "" });
      // The public footer shows the new details at once.
      const site = await page.context().newPage();
      await site.goto("/");
      await expect(site.getByRole("contentinfo")).toContainText("+254 700 123 456");
      await expect(site.getByRole("contentinfo")).toContainText("stay@tigoniretreats.com");
      await site.close();
    } finally {
      // Leave the shared test database as the other specs expect it.
      expect((await api.put("/api/v1/admin/settings", { data: original })).status()).toBe(200);
      await api.dispose();
    }
  });
});
