import { expect, test, type Locator, type Page } from "@playwright/test";
import { dayFromToday, hydrated, partHydrated } from "./helpers";
import { longDate, pickDate, propertyIdOf, storedInquiries, uniqueName } from "./public-helpers";

const form = (page: Page) => page.locator("#booking");
const submit = (page: Page) => form(page).getByRole("button", { name: "Submit Inquiry" });

/** A field's own message under it (the error summary at the top keeps a fixed one, struck through). */
const fieldMessage = (scope: Locator, text: string) => scope.locator('[id$="-error"]', { hasText: text });

test.describe("booking inquiry form (JavaScript on)", () => {
  test("shows each validation message for its bad input", async ({ page }) => {
    await page.goto("/#booking");
    // The browser validates once the page and the form's code have run (a first touch brings them; a visitor who sends
    // the form before that gets the same messages from the server, as without JavaScript).
    await hydrated(page);
    await partHydrated(form(page));
    await submit(page).click();

    const booking = form(page);
    for (const message of [
      "Please select a property",
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Please select a check-in date",
      "Please select a check-out date",
    ]) {
      await expect(fieldMessage(booking, message)).toBeVisible();
    }
    // Nothing was sent: the browser validated with the shared schema.
    await expect(page).toHaveURL(/\/#booking$/);

    // Fixing a field clears its message as the visitor types.
    await booking.getByLabel("Full name").fill("A");
    await expect(fieldMessage(booking, "Name must be at least 2 characters")).toBeVisible();
    await booking.getByLabel("Full name").fill("Ann");
    await expect(fieldMessage(booking, "Name must be at least 2 characters")).toBeHidden();

    await booking.getByLabel("Email").fill("not-an-email");
    await expect(fieldMessage(booking, "Please enter a valid email address")).toBeVisible();
    await booking.getByLabel("Phone").fill("12345");
    await expect(fieldMessage(booking, "Please enter a valid phone number")).toBeVisible();

    const guests = booking.getByLabel("Guests");
    await expect(guests).toHaveValue("2");
    await guests.fill("0");
    await expect(fieldMessage(booking, "At least 1 guest is required")).toBeVisible();
    await guests.fill("21");
    await expect(fieldMessage(booking, "Maximum 20 guests allowed")).toBeVisible();
    await guests.fill("20");
    await expect(fieldMessage(booking, "Maximum 20 guests allowed")).toBeHidden();

    // Check-out before check-in: pick a check-out, then a later check-in.
    await booking.getByLabel("Property").selectOption({ label: "Forest Haven" });
    await booking.getByLabel("Email").fill("ann@example.com");
    await booking.getByLabel("Phone").fill("0722 123 456");
    await pickDate(page, "Check-out date", dayFromToday(20));
    await pickDate(page, "Check-in date", dayFromToday(25));
    await expect(fieldMessage(booking, "Check-out date must be after check-in date")).toBeVisible();
    await pickDate(page, "Check-out date", dayFromToday(28));
    await expect(fieldMessage(booking, "Check-out date must be after check-in date")).toBeHidden();
  });

  test("calendars disable past days and check-out days up to the check-in", async ({ page }) => {
    await page.goto("/#booking");
    const today = dayFromToday(0);
    const yesterday = dayFromToday(-1);

    await page.getByRole("button", { name: "Check-in date" }).click();
    let calendar = page.getByRole("dialog", { name: "Check-in date: choose a day" });
    await expect(calendar.getByRole("button", { name: new RegExp(longDate(today)) })).not.toHaveAttribute("aria-disabled", "true");
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      await expect(calendar.getByRole("button", { name: new RegExp(longDate(yesterday)) })).toHaveAttribute("aria-disabled", "true");
    }
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();

    // The 10th of the month after next, so the days around it are in the same month.
    const [y, m] = today.split("-").map(Number);
    const month = new Date(Date.UTC(y, m + 1, 10)).toISOString().slice(0, 7);
    const checkIn = `${month}-10`;
    await pickDate(page, "Check-in date", checkIn);
    await page.getByRole("button", { name: "Check-out date" }).click();
    calendar = page.getByRole("dialog", { name: "Check-out date: choose a day" });
    // The check-out calendar opens at the first day it allows: the day after check-in.
    await expect(calendar.getByRole("button", { name: new RegExp(longDate(`${month}-11`)) })).not.toHaveAttribute("aria-disabled", "true");
    await expect(calendar.getByRole("button", { name: new RegExp(longDate(checkIn)) })).toHaveAttribute("aria-disabled", "true");
    await expect(calendar.getByRole("button", { name: new RegExp(longDate(`${month}-09`)) })).toHaveAttribute("aria-disabled", "true");
    // Keyboard: Enter picks the focused day, the field shows it in English long form.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(calendar).toBeHidden();
    await expect(page.getByRole("button", { name: "Check-out date" })).toContainText(longDate(`${month}-12`));
  });

  test("a valid inquiry shows the success toast, resets the form and is stored", async ({ page, request }) => {
    const name = uniqueName("Grace Test");
    const start = dayFromToday(30);
    const end = dayFromToday(37);
    await page.goto("/");
    await page.getByRole("link", { name: "Book Your Stay" }).click();
    await expect(page).toHaveURL(/#booking$/);

    const booking = form(page);
    await booking.getByLabel("Property").selectOption({ label: "Lakeside Lodge" });
    await booking.getByLabel("Full name").fill(name);
    await booking.getByLabel("Email").fill("grace@example.com");
    await booking.getByLabel("Phone").fill("+254 700 123 456");
    await booking.getByLabel("Guests").fill("4");
    await pickDate(page, "Check-in date", start);
    await pickDate(page, "Check-out date", end);
    await expect(booking.getByText("7 nights · long-stay discount applies").first()).toBeVisible();
    await booking.getByLabel("Special requests").fill("Celebrating an anniversary");
    await booking.getByLabel("Request a private chef").check();
    await booking.getByRole("checkbox", { name: /Tea Estate Tour/ }).check();
    await booking.getByRole("checkbox", { name: /Canoeing on the Lake/ }).check();
    // Unavailable activities are not offered.
    await expect(booking.getByRole("checkbox", { name: /Bird Watching/ })).toHaveCount(0);
    await submit(page).click();

    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Booking inquiry submitted");
    await expect(toast).toContainText("We'll get back to you as soon as possible.");
    // The reference the guest can quote, readable over the phone (no 0/O or 1/I).
    await expect(toast).toContainText(/Your reference is TR-[2-9A-HJ-NP-Z]{6}\./);

    // The confirmation stands in the form's place; asking for another stay brings the form back, at its defaults.
    await expect(page.getByTestId("inquiry-sent")).toBeVisible();
    await page.getByRole("link", { name: "Send another inquiry" }).click();
    // Its first field (here the property) takes focus.
    await expect(booking.getByLabel("Property")).toBeFocused();
    await expect(booking.getByLabel("Full name")).toHaveValue("");
    await expect(booking.getByLabel("Email")).toHaveValue("");
    await expect(booking.getByLabel("Property")).toHaveValue("");
    await expect(booking.getByLabel("Guests")).toHaveValue("2");
    await expect(booking.getByLabel("Request a private chef")).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Check-in date" })).toContainText("Select check-in");

    const stored = (await storedInquiries(request)).find((i) => i.name === name);
    expect(stored).toMatchObject({
      propertyId: await propertyIdOf(request, "lakeside-lodge"),
      email: "grace@example.com",
      phone: "+254 700 123 456",
      startDate: start,
      endDate: end,
      guests: 4,
      message: "Celebrating an anniversary",
      requestChef: true,
      requestActivities: ["Tea Estate Tour", "Canoeing on the Lake"],
      status: "pending",
    });
  });

  test("the property page's form is preset to that property", async ({ page, request }) => {
    const name = uniqueName("Preset Test");
    await page.goto("/properties/forest-haven");
    await hydrated(page);
    const booking = form(page);
    await expect(booking.getByLabel("Property")).toHaveCount(0);
    await booking.getByLabel("Full name").fill(name);
    await booking.getByLabel("Email").fill("preset@example.com");
    await booking.getByLabel("Phone").fill("0700 123 456");
    await pickDate(page, "Check-in date", dayFromToday(10));
    await pickDate(page, "Check-out date", dayFromToday(12));
    await submit(page).click();
    await expect(page.getByTestId("toast")).toContainText("Booking inquiry submitted");
    await expect(page).toHaveURL(/\/properties\/forest-haven#booking$/);
    await expect(page.getByTestId("inquiry-sent")).toContainText("Forest Haven");

    const stored = (await storedInquiries(request)).find((i) => i.name === name);
    expect(stored).toMatchObject({ propertyId: await propertyIdOf(request, "forest-haven"), guests: 2, requestChef: false, requestActivities: [] });
  });

  test("a failure shows the Error toast with the server's message and keeps the input", async ({ page }) => {
    await page.goto("/#booking");
    const booking = form(page);
    // A property that was removed after the page was loaded.
    await booking.getByLabel("Property").evaluate((select: HTMLSelectElement) => {
      select.options[1].value = "999999";
    });
    await booking.getByLabel("Property").selectOption({ index: 1 });
    await booking.getByLabel("Full name").fill("Late Visitor");
    await booking.getByLabel("Email").fill("late@example.com");
    await booking.getByLabel("Phone").fill("0700 000 111");
    await pickDate(page, "Check-in date", dayFromToday(5));
    await pickDate(page, "Check-out date", dayFromToday(6));
    await submit(page).click();

    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("This property is no longer available.");
    await expect(booking.getByLabel("Full name")).toHaveValue("Late Visitor");
  });
});

test.describe("booking inquiry form (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("the server shows the field errors and keeps what was typed", async ({ page }) => {
    await page.goto("/#booking");
    const booking = form(page);
    await booking.getByLabel("Full name").fill("J");
    await booking.getByLabel("Email").fill("nope");
    await booking.getByLabel("Phone").fill("123");
    await booking.getByLabel("Guests").fill("25");
    await submit(page).click();

    for (const message of [
      "Please select a property",
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Maximum 20 guests allowed",
      "Please select a check-in date",
      "Please select a check-out date",
    ]) {
      await expect(booking.getByText(message).first()).toBeVisible();
    }
    await expect(booking.getByLabel("Full name")).toHaveValue("J");
    await expect(booking.getByLabel("Email")).toHaveValue("nope");
    await expect(booking.getByLabel("Guests")).toHaveValue("25");

    await booking.getByLabel("Guests").fill("0");
    await submit(page).click();
    await expect(booking.getByText("At least 1 guest is required").first()).toBeVisible();

    // Everything else valid, check-out before check-in.
    await booking.getByLabel("Property").selectOption({ label: "Riverside Cottage" });
    await booking.getByLabel("Full name").fill("Jane");
    await booking.getByLabel("Email").fill("jane@example.com");
    await booking.getByLabel("Phone").fill("0733 444 555");
    await booking.getByLabel("Guests").fill("2");
    await booking.getByLabel("Check-in date").fill(dayFromToday(20));
    await booking.getByLabel("Check-out date").fill(dayFromToday(18));
    await submit(page).click();
    await expect(booking.getByText("Check-out date must be after check-in date").first()).toBeVisible();
    await expect(booking.getByLabel("Check-in date")).toHaveValue(dayFromToday(20));
    await expect(booking.getByLabel("Check-out date")).toHaveValue(dayFromToday(18));
    await expect(booking.getByLabel("Property")).toHaveValue(/\d+/);
  });

  test("a valid inquiry is stored and a success message is shown", async ({ page, request }) => {
    const name = uniqueName("NoJS Guest");
    await page.goto("/");
    const booking = form(page);
    await booking.getByLabel("Property").selectOption({ label: "Alpine Retreat" });
    await booking.getByLabel("Full name").fill(name);
    await booking.getByLabel("Email").fill("nojs@example.com");
    await booking.getByLabel("Phone").fill("+1 303 555 0100");
    await booking.getByLabel("Guests").fill("3");
    await booking.getByLabel("Check-in date").fill(dayFromToday(14));
    await booking.getByLabel("Check-out date").fill(dayFromToday(16));
    await booking.getByLabel("Request a private chef").check();
    await booking.getByRole("checkbox", { name: /Kenyan Cooking Class/ }).check();
    await submit(page).click();

    await expect(page.getByRole("status")).toContainText("Booking inquiry submitted");
    await expect(page.getByRole("status")).toContainText("We'll get back to you as soon as possible.");
    await expect(page.getByRole("status")).toContainText(/Your reference is TR-[2-9A-HJ-NP-Z]{6}\./);
    await expect(page.getByTestId("inquiry-sent")).toContainText("Alpine Retreat");
    await page.getByRole("link", { name: "Send another inquiry" }).click();
    await expect(booking.getByLabel("Full name")).toHaveValue("");

    const stored = (await storedInquiries(request)).find((i) => i.name === name);
    expect(stored).toMatchObject({
      propertyId: await propertyIdOf(request, "alpine-retreat"),
      startDate: dayFromToday(14),
      endDate: dayFromToday(16),
      guests: 3,
      requestChef: true,
      requestActivities: ["Kenyan Cooking Class"],
    });
  });
});
