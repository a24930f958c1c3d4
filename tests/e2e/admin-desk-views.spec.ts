import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, sendInquiry, unique, visitor } from "./admin-helpers";
import { dayFromToday, expectNoAxeViolations } from "./helpers";

/** The reservation desk's views: the table of requests at a desk, the calendar of every property. */

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const monthOf = (day: string) => day.slice(0, 7);

/** A confirmed stay and a pending request on the first property, and a block on the second; their month. */
async function deskData() {
  const api = await adminApi();
  const stay = await sendInquiry({ name: unique("Stay Guest") });
  expect((await api.patch(`/api/v1/admin/booking-inquiries/${stay.id}`, { data: { status: "confirmed" } })).status()).toBe(200);
  // The request asks for the nights after the stay (the stay's are taken now).
  const pending = await sendInquiry({ name: unique("Asking Guest") });
  const properties = await (await (await visitor()).get("/api/v1/properties")).json();
  const second = properties[1];
  const note = unique("Painting");
  const block = await api.post(`/api/v1/admin/properties/${second.id}/calendar/blocks`, {
    data: { startDate: stay.startDate, endDate: stay.endDate, note },
  });
  expect([201, 409]).toContain(block.status());
  await api.dispose();
  return { stay, pending, second, note, month: monthOf(stay.startDate) };
}

test.describe("the booking inquiries table", () => {
  test("at 1280 px: a compact table with 12 rows in the first 1000 px; the guest's name opens the booking's page", async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn();
    const sent = [];
    for (let i = 0; i < 12; i++) sent.push(await sendInquiry());
    await page.goto("/admin/booking-inquiries");
    const table = page.getByRole("table", { name: "Booking inquiries" });
    await expect(table).toBeVisible();
    for (const header of ["Guest", "Property", "Stay", "Nights", "Guests", "Total", "Status", "Received"])
      await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    // The cards are for phones only.
    await expect(page.getByRole("region", { name: new RegExp(sent[11].name) })).toHaveCount(0);

    const rows = page.getByTestId("inquiry-row");
    expect(await rows.count()).toBeGreaterThanOrEqual(12);
    const twelfth = await rows.nth(11).boundingBox();
    expect(twelfth!.y + twelfth!.height).toBeLessThanOrEqual(1000);

    // The newest first: the last one sent is the first row, with its stay, nights, guests and status.
    const first = rows.first();
    // Each row starts with the request's reference (the row's header), then the guest.
    await expect(first.getByRole("rowheader")).toHaveText(/^TR-[2-9A-HJ-NP-Z]{6}$/);
    await expect(first.getByRole("cell").first()).toHaveText(sent[11].name);
    await expect(first).toContainText("Pending");
    await expect(first.getByRole("cell").nth(3)).toHaveText("3"); // nights
    await expect(first.getByRole("cell").nth(4)).toHaveText("3"); // guests

    // A status action works from the row, as on a card.
    const row = rows.filter({ has: page.getByRole("link", { name: sent[10].name, exact: true }) });
    await row.getByRole("button", { name: `Confirm booking for ${sent[10].name}` }).click();
    await expectToast(page, "Success", "Booking inquiry has been confirmed");
    await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();

    // A real link, reached with the keyboard.
    const link = first.getByRole("link", { name: sent[11].name, exact: true });
    await expect(link).toHaveAttribute("href", `/admin/booking-inquiries/${sent[11].id}`);
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/booking-inquiries/${sent[11].id}$`));
  });

  test("below 1024 px the requests stay cards", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await signIn();
    const inquiry = await sendInquiry();
    await page.goto("/admin/booking-inquiries");
    await expect(page.getByRole("table", { name: "Booking inquiries" })).toBeHidden();
    await expect(page.getByRole("region", { name: new RegExp(`inquiry #${inquiry.id}`) })).toBeVisible();
  });
});

