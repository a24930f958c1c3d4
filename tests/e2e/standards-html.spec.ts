import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { adminApi, sendInquiry, sendMessage, unique } from "./admin-helpers";
import { hydrated as touchedAndHydrated, partHydrated } from "./helpers";
import { reviewableStay, storedReview } from "./review-helpers";
import { E2E_SERVER } from "../../playwright.config";
import { nuProblems, type HtmlDocument } from "../setup/nu-checker";

// Every page, public and admin, passes the Nu Html Checker (the W3C validator's engine) with no error and no
// warning: the HTML as the server sends it, the DOM once React has hydrated it, and the DOM with the parts only
// JavaScript draws open (the booking form's calendars and its error summary, the gallery's lightbox, the mobile
// menu, the admin dialogs). Every document goes to one checker run at the end (one Java start).

const PUBLIC_PAGES = [
  "/",
  "/properties",
  "/properties?startDate=2030-01-01&endDate=2030-01-05&guests=2",
  // What a visitor may type into the address bar must not reach an input that cannot hold it.
  "/properties?guests=abc&startDate=tomorrow&endDate=2030-02-30",
  "/about",
  "/contact",
  "/experiences",
  "/privacy",
  "/terms",
  "/no-such-page",
  "/properties/no-such-cabin",
];

/** The guest's own page of an inquiry (its secret address, read from the test database), and its confirmation step. */
function guestPagesOf(id: number): string[] {
  const db = new Database(E2E_SERVER.databasePath, { readonly: true });
  try {
    const { guestToken } = db.prepare("select guestToken from bookingInquiries where id = ?").get(id) as { guestToken: string };
    return [`/stay/${guestToken}`, `/stay/${guestToken}?cancel=1`, "/stay/no-such-token"];
  } finally {
    db.close();
  }
}

