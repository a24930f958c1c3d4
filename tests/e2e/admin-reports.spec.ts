import path from "node:path";
import { E2E_SERVER } from "../../playwright.config";
import { nuProblems, type HtmlDocument } from "../setup/nu-checker";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, hydrated } from "./helpers";

/**
 * The owner's report (issue 37): at 375 and 1280 px, with JavaScript on and off, the page shows its figures and
 * server-drawn charts (each an image named by its title, with a table of its figures), the period form works, the
 * CSV downloads, axe finds nothing, and the Nu Html Checker finds no error in the page as served and as hydrated.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`the report page, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const width of [375, 1280]) {
      test(`at ${width} px: figures, charts with their tables, the period form${javaScriptEnabled ? ", and no axe violation" : ""}`, async ({
        page,
        signIn,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await signIn(undefined, { path: "/admin/reports" });
        if (javaScriptEnabled) await hydrated(page);
        await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
        for (const name of ["Occupancy by month", "Stay revenue by month", "Booking lead time", "Money received by method"]) {
          await expect(page.getByRole("img", { name: new RegExp(name) })).toBeVisible();
          await expect(page.getByRole("table", { name: `${name}: figures` })).toBeAttached();
        }
        await expect(page.getByRole("region", { name: "By property" })).toBeVisible();
        // Nothing wider than the screen: tables scroll inside their own region.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // axe runs in the page's own JavaScript: with it off, the same markup is checked by the JavaScript-on runs.
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        await page.getByLabel("Period", { exact: true }).selectOption("this-year");
        await page.getByRole("button", { name: "Apply filters" }).click();
        await expect(page).toHaveURL(/period=this-year/);
        const year = new Date().getUTCFullYear();
        await expect(page.getByRole("heading", { level: 1, name: "Reports" }).locator("..")).toContainText(`January 1, ${year}`);
        await expect(page.getByRole("table", { name: "Each month beside the same month a year earlier" })).toContainText(`December ${year}`);

        const download = page.waitForEvent("download");
        await page.getByRole("region", { name: "By property" }).getByRole("link", { name: "Download CSV" }).click();
        expect((await download).suggestedFilename()).toMatch(/^report-properties-\d{4}-01-01-to-\d{4}-12-31\.csv$/);
      });
    }
  });
}

test("a bad From/To is named on its field and the default period is shown", async ({ page, signIn }) => {
  await signIn(undefined, { path: "/admin/reports?from=2026-05-01&to=2026-01-01" });
  await expect(page.getByLabel("From")).toHaveAccessibleDescription("From must be on or before To");
  await expect(page.getByRole("img", { name: /Occupancy by month/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the dashboard links to the report for the last and next 30 days", async ({ page, signIn }) => {
  await signIn(undefined, { path: "/admin/dashboard" });
  await expect(page.getByRole("heading", { name: "Next 30 days: occupancy and revenue" })).toBeVisible();
  await page
    .getByRole("link", { name: /^Open the report for/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/admin\/reports\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
});

test("the report page passes the Nu Html Checker, as served and hydrated", async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn(undefined, { path: "/admin/reports" });
  const documents: HtmlDocument[] = [];
  for (const pathname of ["/admin/reports", "/admin/reports?from=2026-05-01&to=2026-01-01", "/admin/dashboard"]) {
    const served = await page.request.get(pathname);
    documents.push({ name: `served ${pathname}`, html: await served.text() });
    await page.goto(pathname);
    await hydrated(page);
    documents.push({ name: `hydrated ${pathname}`, html: await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`) });
  }
  const problems = await nuProblems(documents, path.join(path.dirname(E2E_SERVER.databasePath), "nu-reports"));
  expect(problems).toEqual([]);
});
