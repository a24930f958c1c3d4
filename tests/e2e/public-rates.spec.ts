import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, signInApi, test } from "./fixtures";
import { dayFromToday, expectNoAxeViolations, hydrated, partHydrated } from "./helpers";
import { longDate, pickDate, storedInquiries, uniqueName } from "./public-helpers";

// Its own property and far-away dates, so no other spec meets these rates or stays.
const SLUG = "hilltop-lodge";
const CODE = "HILLTOP-15";
/** An unknown code is refused by name (issue 36: each refusal names its reason). */
const NOT_VALID = "NOPE is not a promo code we know";

/** A Monday about eight months ahead, offset by `weeks` so each test has its own nights. */
function monday(weeks: number): string {
  const d = new Date(`${dayFromToday(240 + weeks * 7)}T00:00:00Z`);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const plus = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Hilltop Lodge ($410): a two-night minimum, a $50 cleaning fee; the promo code takes 15% off. */
async function setUp(request: APIRequestContext): Promise<number> {
  await signInApi(request);
  const { id } = await (await request.get(`/api/v1/properties/${SLUG}`)).json();
  const rates = { weekendPrice: 470, minNights: 2, cleaningFee: 50, extraGuestFee: 0, includedGuests: null, seasons: [] };
  expect((await request.put(`/api/v1/admin/properties/${id}/rates`, { data: rates })).status()).toBe(200);
  const codes = (await (await request.get("/api/v1/admin/promo-codes")).json()) as { code: string }[];
  if (!codes.some((c) => c.code === CODE)) {
    const body = { code: CODE, percent: 15, amount: null, validFrom: null, validTo: null, minNights: null, maxUses: null, active: true };
    expect((await request.post("/api/v1/admin/promo-codes", { data: body })).status()).toBe(201);
  }
  return id;
}

const form = (page: Page) => page.locator("#booking");

async function fillGuest(page: Page, name: string) {
  await form(page).getByLabel("Full name").fill(name);
  await form(page).getByLabel("Email").fill("rates@example.com");
  await form(page).getByLabel("Phone").fill("+254 711 222 333");
}

test.describe("rates on the booking form (JavaScript on)", () => {
  test("the minimum stay shows before submitting; the live quote follows the promo code", async ({ page, request }) => {
    const propertyId = await setUp(request);
    const checkIn = monday(0);
    await page.goto(`/properties/${SLUG}`);

    await pickDate(page, "Check-in date", checkIn);
    await expect(form(page).getByTestId("minimum-stay")).toHaveText("Minimum stay for this check-in: 2 nights");
    // A one-night stay cannot be picked: the day after check-in is disabled.
    await page.getByRole("button", { name: "Check-out date" }).click();
    const dialog = page.getByRole("dialog", { name: "Check-out date: choose a day" });
    await expect(dialog.getByRole("button", { name: new RegExp(longDate(plus(checkIn, 1))) })).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Monday to Thursday: three weekday nights and the cleaning fee.
    await pickDate(page, "Check-out date", plus(checkIn, 3));
    const quote = form(page).getByTestId("quote");
    await expect(quote).toContainText("3 nights × $410$1,230");
    await expect(quote).toContainText("Cleaning fee$50");
    await expect(quote).toContainText("Total$1,280");

    const promo = form(page).getByLabel("Promo code (optional)");
    await promo.fill("nope");
    await expect(form(page).getByText(NOT_VALID)).toBeVisible();
    await promo.fill(CODE.toLowerCase());
    // 15% of $1,230 is $184.50, rounded to $185.
    await expect(quote).toContainText(`Promo code ${CODE} (15%)−$185`);
    await expect(quote).toContainText("Total$1,095");

    // Monday to Sunday: Friday and Saturday at the weekend price; 15% of $2,580 is $387.
    await pickDate(page, "Check-out date", plus(checkIn, 6));
    await expect(quote).toContainText("4 nights × $410$1,640");
    await expect(quote).toContainText("2 weekend nights × $470$940");
    await expect(quote).toContainText(`Promo code ${CODE} (15%)−$387`);
    await expect(quote).toContainText("Total$2,243");
    await expectNoAxeViolations(page);

    const name = uniqueName("Rates Live");
    await fillGuest(page, name);
    await form(page).getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByTestId("toast")).toContainText("Booking inquiry submitted");
    const stored = (await storedInquiries(request)).find((i) => i.name === name);
    expect(stored).toMatchObject({ propertyId, nights: 6, total: 2243, quote: { total: 2243, promoCode: CODE } });
  });
});

