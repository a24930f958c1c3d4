import { expect, test, type Page } from "@playwright/test";
import { dayFromToday, hydrated } from "./helpers";

// Issue 40: English at today's URLs, Swahili under /sw, German under /de; a switcher in the header and footer that
// keeps the page and its query and remembers the choice; only / redirects by language. The e2e server offers both
// (SITE_LANGUAGES=sw,de in tests/setup/e2e-global-setup.ts).

const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`));

test("a Swahili page speaks Swahili, links within Swahili and names every language version", async ({ page }) => {
  const response = await page.goto("/sw/about");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  const main = page.getByRole("navigation", { name: "Urambazaji mkuu" });
  await expect(main.getByRole("link", { name: "Mwanzo" })).toHaveAttribute("href", "/sw");
  await expect(main.getByRole("link", { name: "Wasiliana" })).toHaveAttribute("href", "/sw/contact");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Sera ya Faragha" })).toHaveAttribute("href", "/sw/privacy");
  expect(await alternates(page)).toEqual(["en /about", "sw /sw/about", "de /de/about", "x-default /about"]);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe("/sw/about");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the switcher keeps the page and its query, and / remembers the choice", async ({ page }) => {
      await page.goto("/properties?guests=2&sort=price-asc");
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).click();
      await expect(page).toHaveURL(/\/de\/properties\?guests=2&sort=price-asc$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Über uns" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");

      // The remembered choice: the home page sends this visitor to the German one, and back once English is chosen.
      await page.goto("/");
      await expect(page).toHaveURL(/\/de$/);
      await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto("/");
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
}

test("only the home page follows the browser's language; other pages stay where they are", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole("link", { name: "Jetzt buchen" }).first()).toBeVisible();
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

test("an unknown language prefix is a 404, and a page missing in Swahili says so in Swahili", async ({ page }) => {
  for (const path of ["/xx/about", "/en/about", "/SW/contact"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  }
  expect((await page.goto("/sw/no-such-page"))?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  await expect(page.getByRole("navigation", { name: "Urambazaji mkuu" })).toBeVisible();
});

test("the header's compact switcher names each language and marks the current one", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/de/contact");
  const switcher = page.getByRole("banner").getByRole("navigation", { name: "Sprache" });
  await expect(switcher.getByRole("link", { name: "SW Kiswahili" })).toHaveAttribute("href", `/language?to=${encodeURIComponent("/sw/contact")}`);
  await expect(switcher.getByRole("link", { name: "DE Deutsch" })).toHaveAttribute("aria-current", "true");
});

test("a German property page: the calendar in German, the booking form's refusals in German, JSON-LD in German", async ({ page }) => {
  await page.goto("/de/properties/alpine-retreat");
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld).toMatchObject({ "@type": "VacationRental", mainEntityOfPage: { inLanguage: "de" } });
  expect(new URL(ld.url).pathname).toBe("/de/properties/alpine-retreat");
  expect(ld.priceRange).toMatch(/pro Nacht$/);

  await hydrated(page);
  await page.getByRole("button", { name: "Anreisedatum" }).click();
  const dialog = page.getByRole("dialog", { name: "Anreisedatum: Tag wählen" });
  await expect(dialog.getByRole("heading")).toHaveText(/(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/);
  // German day names, and the week starts on Monday in Germany (Montag, Dienstag, Mittwoch, …).
  expect((await dialog.locator("th").allTextContents()).join("")).toBe("MDMDFSS");
  await expect(dialog.getByRole("button", { name: "Nächster Monat" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Anfrage senden" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Bitte korrigieren Sie Folgendes:" });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("Der Name muss mindestens 2 Zeichen lang sein");
  await expect(summary).toContainText("Bitte wählen Sie ein Anreisedatum");
  await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Swahili inquiry: the server's refusals and its confirmation in Swahili, the guest's page under /sw", async ({ page }) => {
    await page.goto("/sw/properties/alpine-retreat");
    const form = page.locator("form#booking-form");
    await form.getByRole("button", { name: "Tuma Ombi" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Tafadhali rekebisha yafuatayo:" })).toContainText("Jina lazima liwe na angalau herufi 2");

    await page.getByRole("textbox", { name: "Jina kamili" }).fill("Amani Wanjiru");
    await page.getByRole("textbox", { name: "Barua pepe" }).fill("amani@example.com");
    await page.getByRole("textbox", { name: "Simu" }).fill("+254 712 345 678");
    await page.getByLabel("Tarehe ya kuingia", { exact: true }).fill(dayFromToday(530));
    await page.getByLabel("Tarehe ya kutoka", { exact: true }).fill(dayFromToday(533));
    await page.getByRole("button", { name: "Tuma Ombi" }).click();
    const sent = page.getByTestId("inquiry-sent");
    await expect(sent.getByRole("heading", { name: "Ombi lako limetumwa" })).toBeVisible();
    await expect(sent).toContainText("Nambari ya uhifadhi");
    await expect(sent.getByRole("link", { name: "Fuatilia ombi lako" })).toHaveAttribute("href", /^\/sw\/stay\//);
  });
});
