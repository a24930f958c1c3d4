import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectToast } from "./admin-helpers";
import { dayFromToday, expectNoAxeViolations } from "./helpers";
import { signInApi } from "./fixtures";
import { longDate, pickDate, showDay, uniqueName } from "./public-helpers";
import { makeInquiry } from "../setup/factories";

// Its own property and far-away dates, so other specs' inquiries never meet these blocks.
const SLUG_INDEX = 4;
const BLOCK = { startDate: dayFromToday(200), endDate: dayFromToday(203) };
const UNAVAILABLE = "Those dates are not available. Please choose other dates.";

async function theProperty(request: APIRequestContext) {
  const list = (await (await request.get("/api/v1/properties")).json()) as { id: number; slug: string; name: string; price: number }[];
  return list[SLUG_INDEX];
}

async function ensureBlock(request: APIRequestContext, propertyId: number) {
  await signInApi(request);
  const calendar = await (await request.get(`/api/v1/admin/properties/${propertyId}/calendar`)).json();
  if (calendar.blocks.some((b: { startDate: string }) => b.startDate === BLOCK.startDate)) return;
  const res = await request.post(`/api/v1/admin/properties/${propertyId}/calendar/blocks`, { data: { ...BLOCK, note: "Roof repairs" } });
  expect(res.status()).toBe(201);
}

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

async function openCalendarAt(page: Page, label: "Check-in date" | "Check-out date", day: string) {
  await page.getByRole("button", { name: label }).click();
  const dialog = page.getByRole("dialog", { name: `${label}: choose a day` });
  const cell = await showDay(dialog, day);
  return { dialog, cell };
}

test.describe("booking calendars with JavaScript", () => {
  test("mark blocked nights unavailable, refuse a range crossing them, and show the live quote", async ({ page, request }) => {
    const property = await theProperty(request);
    await ensureBlock(request, property.id);
    await page.goto(`/properties/${property.slug}`);

    // A blocked night cannot be picked as check-in.
    const blocked = dayFromToday(201);
    let { dialog, cell } = await openCalendarAt(page, "Check-in date", blocked);
    await expect(cell).toHaveAttribute("aria-disabled", "true");
    await cell.click({ force: true });
    await expect(page.getByRole("button", { name: "Check-in date" })).not.toContainText(longDate(blocked));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // After a check-in two nights before the block, the check-out can be the block's first day, not later.
    await pickDate(page, "Check-in date", dayFromToday(198));
    ({ dialog, cell } = await openCalendarAt(page, "Check-out date", dayFromToday(201)));
    await expect(cell).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");
    await pickDate(page, "Check-out date", dayFromToday(200));

    const quote = page.getByTestId("quote");
    await expect(quote).toContainText(`2 nights × ${money(property.price)}`);
    await expect(quote).toContainText(`Total${money(2 * property.price)}`);
    await expect(quote).not.toContainText("Long-stay discount");

    // A week after the block: the long-stay discount line appears.
    await pickDate(page, "Check-in date", dayFromToday(203));
    await pickDate(page, "Check-out date", dayFromToday(210));
    const discount = Math.round((7 * property.price * 10) / 100);
    await expect(quote).toContainText("Long-stay discount (10%)");
    await expect(quote).toContainText(`Total${money(7 * property.price - discount)}`);
    await expectNoAxeViolations(page);
  });

  test("the home page form follows the chosen property's calendar", async ({ page, request }) => {
    const property = await theProperty(request);
    await ensureBlock(request, property.id);
    await page.goto("/#booking");
    const form = page.locator("#booking");
    await form.getByLabel("Property").selectOption({ label: property.name });
    const { dialog, cell } = await openCalendarAt(page, "Check-in date", dayFromToday(200));
    await expect(cell).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await pickDate(page, "Check-in date", dayFromToday(196));
    await pickDate(page, "Check-out date", dayFromToday(200));
    await expect(page.getByTestId("quote")).toContainText(`4 nights × ${money(property.price)}`);
  });
});

