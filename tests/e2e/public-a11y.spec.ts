import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

// Zero WCAG 2.1 A and AA violations (axe-core) on every public page.
for (const path of ["/", "/properties/alpine-retreat", "/about", "/contact", "/no-such-page", "/properties/no-such-cabin", "/properties"]) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// The same in Swahili and German (issue 40): longer words, other labels, the language switcher.
for (const language of ["sw", "de"]) {
  for (const path of ["", "/properties/alpine-retreat", "/about", "/contact", "/experiences", "/no-such-page", "/properties"]) {
    test(`no accessibility violations on /${language}${path}`, async ({ page }) => {
      await page.goto(`/${language}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

test("no accessibility violations in German with form errors and an open calendar", async ({ page }) => {
  await page.goto("/de/properties/alpine-retreat#booking");
  await page.locator("#booking").getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.locator("#booking").getByRole("alert").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .locator("#booking")
    .getByRole("button", { name: /^Anreise/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("no accessibility violations with form errors, an open calendar and the lightbox", async ({ page }) => {
  await page.goto("/#booking");
  await page.locator("#booking").getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.locator("#booking-form-name-error")).toHaveText("Name must be at least 2 characters");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Check-in date" }).click();
  await expect(page.getByRole("dialog", { name: "Check-in date: choose a day" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/properties/alpine-retreat");
  await page.getByRole("link", { name: "Alpine Retreat, photo 1 of 4" }).click();
  await expect(page.getByRole("dialog", { name: "Alpine Retreat photos" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("no accessibility violations with the mobile menu open", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