/** Remix has hydrated the page and nothing is still loading (lazily loaded parts included). */
async function settled(page: Page) {
  // A public page's code comes on the first touch (a key press here).
  await touchedAndHydrated(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The live DOM as a document. */
async function dom(page: Page): Promise<string> {
  return page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
}

test("the Nu Html Checker finds no error or warning on any page, as served, hydrated and with its JavaScript-only parts open", async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(240_000);
  const documents: HtmlDocument[] = [];
  const served = async (api: APIRequestContext, pathname: string) => {
    const res = await api.get(pathname, { maxRedirects: 0 });
    expect(res.headers()["content-type"], pathname).toMatch(/^text\/html/);
    documents.push({ name: `served ${pathname}`, html: await res.text() });
  };
  const hydrated = async (pathname: string) => {
    await page.goto(pathname);
    await settled(page);
    documents.push({ name: `hydrated ${pathname}`, html: await dom(page) });
  };
  const now = async (name: string) => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    documents.push({ name, html: await dom(page) });
  };

  const properties = (await (await request.get("/api/v1/properties")).json()) as { id: number; slug: string }[];
  const activities = (await (await request.get("/api/v1/activities")).json()) as { id: number }[];
  const inquiry = await sendInquiry();
  await sendMessage();
  // What the admin dialogs in the URL open on: a promo code no booking used, and a second staff account.
  const staff = await adminApi();
  const code = await (
    await staff.post("/api/v1/admin/promo-codes", {
      data: { code: `NU-${Date.now().toString(36).toUpperCase()}`, percent: 10, validFrom: "2030-01-01", validTo: "2030-12-31", minNights: 2 },
    })
  ).json();
  const colleague = await (
    await staff.post("/api/v1/admin/users", {
      data: { username: unique("nu-staff").replace(/\W/g, "-").toLowerCase(), password: "a-long-password-123" },
    })
  ).json();
  expect(code.id, JSON.stringify(code)).toBeGreaterThan(0);
  expect(colleague.id, JSON.stringify(colleague)).toBeGreaterThan(0);
  await staff.dispose();

  // Reviews: a review link to write on, an expired one, and a published review with a reply on its property's page.
  const reviewPages = [(await reviewableStay()).path, (await reviewableStay({ validDays: -1 })).path, "/review/no-such-token"];
  const reviewed = await reviewableStay();
  const review = {
    overall: "4",
    cleanliness: "5",
    title: "Calm & <quiet>",
    body: "Warm, quiet and clean: https://example.com is not a link.",
    shownName: "Nu, Kenya",
  };
  expect((await request.post(reviewed.path, { form: review, maxRedirects: 0 })).status()).toBe(302);
  const staffApi = await adminApi();
  await staffApi.patch(`/api/v1/admin/reviews/${storedReview(reviewed.inquiry.id).id}`, { data: { status: "published", reply: "Thank you!" } });
  await staffApi.dispose();
  reviewPages.push(reviewed.path);

  // The public site, signed out.
  const publicPages = [...PUBLIC_PAGES, ...properties.map((p) => `/properties/${p.slug}`), ...guestPagesOf(inquiry.id), ...reviewPages];
  for (const pathname of publicPages) await served(request, pathname);
  for (const pathname of publicPages) await hydrated(pathname);
  // Every page in Swahili and German as served (issue 40); hydrated, the pages with the most of their own words.
  const inLanguages = ["sw", "de"].flatMap((language) => publicPages.map((pathname) => `/${language}${pathname === "/" ? "" : pathname}`));
  for (const pathname of inLanguages) await served(request, pathname);
  for (const language of ["sw", "de"]) {
    for (const pathname of ["", "/properties", `/properties/${properties[0].slug}`, guestPagesOf(inquiry.id)[0], reviewPages[0]]) {
      await hydrated(`/${language}${pathname}`);
    }
  }

  // The booking form once its code runs: the error summary after a failed submit, then each calendar open.
  for (const pathname of ["/", `/properties/${properties[0].slug}`]) {
    await page.goto(`${pathname}#booking`);
    await settled(page);
    const form = page.locator("#booking");
    await partHydrated(form);
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(form.getByRole("alert").first()).toBeVisible();
    await now(`${pathname} after a failed booking submit`);
    await form.getByRole("button", { name: "Check-in date" }).click();
    await expect(page.getByRole("dialog", { name: "Check-in date: choose a day" })).toBeVisible();
    await now(`${pathname} with the check-in calendar open`);
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Check-out date" }).click();
    await expect(page.getByRole("dialog", { name: "Check-out date: choose a day" })).toBeVisible();
    await now(`${pathname} with the check-out calendar open`);
    await page.keyboard.press("Escape");
  }

  // The gallery's lightbox.
  await page.goto(`/properties/${properties[0].slug}`);
  await settled(page);
  await page
    .getByRole("link", { name: /photo 1 of/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: /photos$/ })).toBeVisible();
  await now("a property page with the lightbox open");

  // The mobile menu.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/about");
  await settled(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await now("/about at 375 px with the menu open");
  await page.setViewportSize({ width: 1280, height: 720 });

  // The admin area: the sign-in page signed out, then every page signed in, its dialogs in the URL among them.
  await served(request, "/admin/login");
  await hydrated("/admin/login");
  await signIn();
  const property = properties[0].id;
  const activity = activities[0].id;
  const adminPages = [
    "/admin/dashboard",
    "/admin/properties",
    "/admin/properties?dialog=add",
    `/admin/properties?edit=${property}`,
    `/admin/properties?delete=${property}`,
    "/admin/properties/archived",
    `/admin/properties/${property}/calendar`,
    "/admin/activities",
    "/admin/activities?dialog=add",
    `/admin/activities?edit=${activity}`,
    "/admin/booking-inquiries",
    "/admin/booking-inquiries?status=pending&from=2030-01-01&to=not-a-day",
    "/admin/reviews",
    "/admin/reviews?status=rejected&propertyId=abc",
    `/admin/booking-inquiries?confirm-cancel=${inquiry.id}`,
    `/admin/booking-inquiries/${inquiry.id}`,
    `/admin/properties/${property}/rates`,
    "/admin/calendar",
    "/admin/payments",
    // Every dialog an admin page keeps in its URL (?dialog=, ?edit=, ?delete=), beside the ones above.
    "/admin/promo-codes",
    "/admin/promo-codes?dialog=add",
    `/admin/promo-codes?edit=${code.id}`,
    `/admin/promo-codes?delete=${code.id}`,
    `/admin/users?dialog=reset-${colleague.id}`,
    `/admin/users?delete=${colleague.id}`,
    "/admin/contact-messages",
    "/admin/emails",
    "/admin/tasks",
    "/admin/reports",
    "/admin/audit",
    "/admin/users",
    "/admin/settings",
    "/admin/settings/guest-messages",
    "/admin/account",
    "/admin/no-such-page",
  ];
  for (const pathname of adminPages) await served(page.request, pathname);
  for (const pathname of adminPages) await hydrated(pathname);

  // A dialog opened by its button (a headless UI dialog rather than the inline form the URL draws first).
  await page.goto("/admin/properties");
  await settled(page);
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await now("/admin/properties with the Add Property dialog open");

  const problems = await nuProblems(documents, path.join(path.dirname(E2E_SERVER.databasePath), "nu"));
  expect(problems, `${documents.length} documents checked`).toEqual([]);
});
