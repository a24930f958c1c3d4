import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, signInApi, test } from "./fixtures";
import { dayFromToday, expectNoAxeViolations, hydrated, partHydrated } from "./helpers";
import { longDate, pickDate, showDay, uniqueName } from "./public-helpers";
import { makeInquiry } from "../setup/factories";

// The guest's path, polished. One test (or more) per item, JavaScript on and off where a form is involved.

const NAME_ERROR = "Name must be at least 2 characters";
const EMAIL_ERROR = "Please enter a valid email address";
const ORDER_ERROR = "Check-out date must be after check-in date";
const GONE = "This property is no longer available.";

const bookingForm = (page: Page) => page.locator("#booking");
const summary = (page: Page) => page.getByRole("alert").filter({ hasText: "Please correct the following:" });

/** axe's 'region' rule (a best practice, so not in the WCAG tags): all content inside landmarks. */
async function expectEverythingInLandmarks(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(["region"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A property of its own (created through the admin API), so archiving it never disturbs other specs. */
async function createProperty(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  await signInApi(request);
  const name = uniqueName("Polish Cabin");
  const res = await request.post("/api/v1/admin/properties", {
    data: {
      name,
      description: "A small cabin used by the end-to-end tests of the public site.",
      shortDescription: "A cabin for tests.",
      location: "Tigoni, Kenya",
      price: 199,
      bedrooms: 1,
      bathrooms: 1,
      sleeps: 3,
      amenities: ["Wifi"],
      images: ["/images/forest-haven-1.svg"],
      featured: false,
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; slug: string; name: string; sleeps: number; price: number };
}

async function archive(request: APIRequestContext, id: number) {
  await signInApi(request);
  expect((await request.delete(`/api/v1/admin/properties/${id}`)).status()).toBeLessThan(300);
}

async function fillValidGuest(page: Page) {
  const form = bookingForm(page);
  await form.getByLabel("Full name").fill("Wanjiku Polish");
  await form.getByLabel("Email").fill("wanjiku@example.com");
  await form.getByLabel("Phone").fill("0712 345 678");
}

test.describe("1. errors in sight without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a failed booking returns to #booking with a summary linking each bad field", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const form = bookingForm(page);
    await form.getByLabel("Full name").fill("J");
    await form.getByLabel("Email").fill("nope");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();

    await expect(page).toHaveURL(/#booking$/);
    await expect(summary(page)).toBeVisible();
    await expect(summary(page)).toBeInViewport();
    const link = summary(page).getByRole("link", { name: NAME_ERROR });
    await expect(link).toHaveAttribute("href", "#booking-form-name");
    await expect(summary(page).getByRole("link", { name: EMAIL_ERROR })).toBeVisible();
    await expect(summary(page).getByRole("link", { name: "Please select a property" })).toBeVisible();
    await link.click();
    await expect(form.getByLabel("Full name")).toBeInViewport();
    await expect(form.getByLabel("Full name")).toHaveValue("J");
  });

  test("a failed contact message returns to #contact-form with its summary", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/contact");
    await page.locator("#contact-form").getByLabel("Your name").fill("J");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(summary(page)).toBeInViewport();
    await expect(summary(page).getByRole("link", { name: NAME_ERROR })).toHaveAttribute("href", "#contact-form-fields-name");
    await expect(summary(page).getByRole("link", { name: "Subject must be at least 5 characters" })).toBeVisible();
  });
});

test.describe("1. errors in sight with JavaScript", () => {
  test("a failed submit moves focus to the error summary", async ({ page }) => {
    await page.goto("/contact");
    // The browser's validation is the form's code, which comes on the first touch (sent before it, the server answers).
    await hydrated(page);
    await partHydrated(page.locator("#contact-form"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole("link", { name: "Message must be at least 10 characters" })).toBeVisible();

    await page.goto("/");
    // The browser's validation is the form's code, which comes on the first touch (sent before it, the server answers).
    await hydrated(page);
    await partHydrated(bookingForm(page));
    await bookingForm(page).getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(summary(page)).toBeFocused();
    await summary(page).getByRole("link", { name: "Please enter a valid phone number" }).click();
    await expect(bookingForm(page).getByLabel("Phone")).toBeInViewport();
  });

  test("a problem fixed after a failed submit stays in the summary, struck through, so the form does not move", async ({ page }) => {
    await page.goto("/contact");
    // The browser's validation is the form's code, which comes on the first touch (sent before it, the server answers).
    await hydrated(page);
    await partHydrated(page.locator("#contact-form"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(summary(page)).toBeFocused();
    const nameLine = summary(page).getByRole("listitem").filter({ hasText: NAME_ERROR });
    await expect(nameLine).not.toContainText("(fixed)");
    const heightBefore = (await summary(page).boundingBox())!.height;

    await page.getByLabel("Your name").fill("Amina Otieno");
    await expect(page.locator("#contact-form-fields-name-error")).toHaveText("");
    await expect(nameLine).toContainText("(fixed)");
    await expect(nameLine).toHaveCSS("text-decoration-line", "line-through");
    expect((await summary(page).boundingBox())!.height).toBe(heightBefore);
    // The others are still there to fix, as links.
    await expect(summary(page).getByRole("link", { name: "Message must be at least 10 characters" })).toBeVisible();

    // Once nothing is left to fix, the summary goes.
    await page.getByLabel("Email").fill("amina@example.com");
    await page.getByLabel("Subject").fill("A question about the lodges");
    await page.getByRole("textbox", { name: "Message" }).fill("Do the lodges have a fireplace for cold evenings?");
    await expect(summary(page)).toHaveCount(0);
  });
});

test.describe("2. the date-order error shows alongside the others", () => {
  test.use({ javaScriptEnabled: false });

  test("on the page without JavaScript", async ({ page }) => {
    await page.goto("/properties/forest-haven");
    const form = bookingForm(page);
    await form.getByLabel("Full name").fill("J");
    await form.getByLabel("Check-in date").fill(dayFromToday(30));
    await form.getByLabel("Check-out date").fill(dayFromToday(27));
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.locator("#booking-form-endDate-error")).toHaveText(ORDER_ERROR);
    await expect(page.locator("#booking-form-name-error")).toHaveText(NAME_ERROR);
    await expect(summary(page).getByRole("link", { name: ORDER_ERROR })).toBeVisible();
  });

  test("in the API's errors", async ({ request }) => {
    const res = await request.post("/api/v1/booking-inquiries", {
      data: makeInquiry({ name: "J", email: "nope", phone: "1", startDate: dayFromToday(30), endDate: dayFromToday(27) }),
    });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.errors.endDate).toEqual([ORDER_ERROR]);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(["name", "email", "phone", "endDate"]));
  });
});

test.describe("3. errors only after a submit, with room", () => {
  test("tabbing past the property select shows nothing; submitting does", async ({ page }) => {
    await page.goto("/");
    const form = bookingForm(page);
    await form.getByLabel("Property").focus();
    await page.keyboard.press("Tab");
    await form.getByLabel("Full name").fill("A");
    await page.keyboard.press("Tab");
    await expect(form.getByText("Please select a property")).toHaveCount(0);
    await expect(form.getByText(NAME_ERROR)).toHaveCount(0);

    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.locator("#booking-form-propertyId-error")).toHaveText("Please select a property");
    // Then on input: fixing the name clears its message at once.
    await form.getByLabel("Full name").fill("Amina");
    await expect(page.locator("#booking-form-name-error")).toHaveText("");

    // Each error line keeps a gap before the next label. Both measured in the same frame: the page may still be
    // scrolling smoothly to the error summary, and two separate reads would each see another scroll position.
    const gap = await page.evaluate(() => {
      const error = document.getElementById("booking-form-propertyId-error")!.getBoundingClientRect();
      const nextLabel = document.querySelector('#booking label[for="booking-form-name"]')!.getBoundingClientRect();
      return nextLabel.top - error.bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(6);
  });
});

test.describe("4. a property that disappears", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`its page says 'This property is no longer available.' (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, request }) => {
      const property = await createProperty(request);
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/properties/${property.slug}`);
      await fillValidGuest(page);
      if (javaScriptEnabled) {
        await pickDate(page, "Check-in date", dayFromToday(40));
        await pickDate(page, "Check-out date", dayFromToday(42));
      } else {
        await bookingForm(page).getByLabel("Check-in date").fill(dayFromToday(40));
        await bookingForm(page).getByLabel("Check-out date").fill(dayFromToday(42));
      }
      await archive(request, property.id);
      await bookingForm(page).getByRole("button", { name: "Submit Inquiry" }).click();
      if (javaScriptEnabled) {
        // The page stays as it was, with the message at the top of the form.
        await expect(summary(page)).toContainText(GONE);
      } else {
        // The reloaded page has no property any more: 'Property Not Found' says why the inquiry was not sent.
        await expect(page.getByRole("heading", { level: 1, name: "Property Not Found" })).toBeVisible();
        await expect(page.getByRole("alert")).toContainText(GONE);
      }
      await expect(page.getByText("Please select a property")).toHaveCount(0);
      await context.close();
    });
  }

  test("the API answers 404 with that message", async ({ request }) => {
    const property = await createProperty(request);
    await archive(request, property.id);
    const res = await request.post("/api/v1/booking-inquiries", {
      data: makeInquiry({ propertyId: property.id, startDate: dayFromToday(40), endDate: dayFromToday(42) }),
    });
    expect(res.status()).toBe(404);
    expect((await res.json()).message).toBe(GONE);
  });

  test("footer and featured row show only live properties, centred", async ({ page }) => {
    await page.goto("/");
    const footerLinks = page.getByRole("navigation", { name: "Our Properties" }).getByRole("link");
    await expect(footerLinks).toHaveText(["Alpine Retreat", "Lakeside Lodge", "Forest Haven", "Riverside Cottage"]);
    const row = page.locator("#properties ul").first();
    await expect(row).toHaveCSS("justify-content", "center");
  });
});

