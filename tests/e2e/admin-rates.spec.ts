import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, visitor } from "./admin-helpers";
import { dayFromToday, expectNoAxeViolations } from "./helpers";
import { makeInquiry } from "../setup/factories";
import { addDays } from "../../app/lib/day-ranges";

// The Rates page of a property made for each test, so no other spec's prices change.

/** A Monday at least 40 days ahead: day(4) is a Friday night. */
function mondayAhead(): string {
  let monday = dayFromToday(40);
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  return monday;
}
const monday = mondayAhead();
const day = (n: number) => addDays(monday, n);

async function newProperty(api: APIRequestContext): Promise<{ id: number; name: string }> {
  const name = `Rates Cabin ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await api.post("/api/v1/admin/properties", {
    data: {
      name,
      description: "A cabin whose prices this spec sets.",
      shortDescription: "Priced by the spec.",
      location: "Tigoni, Kenya",
      price: 100,
      bedrooms: 1,
      bathrooms: 1,
      sleeps: 4,
      amenities: [],
      images: ["/images/forest-haven-1.svg"],
      featured: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  return { id, name };
}

/** A guest's request for the nights [start, end), confirmed by staff. */
async function confirmedStay(api: APIRequestContext, propertyId: number, startDate: string, endDate: string) {
  const guest = await visitor();
  const res = await guest.post("/api/v1/booking-inquiries", { data: makeInquiry({ propertyId, startDate, endDate, guests: 2 }) });
  expect(res.status()).toBe(201);
  const { id } = await res.json();
  await guest.dispose();
  expect((await api.patch(`/api/v1/admin/booking-inquiries/${id}`, { data: { status: "confirmed" } })).status()).toBe(200);
}

const night = (page: Page, date: string) => page.locator(`td[data-date="${date}"]`);

async function fillPrices(page: Page) {
  await page.getByLabel("Base price per night (USD)").fill("200");
  await page.getByLabel("Weekend price per night (USD)").fill("260");
  await page.getByLabel("Minimum stay (nights)").first().fill("2");
  await page.getByLabel("Cleaning fee per stay (USD)").fill("30");
}

async function fillSeason(page: Page, n: number, s: { name: string; start: string; end: string; price: string }) {
  const season = page.getByRole("group", { name: `Season ${n}` });
  await season.getByLabel("Name").fill(s.name);
  await season.getByLabel("First night").fill(s.start);
  await season.getByLabel("Ends (check-out day, not included)").fill(s.end);
  await season.getByLabel("Nightly price (USD)").fill(s.price);
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await adminApi();
});
test.afterAll(async () => {
  await api.dispose();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the Rates page with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("edits prices, adds a season, refuses an overlapping one on the field, and the price calendar shows the season price and a booked night", async ({
      page,
      signIn,
    }) => {
      const property = await newProperty(api);
      await confirmedStay(api, property.id, day(8), day(10));
      await signIn(undefined, { path: `/admin/properties/${property.id}/calendar` });
      await page.getByRole("link", { name: "Rates" }).click();
      await expect(page.getByRole("heading", { name: `Rates: ${property.name}`, level: 1 })).toBeVisible();
      await expect(page.getByLabel("Base price per night (USD)")).toHaveValue("100");
      await expect(page.getByText("No seasons: every night is priced as above.")).toBeVisible();

      await fillPrices(page);
      await page.getByRole("button", { name: "Add season" }).click();
      await fillSeason(page, 1, { name: "Peak", start: day(0), end: day(7), price: "450" });
      await page.getByRole("button", { name: "Save rates" }).click();
      await expectToast(page, "Success", "Rates have been saved");

      const rates = await (await api.get(`/api/v1/admin/properties/${property.id}/rates`)).json();
      expect(rates).toMatchObject({
        weekendPrice: 260,
        minNights: 2,
        cleaningFee: 30,
        seasons: [{ name: "Peak", startDate: day(0), endDate: day(7), nightlyPrice: 450, weekendPrice: null, minNights: null }],
      });
      await expect(page.getByLabel("Base price per night (USD)")).toHaveValue("200");

      // The calendar: the season's price inside it, the weekend price after it, the base price on a weeknight, the stay booked.
      await expect(night(page, day(1))).toHaveAccessibleName(/: \$450, Peak$/);
      await expect(night(page, day(4))).toHaveAccessibleName(/: \$450, weekend, Peak$/);
      await expect(night(page, day(7))).toHaveAccessibleName(/: \$200$/);
      await expect(night(page, day(11))).toHaveAccessibleName(/: \$260, weekend$/);
      await expect(night(page, day(8))).toHaveAccessibleName(/: \$200, booked$/);
      await expect(night(page, day(8))).toContainText("B");
      await expect(night(page, day(9))).toHaveAccessibleName(/: \$200, booked$/);
      await expect(night(page, day(10))).toHaveAccessibleName(/: \$200$/);

      // A second season that shares nights with the first: the API's message, nothing saved.
      await page.getByRole("button", { name: "Add season" }).click();
      await fillSeason(page, 2, { name: "Shoulder", start: day(5), end: day(9), price: "300" });
      await page.getByRole("button", { name: "Save rates" }).click();
      await expect(page.getByText("Seasons must not overlap.")).toBeVisible();
      await expect(page.getByRole("group", { name: "Season 2" }).getByLabel("Name")).toHaveValue("Shoulder");
      expect((await (await api.get(`/api/v1/admin/properties/${property.id}/rates`)).json()).seasons).toHaveLength(1);

      // Remove the new season, then the stored one is deleted by saving without it.
      await page.getByRole("button", { name: "Remove season 2" }).click();
      await expect(page.getByRole("group", { name: "Season 2" })).toHaveCount(0);
      await page.getByRole("button", { name: "Remove season 1" }).click();
      await expect(page.getByRole("group", { name: "Season 1" })).toHaveCount(0);
      await page.getByRole("button", { name: "Save rates" }).click();
      await expectToast(page, "Success", "Rates have been saved");
      await expect(night(page, day(1))).toHaveAccessibleName(/: \$200$/);
      expect((await (await api.get(`/api/v1/admin/properties/${property.id}/rates`)).json()).seasons).toEqual([]);
      // axe runs scripts in the page: with JavaScript on only (the markup is the same).
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await api.delete(`/api/v1/admin/properties/${property.id}`);
    });
  });
}

test("the Rates page at 375 px: no sideways scrolling, a season edited, no axe violations, reached from the property's row", async ({
  page,
  signIn,
}) => {
  const property = await newProperty(api);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(undefined, { path: `/admin/properties?q=${encodeURIComponent(property.name)}` });
  await page.getByRole("link", { name: `Rates of ${property.name}` }).click();
  await expect(page.getByRole("heading", { name: `Rates: ${property.name}`, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add season" }).click();
  await fillSeason(page, 1, { name: "Festive", start: day(0), end: day(3), price: "380" });
  await page.getByRole("button", { name: "Save rates" }).click();
  await expectToast(page, "Success", "Rates have been saved");
  await page.getByRole("group", { name: "Season 1" }).getByLabel("Nightly price (USD)").fill("390");
  await page.getByRole("button", { name: "Save rates" }).click();
  await expectToast(page, "Success", "Rates have been saved");
  await expect(night(page, day(0))).toHaveAccessibleName(/: \$390, Festive$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
  // The property's Edit dialog leads here too, from its price.
  await page.goto(`/admin/properties?edit=${property.id}`);
  await expect(page.getByRole("dialog", { name: "Edit Property" }).getByRole("link", { name: "Rates" })).toHaveAttribute(
    "href",
    `/admin/properties/${property.id}/rates`,
  );
  await api.delete(`/api/v1/admin/properties/${property.id}`);
});

// Adding and removing rows never saves (so other specs' prices stay as they are); saving is covered by the API tests.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`Settings with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a tax row is added and removed before the one Save, and what was typed elsewhere stays", async ({ page, signIn }) => {
      const before = await (await api.get("/api/v1/admin/settings")).json();
      await signIn(undefined, { path: "/admin/settings" });
      await expect(page.getByRole("heading", { name: "Stay discounts" })).toBeVisible();
      await expect(page.getByRole("group", { name: "Stay discount 1" }).getByLabel("From (nights)")).toHaveValue(
        String(before.stayDiscounts[0].minNights),
      );
      await page.getByLabel("Tagline").fill("Typed, not saved");
      await page.getByRole("button", { name: "Add tax" }).click();
      const tax = page.getByRole("group", { name: `Tax ${before.taxes.length + 1}` });
      await expect(tax.getByLabel("Name")).toBeVisible();
      await expect(page.getByLabel("Tagline")).toHaveValue("Typed, not saved");
      await tax.getByLabel("Name").fill("Test levy");
      await page.getByRole("button", { name: `Remove tax ${before.taxes.length + 1}` }).click();
      await expect(tax).toHaveCount(0);
      await expect(page.getByLabel("Tagline")).toHaveValue("Typed, not saved");
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      expect(await (await api.get("/api/v1/admin/settings")).json()).toEqual(before);
    });
  });
}