test.describe("booking form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists the booked nights, prices with 'Check price' and refuses taken dates on the dates", async ({ page, request }) => {
    const property = await theProperty(request);
    await ensureBlock(request, property.id);
    await page.goto(`/properties/${property.slug}`);
    const form = page.locator("#booking");
    // The list is in <noscript> (the calendars show these nights once the page's code runs), where
    // Playwright's text search does not look: found by its role and name instead.
    const booked = form.getByRole("list", { name: "Already booked" });
    await expect(booked).toBeVisible();
    await expect(booked).toContainText(`Nights of ${longDate(BLOCK.startDate)} to ${longDate(dayFromToday(202))}`);

    await form.getByLabel("Full name").fill(uniqueName("No Script"));
    await form.getByLabel("Email").fill("noscript@example.com");
    await form.getByLabel("Phone").fill("+254 711 222 333");
    await form.getByLabel("Check-in date").fill(dayFromToday(190));
    await form.getByLabel("Check-out date").fill(dayFromToday(193));
    await form.getByRole("button", { name: "Check price" }).click();
    const quote = page.getByTestId("quote");
    await expect(quote).toContainText(`3 nights × ${money(property.price)}`);
    await expect(quote).toContainText(`Total${money(3 * property.price)}`);
    // Everything typed is kept.
    await expect(form.getByLabel("Email")).toHaveValue("noscript@example.com");

    await form.getByLabel("Check-in date").fill(dayFromToday(199));
    await form.getByLabel("Check-out date").fill(dayFromToday(202));
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.locator(`#${await form.getByLabel("Check-in date").getAttribute("aria-describedby")}`)).toHaveText(UNAVAILABLE);
    await expect(form.getByLabel("Email")).toHaveValue("noscript@example.com");

    // The check-out day stays free: arriving on it is accepted.
    await form.getByLabel("Check-in date").fill(BLOCK.endDate);
    await form.getByLabel("Check-out date").fill(dayFromToday(205));
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Booking inquiry submitted")).toBeVisible();
  });
});

test.describe("admin calendar", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("blocks and frees dates, shows the export address and refuses a bad feed address", async ({ page, request, signIn }) => {
      const property = await theProperty(request);
      await signIn();
      await page.goto(`/admin/properties/${property.id}/calendar`);
      await expect(page.getByRole("heading", { name: `Calendar: ${property.name}` })).toBeVisible();
      await expect(page.getByLabel("Export address")).toHaveValue(/\/ical\/[\w-]+\.ics$/);

      const start = dayFromToday(300);
      await page.getByLabel("First night").fill(start);
      await page.getByLabel("Check-out day (free again)").fill(dayFromToday(302));
      await page.getByLabel("Note (optional)").fill("Owner's weekend");
      await page.getByRole("button", { name: "Block dates" }).click();
      await expectToast(page, "Success", "Dates have been blocked");
      const list = page.getByRole("list", { name: "Blocked periods" });
      await expect(list).toContainText("Owner's weekend");
      const availability = await (await request.get(`/api/v1/properties/${property.slug}/availability?from=${start}&to=${dayFromToday(310)}`)).json();
      expect(availability.unavailable).toEqual([{ startDate: start, endDate: dayFromToday(302) }]);

      await list
        .getByRole("listitem")
        .filter({ hasText: "Owner's weekend" })
        .getByRole("button", { name: /Remove/ })
        .click();
      await expectToast(page, "Success", "Block has been removed");
      await expect(page.getByText("Owner's weekend")).toBeHidden();

      await page.getByLabel("Calendar address (.ics)").fill("ftp://example.com/cal.ics");
      await page.getByRole("button", { name: "Add calendar" }).click();
      await expect(page.getByText("Please enter an address starting with http:// or https://")).toBeVisible();

      const old = await page.getByLabel("Export address").inputValue();
      await page.getByRole("button", { name: "Create a new address" }).click();
      await expect(page.getByLabel("Export address")).not.toHaveValue(old);
      expect((await request.get(new URL(old).pathname)).status()).toBe(404);
      const fresh = await request.get(new URL(await page.getByLabel("Export address").inputValue()).pathname);
      expect(fresh.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    });
  });

  test("with JavaScript: reached from the properties list, accessible, a bad block is reported on its field", async ({ page, request, signIn }) => {
    const property = await theProperty(request);
    await signIn();
    await page.goto("/admin/properties");
    await page.getByRole("link", { name: `Calendar of ${property.name}` }).click();
    await expect(page.getByRole("heading", { name: `Calendar: ${property.name}` })).toBeVisible();
    await page.getByLabel("First night").fill(dayFromToday(320));
    await page.getByLabel("Check-out day (free again)").fill(dayFromToday(318));
    await page.getByRole("button", { name: "Block dates" }).click();
    await expect(page.getByText("End date must be after start date")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("confirming an overlapping inquiry shows the error toast", async ({ page, request, signIn }) => {
    const property = await theProperty(request);
    const send = async (start: number, end: number) => {
      const res = await request.post("/api/v1/booking-inquiries", {
        data: makeInquiry({ propertyId: property.id, name: uniqueName("Overlap"), startDate: dayFromToday(start), endDate: dayFromToday(end) }),
      });
      expect(res.status()).toBe(201);
      return res.json();
    };
    const first = await send(250, 254);
    const second = await send(252, 256);
    await signInApi(request);
    expect((await request.patch(`/api/v1/admin/booking-inquiries/${first.id}`, { data: { status: "confirmed" } })).status()).toBe(200);

    await signIn();
    await page.goto("/admin/booking-inquiries?status=pending");
    const card = page.getByTestId("inquiry-row").filter({ hasText: second.name });
    await expect(card).toContainText(money(4 * property.price));
    await card.getByRole("button", { name: /Confirm booking/ }).click();
    await expectToast(page, "Error", "These dates overlap a confirmed stay or a blocked period.");
  });
});
