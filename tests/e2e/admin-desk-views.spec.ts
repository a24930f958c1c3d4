import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, sendInquiry, unique, visitor } from "./admin-helpers";
import { dayFromToday, expectNoAxeViolations } from "./helpers";

/** The reservation desk's views: the table of requests at a desk, the calendar of every property. */

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const monthOf = (day: string) => day.slice(0, 7);

const shiftDay = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Every day of the month `day` falls in: from `day` to the month's end, then back to its first. */
function daysAround(day: string): string[] {
  const out: string[] = [];
  for (let d = day; monthOf(d) === monthOf(day); d = shiftDay(d, 1)) out.push(d);
  for (let d = shiftDay(day, -1); monthOf(d) === monthOf(day); d = shiftDay(d, -1)) out.push(d);
  return out;
}

/**
 * This test's own data, whatever other specs left on the same nights: on the first property two
 * requests for the same nights, then a third confirmed over them (a stay with two pending requests
 * overlapping it); on the second property a block on a free night of the same month. Their month.
 */
async function deskData() {
  const api = await adminApi();
  const stay = await sendInquiry({ name: unique("Stay Guest") });
  const nights = { startDate: stay.startDate, endDate: stay.endDate };
  const pending = await sendInquiry({ name: unique("Asking Guest"), ...nights });
  const alsoPending = await sendInquiry({ name: unique("Also Asking"), ...nights });
  expect((await api.patch(`/api/v1/admin/booking-inquiries/${stay.id}`, { data: { status: "confirmed" } })).status()).toBe(200);

  const properties = await (await (await visitor()).get("/api/v1/properties")).json();
  const second = properties[1];
  const { unavailable } = await (await api.get(`/api/v1/properties/${second.slug}/availability`)).json();
  const night = daysAround(stay.startDate).find(
    (day) => !unavailable.some((r: { startDate: string; endDate: string }) => r.startDate <= day && day < r.endDate),
  );
  expect(night, "a free night on the second property in the stay's month").toBeDefined();
  const note = unique("Painting");
  const block = await api.post(`/api/v1/admin/properties/${second.id}/calendar/blocks`, {
    data: { startDate: night, endDate: shiftDay(night!, 1), note },
  });
  expect(block.status()).toBe(201);
  await api.dispose();
  return { stay, pending, alsoPending, second, note, month: monthOf(stay.startDate) };
}

/** A bar of the grid by what its accessible name starts with: its kind and label. */
const bar = (grid: Locator, kindAndLabel: string) => grid.getByRole("link", { name: new RegExp(`^${kindAndLabel}, `) });

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

  test("below 1024 px the requests stay cards; on a phone a long unbroken message wraps inside its card", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await signIn();
    const inquiry = await sendInquiry({ message: `A long message without spaces: ${"x".repeat(200)}` });
    await page.goto("/admin/booking-inquiries");
    await expect(page.getByRole("table", { name: "Booking inquiries" })).toBeHidden();
    const card = page.getByRole("region", { name: new RegExp(`inquiry #${inquiry.id}`) });
    await expect(card).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(card.getByText(/^A long message without spaces/)).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});

test.describe("the calendar of every property", () => {
  test("at 1280 px: from the nav, stays link to their booking, overlapping requests each get a line, blocks carry their note; month to month", async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn();
    const { stay, pending, alsoPending, second, note, month } = await deskData();
    await page.goto("/admin/dashboard");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Calendar" }).click();
    await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/calendar$/);

    await page.goto(`/admin/calendar?month=${month}`);
    const grid = page.getByRole("region", { name: /^Calendar for / });
    await expect(grid.getByRole("table")).toBeVisible();
    await expect(grid.getByRole("columnheader", { name: "Property" })).toBeVisible();
    await expect(grid.getByRole("rowheader", { name: second.name })).toBeVisible();

    // Each bar says what and when: its kind, the guest, the first night and the check-out day.
    const stayLink = bar(grid, `Confirmed stay: ${stay.name}`);
    await expect(stayLink).toHaveAccessibleName(/, \w+ \d{1,2}, \d{4} to \w+ \d{1,2}, \d{4} \(check-out\)$/);
    await expect(stayLink).toHaveAttribute("href", `/admin/booking-inquiries/${stay.id}`);
    await expect(stayLink).toHaveAttribute("data-kind", "stay");
    const request = bar(grid, `Pending request: ${pending.name}`);
    const alsoRequest = bar(grid, `Pending request: ${alsoPending.name}`);
    await expect(request).toContainText(`Pending: ${pending.name}`);
    await expect(request).toHaveAttribute("data-kind", "pending");
    await expect(alsoRequest).toHaveAttribute("href", `/admin/booking-inquiries/${alsoPending.id}`);
    await expect(grid.getByText(`Blocked: ${note}`, { exact: true })).toBeVisible();

    // The same nights, three lines: the stay on top, each request on a line of its own below it.
    const [stayBox, requestBox, alsoBox] = await Promise.all([stayLink, request, alsoRequest].map((l) => l.boundingBox()));
    expect(requestBox!.x).toBeCloseTo(stayBox!.x, 0);
    expect(requestBox!.y).toBeGreaterThanOrEqual(stayBox!.y + stayBox!.height);
    expect(Math.abs(alsoBox!.y - requestBox!.y)).toBeGreaterThanOrEqual(requestBox!.height);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: /\(next month\)/ }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}$/);
    await page.getByRole("link", { name: /\(previous month\)/ }).click();
    await expect(page).toHaveURL(new RegExp(`month=${month}$`));
    await expect(stayLink).toBeVisible();

    // Every bar can be clicked, the lowest line's too.
    await alsoRequest.click();
    await expect(page).toHaveURL(new RegExp(`/admin/booking-inquiries/${alsoPending.id}$`));
    await page.goBack();
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
    await expect(item.getByRole("link", { name: guest.name, exact: true })).toHaveAttribute("href", `/admin/booking-inquiries/${guest.id}`);
    await expect(page.getByRole("region", { name: "Departures" }).getByRole("listitem").filter({ hasText: guest.name })).toBeVisible();
    const recent = page.getByRole("region", { name: "Recent Booking Inquiries" });
    await expect(recent.getByRole("link", { name: guest.name, exact: true })).toHaveAttribute("href", `/admin/booking-inquiries/${guest.id}`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calendar, its month links and month field, and the table's links work as plain HTML", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn();
    const { stay, pending, alsoPending, month } = await deskData();
    await page.goto("/admin/calendar");
    await page.getByLabel("Month", { exact: true }).fill(month);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`month=${month}$`));
    const grid = page.getByRole("region", { name: /^Calendar for / });
    await expect(bar(grid, `Confirmed stay: ${stay.name}`)).toBeVisible();
    await expect(bar(grid, `Pending request: ${pending.name}`)).toBeVisible();
    await expect(bar(grid, `Pending request: ${alsoPending.name}`)).toBeVisible();
    await page.getByRole("link", { name: /\(next month\)/ }).click();
    await expect(page).not.toHaveURL(new RegExp(`month=${month}$`));

    await page.goto(`/admin/booking-inquiries?q=${encodeURIComponent(stay.name)}`);
    const row = page.getByTestId("inquiry-row").filter({ hasText: stay.name });
    await expect(row.getByRole("link", { name: stay.name, exact: true })).toHaveAttribute("href", `/admin/booking-inquiries/${stay.id}`);
  });
});
