import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectToast, sendInquiry, statValue } from "./admin-helpers";

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

const card = (page: Page, guest: string) => page.getByRole("region", { name: guest });

// The requests as cards (below 1024 px; from there on they are a table: admin-desk-views.spec.ts).
test.use({ viewport: { width: 1000, height: 800 } });

test.describe("booking inquiries", () => {
  test("a visitor's inquiry shows on the dashboard and the list; confirming turns it green and lowers Pending Bookings", async ({ page, signIn }) => {
    await signIn();
    const before = Number(await statValue(page, "Pending Bookings"));
    const inquiry = await sendInquiry();

    await page.reload();
    await expect.poll(async () => Number(await statValue(page, "Pending Bookings"))).toBe(before + 1);
    const recent = page.getByRole("region", { name: "Recent Booking Inquiries" });
    const item = recent.getByRole("listitem").filter({ hasText: inquiry.name });
    await expect(item).toContainText(inquiry.propertyName);
    await expect(item.getByText("Pending")).toHaveAttribute("data-status", "pending");
    await expect(item.getByText("Pending")).toHaveClass(/yellow/);

    // Below 1024 px the navigation is behind the Menu button.
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Booking Inquiries" }).click();
    const c = card(page, inquiry.name);
    await expect(c).toContainText(inquiry.propertyName);
    await expect(c.getByRole("link", { name: "guest@example.com" })).toHaveAttribute("href", "mailto:guest@example.com");
    await expect(c.getByRole("link", { name: "+254 712 345 678" })).toHaveAttribute("href", "tel:+254712345678");
    await expect(c).toContainText(longDate(inquiry.startDate));
    await expect(c).toContainText(longDate(inquiry.endDate));
    await expect(c.getByRole("definition").filter({ hasText: /^3$/ })).toHaveCount(2); // 3 nights, 3 guests
    await expect(c).toContainText("Requested");
    await expect(c).toContainText("Tea Estate Tour");
    await expect(c).toContainText("Could we arrange a private chef on the first night?");
    await expect(c.getByText("Pending", { exact: true })).toHaveClass(/yellow/);

    await c.getByRole("button", { name: "Confirm booking" }).click();
    await expectToast(page, "Success", "Booking inquiry has been confirmed");
    await expect(c.getByText("Confirmed", { exact: true })).toHaveClass(/green/);
    await expect(c).toContainText(/Confirmed by admin on \w+ \d+, \d{4} at/);
    await expect(c.getByRole("button", { name: "Confirm booking" })).toHaveCount(0);
    await expect(c.getByRole("button", { name: "Reopen" })).toBeVisible();

    await page.goto("/admin/dashboard");
    await expect.poll(async () => Number(await statValue(page, "Pending Bookings"))).toBe(before);
    const confirmed = page.getByRole("region", { name: "Recent Booking Inquiries" }).getByRole("listitem").filter({ hasText: inquiry.name });
    await expect(confirmed.getByText("Confirmed")).toHaveClass(/green/);
  });

  test("the status filter and cancel / reopen", async ({ page, signIn }) => {
    await signIn();
    const inquiry = await sendInquiry();
    await page.goto("/admin/booking-inquiries");
    const c = card(page, inquiry.name);
    await c.getByRole("button", { name: "Cancel request" }).click();
    // It e-mails the guest: a confirmation first.
    await page.getByRole("dialog", { name: "Cancel this booking request?" }).getByRole("button", { name: "Yes, cancel request" }).click();
    await expectToast(page, "Success", "Booking inquiry has been cancelled");
    await expect(c.getByText("Cancelled", { exact: true })).toHaveClass(/red/);

    await page.getByLabel("Status").selectOption("cancelled");
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(card(page, inquiry.name)).toBeVisible();
    await page.getByLabel("Status").selectOption("pending");
    await expect(page).toHaveURL(/status=pending/);
    await expect(card(page, inquiry.name)).toHaveCount(0);

    await page.goto("/admin/booking-inquiries");
    await card(page, inquiry.name).getByRole("button", { name: "Reopen" }).click();
    await expectToast(page, "Success", "Booking inquiry has been reopened");
    await expect(card(page, inquiry.name).getByText("Pending", { exact: true })).toBeVisible();
    await expect(card(page, inquiry.name)).toContainText("Reopened by admin");
  });
});

test.describe("booking inquiries without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filter and status change work as plain forms", async ({ page, signIn }) => {
    await signIn();
    const inquiry = await sendInquiry();
    await page.goto("/admin/booking-inquiries");
    await page.getByLabel("Status").selectOption("pending");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=pending/);
    const c = card(page, inquiry.name);
    await c.getByRole("button", { name: "Confirm booking" }).click();
    await expectToast(page, "Success", "Booking inquiry has been confirmed");
    // Back on the same filtered page, where it no longer belongs.
    await expect(page).toHaveURL(/status=pending/);
    await expect(card(page, inquiry.name)).toHaveCount(0);
    await page.goto("/admin/booking-inquiries?status=confirmed");
    await expect(card(page, inquiry.name).getByText("Confirmed", { exact: true })).toHaveClass(/green/);
  });
});