test.describe("5. one currency", () => {
  test("prices follow Settings → Currency on the site and in the admin", async ({ page, request, signIn }) => {
    await signInApi(request);
    const settings = await (await request.get("/api/v1/admin/settings")).json();
    expect((await request.put("/api/v1/admin/settings", { data: { ...settings, currency: "KES" } })).status()).toBe(200);
    try {
      await page.goto("/properties/alpine-retreat");
      await expect(page.locator("#booking").getByText(/^KES\s350$/)).toBeVisible();
      // The booking form's activities are in the same currency as the nightly rate.
      await expect(bookingForm(page).getByText(/KES\s35(?![\d,])/)).toBeVisible();
      await expect(page.getByText(/\bKsh\b/)).toHaveCount(0);

      await signIn();
      await page.goto("/admin/properties");
      await expect(page.getByRole("columnheader", { name: "Price (KES)" })).toBeVisible();
    } finally {
      await request.put("/api/v1/admin/settings", { data: { ...settings, currency: "USD" } });
    }
    await page.goto("/properties/alpine-retreat");
    await expect(page.locator("#booking").getByText("$350", { exact: true })).toBeVisible();
  });

  test("the Settings page saves the currency as a plain form and refuses an unknown code", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/admin/settings");
    await page.getByLabel("Currency").fill("XYZ");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Currency must be a three-letter ISO 4217 code, e.g. USD or KES").first()).toBeVisible();
    await page.getByLabel("Currency").fill("USD");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByTestId("toast")).toContainText("Settings have been saved");
  });
});

