import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, sendInquiry, visitor } from "./admin-helpers";
import { dayFromToday, expectNoAxeViolations } from "./helpers";

// Issue 38 item 3 ("dates changed → re-timed"): staff move a booking's stay on its page, with JavaScript on and
// off, at 1280 and 375 px; the new nights are priced again, the guest messages move with them, refusals come
// back to the form.

/** The first `nights` free nights of the first property from `from` days ahead. */
async function freeNights(nights: number, from: number) {
  const api = await visitor();
  const [property] = await (await api.get("/api/v1/properties")).json();
  const { unavailable } = await (
    await api.get(`/api/v1/properties/${property.slug}/availability?from=${dayFromToday(0)}&to=${dayFromToday(700)}`)
  ).json();
  await api.dispose();
  let start = from;
  while (
    unavailable.some((r: { startDate: string; endDate: string }) => r.startDate < dayFromToday(start + nights) && dayFromToday(start) < r.endDate)
  )
    start++;
  return { startDate: dayFromToday(start), endDate: dayFromToday(start + nights) };
}

async function confirmedBooking() {
  const inquiry = await sendInquiry();
  const api = await adminApi();
  expect((await api.patch(`/api/v1/admin/booking-inquiries/${inquiry.id}`, { data: { status: "confirmed" } })).status()).toBe(200);
  await api.dispose();
  return inquiry;
}

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

async function moveTo(page: Page, dates: { startDate: string; endDate: string }) {
  const form = page.getByRole("region", { name: "Change dates" });
  await form.getByLabel("New check-in").fill(dates.startDate);
  await form.getByLabel("New check-out").fill(dates.endDate);
  await form.getByRole("button", { name: "Change dates" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`changing a booking's dates (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("moves a confirmed stay at 1280 px: new dates, new price, messages re-timed, on the timeline", async ({ page, signIn }) => {
      await signIn();
      const booking = await confirmedBooking();
      const target = await freeNights(4, 400 + (javaScriptEnabled ? 0 : 20));
      await page.goto(`/admin/booking-inquiries/${booking.id}`);
      const arrivalBefore = await page.getByRole("region", { name: "Guest messages" }).textContent();
      // axe runs in the page: with JavaScript on (the markup is the same without it).
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await moveTo(page, target);
      await expectToast(page, "Success", "The dates have been changed and the guest has been told");
      const request = page.getByRole("region", { name: "The request" });
      await expect(request).toContainText(longDate(target.startDate));
      await expect(request).toContainText(longDate(target.endDate));
      await expect(page.getByRole("region", { name: "Guest messages" })).not.toHaveText(arrivalBefore ?? "");
      await expect(page.getByTestId("timeline").locator('[data-kind="dates"]')).toContainText(
        `admin moved the stay to ${longDate(target.startDate)} to ${longDate(target.endDate)}`,
      );
      await expect(page.getByTestId("timeline")).toContainText("New dates for your booking at");
    });

    test("at 375 px, a reversed range is refused on its field and a clash names the stay, changing nothing", async ({ page, signIn }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn();
      const other = await confirmedBooking();
      const booking = await confirmedBooking();
      await page.goto(`/admin/booking-inquiries/${booking.id}`);

      await moveTo(page, { startDate: dayFromToday(500), endDate: dayFromToday(498) });
      await expect(page.getByText("Check-out date must be after check-in date")).toBeVisible();

      await moveTo(page, { startDate: other.startDate, endDate: other.endDate });
      await expect(page.getByText(/Those dates are not available\. Please choose other dates\. Clashes with: .*/)).toContainText(other.reference);
      await page.reload();
      await expect(page.getByRole("region", { name: "The request" })).toContainText(longDate(booking.startDate));
      if (javaScriptEnabled) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await expectNoAxeViolations(page);
      }
    });
  });
}
