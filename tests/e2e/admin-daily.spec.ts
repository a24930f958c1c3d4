import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, sendInquiry, sendMessage, unique } from "./admin-helpers";

/** The admin area as a daily tool on a phone and a desk. */

/** Every admin page, and every dialog state that can be opened from the URL. */
const PAGES = [
  "/admin/dashboard",
  "/admin/properties",
  "/admin/properties?dialog=add",
  "/admin/properties?edit=1",
  "/admin/properties?delete=1",
  "/admin/properties/1/calendar",
  "/admin/properties/1/rates",
  "/admin/activities",
  "/admin/activities?dialog=add",
  "/admin/activities?edit=1",
  "/admin/booking-inquiries",
  "/admin/calendar",
  "/admin/promo-codes",
  "/admin/promo-codes?dialog=add",
  "/admin/contact-messages",
  "/admin/emails",
  "/admin/tasks",
  "/admin/reports",
  "/admin/users",
  "/admin/settings",
  "/admin/settings/guest-messages",
  "/admin/account",
];

/** axe with every rule it has (WCAG 2.1 A/AA and best practices such as landmark-unique): no violations. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** A width where booking inquiries are cards with their notes (from 1024 px they are a table). */
const CARDS = { width: 1000, height: 800 };

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Two inquiries from guests with the same name, one of them confirmed; returns the confirmed one. */
async function sameNameInquiries() {
  const name = unique("Wambui Njoroge");
  const first = await sendInquiry({ name });
  const second = await sendInquiry({ name, email: "wambui@example.com" });
  const api = await adminApi();
  expect((await api.patch(`/api/v1/admin/booking-inquiries/${second.id}`, { data: { status: "confirmed" } })).status()).toBe(200);
  await api.dispose();
  return { name, first, confirmed: second };
}

test.describe("phone layout and accessibility", () => {
  test("every admin page, dialogs open, fits 360 px and has no axe violations at 375 and 1280 px", async ({ page, signIn }) => {
    // 17 pages at three widths, axe at two: minutes on a busy machine.
    test.setTimeout(360_000);
    await signIn();
    const { confirmed } = await sameNameInquiries();
    // More than a page of inquiries, messages and e-mails, so the page links show too.
    for (let i = 0; i < 11; i++) {
      await sendInquiry();
      await sendMessage();
    }
    const pages = [...PAGES, `/admin/booking-inquiries?confirm-cancel=${confirmed.id}`];
    for (const width of [360, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of pages) {
        await page.goto(path);
        if (/[?&](dialog|edit|delete|confirm-cancel)=/.test(path)) await expect(page.getByRole("dialog")).toBeVisible();
        expect(await noSidewaysScroll(page), `${path} at ${width} px`).toBe(true);
        if (width !== 360) await expectNoViolations(page);
      }
    }
  });

  test("at 375 px the lists are cards that show every column", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn();
    await page.goto("/admin/properties");
    await expect(page.getByRole("table")).toBeHidden();
    const property = page.getByTestId("property-card").first();
    for (const label of ["Location", "Bedrooms", "Bathrooms", "Sleeps", "Price", "Featured"]) await expect(property.getByText(label)).toBeVisible();
    await expect(property.getByRole("button", { name: /^Edit / })).toBeVisible();
    await expect(property.getByRole("button", { name: /^Delete / })).toBeVisible();

    await page.goto("/admin/activities");
    const activity = page.getByTestId("activity-card").first();
    for (const label of ["Duration", "Price", "Available"]) await expect(activity.getByText(label, { exact: false }).first()).toBeVisible();
    await expect(activity.getByRole("button", { name: /^(Enable|Disable) / })).toBeVisible();

    await page.goto("/admin/users");
    const user = page.getByTestId("user-card").first();
    for (const label of ["Name", "Email", "Role", "Created"]) await expect(user.getByText(label, { exact: true })).toBeVisible();
  });

  test("the mobile menu closes on Escape (focus back on the button), outside click and navigation", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn();
    await page.goto("/admin/dashboard");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Admin" });

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    // A click on the page below the open menu (the page's heading, whatever the menu's length).
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Activities" }).click();
    await expect(page).toHaveURL(/\/admin\/activities$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });
});

