import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./helpers";

// A public page's first visit downloads no JavaScript: the page is whole as HTML, and the app's code comes on the
// visitor's first touch (app/lib/hydrate-on-intent.ts). What a visitor does with that first touch must work: an
// in-page control (the date picker's button, the mobile menu's button) does what it says once the code has come
// (the click is replayed), a link navigates and a form posts as plain HTML.

function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".js")) scripts.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { scripts, errors };
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a first visit downloads no JavaScript file", async ({ page }) => {
      const { scripts, errors } = watch(page);
      for (const path of ["/", "/properties", "/properties/alpine-retreat", "/experiences", "/contact", "/about"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
      }
      expect(scripts).toEqual([]);
      expect(errors).toEqual([]);
    });

    test("the first tap on the date picker's button opens the calendar", async ({ page }) => {
      const { scripts, errors } = watch(page);
      await page.goto("/properties/alpine-retreat");
      await page.waitForLoadState("networkidle");
      expect(scripts).toEqual([]);
      await page.locator("#booking").getByRole("button", { name: "Check-in date" }).click();
      await expect(page.getByRole("dialog", { name: "Check-in date: choose a day" })).toBeVisible();
      expect(scripts.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });

    test("the first tap on a photo opens the lightbox, not the bare image", async ({ page }) => {
      const { errors } = watch(page);
      await page.goto("/properties/alpine-retreat");
      await page.waitForLoadState("networkidle");
      await page.getByRole("region", { name: "Photo gallery" }).getByRole("link", { name: "Alpine Retreat, photo 1 of 4" }).click();
      await expect(page.getByRole("dialog", { name: "Alpine Retreat photos" })).toBeVisible();
      await expect(page).toHaveURL(/\/properties\/alpine-retreat$/);
      expect(errors).toEqual([]);
    });

    test("a link clicked before the page's code navigates", async ({ page }) => {
      const { errors } = watch(page);
      await page.goto("/about");
      await page.waitForLoadState("networkidle");
      await page.getByRole("link", { name: /, home$/ }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { name: "Featured Properties" })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("a form sent before the page's code arrives is answered", async ({ page }) => {
      const { errors } = watch(page);
      // The code is held back until the form has been sent, as on a slow line: the form posts as plain HTML.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*.js", async (route) => {
        await held;
        await route.continue().catch(() => {});
      });
      await page.goto("/contact");
      const form = page.locator("#contact-form");
      await form.getByLabel("Your name").fill("Amina Yusuf");
      await form.getByLabel("Email").fill("amina@example.com");
      await form.getByLabel("Subject").fill("Before the code came");
      await form.getByLabel("Message").fill("A question sent before the page's code had arrived.");
      expect(await page.evaluate(() => typeof (window as unknown as { __remixRouter?: unknown }).__remixRouter)).toBe("undefined");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toContainText("Message Sent");
      release();
      await page.unroute("**/*.js");
      expect(errors).toEqual([]);
    });
  });
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the first tap on the menu button opens the menu", async ({ page }) => {
    const { scripts, errors } = watch(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(errors).toEqual([]);
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 640 } });

  test("the booking sidebar, taller than the window, keeps its place when the page's code arrives", async ({ page }) => {
    const { scripts, errors } = watch(page);
    await page.goto("/properties/alpine-retreat");
    await page.waitForLoadState("networkidle");
    const sidebar = page.locator("#booking");
    expect((await sidebar.boundingBox())!.height).toBeGreaterThan(640);
    // Scrolled part way (a wheel is not a touch: no code yet): the sidebar scrolls with the page towards its end.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
    expect(scripts).toEqual([]);
    const submit = sidebar.getByRole("button", { name: "Submit Inquiry" });
    const before = await sidebar.boundingBox();
    await hydrated(page);
    await expect(sidebar.locator("[data-part-ready]").first()).toBeAttached();
    expect(await sidebar.boundingBox()).toEqual(before);
    // Further down, its end (the submit button) comes into view and stays there.
    await page.mouse.wheel(0, 1500);
    await expect(submit).toBeInViewport({ ratio: 1 });
    expect(errors).toEqual([]);
  });
});
