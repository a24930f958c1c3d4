import { expect, test, type Page } from "@playwright/test";
import { hydrated, partHydrated } from "./helpers";

// What a first-time guest runs into: focus after a date is picked, the lightbox's Esc, interaction before the
// page's code has finished arriving, and the activities' own page.

/** The page's scroll position once it has stopped moving (no change for ten frames in a row). */
function scrollAtRest(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve(last);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

test("after a failed submit, a check-in day picked with the keyboard leaves focus on the calendar's button, the page where it was, and Tab on check-out", async ({
  page,
}) => {
  await page.goto("/#booking");
  await hydrated(page);
  const form = page.locator("#booking");
  // The form's own code (focus on the summary, calendars) comes once it is near the screen; sent before, the server answers.
  await partHydrated(form);
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.locator("#booking-form-summary")).toBeFocused();
  // The page scrolls smoothly to the summary; a person reads it before moving on. Focusing the next control
  // while that scroll is still running leaves the control off screen, which no visitor could do.
  await scrollAtRest(page);

  const checkIn = form.getByRole("button", { name: "Check-in date" });
  await checkIn.focus();
  await page.keyboard.press("Enter");
  const calendar = page.getByRole("dialog", { name: "Check-in date: choose a day" });
  await expect(calendar).toBeVisible();
  await page.keyboard.press("ArrowRight");
  // Where the page is with the calendar open (once the smooth scroll that brought the calendar into view has
  // ended): picking the day must not move it.
  const scrollBefore = await scrollAtRest(page);
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();

  await expect(checkIn).toBeFocused();
  await expect(page.locator("#booking-form-summary")).not.toBeFocused();
  expect(Math.abs((await scrollAtRest(page)) - scrollBefore)).toBeLessThan(5);
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Check-out date" })).toBeFocused();
});

test("Esc on the gallery's lightbox gives focus back to the photo that opened it", async ({ page }) => {
  await page.goto("/properties/alpine-retreat");
  await hydrated(page);
  const opener = page.getByRole("link", { name: "Alpine Retreat, photo 1 of 4" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const lightbox = page.getByRole("dialog", { name: "Alpine Retreat photos" });
  await expect(lightbox).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();

  // The same with the close button, from a thumbnail.
  const thumbnail = page.getByRole("link", { name: "Alpine Retreat, photo 3 of 4" }).first();
  await thumbnail.click();
  await expect(lightbox).toBeVisible();
  await page.getByRole("button", { name: "Close gallery" }).click();
  await expect(lightbox).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test("following 'Book Your Stay' and typing at once, on a slow phone, logs no error and keeps what was typed", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // A mid-range phone's CPU: the page's code is still arriving and hydrating while the visitor acts.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("link", { name: "Book Your Stay" }).click();
  const name = page.getByLabel("Full name");
  await name.click();
  await page.keyboard.type("Jane Wanjiru");

  // The form's own code has arrived (the calendars replace the browser's date inputs).
  await expect(page.locator("#booking").getByRole("button", { name: "Check-in date" })).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1_000);
  await expect(name).toHaveValue("Jane Wanjiru");
  expect(errors).toEqual([]);
});

test("the Experiences page shows each available activity with its photo, description, duration and price or 'Free', linked from the footer and the booking form", async ({
  page,
  request,
}) => {
  const activities = (await (await request.get("/api/v1/activities")).json()) as Array<{
    name: string;
    description: string | null;
    duration: string | null;
    price: number | null;
    images: string[];
    available: boolean;
  }>;
  expect(activities.some((a) => !a.available)).toBe(true);
  expect(activities.some((a) => a.available && a.price === null)).toBe(true);

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "Experiences" }).click();
  await expect(page).toHaveURL(/\/experiences$/);
  await expect(page).toHaveTitle("Experiences | Tigoni Retreats");
  await expect(page.getByRole("heading", { level: 1, name: "Things to Do" })).toBeVisible();

  for (const activity of activities) {
    const card = page.getByRole("article", { name: activity.name, exact: true });
    if (!activity.available) {
      await expect(card).toHaveCount(0);
      continue;
    }
    await expect(card).toBeVisible();
    if (activity.description) await expect(card).toContainText(activity.description);
    if (activity.duration) await expect(card).toContainText(activity.duration);
    await expect(card).toContainText(activity.price ? `$${activity.price.toLocaleString("en-US")}` : "Free");
    // Other tests add activities with and without photos to the same database meanwhile.
    if (activity.images[0]) await expect(card.locator("img")).toHaveAttribute("src", activity.images[0]);
    else await expect(card.locator("img")).toHaveCount(0);
  }

  await page.goto("/properties/alpine-retreat");
  const link = page.locator("#booking").getByRole("link", { name: "See our experiences" });
  await expect(link).toHaveAttribute("href", "/experiences");
});
