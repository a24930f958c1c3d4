import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, signInApi, test } from "./fixtures";
import { dayFromToday, expectNoAxeViolations } from "./helpers";
import { longDate, uniqueName } from "./public-helpers";

// From the property list's dated search to a booking form that starts with the stay and its price. Its own
// property in its own location and far-away dates, so no other spec meets these rates or stays.

const START = dayFromToday(400);
const END = dayFromToday(403);

async function searchProperty(request: APIRequestContext) {
  await signInApi(request);
  const name = uniqueName("Search Cabin");
  const location = `${uniqueName("Search Valley").replace(/\s/g, "")}, Kenya`;
  const res = await request.post("/api/v1/admin/properties", {
    data: {
      name,
      description: "A cabin used by the end-to-end tests of the dated search.",
      shortDescription: "A cabin for search tests.",
      location,
      price: 210,
      bedrooms: 1,
      bathrooms: 1,
      sleeps: 3,
      amenities: ["Wifi"],
      images: ["/images/forest-haven-1.svg"],
      featured: false,
    },
  });
  expect(res.status()).toBe(201);
  const property = (await res.json()) as { id: number; slug: string; name: string };
  const rates = { weekendPrice: null, minNights: 3, cleaningFee: 40, extraGuestFee: 0, includedGuests: null, seasons: [] };
  expect((await request.put(`/api/v1/admin/properties/${property.id}/rates`, { data: rates })).status()).toBe(200);
  return { ...property, location };
}

const offer = (page: Page, name: string) => page.getByRole("article").filter({ hasText: name }).getByTestId("stay-offer");

for (const javaScriptEnabled of [true, false]) {
  test(`the dated search prices each property or says why not, and its link starts the booking form with the stay (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    request,
  }) => {
    const property = await searchProperty(request);
    const quote = await request.get(`/api/v1/properties/${property.slug}/quote?startDate=${START}&endDate=${END}&guests=2`);
    const total = ((await quote.json()) as { total: number }).total;
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    try {
      const place = encodeURIComponent(property.location);
      // Too many guests and too short a stay: listed with the reason.
      await page.goto(`/properties?location=${place}&startDate=${START}&endDate=${END}&guests=4`);
      await expect(offer(page, property.name)).toHaveText("Not available: This property sleeps up to 3 guests.");
      await page.goto(`/properties?location=${place}&startDate=${START}&endDate=${dayFromToday(402)}&guests=2`);
      await expect(offer(page, property.name)).toHaveText("Not available: This property has a minimum stay of 3 nights for these dates.");

      // Bookable: the same total the quote endpoint gives, then on to the property's page with the stay.
      await page.goto(`/properties?location=${place}`);
      await page.getByLabel("Check-in").fill(START);
      await page.getByLabel("Check-out").fill(END);
      await page.getByLabel("Guests").fill("2");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByRole("status")).toContainText(`1 property free from ${longDate(START)} to ${longDate(END)} for 2 guests`);
      await expect(offer(page, property.name)).toHaveText(`$${total.toLocaleString("en-US")} total for 3 nights`);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole("link", { name: `View details of ${property.name}` }).click();

      await expect(page).toHaveURL(new RegExp(`/properties/${property.slug}\\?startDate=${START}&endDate=${END}&guests=2$`));
      const form = page.locator("#booking");
      await expect(form.getByLabel("Guests")).toHaveValue("2");
      if (javaScriptEnabled) {
        await expect(form.getByRole("button", { name: "Check-in date" })).toContainText(longDate(START));
        await expect(form.getByRole("button", { name: "Check-out date" })).toContainText(longDate(END));
      } else {
        await expect(form.getByLabel("Check-in date")).toHaveValue(START);
        await expect(form.getByLabel("Check-out date")).toHaveValue(END);
      }
      const shown = form.getByTestId("quote");
      await expect(shown).toContainText("3 nights × $210");
      await expect(shown).toContainText("Cleaning fee");
      await expect(shown).toContainText(`Total$${total.toLocaleString("en-US")}`);
    } finally {
      await context.close();
      await signInApi(request);
      await request.delete(`/api/v1/admin/properties/${property.id}`);
    }
  });
}

test("the dated search fits a 375 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/properties?startDate=${START}&endDate=${END}&guests=9`);
  await expect(page.getByTestId("stay-offer").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
