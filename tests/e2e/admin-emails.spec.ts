import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectToast, row, sendInquiry, sendMessage } from "./admin-helpers";
import { expectNoAxeViolations } from "./helpers";
import { E2E_SERVER } from "../../playwright.config";

// The server under test has no SMTP_URL: it writes .eml files beside its database.
const mailDir = path.join(path.dirname(E2E_SERVER.databasePath), "mail");

const emailRow = (page: Page, subject: string) => page.getByTestId("email").filter({ hasText: subject });

/** An e-mail that has already failed for good, as after a day-long SMTP outage (written straight into the test database). */
function insertFailedEmail(subject: string): number {
  const db = new Database(E2E_SERVER.databasePath);
  try {
    db.pragma("busy_timeout = 5000");
    const now = new Date().toISOString();
    const result = db
      .prepare(
        `INSERT INTO emails (kind, toAddress, replyTo, subject, html, text, status, attempts, lastError, createdAt, nextAttemptAt)
         VALUES ('senderMessage', 'lost@example.com', NULL, ?, '<p>Hello again</p>', 'Hello again', 'failed', 25, '421 Service temporarily unavailable', ?, ?)`,
      )
      .run(subject, now, now);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

test.describe("Email page", () => {
  test("a new inquiry's e-mails are sent at once (as .eml files) and listed for staff", async ({ page, signIn }) => {
    const inquiry = await sendInquiry();
    await signIn();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Email" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Email" })).toBeVisible();

    const subject = `New booking inquiry: ${inquiry.propertyName}`;
    const staff = emailRow(page, inquiry.name).filter({ hasText: subject });
    await expect(async () => {
      await page.reload();
      await expect(staff.getByText("Sent", { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(staff.getByRole("rowheader")).toHaveText("info@tigoniretreats.com");
    const guest = emailRow(page, `We received your booking inquiry for ${inquiry.propertyName}`).first();
    await expect(guest.getByRole("rowheader")).toHaveText("guest@example.com");

    // The file transport wrote a real message the developer can open.
    const files = existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith(".eml")) : [];
    const written = files.map((f) => readFileSync(path.join(mailDir, f), "utf8")).find((raw) => raw.includes(inquiry.name));
    expect(written).toBeDefined();
    expect(written).toMatch(/^From: Tigoni Retreats <no-reply@localhost>/m);
    expect(written).toMatch(/^Reply-To: guest@example.com/m);
    expect(written).toContain("Content-Type: text/html");
    expect(written).toContain("Content-Type: text/plain");

    await expectNoAxeViolations(page);
  });

  test("filters by status", async ({ page, signIn }) => {
    const message = await sendMessage();
    await signIn();
    await page.goto("/admin/emails");
    await page.getByRole("link", { name: /^Sent \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/status=sent/);
    await expect(emailRow(page, `New contact message: ${message.subject}`)).toBeVisible();
    await page.getByRole("link", { name: /^Failed \(\d+\)$/ }).click();
    await expect(emailRow(page, `New contact message: ${message.subject}`)).toHaveCount(0);
  });
});

test("the Settings page's e-mail switches are accessible", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "E-mails" })).toBeVisible();
  for (const name of ["New booking inquiry: tell us", "Booking confirmed or cancelled: tell the guest", "New contact message: tell us"]) {
    await expect(page.getByRole("switch", { name })).toBeChecked();
  }
  await expectNoAxeViolations(page);
});

test.describe("Email page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Retry queues a failed e-mail again and it is sent", async ({ page, signIn }) => {
    const subject = `Lost in an outage ${Date.now()}`;
    insertFailedEmail(subject);
    await signIn();
    await page.goto("/admin/emails?status=failed");
    const failed = emailRow(page, subject);
    await expect(failed.getByText("Failed", { exact: true })).toBeVisible();
    await expect(failed).toContainText("421 Service temporarily unavailable");
    await expect(failed.getByRole("cell", { name: "25", exact: true })).toBeVisible();

    await failed.getByRole("button", { name: "Retry e-mail to lost@example.com" }).click();
    await expectToast(page, "Success", "The e-mail has been queued again");
    await expect(page).toHaveURL(/status=failed/);
    await expect(emailRow(page, subject)).toHaveCount(0);

    await page.goto("/admin/emails");
    await expect(async () => {
      await page.reload();
      await expect(emailRow(page, subject).getByText("Sent", { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(row(page, "lost@example.com").filter({ hasText: subject }).getByRole("button", { name: /Retry/ })).toHaveCount(0);
  });

  test("an admin turns an e-mail off and on in Settings", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/admin/settings");
    const ack = page.getByRole("switch", { name: "New contact message: acknowledge to the sender" });
    await expect(ack).toBeChecked();
    await ack.uncheck();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Success", "Settings have been saved");
    await expect(ack).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "New booking inquiry: tell us" })).toBeChecked();

    await ack.check();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Success", "Settings have been saved");
    await expect(ack).toBeChecked();
  });
});
