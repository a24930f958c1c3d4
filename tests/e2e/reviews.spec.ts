import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, unique, visitor } from "./admin-helpers";
import { expectNoAxeViolations } from "./helpers";
import { reviewableStay, storedReview } from "./review-helpers";

// Issue 38's reviews in the browser: the guest's review page (a native radio group that works by keyboard and
// without JavaScript), staff's moderation page, and the property page that shows published reviews (inert text,
// average, reply, JSON-LD), served from the page cache and dropped from it when a review is published. At 375
// and 1280 px, JavaScript on and off, axe on every page.

const BODY = "Quiet, warm and spotless. The fire was laid when we arrived and the sunrise over the tea was unforgettable.";

/** A review's card on the moderation page (its heading has the review's anchor, #review-{id}). */
const adminCard = (page: Page, id: number) => page.getByTestId("admin-review").filter({ has: page.locator(`#review-${id}`) });

async function slugOf(propertyId: number): Promise<string> {
  const api = await visitor();
  const properties = (await (await api.get("/api/v1/properties")).json()) as { id: number; slug: string }[];
  await api.dispose();
  return properties.find((p) => p.id === propertyId)!.slug;
}

for (const width of [375, 1280]) {
  for (const javaScriptEnabled of [true, false]) {
    test(`a guest writes, then edits, their review at ${width} px with JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
      const page = await context.newPage();
      const stay = await reviewableStay();
      const response = await page.goto(stay.path);
      expect(response!.headers()["cache-control"]).toBe("private, no-store");
      expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`How was your stay at ${stay.inquiry.propertyName}?`);
      await expect(page.getByRole("heading", { name: "Our review policy" })).toBeVisible();
      await expect(page.getByLabel("Name to show")).toHaveValue(/^Guest, Kenya$/);
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      // Too short, and no rating: refused with each field's message (by the browser's code or the server's).
      await page.getByLabel("Title").fill("A quiet week in the hills");
      await page.getByLabel("Your review", { exact: true }).fill("Lovely, thanks!");
      await page.getByRole("button", { name: "Send review" }).click();
      await expect(page.getByText("Your review must be at least 20 characters").first()).toBeVisible();
      await expect(page.getByText("Please choose an overall rating from 1 to 5 stars").first()).toBeVisible();
      await expect(page.getByLabel("Title")).toHaveValue("A quiet week in the hills");
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      expect(storedReview(stay.inquiry.id).status).toBe("invited");

      // The rating by keyboard: focus a star and move with the arrow keys, as in any radio group.
      await page.getByRole("radio", { name: /^3 stars/ }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("radio", { name: /^4 stars/ })).toBeChecked();
      await page.getByLabel("Cleanliness").selectOption("5");
      await page.getByLabel("Your review", { exact: true }).fill(BODY);
      await page.getByRole("button", { name: "Send review" }).click();
      await expect(page.getByTestId("review-state")).toContainText("You can change it until it is published");
      expect(storedReview(stay.inquiry.id)).toMatchObject({ status: "waiting", overall: 4, title: "A quiet week in the hills" });

      // Sending again edits the one review.
      await expect(page.getByRole("radio", { name: /^4 stars/ })).toBeChecked();
      await page.locator("label", { hasText: "5 stars" }).click();
      await page.getByLabel("Title").fill("The quietest week of our year");
      await page.getByRole("button", { name: "Update review" }).click();
      await expect(page.getByLabel("Title")).toHaveValue("The quietest week of our year");
      await expect.poll(() => storedReview(stay.inquiry.id)).toMatchObject({ status: "waiting", overall: 5, title: "The quietest week of our year" });
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await context.close();
    });
  }
}

test("an expired link says so; an unknown one is the 404 page", async ({ page }) => {
  const stay = await reviewableStay({ validDays: -1 });
  const response = await page.goto(stay.path);
  expect(response!.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This review link has expired" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send review" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect((await page.goto("/review/no-such-token"))!.status()).toBe(404);
});

for (const javaScriptEnabled of [true, false]) {
  test(`staff publish a review with a reply, and it shows on the property page (page-cached, then dropped), JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
    browser,
    signIn,
    request,
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const stay = await reviewableStay();
    const title = unique("Stayed");
    const guest = await browser.newContext({ javaScriptEnabled });
    const guestPage = await guest.newPage();
    await guestPage.goto(stay.path);
    await guestPage.locator("label", { hasText: "5 stars" }).click();
    await guestPage.getByLabel("Title").fill(title);
    await guestPage.getByLabel("Your review", { exact: true }).fill(`${BODY} <b>Bold</b> https://spam.example/offer`);
    await guestPage.getByRole("button", { name: "Send review" }).click();
    await expect(guestPage.getByTestId("review-state")).toBeVisible();
    await guest.close();
    const { id } = storedReview(stay.inquiry.id);
    const slug = await slugOf(stay.inquiry.propertyId);

    // The property page is served from the page cache while nothing published changes.
    await request.get(`/properties/${slug}`);
    await expect.poll(async () => (await request.get(`/properties/${slug}`)).headers()["x-cache"]).toBe("HIT");
    expect(await (await request.get(`/properties/${slug}`)).text()).not.toContain(title);

    await signIn(undefined, { path: "/admin/reviews?status=waiting" });
    // Without JavaScript: the same session in a context that runs no script.
    const staff = javaScriptEnabled ? context : await browser.newContext({ javaScriptEnabled: false });
    if (!javaScriptEnabled) await staff.addCookies(await context.cookies());
    const admin = javaScriptEnabled ? page : await staff.newPage();
    await admin.goto("/admin/reviews?status=waiting");
    const card = adminCard(admin, id);
    await expect(card).toContainText(title);
    if (javaScriptEnabled) await expectNoAxeViolations(admin);
    await card.getByLabel(/^Public reply/).fill("Thank you: the fire will be laid again next time.");
    await card.getByRole("button", { name: /^Save reply/ }).click();
    await expectToast(admin, "Success", "Reply saved");
    await adminCard(admin, id)
      .getByRole("button", { name: /^Publish/ })
      .click();
    await expectToast(admin, "Success", "Review published");
    if (!javaScriptEnabled) await staff.close();
    expect(storedReview(stay.inquiry.id).status).toBe("published");

    // Published: the next request renders the page again, with the review.
    const after = await request.get(`/properties/${slug}`);
    expect(after.headers()["x-cache"]).not.toBe("HIT");
    expect(await after.text()).toContain(title);

    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/properties/${slug}`);
      const review = page.getByTestId("review").filter({ hasText: title });
      await expect(review).toContainText("Verified stay");
      await expect(review).toContainText("Thank you: the fire will be laid again next time.");
      await expect(review).toContainText("Guest, Kenya, stayed in");
      // Inert: the markup is text, the address is not a link.
      await expect(review).toContainText("<b>Bold</b> https://spam.example/offer");
      await expect(review.locator("a")).toHaveCount(0);
      await expect(review.locator("b")).toHaveCount(0);
      await expect(page.getByTestId("review-average")).toHaveText(/^\d\.\d$/);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
        aggregateRating?: unknown;
        review?: unknown[];
      };
      expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5 });
      expect(ld.review).toEqual(expect.arrayContaining([expect.objectContaining({ name: title })]));
      await page.getByRole("heading", { name: "Guest reviews" }).scrollIntoViewIfNeeded();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await context.close();
    }
  });
}

test("a rejection needs a reason of the review policy; unpublishing takes a review off the page", async ({ page, signIn }) => {
  const stay = await reviewableStay();
  const api = await adminApi();
  const title = unique("Rejected");
  const guest = await visitor();
  // The guest's form, posted as the browser posts it (the page itself is tested above).
  const form = { overall: "2", title, body: BODY, shownName: "G." };
  expect((await guest.post(stay.path, { form, maxRedirects: 0 })).status()).toBe(302);
  const { id } = storedReview(stay.inquiry.id);
  const refused = await api.patch(`/api/v1/admin/reviews/${id}`, { data: { status: "rejected" } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toMatch(/^rejectReason is required/);

  await signIn(undefined, { path: "/admin/reviews?status=waiting" });
  const card = adminCard(page, id);
  await card.getByLabel("Reason (review policy)").selectOption("personal-data");
  await card.getByRole("button", { name: /^Reject/ }).click();
  await expectToast(page, "Success", "Review not published");
  expect(storedReview(stay.inquiry.id).status).toBe("rejected");
  await page.goto("/admin/reviews?status=rejected");
  await expect(adminCard(page, id)).toContainText("Not published: Personal data");
  await expectNoAxeViolations(page);

  // The guest sees why, and may write it again.
  const guestView = await guest.get(stay.path);
  expect(await guestView.text()).toContain("breaks our review policy");

  await api.patch(`/api/v1/admin/reviews/${id}`, { data: { status: "published" } });
  await page.goto("/admin/reviews?status=published");
  await adminCard(page, id)
    .getByRole("button", { name: /^Unpublish/ })
    .click();
  await expectToast(page, "Success", "Review unpublished");
  expect(storedReview(stay.inquiry.id).status).toBe("waiting");
  await api.dispose();
  await guest.dispose();
});
