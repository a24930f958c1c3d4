import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// First paint: a phone's first visit downloads neither the booking form's code nor lucide's
// icon components; the server's form works meanwhile, and the code arrives the moment the visitor
// touches the form, with what they already chose kept.

const BOOKING_CODE = /\/assets\/booking-form-[\w-]+\.js$/;

function scriptsLoaded(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.use({ viewport: { width: 375, height: 740 } });

test("a property page's first screen loads no booking-form or map code; touching the form loads it and keeps what was typed", async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto("/properties/alpine-retreat");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((url) => BOOKING_CODE.test(url))).toBe(false);
  // Nor the map's: the server's sections fold into tabs, and the map waits for its tab.
  expect(scripts.some((url) => /\/assets\/location-map-[\w-]+\.js$/.test(url))).toBe(false);

  // The server rendered the whole form: it is there before its code.
  const name = page.locator("#booking").getByLabel("Full name");
  await expect(name).toBeVisible();
  const loaded = page.waitForRequest((request) => BOOKING_CODE.test(new URL(request.url()).pathname));
  await name.fill("Wanjiru Kamau");
  await loaded;
  await page.waitForLoadState("networkidle");
  await expect(name).toHaveValue("Wanjiru Kamau");
});

test("public icons come from one cached SVG sprite, not inline path copies", async ({ page, request }) => {
  await page.goto("/");
  const uses = page.locator("svg.lucide use");
  expect(await uses.count()).toBeGreaterThan(5);
  const href = (await uses.first().getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/icons\.svg\?v=\w+#\w+$/);
  // No icon draws its own paths on a public page.
  expect(await page.locator("svg.lucide > path").count()).toBe(0);

  const sprite = await request.get(href.split("#")[0]);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  const symbol = href.split("#")[1];
  expect(await sprite.text()).toContain(`<symbol id="${symbol}"`);
});

test("the map's code arrives when the Location tab is opened", async ({ page }) => {
  await page.goto("/properties/alpine-retreat");
  await page.waitForLoadState("networkidle");
  const tab = page.getByRole("tab", { name: "Location" });
  await tab.click();
  await expect(page.getByRole("tabpanel").getByRole("img", { name: /Illustrated map showing/ })).toBeVisible();
});

test("/contact on a phone loads no form code until the visitor reaches the form; what they typed is kept and sent", async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  const FORM_CODE = /\/assets\/contact-form-[\w-]+\.js$/;
  expect(scripts.some((url) => FORM_CODE.test(url))).toBe(false);
  // Nor zod: the page needs only the business's details.
  expect(scripts.some((url) => /\/assets\/zod[\w-]*\.js$/.test(url))).toBe(false);

  const form = page.locator("#contact-form");
  const name = form.getByLabel("Your name");
  const loaded = page.waitForRequest((request) => FORM_CODE.test(new URL(request.url()).pathname));
  await name.fill("Amina Yusuf");
  await loaded;
  await page.waitForLoadState("networkidle");
  await expect(name).toHaveValue("Amina Yusuf");
  await form.getByLabel("Email").fill("amina@example.com");
  await form.getByLabel("Subject").fill("A boat on the lake?");
  await form.getByLabel("Message").fill("Can we take a boat out at sunrise?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent", { exact: true })).toBeVisible();
  await expect(name).toHaveValue("");
});

test("the illustrations arrive as AVIF at the phone's width, not as SVG documents; the SVG stays the fallback", async ({ page, request }) => {
  const images: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image") images.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  const hero = page.locator("section img").first();
  await expect(hero).toHaveAttribute("src", "/images/hero-home.svg");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // A 375 px phone (one device pixel per CSS pixel) takes the 480 px copy of the hero and of each card's picture.
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe("/images/hero-home-480.avif");
  // The card's picture link is hidden from assistive technology (its title links to the same page).
  const card = page.locator('img[alt="Alpine Retreat, Tigoni, Kenya"]');
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname))
    .toBe("/images/alpine-retreat-1-480.avif");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect(images.filter((path) => /^\/images\/(?!team-).*\.svg$/.test(path))).toEqual([]);

  const avif = await request.get("/images/hero-home-960.avif");
  expect(avif.status()).toBe(200);
  expect(avif.headers()["content-type"]).toBe("image/avif");
  expect((await avif.body()).subarray(4, 12).toString("latin1")).toBe("ftypavif");
});