test.describe("6. party size", () => {
  test("the guests maximum follows the chosen property and a bigger party is refused (JavaScript on)", async ({ page }) => {
    await page.goto("/");
    const form = bookingForm(page);
    // The browser's validation is the form's code, which comes on the first touch (sent before it, the server answers).
    await hydrated(page);
    await partHydrated(form);
    await form.getByLabel("Property").selectOption({ label: "Alpine Retreat" });
    await expect(form.getByLabel("Guests")).toHaveAttribute("max", "4");
    await form.getByLabel("Property").selectOption({ label: "Tea Estate Villa" });
    await expect(form.getByLabel("Guests")).toHaveAttribute("max", "10");
    await form.getByLabel("Guests").fill("18");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.locator("#booking-form-guests-error")).toHaveText("This property sleeps up to 10 guests.");
  });

  test("the server refuses a party larger than the property sleeps (JavaScript off, and the API)", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/properties/alpine-retreat");
    await fillValidGuest(page);
    await bookingForm(page).getByLabel("Guests").fill("18");
    await bookingForm(page).getByLabel("Check-in date").fill(dayFromToday(60));
    await bookingForm(page).getByLabel("Check-out date").fill(dayFromToday(62));
    await bookingForm(page).getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.locator("#booking-form-guests-error")).toHaveText("This property sleeps up to 4 guests.");
    await context.close();

    const res = await request.post("/api/v1/booking-inquiries", {
      data: makeInquiry({ propertyId: 1, startDate: dayFromToday(60), endDate: dayFromToday(62), guests: 18 }),
    });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.errors.guests).toEqual(["This property sleeps up to 4 guests."]);
  });
});

