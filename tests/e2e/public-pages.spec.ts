import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./helpers";

const NOT_FOUND_TEXT = "We couldn't find the page you were looking for. It might have been removed, renamed, or maybe it never existed.";

async function description(page: Page) {
  return page.locator('meta[name="description"]').getAttribute("content");
}

test.describe("public pages", () => {
  test("home: hero, stats, three featured properties, amenities, booking, testimonials, FAQ, closing call to action", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Tigoni Retreats/);
    expect(await description(page)).toBeTruthy();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Luxury Cabins & Lodges in the Kenyan Highlands");
    await expect(page.getByRole("link", { name: "Explore Properties" })).toHaveAttribute("href", "#properties");
    await expect(page.getByRole("link", { name: "Book Your Stay" })).toHaveAttribute("href", "#booking");

    for (const [value, label] of [
      ["12+", "Properties"],
      ["4", "Locations"],
      ["100%", "Satisfaction"],
    ]) {
      await expect(page.locator("dl").first().getByText(value, { exact: true })).toBeVisible();
      await expect(page.locator("dl").first().getByText(label, { exact: true })).toBeVisible();
    }

    // Featured Properties: three cards from the database, no skeletons on a normal load.
    const featured = page.locator("#properties");
    const cards = featured.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(page.getByTestId("property-card-skeleton")).toHaveCount(0);
    const alpine = cards.filter({ hasText: "Alpine Retreat" });
    await expect(alpine.getByRole("link", { name: "Alpine Retreat", exact: true })).toBeVisible();
    await expect(alpine.getByRole("link", { name: "Alpine Retreat", exact: true })).toHaveAttribute("href", "/properties/alpine-retreat");
    // The picture links to the property too (kept out of the tab order: the name is the same link).
    const picture = alpine.locator('a[href="/properties/alpine-retreat"] img');
    await expect(picture).toHaveAttribute("src", "/images/alpine-retreat-1.svg");
    await expect(picture).toHaveAttribute("alt", "Alpine Retreat, Tigoni, Kenya");
    await expect(alpine).toContainText("$350");
    await expect(alpine).toContainText("/ night");
    await expect(alpine).toContainText("A timber A-frame on the ridge above Tigoni");
    await expect(alpine).toContainText("2 bedrooms");
    await expect(alpine).toContainText("2 bathrooms");
    await expect(alpine).toContainText("Sleeps 4");
    await expect(alpine).toContainText("Tigoni, Kenya");
    const amenities = alpine.getByRole("list", { name: "Amenities" }).getByRole("listitem");
    await expect(amenities).toHaveText(["Hot Tub", "Fireplace", "Mountain Views", "+4 more"]);
    await expect(featured.getByRole("link", { name: "View All Properties" })).toHaveAttribute("href", "/properties");

    for (const amenity of ["Hot Tubs & Spas", "Fireplace", "Wifi", "Full Kitchen"]) {
      await expect(page.getByRole("heading", { level: 3, name: amenity, exact: true })).toBeVisible();
    }
    await expect(page.locator("#booking").getByLabel("Property")).toBeVisible();
    await expect(page.getByRole("img", { name: "Rated 5 out of 5 stars" })).toHaveCount(3);

    // FAQ accordion: four questions, keyboard operable.
    const questions = page.locator("main details summary");
    await expect(questions).toHaveCount(4);
    const answer = page.getByText("Cancel 30 days or more before check-in for a full refund.");
    await expect(answer).toBeHidden();
    await page.getByText("What is your cancellation policy?").focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(answer).toBeHidden();

    await expect(page.getByRole("heading", { name: "Ready for Your Highland Escape?" })).toBeVisible();
  });

  test("footer: quick links, the four properties, contact details, social links, copyright, Privacy and Terms", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quick.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(quick.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expect(quick.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(quick.getByRole("link", { name: "All Properties" })).toHaveAttribute("href", "/");
    const ours = footer.getByRole("navigation", { name: "Our Properties" });
    for (const slug of ["alpine-retreat", "lakeside-lodge", "forest-haven", "riverside-cottage"]) {
      await expect(ours.locator(`a[href="/properties/${slug}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText("1200 Pine Street");
    await expect(footer.getByRole("link", { name: "+1 (303) 555-0147" })).toHaveAttribute("href", "tel:+13035550147");
    await expect(footer.getByRole("link", { name: "info@tigoniretreats.com" })).toHaveAttribute("href", "mailto:info@tigoniretreats.com");
    for (const network of ["Facebook", "Instagram", "X (Twitter)"]) {
      const link = footer.getByRole("link", { name: `${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tigoni Retreats`);
    // Real pages instead of the spec's placeholders.
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  });

  test("about: story, philosophy, team and a link to the properties", async ({ page, request }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^About Us \|/);
    expect(await description(page)).toContain("2015");
    await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
    await expect(page.getByText("Founded in 2015")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Luxury That Feels Like Home" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Meet Our Team" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Portrait of / })).toHaveCount(4);
    await page.getByRole("link", { name: "Browse Our Properties" }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Properties" })).toBeVisible();
    // Every live property gets a card (other specs may have added some, so ask the API how many).
    const live = (await (await request.get("/api/v1/properties")).json()) as unknown[];
    expect(live.length).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole("article")).toHaveCount(live.length);
  });

  test("contact: details from the settings, office hours, the form and a map", async ({ page }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Contact Us \|/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(main).toContainText("1200 Pine Street, Suite 400");
    await expect(main).toContainText("Denver, CO 80202, USA");
    await expect(main.getByRole("link", { name: "info@tigoniretreats.com" })).toHaveAttribute("href", "mailto:info@tigoniretreats.com");
    await expect(main.getByRole("link", { name: "+1 (303) 555-0147" })).toBeVisible();
    await expect(main).toContainText("Monday - Friday9:00 AM - 5:00 PM");
    await expect(main).toContainText("Saturday10:00 AM - 2:00 PM");
    await expect(main).toContainText("SundayClosed");
    await expect(main.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(main.getByRole("img", { name: /Illustrated map showing Denver/ })).toBeVisible();
    await expect(main.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute("href", /openstreetmap\.org\/search\?query=1200/);
  });

  test("each page has its own title and description", async ({ page }) => {
    const seen = new Map<string, string>();
    for (const path of ["/", "/about", "/contact", "/properties/alpine-retreat", "/properties/lakeside-lodge", "/properties", "/missing-page"]) {
      await page.goto(path);
      const title = await page.title();
      const text = await description(page);
      expect(text, path).toBeTruthy();
      expect([...seen.values()], `${path} has a title of its own`).not.toContain(title);
      seen.set(path, title);
    }
  });

  test("every image has alt text and reserved dimensions; images below the fold load lazily", async ({ page }) => {
    for (const path of ["/", "/properties/riverside-cottage", "/about", "/contact"]) {
      await page.goto(path);
      const images = await page.locator("img").evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute("src"),
          alt: img.getAttribute("alt"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          top: img.getBoundingClientRect().top + window.scrollY,
        })),
      );
      expect(images.length, path).toBeGreaterThan(0);
      for (const img of images) {
        expect(img.alt, `${path} ${img.src} alt`).not.toBeNull();
        expect(Number(img.width), `${path} ${img.src} width`).toBeGreaterThan(0);
        expect(Number(img.height), `${path} ${img.src} height`).toBeGreaterThan(0);
        if (img.top > 1600) expect(img.loading, `${path} ${img.src} below the fold`).toBe("lazy");
      }
      // Every image file exists.
      for (const src of new Set(images.map((i) => i.src))) {
        const res = await page.request.get(src!);
        expect(res.status(), src!).toBe(200);
      }
    }
  });

  test("any other path is the 404 page with both buttons", async ({ page }) => {
    await page.goto("/about");
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page Not Found/);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    // The site's header and footer are there too.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/about$/);

    await page.goto("/another-missing-page");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("while a page's data is loading: skeleton cards for the home page, a spinner for a property", async ({ page }) => {
    await page.goto("/about");
    // A client-side navigation (with its skeletons) once the page has its code: a first click on a link before that
    // loads the next page as plain HTML does.
    await hydrated(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await gate;
      await route.continue();
    });

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading featured properties..." })).toBeVisible();
    await expect(page.getByTestId("property-card-skeleton")).toHaveCount(3);
    release();
    await expect(page.locator("#properties").getByRole("article")).toHaveCount(3);
    await expect(page.getByTestId("property-card-skeleton")).toHaveCount(0);

    let releaseProperty: () => void = () => {};
    const propertyGate = new Promise<void>((resolve) => (releaseProperty = resolve));
    await page.unroute(/\.data(\?|$)/);
    await page.route(/\.data(\?|$)/, async (route) => {
      await propertyGate;
      await route.continue();
    });
    await page.locator("#properties").getByRole("link", { name: "Forest Haven", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading property..." })).toBeVisible();
    releaseProperty();
    await expect(page.getByRole("heading", { level: 1, name: "Forest Haven" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading property..." })).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every page renders completely and links work", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("#properties").getByRole("article")).toHaveCount(3);
      await page.locator("#properties").getByRole("link", { name: "Lakeside Lodge", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Lakeside Lodge" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Request to book Lakeside Lodge" })).toBeVisible();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
      await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
      // The FAQ accordion opens without scripts.
      await page.goto("/");
      await page.getByText("Are pets allowed?").click();
      await expect(page.getByText("Pets are welcome with prior approval")).toBeVisible();
    });
  });
});
