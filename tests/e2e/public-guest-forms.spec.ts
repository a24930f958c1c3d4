import { expect, test, type Page } from "@playwright/test";
import { dayFromToday, hydrated } from "./helpers";
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