test.describe("7. one today, and the range in both calendars", () => {
  // A browser far west of Nairobi: its own "today" is often a day behind the business's.
  test.use({ timezoneId: "America/Los_Angeles" });

  test("today is the business's day, and the stay is drawn in both calendars", async ({ page }) => {
    await page.goto("/properties/forest-haven");
    const today = dayFromToday(0);
    await page.getByRole("button", { name: "Check-in date" }).click();
    const checkIn = page.getByRole("dialog", { name: "Check-in date: choose a day" });
    const todayCell = checkIn.locator(`[data-business-today="true"]`);
    await expect(todayCell).toHaveCount(1);
    await expect(todayCell).toHaveAccessibleName(new RegExp(longDate(today)));
    await expect(todayCell).not.toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");

    // A check-in early enough in its month that the check-out calendar (which starts the day after) still shows it.
    let ahead = 33;
    while (Number(dayFromToday(ahead).slice(8)) > 24) ahead++;
    const start = dayFromToday(ahead);
    const end = dayFromToday(ahead + 3);
    await pickDate(page, "Check-in date", start);
    await pickDate(page, "Check-out date", end);
    for (const label of ["Check-out date", "Check-in date"] as const) {
      await page.getByRole("button", { name: label }).click();
      const dialog = page.getByRole("dialog", { name: `${label}: choose a day` });
      const startCell = await showDay(dialog, start);
      await expect(startCell).toHaveClass(/bg-forest-800/);
      await expect(dialog.getByRole("button", { name: new RegExp(longDate(dayFromToday(ahead + 1))) })).toHaveAttribute("data-in-range", "true");
      await page.keyboard.press("Escape");
    }
  });
});

test.describe("8. mobile booking", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the property page has a sticky bar that jumps to the form", async ({ page }) => {
    await page.goto("/properties/alpine-retreat");
    const bar = page.getByRole("complementary", { name: "Book this property" });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText("$350 / night");
    await bar.getByRole("link", { name: "Request to book" }).click();
    await expect(page).toHaveURL(/#booking$/);
    await expect(bookingForm(page).getByLabel("Full name")).toBeInViewport();
  });

  test("'Book Your Stay' on the home page lands on the form, not the intro", async ({ page }) => {
    await page.goto("/#booking");
    await expect(bookingForm(page).getByLabel("Property")).toBeInViewport();
  });

  test("the bar is not shown on large screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/properties/alpine-retreat");
    await expect(page.getByRole("complementary", { name: "Book this property" })).toBeHidden();
  });
});

