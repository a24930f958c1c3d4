import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectToast, sendMessage, statValue } from "./admin-helpers";

const card = (page: Page, subject: string) => page.getByRole("region", { name: subject });

test.describe("contact messages", () => {
  test("resolving turns New into Resolved and lowers the Unread count", async ({ page, signIn }) => {
    await signIn();
    const message = await sendMessage();
    await page.reload();
    const before = Number(await statValue(page, "Unread Messages"));
    expect(before).toBeGreaterThan(0);
    const latest = page.getByRole("region", { name: "Latest Contact Messages" }).getByRole("listitem").filter({ hasText: message.subject });
    await expect(latest.getByText("New", { exact: true })).toBeVisible();

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Contact Messages" }).click();
    const c = card(page, message.subject);
    await expect(c.getByText("New", { exact: true })).toBeVisible();
    await expect(c.getByRole("link", { name: "peter@example.com" })).toHaveAttribute("href", "mailto:peter@example.com");
    await expect(c).toContainText("can we bring our small dog");
    await expect(page.getByRole("link", { name: `Unread (${before})` })).toBeVisible();

    await c.getByRole("button", { name: "Mark resolved" }).click();
    await expectToast(page, "Success", "Message has been marked as resolved");
    await expect(c.getByText("Resolved", { exact: true })).toBeVisible();
    await expect(c).toContainText(/Resolved by admin on/);
    await expect(page.getByRole("link", { name: `Unread (${before - 1})` })).toBeVisible();

    await page.getByRole("link", { name: /^Unread/ }).click();
    await expect(page).toHaveURL(/status=unresolved/);
    await expect(card(page, message.subject)).toHaveCount(0);

    await page.goto("/admin/dashboard");
    expect(Number(await statValue(page, "Unread Messages"))).toBe(before - 1);
    await expect(
      page.getByRole("region", { name: "Latest Contact Messages" }).getByRole("listitem").filter({ hasText: message.subject }).getByText("Resolved"),
    ).toBeVisible();
  });
});

test.describe("contact messages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("mark resolved and unresolved work as plain forms", async ({ page, signIn }) => {
    await signIn();
    const message = await sendMessage();
    await page.goto("/admin/contact-messages?unread=true");
    await card(page, message.subject).getByRole("button", { name: "Mark resolved" }).click();
    await expectToast(page, "Success", "Message has been marked as resolved");
    await expect(page).toHaveURL(/unread=true/);
    await expect(card(page, message.subject)).toHaveCount(0);

    await page.goto("/admin/contact-messages");
    await card(page, message.subject).getByRole("button", { name: "Mark unresolved" }).click();
    await expectToast(page, "Success", "Message has been marked as unresolved");
    await expect(card(page, message.subject).getByText("New", { exact: true })).toBeVisible();
  });
});
