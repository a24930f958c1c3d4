import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { adminApi, expectToast, sendInquiry, unique, visitor } from "./admin-helpers";
import { dayFromToday, expectNoAxeViolations, hydrated, mailboxIn } from "./helpers";
import { makeInquiry } from "../setup/factories";
import { baseURL, E2E_SERVER } from "../../playwright.config";

// The guest's own page, reached as a guest reaches it: from the link in the acknowledgement e-mail. The
// server under test has no SMTP_URL, so it writes every e-mail as an .eml file beside its database.
const mailDir = path.join(path.dirname(E2E_SERVER.databasePath), "mail");

const mailbox = () => mailboxIn(mailDir);

/** The path of the guest's page, from the acknowledgement e-mail about `reference` (waits for the sender). */
async function guestLinkFromEmail(reference: string): Promise<string> {
  let link = "";
  await expect(() => {
    const mail = mailbox().find((m) => m.includes(reference) && m.includes("Follow or cancel your request"));
    const found = mail && /https?:\/\/[^\s"<>]+(\/stay\/[A-Za-z0-9_-]{32})/.exec(mail);
    expect(found, `the acknowledgement of ${reference}`).toBeTruthy();
    link = found![1];
  }).toPass({ timeout: 20_000 });
  return link;
}

/** Waits until the e-mail saying `text` about `reference` has been written. */
async function expectEmail(reference: string, text: string) {
  await expect(() => expect(mailbox().some((m) => m.includes(reference) && m.includes(text))).toBe(true)).toPass({ timeout: 20_000 });
}

async function unavailableNights(slug: string) {
  const api = await visitor();
  const { unavailable } = await (await api.get(`/api/v1/properties/${slug}/availability`)).json();
  await api.dispose();
  return unavailable as { startDate: string; endDate: string }[];
}

const covers = (ranges: { startDate: string; endDate: string }[], stay: { startDate: string; endDate: string }) =>
  ranges.some((r) => r.startDate <= stay.startDate && r.endDate >= stay.endDate);

async function confirm(id: number) {
  const api = await adminApi();
  const res = await api.patch(`/api/v1/admin/booking-inquiries/${id}`, { data: { status: "confirmed" } });
  expect(res.status()).toBe(200);
  await api.dispose();
}

/** A booking request for one night from `start` days ahead at the first property free then. */
async function requestAt(start: number) {
  const api = await visitor();
  const properties = (await (await api.get("/api/v1/properties")).json()) as { id: number; slug: string; name: string }[];
  for (const property of properties) {
    const res = await api.post("/api/v1/booking-inquiries", {
      data: makeInquiry({
        propertyId: property.id,
        name: unique("Guest"),
        email: "guest@example.com",
        startDate: dayFromToday(start),
        endDate: dayFromToday(start + 1),
      }),
    });
    if (res.status() === 201) {
      const inquiry = await res.json();
      await api.dispose();
      return { ...inquiry, property };
    }
  }
  throw new Error(`no property is free ${start} days from now`);
}

const statusOf = (page: Page) => page.getByTestId("stay-status");

test.describe("the guest's page (JavaScript on)", () => {
  test("opens from the acknowledgement e-mail, shows the request, and cancels it after a confirmation step", async ({ page }) => {
    const inquiry = await sendInquiry();
    const link = await guestLinkFromEmail(inquiry.reference);
    const res = await page.goto(link);
    expect(res?.status()).toBe(200);
    const headers = res!.headers();
    expect(headers["cache-control"]).toContain("no-store");
    expect(headers["x-robots-tag"]).toContain("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await expect(page.getByRole("heading", { level: 1, name: `Your stay at ${inquiry.propertyName}` })).toBeVisible();
    await expect(page.getByText(inquiry.reference).first()).toBeVisible();
    await expect(statusOf(page)).toHaveText("Waiting for our confirmation");
    const stay = page.getByRole("region", { name: "Your stay" });
    await expect(stay.getByRole("link", { name: inquiry.propertyName })).toHaveAttribute("href", /^\/properties\//);
    await expect(stay).toContainText("Nights3");
    await expect(stay).toContainText("Guests3");
    await expect(stay).toContainText("Tea Estate Tour");
    // The quote line by line as it was sent, then its total.
    const quote = page.getByRole("region", { name: "Your quote" });
    await expect(quote).toContainText(/3 nights × \$[1-9][\d,]*\$[1-9][\d,]*/);
    await expect(quote).toContainText(/Quoted total\$[1-9][\d,]*/);
    await expect(page.getByRole("region", { name: "What happens next" })).toContainText("usually within one business day");
    await expectNoAxeViolations(page);

    // The first press only asks; 'Keep it' leaves everything as it was. (Before the page's code has come, on the first
    // touch, the link does what it does without JavaScript: the JavaScript-off test below.)
    await hydrated(page);
    await page.getByRole("link", { name: "Cancel request" }).click();
    await expect(page).toHaveURL(/\?cancel=1#cancel$/);
    const ask = page.getByRole("heading", { name: "Cancel this request?" });
    await expect(ask).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Keep it" }).click();
    await expect(ask).toHaveCount(0);
    await expect(statusOf(page)).toHaveText("Waiting for our confirmation");

    await page.getByRole("link", { name: "Cancel request" }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await expectToast(page, "Request cancelled", `Your request ${inquiry.reference} has been cancelled`);
    await expect(statusOf(page)).toHaveText("Cancelled");
    await expect(page.getByRole("heading", { name: "This request is cancelled" })).toBeVisible();
    await expect(page.getByText("You cancelled this request")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel request" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Staff hear of it, and the guest gets the acknowledgement.
    await expectEmail(inquiry.reference, "A guest cancelled a booking request");
    await expectEmail(inquiry.reference, "Your booking request is cancelled");
  });

  test("a confirmed booking a day away cannot be cancelled: no button, and a forged POST is a 409 that changes nothing", async ({ page }) => {
    const booking = await requestAt(1);
    await confirm(booking.id);
    const link = await guestLinkFromEmail(booking.reference);
    await page.goto(link);
    await expect(statusOf(page)).toHaveText("Confirmed");
    await expect(page.getByText("can no longer be cancelled online")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel booking" })).toHaveCount(0);
    await page.goto(`${link}?cancel=1`);
    await expect(page.getByRole("button", { name: "Yes, cancel" })).toHaveCount(0);

    const forged = await page.request.post(link, { form: { intent: "cancel" }, headers: { Origin: baseURL } });
    expect(forged.status()).toBe(409);
    expect(await forged.text()).toContain("Bookings can be cancelled online until 2 days before check-in.");
    await page.reload();
    await expect(statusOf(page)).toHaveText("Confirmed");
    expect(covers(await unavailableNights(booking.property.slug), booking)).toBe(true);
  });

  test("an unknown address is the site's 404 page, not indexed", async ({ page }) => {
    for (const address of ["/stay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "/stay/not-a-token"]) {
      const res = await page.goto(address);
      expect(res?.status()).toBe(404);
      expect(res!.headers()["x-robots-tag"]).toContain("noindex");
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("fits a 375 px phone without sideways scrolling, the confirmation step too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const inquiry = await sendInquiry({ name: unique("Guest with a rather long name that keeps going") });
    const link = await guestLinkFromEmail(inquiry.reference);
    for (const address of [link, `${link}?cancel=1#cancel`]) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe("the guest's page (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("cancels a confirmed booking through the confirmation page, and its nights are free again", async ({ page }) => {
    const inquiry = await sendInquiry();
    await confirm(inquiry.id);
    const slug = (await (await (await visitor()).get("/api/v1/properties")).json())[0].slug as string;
    expect(covers(await unavailableNights(slug), inquiry)).toBe(true);

    await page.goto(await guestLinkFromEmail(inquiry.reference));
    await expect(statusOf(page)).toHaveText("Confirmed");
    await expect(page.getByText(/Check-in on .*4:00 PM/)).toBeVisible();
    await page.getByRole("link", { name: "Cancel booking" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
    await expect(page.locator("#cancel")).toContainText("Full refund when cancelled 30 days or more before check-in");
    await page.getByRole("button", { name: "Yes, cancel" }).click();

    await expect(page.getByTestId("toast")).toContainText("Booking cancelled");
    await expect(statusOf(page)).toHaveText("Cancelled");
    await expect(page.getByText("You cancelled this booking")).toBeVisible();
    expect(covers(await unavailableNights(slug), inquiry)).toBe(false);
    await expectEmail(inquiry.reference, "A guest cancelled a confirmed booking");
  });
});