test.describe("9. honest pages", () => {
  test("'Property Not Found' offers three live retreats", async ({ page }) => {
    const response = await page.goto("/properties/no-such-cabin");
    expect(response?.status()).toBe(404);
    const others = page.getByRole("region", { name: "Our other retreats" });
    await expect(others.getByRole("article")).toHaveCount(3);
    await others
      .getByRole("link", { name: /View details of/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/properties\/[a-z-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Property Not Found");
  });

  test("'Check our calendar' points at the calendar and lists the booked nights", async ({ page }) => {
    await page.goto("/properties/alpine-retreat");
    const note = page.locator("#availability");
    await expect(note).toContainText("Check our calendar or contact us for current availability.");
    await expect(note.getByRole("link", { name: "calendar" })).toHaveAttribute("href", "#booking");
    await expect(note.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
    await expect(note.getByText(/Already booked in the next 12 months|Every night of the next 12 months is open\./)).toBeVisible();
  });

  test("the FAQ says 'between 4:00 PM and 8:00 PM'", async ({ page }) => {
    await page.goto("/");
    await page.getByText("What are the check-in and check-out times?").click();
    await expect(page.getByText("Check-in is between 4:00 PM and 8:00 PM")).toBeVisible();
  });

  test("the lightbox is opaque and shows the caption and 'n of N'", async ({ page }) => {
    await page.goto("/properties/alpine-retreat");
    await page.getByRole("link", { name: "Alpine Retreat, photo 1 of 4" }).click();
    const dialog = page.getByRole("dialog", { name: "Alpine Retreat photos" });
    await expect(dialog.getByTestId("lightbox-caption")).toHaveText("Alpine Retreat, photo 1 of 4");
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByTestId("lightbox-caption")).toHaveText("Alpine Retreat, photo 2 of 4");
    const alpha = await page.evaluate(() => {
      const backdrop = [...document.querySelectorAll<HTMLElement>("div")].find((el) => el.className.includes("bg-stone-950"));
      const color = backdrop ? getComputedStyle(backdrop).backgroundColor : "";
      const m = /rgba?\(([^)]+)\)/.exec(color);
      const parts = m ? m[1].split(/[ ,/]+/).filter(Boolean) : [];
      return parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
    });
    expect(alpha).toBeGreaterThanOrEqual(0.95);
  });

  test("the contact map is sized like a property's map, with a readable label", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/contact");
    const map = page.getByRole("img", { name: /Illustrated map showing/ });
    expect((await map.boundingBox())!.height).toBeLessThanOrEqual(450);
    await page.setViewportSize({ width: 375, height: 740 });
    const label = page.locator("figure span.truncate").first();
    const size = await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(12);
  });
});

test.describe("10. Privacy Policy and Terms of Service", () => {
  test("real pages linked from the footer and from both forms", async ({ page }) => {
    for (const [path, title, text] of [
      ["/privacy", "Privacy Policy", "Data Protection Act, 2019"],
      ["/terms", "Terms of Service", "Inquiries are not bookings"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: title })).toHaveAttribute("href", path);
    }
    await page.goto("/privacy");
    for (const kept of ["Booking inquiries", "Contact messages", "E-mails we send", "Server logs"]) {
      await expect(page.getByText(kept, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: /How long we keep it/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /how to ask for deletion/ })).toBeVisible();

    await page.goto("/");
    await expect(bookingForm(page).getByText("By sending an inquiry you agree to our Terms of Service and to our Privacy Policy.")).toBeVisible();
    await page.goto("/contact");
    const consent = page.locator("#contact-form").getByText("By sending this message you agree to our");
    await expect(consent).toBeVisible();
    await consent.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});

test.describe("11. search on /properties", () => {
  const cards = (page: Page) => page.getByRole("article").getByRole("heading");
  async function shownCards(page: Page) {
    await expect(page.getByRole("status")).toBeVisible();
    return page.getByRole("article").evaluateAll((articles) =>
      articles.map((a) => ({
        name: a.querySelector("h3, h2")?.textContent?.trim() ?? "",
        price: Number((/\$([\d,]+)/.exec(a.textContent ?? "")?.[1] ?? "0").replace(/,/g, "")),
        text: a.textContent ?? "",
      })),
    );
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`guests, location and sort filter as a GET form (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/properties");
      await expect(page.getByRole("status")).toContainText("properties in our collection");
      await page.getByLabel("Guests").fill("7");
      await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/guests=7/);
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(page.getByRole("status")).toHaveText(/^\d+ propert(y|ies) for 7 guests$/);
      await expect(page.getByLabel("Guests")).toHaveValue("7");
      // Only properties sleeping 7 or more (of the seed: Lakeside Lodge 8, Tea Estate Villa 10), cheapest first.
      const shown = await shownCards(page);
      expect(shown.map((c) => c.name)).toEqual(expect.arrayContaining(["Lakeside Lodge", "Tea Estate Villa"]));
      expect(shown.map((c) => c.name)).not.toContain("Alpine Retreat");
      expect(shown.map((c) => c.price)).toEqual([...shown.map((c) => c.price)].sort((a, b) => a - b));
      await expect(page.getByRole("status")).toContainText(`${shown.length} propert`);

      await page.getByLabel("Location").selectOption("Limuru, Kenya");
      await page.getByLabel("Guests").fill("");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/location=Limuru/);
      const inLimuru = await shownCards(page);
      expect(inLimuru.length).toBeGreaterThan(0);
      expect(inLimuru.every((c) => c.text.includes("Limuru, Kenya"))).toBe(true);
      await expect(page.getByRole("status")).toContainText(`${inLimuru.length} propert`);
      await context.close();
    });
  }

  test("dates mark a property booked for those nights and price the others; bad dates are explained, not a 500", async ({ page, request }) => {
    const property = await createProperty(request, { sleeps: 12 });
    const stay = { startDate: dayFromToday(150), endDate: dayFromToday(153) };
    const res = await request.post(`/api/v1/admin/properties/${property.id}/calendar/blocks`, { data: { ...stay, note: "Owner's week" } });
    expect(res.status()).toBe(201);
    try {
      await page.goto(`/properties?guests=11`);
      await expect(cards(page).filter({ hasText: property.name })).toHaveCount(1);
      await page.goto(`/properties?startDate=${stay.startDate}&endDate=${stay.endDate}&guests=11`);
      await expect(page.getByRole("status")).toContainText(`free from ${longDate(stay.startDate)} to ${longDate(stay.endDate)} for 11 guests`);
      // Still listed, after the bookable ones, saying why.
      const card = page.getByRole("article").filter({ hasText: property.name });
      await expect(card.getByTestId("stay-offer")).toHaveText("Not available: Some of these nights are already booked.");
      await page.goto(`/properties?startDate=${dayFromToday(160)}&endDate=${dayFromToday(162)}&guests=11`);
      await expect(cards(page).filter({ hasText: property.name })).toHaveCount(1);
      await expect(card.getByTestId("stay-offer")).toContainText("total for 2 nights");

      const bad = await page.goto(`/properties?startDate=${dayFromToday(20)}&endDate=${dayFromToday(18)}&guests=abc&sort=cheap`);
      expect(bad?.status()).toBe(200);
      await expect(page.locator("#search-endDate-error")).toHaveText(ORDER_ERROR);
      await expect(page.locator("#search-guests-error")).toHaveText("Guests must be a whole number from 1 to 20");
    } finally {
      await archive(request, property.id);
    }
  });
});

test.describe("12. axe stays at 0", () => {
  for (const path of ["/privacy", "/terms", "/properties?guests=4&sort=price-desc", "/properties?startDate=2000-01-01&endDate=1999-01-01"]) {
    test(`no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectEverythingInLandmarks(page);
    });
  }

  test("the open calendar popover keeps everything inside landmarks, with errors showing", async ({ page }) => {
    await page.goto("/properties/alpine-retreat");
    // The tall booking sidebar takes its sticky place once the page runs (it moves then): click after that.
    // The browser's validation is the form's code, which comes on the first touch (sent before it, the server answers).
    await hydrated(page);
    await partHydrated(bookingForm(page));
    await expect(bookingForm(page)).toHaveAttribute("style", /top/);
    await bookingForm(page).getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(summary(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Check-in date" }).click();
    await expect(page.getByRole("dialog", { name: "Check-in date: choose a day" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectEverythingInLandmarks(page);
  });

  test("the contact page and the property search with errors showing", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(summary(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectEverythingInLandmarks(page);
    await page.goto(`/properties?startDate=${dayFromToday(20)}&endDate=${dayFromToday(18)}&guests=abc`);
    await expect(page.locator("#search-endDate-error")).toHaveText(ORDER_ERROR);
    await expectNoAxeViolations(page);
  });
});
