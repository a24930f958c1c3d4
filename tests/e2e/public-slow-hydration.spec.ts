import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

// On a 2-core machine hydration is slower than on a fast laptop: a visitor who follows 'Book Your Stay' and then
// clicks a field while the page's code is still hydrating must not make React throw the server's HTML away
// (error #421, "This Suspense boundary received an update before it finished hydrating"). The CPU is throttled
// 4× through the Chrome DevTools Protocol, as such a machine would be (issue 36, item 12).

for (const width of [375, 1280]) {
  test(`at ${width} px with the CPU throttled 4×: 'Book Your Stay' then a field within a second of loading / logs no console error`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

    // Both clicks once the page's code has begun to run (the router exists) and long before the booking form's own
    // code has arrived and hydrated it: the moment a visitor on a slow machine meets (within a second of the page).
    await page.goto("/", { waitUntil: "commit" });
    // The page's code comes on the visitor's first touch (app/lib/hydrate-on-intent.ts): a key press.
    await page.waitForLoadState("domcontentloaded");
    await page.keyboard.press("Shift");
    await expect
      .poll(() => page.evaluate(() => typeof (window as unknown as { __remixRouter?: unknown }).__remixRouter), { intervals: [50] })
      .toBe("object");
    await page.waitForTimeout(700);
    await page.getByRole("link", { name: "Book Your Stay" }).first().click();
    await page.locator("#booking").getByLabel("Full name").click();
    await page.locator("#booking").getByLabel("Full name").pressSequentially("Wanjiru");

    // Once the page and the form's code have run, nothing went wrong and what was typed is still there.
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#booking").getByLabel("Full name")).toHaveValue("Wanjiru");
    await expect(page.locator("#booking").getByRole("button", { name: "Check-in date" })).toBeVisible();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    expect(errors).toEqual([]);
  });
}
