import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./helpers";

const lightbox = (page: Page) => page.getByRole("dialog", { name: "Alpine Retreat photos" });

async function expectPhoto(page: Page, n: number, total = 4) {
  const dialog = lightbox(page);
  await expect(dialog.getByText(`Photo ${n} of ${total}`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("img", { name: `Alpine Retreat, photo ${n} of ${total}` })).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Show photo ${n}` })).toHaveAttribute("aria-current", "true");
}

test.describe("property page", () => {
  test("shows the property's details, policies and a booking form preset to it", async ({ page }) => {
    const response = await page.goto("/properties/alpine-retreat");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Alpine Retreat \|/);
    await expect(page.getByRole("heading", { level: 1, name: "Alpine Retreat" })).toBeVisible();
    const facts = page.locator("dl").first();
    await expect(facts).toContainText("$350");
    await expect(facts).toContainText("Per night");
    await expect(facts).toContainText("Bedrooms2");
    await expect(facts).toContainText("Bathrooms2");
    await expect(facts).toContainText("Guests4");
    await expect(page.getByText("Check our calendar or contact us for current availability.")).toBeVisible();
    await expect(page.getByText("4:00 PM - 8:00 PM")).toBeVisible();
    await expect(page.getByText("11:00 AM", { exact: true })).toBeVisible();
    await expect(page.getByText("Full refund when cancelled 30 days or more before check-in")).toBeVisible();
    await expect(page.getByText("50% refund when cancelled 14 to 29 days before check-in")).toBeVisible();
    await expect(page.getByText("No refund when cancelled fewer than 14 days before check-in")).toBeVisible();
    await expect(page.getByText("No smoking")).toBeVisible();
    await expect(page.getByText("No parties or events")).toBeVisible();
    await expect(page.getByText("Pets allowed with prior approval")).toBeVisible();
    await expect(page.getByText("Stays of 7+ nights enjoy our long-stay discount of 10%.").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Request to book Alpine Retreat" })).toBeVisible();

    // schema.org VacationRental (a LodgingBusiness) for search engines.
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(json).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VacationRental",
      name: "Alpine Retreat",
      checkinTime: "16:00",
      checkoutTime: "11:00",
      containsPlace: { numberOfBedrooms: 2, occupancy: { value: 4 } },
      mainEntityOfPage: { "@type": "WebPage", inLanguage: "en" },
    });
  });

  test("gallery: one large photo and up to four thumbnails open a wrapping lightbox", async ({ page }) => {
    await page.goto("/properties/alpine-retreat");
    const gallery = page.getByRole("region", { name: "Photo gallery" });
    await expect(gallery.getByRole("link", { name: /Alpine Retreat, photo \d of 4/ }).filter({ visible: true })).toHaveCount(4);
    // The lightbox is the page's code: a click before it has hydrated opens the photo itself, as plain HTML does.
    await hydrated(page);

    await gallery.getByRole("link", { name: "Alpine Retreat, photo 1 of 4" }).click();
    await expect(lightbox(page)).toBeVisible();
    await expectPhoto(page, 1);

    // Buttons: backwards from the first wraps to the last, forwards from the last to the first.
    await lightbox(page).getByRole("button", { name: "Previous image" }).click();
    await expectPhoto(page, 4);
    await lightbox(page).getByRole("button", { name: "Next image" }).click();
    await expectPhoto(page, 1);
    await lightbox(page).getByRole("button", { name: "Next image" }).click();
    await expectPhoto(page, 2);

    // Dots jump to a photo.
    await lightbox(page).getByRole("button", { name: "Show photo 4" }).click();
    await expectPhoto(page, 4);

    // Keyboard: → wraps forwards, ← wraps backwards, Esc closes.
    await page.keyboard.press("ArrowRight");
    await expectPhoto(page, 1);
    await page.keyboard.press("ArrowLeft");
    await expectPhoto(page, 4);
    await page.keyboard.press("ArrowLeft");
    await expectPhoto(page, 3);
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toBeHidden();

    // A thumbnail opens the lightbox at its own photo; the close button closes it.
    await gallery.getByRole("link", { name: "Alpine Retreat, photo 3 of 4" }).filter({ visible: true }).click();
    await expectPhoto(page, 3);
    await lightbox(page).getByRole("button", { name: "Close gallery" }).click();
    await expect(lightbox(page)).toBeHidden();
  });

  test("tabs switch between description, amenities and location", async ({ page }) => {
    await page.goto("/properties/lakeside-lodge");
    const tabs = page.getByRole("tablist", { name: "Property details" });
    const description = tabs.getByRole("tab", { name: "Description" });
    await expect(description).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Lakeside Lodge sits a few steps from the water");

    await tabs.getByRole("tab", { name: "Amenities" }).click();
    await expect(tabs.getByRole("tab", { name: "Amenities" })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    for (const amenity of ["Lake Access", "Boat Dock", "Waterfront", "Sauna", "Deck"]) {
      await expect(panel.getByText(amenity, { exact: true })).toBeVisible();
    }

    // Arrow keys move between tabs.
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Location" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("img", { name: "Illustrated map showing Limuru, Kenya" })).toBeVisible();
    const osm = page.getByRole("tabpanel").getByRole("link", { name: /Open in OpenStreetMap/ });
    await expect(osm).toHaveAttribute("href", /openstreetmap\.org/);
    await expect(osm).toHaveAttribute("target", "_blank");
    // The live map is only loaded when asked for.
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Show interactive map" }).click();
    await expect(page.locator('iframe[title="Map of Lakeside Lodge, Limuru, Kenya"]')).toHaveAttribute("loading", "lazy");
  });

  test("an unknown slug shows 'Property Not Found' with HTTP 404 and a way home", async ({ page }) => {
    const response = await page.goto("/properties/no-such-cabin");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Property Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Featured Properties" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every tab's content is on the page and the photos are links", async ({ page }) => {
      await page.goto("/properties/forest-haven");
      await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Amenities" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Location" })).toBeVisible();
      await expect(page.getByText("Biking Trails", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: /Open in OpenStreetMap/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Forest Haven, photo 1 of 4" })).toHaveAttribute("href", "/images/forest-haven-1.svg");
      await expect(page.getByLabel("Check-in date")).toHaveAttribute("type", "date");
    });
  });
});