test.describe("the calendar of every property", () => {
  test("at 1280 px: from the nav, stays link to their booking, requests are marked pending, blocks carry their note; month to month", async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn();
    const { stay, pending, second, note, month } = await deskData();
    await page.goto("/admin/dashboard");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Calendar" }).click();
    await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/calendar$/);

    await page.goto(`/admin/calendar?month=${month}`);
    const grid = page.getByRole("region", { name: /^Calendar for / });
    await expect(grid.getByRole("table")).toBeVisible();
    await expect(grid.getByRole("columnheader", { name: "Property" })).toBeVisible();
    await expect(grid.getByRole("rowheader", { name: second.name })).toBeVisible();

    const stayLink = grid.getByRole("link", { name: new RegExp(`^Confirmed stay: ${stay.name}`) });
    await expect(stayLink).toHaveAttribute("href", `/admin/booking-inquiries/${stay.id}`);
    await expect(stayLink).toHaveAttribute("data-kind", "stay");
    const request = grid.getByRole("link", { name: new RegExp(`^Pending request: ${pending.name}`) });
    await expect(request).toContainText(`Pending: ${pending.name}`);
    await expect(request).toHaveAttribute("data-kind", "pending");
    await expect(grid.getByText(`Blocked: ${note}`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: /\(next month\)/ }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}$/);
    await page.getByRole("link", { name: /\(previous month\)/ }).click();
    await expect(page).toHaveURL(new RegExp(`month=${month}$`));
    await expect(grid.getByRole("link", { name: new RegExp(`^Confirmed stay: ${stay.name}`) })).toBeVisible();

    await stayLink.click();
    await expect(page).toHaveURL(new RegExp(`/admin/booking-inquiries/${stay.id}$`));
  });

  test("at 375 px the grid scrolls sideways inside itself, never the page", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn();
    const { month } = await deskData();
    await page.goto(`/admin/calendar?month=${month}`);
    const grid = page.getByRole("region", { name: /^Calendar for / });
    await expect(grid).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await grid.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await grid.evaluate((el) => el.scrollBy(400, 0));
    expect(await grid.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("a month it cannot read shows this month and says so", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/admin/calendar?month=2026-13");
    await expect(page.getByRole("alert").filter({ hasText: "“2026-13” is not a month" })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Calendar for / })).toBeVisible();
  });

  test("a property's calendar page draws its month as the same grid", async ({ page, signIn }) => {
    await signIn();
    const { second, note, month } = await deskData();
    await page.goto(`/admin/properties/${second.id}/calendar?month=${month}`);
    const grid = page.getByRole("region", { name: /^Calendar for / });
    await expect(grid.getByRole("rowheader", { name: second.name })).toBeVisible();
    await expect(grid.getByText(`Blocked: ${note}`, { exact: true })).toBeVisible();
    // The block and feed forms stay.
    await expect(page.getByRole("button", { name: "Block dates" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add calendar" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the dashboard lists this week's arrivals and departures, each to its booking", async ({ page, signIn }) => {
    await signIn();
    const api = await adminApi();
    const properties = await (await (await visitor()).get("/api/v1/properties")).json();
    const property = properties[properties.length - 1];
    // The first free night this week on the last property (other tests book from day 30 on the first ones).
    const { unavailable } = await (await api.get(`/api/v1/properties/${property.slug}/availability`)).json();
    let start = 0;
    while (unavailable.some((r: { startDate: string; endDate: string }) => r.startDate <= dayFromToday(start) && dayFromToday(start) < r.endDate))
      start++;
    expect(start, "a free night this week on the last property").toBeLessThanOrEqual(5);
    const guest = await sendInquiry({
      propertyId: property.id,
      name: unique("Arriving Guest"),
      startDate: dayFromToday(start),
      endDate: dayFromToday(start + 1),
    });
    expect((await api.patch(`/api/v1/admin/booking-inquiries/${guest.id}`, { data: { status: "confirmed" } })).status()).toBe(200);
    await api.dispose();
    await page.goto("/admin/dashboard");
    const arrivals = page.getByRole("region", { name: "Arrivals" });
    const item = arrivals.getByRole("listitem").filter({ hasText: guest.name });
    await expect(item).toContainText(property.name);
    await expect(item.getByRole("link", { name: guest.name })).toHaveAttribute("href", `/admin/booking-inquiries/${guest.id}`);
    await expect(page.getByRole("region", { name: "Departures" }).getByRole("listitem").filter({ hasText: guest.name })).toBeVisible();
    const recent = page.getByRole("region", { name: "Recent Booking Inquiries" });
    await expect(recent.getByRole("link", { name: guest.name })).toHaveAttribute("href", `/admin/booking-inquiries/${guest.id}`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calendar, its month links and month field, and the table's links work as plain HTML", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn();
    const { stay, month } = await deskData();
    await page.goto("/admin/calendar");
    await page.getByLabel("Month", { exact: true }).fill(month);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`month=${month}$`));
    const grid = page.getByRole("region", { name: /^Calendar for / });
    await expect(grid.getByRole("link", { name: new RegExp(`^Confirmed stay: ${stay.name}`) })).toBeVisible();
    await page.getByRole("link", { name: /\(next month\)/ }).click();
    await expect(page).not.toHaveURL(new RegExp(`month=${month}$`));

    await page.goto(`/admin/booking-inquiries?q=${encodeURIComponent(stay.name)}`);
    const row = page.getByTestId("inquiry-row").filter({ hasText: stay.name });
    await expect(row.getByRole("link", { name: stay.name, exact: true })).toHaveAttribute("href", `/admin/booking-inquiries/${stay.id}`);
  });
});
