import Database from "better-sqlite3";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, sendInquiry } from "./admin-helpers";
import { dayFromToday, hydrated } from "./helpers";
import { E2E_SERVER } from "../../playwright.config";
import { longDate, pickDate, storedInquiries, uniqueName } from "./public-helpers";

// Issue 36, items 8, 10 and 11 as a guest sees them: the confirmation that stays after an inquiry, the promo
// code's explanation, the special request on the guest's page (docs/decisions/1128-guest-forms.md).

const form = (page: Page) => page.locator("#booking");
const PROMISE = "No payment now: we reply within one business day to confirm availability.";

/** The reference is one line, never "TR-" above "HEQSZT". */
async function expectOneLine(page: Page, text: string) {
  const reference = page.getByTestId("inquiry-sent").getByText(text, { exact: true });
  const lines = await reference.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });
  expect(lines, `${text} on one line`).toBe(1);
  const box = (await reference.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const width of [375, 1280]) {
  test.describe(`the confirmation after an inquiry at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("JavaScript on: the panel replaces the form, stays after the toast, and links to the guest's page", async ({ page, request }) => {
      const name = uniqueName("Panel Guest");
      const start = dayFromToday(60 + (width % 7));
      const end = dayFromToday(63 + (width % 7));
      await page.goto("/properties/forest-haven");
      await hydrated(page);
      const booking = form(page);
      await expect(booking.getByText(PROMISE)).toBeVisible();
      await booking.getByLabel("Full name").fill(name);
      await booking.getByLabel("Email").fill("panel@example.com");
      await booking.getByLabel("Phone").fill("+254 700 222 333");
      await booking.getByLabel("Guests").fill("3");
      await pickDate(page, "Check-in date", start);
      await pickDate(page, "Check-out date", end);
      const total = (await booking.getByTestId("quote").locator("dd").last().textContent())!;
      await booking.getByRole("button", { name: "Submit Inquiry" }).click();

      const panel = page.getByTestId("inquiry-sent");
      await expect(panel).toBeVisible();
      await expect(booking.getByRole("button", { name: "Submit Inquiry" })).toHaveCount(0);
      const stored = (await storedInquiries(request)).find((i) => i.name === name)!;
      const reference = stored.reference as string;
      await expect(panel).toContainText(reference);
      await expectOneLine(page, reference);
      await expect(panel).toContainText("Forest Haven");
      await expect(panel).toContainText(longDate(start));
      await expect(panel).toContainText(longDate(end));
      await expect(panel).toContainText("3 guests");
      await expect(panel).toContainText(total);
      await expect(panel).toContainText(PROMISE);
      // Still there once the toast has gone.
      await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 10_000 });
      await expect(panel).toBeVisible();

      // Its link is the guest's own page, for this request.
      await panel.getByRole("link", { name: "Follow your request" }).click();
      await expect(page).toHaveURL(/\/stay\/[A-Za-z0-9_-]{20,}$/);
      await expect(page.getByText(reference).first()).toBeVisible();
    });
  });

  test.describe(`the confirmation after an inquiry at ${width} px, JavaScript off`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    test("JavaScript off: the POST lands on a page with the panel, once; 'Send another inquiry' brings the form back", async ({ page, request }) => {
      const name = uniqueName("NoJS Panel");
      const start = dayFromToday(80 + (width % 7));
      const end = dayFromToday(82 + (width % 7));
      await page.goto("/properties/riverside-cottage");
      const booking = form(page);
      await booking.getByLabel("Full name").fill(name);
      await booking.getByLabel("Email").fill("nojs-panel@example.com");
      await booking.getByLabel("Phone").fill("+254 700 444 555");
      await booking.getByLabel("Check-in date").fill(start);
      await booking.getByLabel("Check-out date").fill(end);
      await booking.getByRole("button", { name: "Submit Inquiry" }).click();

      const panel = page.getByTestId("inquiry-sent");
      await expect(panel).toBeVisible();
      const stored = (await storedInquiries(request)).find((i) => i.name === name)!;
      const reference = stored.reference as string;
      await expect(panel).toContainText(reference);
      await expectOneLine(page, reference);
      await expect(panel).toContainText("Riverside Cottage");
      await expect(panel).toContainText(longDate(start));
      await expect(panel).toContainText("2 guests");
      await expect(panel).toContainText(`$${Number(stored.total).toLocaleString("en-US")}`);
      await expect(panel).toContainText(PROMISE);
      const href = await panel.getByRole("link", { name: "Follow your request" }).getAttribute("href");
      expect(href).toMatch(/^\/stay\/[A-Za-z0-9_-]{20,}$/);

      // Another visitor (no cookie of this browser) never sees it.
      const other = await request.get("/properties/riverside-cottage");
      expect(await other.text()).not.toContain(reference);

      await panel.getByRole("link", { name: "Send another inquiry" }).click();
      await expect(page.getByTestId("inquiry-sent")).toHaveCount(0);
      await expect(form(page).getByLabel("Full name")).toHaveValue("");

      await page.goto(href!);
      await expect(page.getByText(reference).first()).toBeVisible();
    });
  });
}

/** A promo code of this run's own (10 % off, like HIGHLANDS10), made through the admin API. */
async function tenPercentCode(): Promise<string> {
  const code = `TEN-${Date.now().toString(36).toUpperCase()}`;
  const api = await adminApi();
  const res = await api.post("/api/v1/admin/promo-codes", { data: { code, percent: 10 } });
  expect(res.status()).toBe(201);
  await api.dispose();
  return code;
}

const LOSES = /would save \$[\d,]+; the long-stay discount saves the same or more, and only the larger applies/;

for (const width of [375, 1280]) {
  test.describe(`promo codes say what they did at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("JavaScript on: the live quote names an unknown code, and why a good one adds nothing to a week", async ({ page }) => {
      const code = await tenPercentCode();
      await page.goto("/properties/tea-estate-villa");
      await hydrated(page);
      const booking = form(page);
      // On a phone the form's code loads as the visitor reaches it.
      await booking.getByLabel("Promo code (optional)").click();
      await pickDate(page, "Check-in date", dayFromToday(120));
      await pickDate(page, "Check-out date", dayFromToday(127));
      await booking.getByLabel("Promo code (optional)").fill("bogus1");
      await expect(booking.getByTestId("quote")).toHaveText("BOGUS1 is not a promo code we know");
      await booking.getByLabel("Promo code (optional)").fill(code);
      await expect(booking.getByTestId("promo-outcome")).toContainText(code);
      await expect(booking.getByTestId("promo-outcome")).toContainText(LOSES);
    });
  });

  test.describe(`promo codes say what they did at ${width} px, JavaScript off`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    test("JavaScript off: 'Check price' names the refusal's reason, and the sent inquiry keeps the code", async ({ page, request }) => {
      const code = await tenPercentCode();
      const name = uniqueName("Promo Guest");
      await page.goto("/properties/hilltop-lodge");
      const booking = form(page);
      await booking.getByLabel("Full name").fill(name);
      await booking.getByLabel("Email").fill("promo@example.com");
      await booking.getByLabel("Phone").fill("+254 700 666 777");
      await booking.getByLabel("Check-in date").fill(dayFromToday(140 + (width % 5)));
      await booking.getByLabel("Check-out date").fill(dayFromToday(147 + (width % 5)));
      await booking.getByLabel("Promo code (optional)").fill("BOGUS1");
      await booking.getByRole("button", { name: "Check price" }).click();
      await expect(form(page).getByText("BOGUS1 is not a promo code we know").first()).toBeVisible();

      await form(page).getByLabel("Promo code (optional)").fill(code.toLowerCase());
      await form(page).getByRole("button", { name: "Check price" }).click();
      await expect(form(page).getByTestId("promo-outcome")).toContainText(LOSES);
      await form(page).getByRole("button", { name: "Submit Inquiry" }).click();
      await expect(page.getByTestId("inquiry-sent")).toContainText(`${code} would save`);
      const stored = (await storedInquiries(request)).find((i) => i.name === name)!;
      expect(stored.promoCode).toBe(code);
    });
  });

  test.describe(`the guest's special request and the staff's words at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the guest's page shows their special request; the admin list says 'Cancel request' for a pending one", async ({ page, signIn }) => {
      const inquiry = await sendInquiry({ message: "We arrive late, around 10 pm.\nA cot for our baby, please." });
      const db = new Database(E2E_SERVER.databasePath, { readonly: true });
      const { guestToken } = db.prepare("select guestToken from bookingInquiries where id = ?").get(inquiry.id) as { guestToken: string };
      db.close();
      await page.goto(`/stay/${guestToken}`);
      const request = page.getByTestId("special-requests");
      await expect(request).toContainText("Special requests");
      await expect(request).toContainText("We arrive late, around 10 pm.");
      await expect(request).toContainText("A cot for our baby, please.");
      await expect(page.getByTestId("stay-quote")).not.toContainText("We arrive late");

      await signIn(undefined, { path: `/admin/booking-inquiries?q=${encodeURIComponent(inquiry.name)}` });
      // A phone shows the inquiry as a card, a desktop as a table row (its actions as icon buttons named for screen readers).
      const row = width < 1024 ? page.locator(`#inquiry-card-${inquiry.id}`) : page.getByTestId("inquiry-row").filter({ hasText: inquiry.name });
      await expect(row.getByRole("button", { name: /^Cancel request/ })).toBeVisible();
      await expect(row.getByRole("button", { name: /Cancel booking/ })).toHaveCount(0);
      await page.goto(`/admin/booking-inquiries/${inquiry.id}`);
      await expect(page.getByRole("button", { name: "Cancel request" })).toBeVisible();
    });
  });
}