test.describe("find, notes and safe decisions", () => {
  test("search, filters and sort live in the URL; the export downloads what the filter shows", async ({ page, signIn }) => {
    await page.setViewportSize(CARDS);
    await signIn();
    const { name, first, confirmed } = await sameNameInquiries();
    await page.goto("/admin/booking-inquiries");
    await page.getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, "(\\+|%20)")}`));
    await expect(page.getByTestId("inquiry")).toHaveCount(2);
    await expect(page.getByText("2 inquiries match the filters, newest first.")).toBeVisible();

    await page.getByLabel("Status").selectOption("confirmed");
    await expect(page).toHaveURL(/status=confirmed/);
    await expect(page.getByTestId("inquiry")).toHaveCount(1);
    await expect(page.getByRole("region", { name: new RegExp(`inquiry #${confirmed.id}`) })).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    const bytes = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
    // UTF-8 with a byte order mark (Excel reads the file as UTF-8 then), sent with one Cache-Control header.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.trim().split("\r\n");
    const exported = await page.request.get(file.url());
    expect(exported.headersArray().filter((h) => h.name.toLowerCase() === "cache-control")).toEqual([
      { name: expect.stringMatching(/^cache-control$/i), value: "private, no-store" },
    ]);
    expect(lines[0]).toMatch(/^Id,Reference,Received,Status,Property,Guest name,Email,Phone/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${confirmed.id},${confirmed.reference},`));
    expect(lines[1]).toContain("'+254 712 345 678");
    expect(text).not.toContain(`\r\n${first.id},`);

    // The reference a guest quotes on the phone, typed in any case, finds the card that shows it.
    await page.getByLabel("Search").fill(confirmed.reference.toLowerCase());
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByTestId("inquiry")).toHaveCount(1);
    await expect(page.getByTestId("inquiry")).toContainText(confirmed.reference);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/admin\/booking-inquiries$/);
  });

  test("cancelling a confirmed booking asks first in a dialog", async ({ page, signIn }) => {
    await page.setViewportSize(CARDS);
    await signIn();
    const { confirmed } = await sameNameInquiries();
    await page.goto(`/admin/booking-inquiries?q=${encodeURIComponent(confirmed.name)}&status=confirmed`);
    const card = page.getByRole("region", { name: new RegExp(`inquiry #${confirmed.id}`) });
    await card.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this confirmed booking?" });
    await expect(dialog).toContainText(confirmed.name);
    await dialog.getByRole("button", { name: "Keep booking" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel booking" }).click();
    await expectToast(page, "Success", "Booking inquiry has been cancelled");
    await expect(page).not.toHaveURL(/confirm-cancel/);
    await expect(page).toHaveURL(/status=confirmed/);
  });

  test("staff keep an internal note on an inquiry", async ({ page, signIn }) => {
    await page.setViewportSize(CARDS);
    await signIn();
    const inquiry = await sendInquiry();
    await page.goto(`/admin/booking-inquiries?q=${encodeURIComponent(inquiry.name)}`);
    const card = page.getByRole("region", { name: new RegExp(`inquiry #${inquiry.id}`) });
    await card.getByLabel(/Internal note/).fill("Wants an airport pickup on arrival");
    await card.getByRole("button", { name: "Save note" }).click();
    await expectToast(page, "Success", "Note has been saved");
    await expect(card).toContainText(/Note edited by admin on/);
    await page.reload();
    await expect(card.getByLabel(/Internal note/)).toHaveValue("Wants an airport pickup on arrival");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form, the note and the cancel confirmation step work as plain forms", async ({ page, signIn }) => {
    await page.setViewportSize(CARDS);
    await signIn();
    const { name, confirmed } = await sameNameInquiries();
    await page.goto("/admin/booking-inquiries");
    await page.getByLabel("Search").fill(name);
    await page.getByLabel("Status").selectOption("confirmed");
    await page.getByLabel("Sort by").selectOption("checkin");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/sort=checkin/);
    await expect(page.getByTestId("inquiry")).toHaveCount(1);
    const card = page.getByRole("region", { name: new RegExp(`inquiry #${confirmed.id}`) });

    await card.getByLabel(/Internal note/).fill("Paid deposit by M-Pesa");
    await card.getByRole("button", { name: "Save note" }).click();
    await expectToast(page, "Success", "Note has been saved");
    await expect(card.getByLabel(/Internal note/)).toHaveValue("Paid deposit by M-Pesa");

    await card.getByRole("link", { name: "Cancel booking" }).click();
    await expect(page).toHaveURL(new RegExp(`confirm-cancel=${confirmed.id}`));
    const step = page.getByRole("region", { name: "Cancel this confirmed booking?" });
    await expect(step).toContainText(name);
    await step.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expectToast(page, "Success", "Booking inquiry has been cancelled");
    await expect(page).not.toHaveURL(/confirm-cancel/);
    // The cards' empty text (the table's, from 1024 px, is hidden at this width).
    await expect(page.getByText("No booking inquiries match these filters.").locator("visible=true")).toBeVisible();
  });

  test("every admin page and inline dialog fits 360 px without JavaScript too", async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn();
    const { confirmed } = await sameNameInquiries();
    for (const path of [...PAGES, `/admin/booking-inquiries?confirm-cancel=${confirmed.id}`]) {
      await page.goto(path);
      expect(await noSidewaysScroll(page), path).toBe(true);
    }
    await page.getByText("Menu").click();
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test("the mobile menu still opens as a disclosure", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn();
    await page.goto("/admin/dashboard");
    await page.getByText("Menu").click();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Contact Messages" }).click();
    await expect(page).toHaveURL(/contact-messages/);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});