test.describe("the booking form as its code arrives", () => {
  test("what the server shows above 'Submit Inquiry' takes the room of what replaces it, so a click in that moment stays on the button", async ({
    page,
    request,
  }) => {
    const propertyId = await setUp(request);
    // A booked week, so the server's form has the list of booked nights a visitor without JavaScript reads.
    const blocked = { startDate: monday(8), endDate: plus(monday(8), 7) };
    const calendar = await (await request.get(`/api/v1/admin/properties/${propertyId}/calendar`)).json();
    if (!calendar.blocks.some((b: { startDate: string }) => b.startDate === blocked.startDate)) {
      const res = await request.post(`/api/v1/admin/properties/${propertyId}/calendar/blocks`, { data: { ...blocked, note: "Owner's week" } });
      expect(res.status()).toBe(201);
    }

    // The form's code is held back until the server's form has been measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/booking-form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/properties/${SLUG}`);
    // The sidebar's place is set as the page is parsed; the page's code comes on the first touch, the form's after it.
    await expect(form(page)).toHaveAttribute("style", /top/);
    await hydrated(page);
    await expect(form(page).getByTestId("minimum-stay")).toHaveText("Minimum stay: 2 nights");
    await expect(form(page).getByLabel("Check-in date")).toHaveAttribute("type", "date");
    const submit = form(page).getByRole("button", { name: "Submit Inquiry" });
    await submit.scrollIntoViewIfNeeded();
    const before = await submit.boundingBox();

    release();
    await partHydrated(form(page), { scroll: false });
    await expect(form(page).getByRole("button", { name: "Check-in date" })).toBeVisible();
    await expect(form(page).getByTestId("minimum-stay")).toHaveText("Minimum stay: 2 nights");
    expect(await submit.boundingBox()).toEqual(before);
  });
});

test.describe("rates on the booking form (JavaScript off)", () => {
  // Filling a field below the fold focuses it, and the site's smooth scrolling then glides the page there;
  // on a busy machine the next click was aimed while the page still moved and landed beside the button.
  // Reduced motion makes those scrolls instant (the site's own rule); nothing here is about motion.
  test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

  test("'Check price' shows the lines with the promo code; too short a stay and a bad code are refused on their fields", async ({
    page,
    request,
  }) => {
    const propertyId = await setUp(request);
    const checkIn = monday(2);
    await page.goto(`/properties/${SLUG}`);
    await expect(form(page).getByText("Minimum stay: 2 nights")).toBeVisible();
    const name = uniqueName("Rates NoScript");
    await fillGuest(page, name);

    await form(page).getByLabel("Check-in date").fill(checkIn);
    await form(page).getByLabel("Check-out date").fill(plus(checkIn, 1));
    await form(page).getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(form(page).getByText("This property has a minimum stay of 2 nights for these dates.").first()).toBeVisible();

    await form(page).getByLabel("Check-out date").fill(plus(checkIn, 3));
    await form(page).getByLabel("Promo code (optional)").fill("NOPE");
    await form(page).getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(form(page).getByText(NOT_VALID).first()).toBeVisible();
    await expect(form(page).getByLabel("Email")).toHaveValue("rates@example.com");

    await form(page).getByLabel("Promo code (optional)").fill(CODE);
    await form(page).getByRole("button", { name: "Check price" }).click();
    const quote = page.getByTestId("quote");
    await expect(quote).toContainText("3 nights × $410$1,230");
    await expect(quote).toContainText(`Promo code ${CODE} (15%)−$185`);
    await expect(quote).toContainText("Cleaning fee$50");
    await expect(quote).toContainText("Total$1,095");

    await form(page).getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByTestId("toast")).toContainText("Booking inquiry submitted");
    const stored = (await storedInquiries(request)).find((i) => i.name === name);
    expect(stored).toMatchObject({ propertyId, total: 1095, quote: { promoCode: CODE } });
  });
});
