import { expect, test } from "./fixtures";
import { adminApi, unique } from "./admin-helpers";

// What a walk-through of the public pages found: counts read right, and the long-stay promise is the Settings' own.

test("a property with one photo says 'View 1 photo'; the long-stay wording follows the Settings in all three places", async ({ page }) => {
  const api = await adminApi();
  const name = unique("Single Photo Hut");
  const created = await api.post("/api/v1/admin/properties", {
    data: {
      name,
      description: "One room, one view.",
      shortDescription: "A hut with a view.",
      location: "Tigoni, Kenya",
      price: 90,
      bedrooms: 1,
      bathrooms: 1,
      sleeps: 1,
      amenities: ["Wifi"],
      images: ["/images/forest-haven-2.svg"],
      featured: false,
    },
  });
  expect(created.status()).toBe(201);
  const property = await created.json();
  const { longStayMinNights, longStayDiscountPercent } = await (await api.get("/api/v1/admin/settings")).json();
  await api.dispose();

  await page.goto(`/properties/${property.slug}`);
  await expect(page.getByText("View 1 photo", { exact: true })).toBeVisible();
  await expect(page.getByText("Sleeps up to 1 guest", { exact: true })).toBeVisible();
  const offer = `Stays of ${longStayMinNights}+ nights enjoy our long-stay discount of ${longStayDiscountPercent}%.`;
  // The description's note and the booking form's note.
  await expect(page.getByText(`Planning a longer escape? ${offer}`)).toBeVisible();
  await expect(page.locator("#booking").getByText(offer)).toBeVisible();
});
