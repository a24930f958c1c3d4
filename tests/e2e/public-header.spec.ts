import { expect, test, type Page } from "@playwright/test";

const header = (page: Page) => page.locator("header.site-header");
const TRANSPARENT = "rgba(0, 0, 0, 0)";
const SOLID = "rgb(14, 30, 23)"; // forest-950

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

test.describe("site header", () => {
  test("is transparent at the top and solid with a shadow once scrolled more than 10 px", async ({ page }) => {
    await page.goto("/");
    await expect(header(page)).toHaveCSS("background-color", TRANSPARENT);
    await expect(header(page)).toHaveCSS("box-shadow", "none");

    await scrollTo(page, 11);
    await expect(header(page)).toHaveCSS("background-color", SOLID);
    await expect(header(page)).not.toHaveCSS("box-shadow", "none");

    // Exactly 10 px is not "more than 10": coming back from 11 it turns transparent again (a change
    // the assertion waits for, so it cannot pass before the page has handled the scroll).
    await scrollTo(page, 10);
    await expect(header(page)).toHaveCSS("background-color", TRANSPARENT);
    await expect(header(page)).toHaveCSS("box-shadow", "none");

    await scrollTo(page, 11);
    await expect(header(page)).toHaveCSS("background-color", SOLID);
    await scrollTo(page, 0);
    await expect(header(page)).toHaveCSS("background-color", TRANSPARENT);
  });

  test("marks the active route", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("link", { name: "About" });
    await expect(about).toHaveAttribute("aria-current", "page");
    await expect(about).toHaveCSS("text-decoration-line", "underline");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveCSS("text-decoration-line", "none");

    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    await expect(about).not.toHaveAttribute("aria-current", "page");
  });

  test("'Book Now' leads to the booking form", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL(/\/#booking$/);
    await expect(page.getByRole("heading", { name: "Book Your Stay" })).toBeInViewport();

    await page.goto("/properties/lakeside-lodge");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL(/\/properties\/lakeside-lodge#booking$/);
    await expect(page.getByRole("heading", { name: "Request to book Lakeside Lodge" })).toBeInViewport();
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, closes, and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "About" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Book Now" })).toBeVisible();
    // Over the hero the open menu has a solid background.
    await expect(header(page)).toHaveCSS("background-color", SOLID);

    await close.click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // Escape closes it too and gives focus back to the toggle.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu still opens and its links work", async ({ page }) => {
      await page.goto("/");
      const menuLinks = page.getByRole("navigation", { name: "Mobile" });
      await expect(menuLinks).toBeHidden();
      await page.locator("summary", { hasText: "Menu" }).click();
      await expect(menuLinks.getByRole("link", { name: "About" })).toBeVisible();
      await menuLinks.getByRole("link", { name: "About" }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
      // Without scripts the header cannot follow the scroll, so it is solid everywhere.
      await expect(header(page)).toHaveCSS("background-color", SOLID);
    });
  });
});
