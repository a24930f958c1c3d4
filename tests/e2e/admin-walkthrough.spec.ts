import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, row, sendInquiry, unique, visitor } from "./admin-helpers";
import { dayFromToday, expectNoAxeViolations } from "./helpers";
import { makeInquiry } from "../setup/factories";

// What a walk-through of the admin as a new member of staff found, each tried as they would.

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#4a7c59" } })
    .png()
    .toBuffer();

/** A property of its own (via the API), so tests never share one. */
async function newProperty(name: string) {
  const api = await adminApi();
  const res = await api.post("/api/v1/admin/properties", {
    data: {
      name,
      description: "A cottage by the tea fields.",
      shortDescription: "Quiet and green.",
      location: "Tigoni, Kenya",
      price: 150,
      bedrooms: 1,
      bathrooms: 1,
      sleeps: 2,
      amenities: ["Wifi"],
      images: ["/images/forest-haven-2.svg"],
      featured: false,
    },
  });
  expect(res.status()).toBe(201);
  const property = await res.json();
  await api.dispose();
  return property as { id: number; name: string; slug: string };
}

async function confirmedStay(propertyId: number, guest: string) {
  const guestApi = await visitor();
  const sent = await guestApi.post("/api/v1/booking-inquiries", {
    data: makeInquiry({ propertyId, name: guest, startDate: dayFromToday(50), endDate: dayFromToday(53) }),
  });
  expect(sent.status()).toBe(201);
  const inquiry = await sent.json();
  await guestApi.dispose();
  const api = await adminApi();
  expect((await api.patch(`/api/v1/admin/booking-inquiries/${inquiry.id}`, { data: { status: "confirmed" } })).status()).toBe(200);
  await api.dispose();
  return inquiry as { id: number; reference: string };
}

/**
 * Open the Add New Property dialog. A click that lands while the page hydrates (the link becoming the dialog's
 * button) can be lost; the click is repeated until the dialog's form is there.
 */
const openAdd = async (page: Page) => {
  const trigger = page.getByRole("link", { name: "Add Property" }).or(page.getByRole("button", { name: "Add Property" }));
  const name = page.getByRole("dialog", { name: "Add New Property" }).getByLabel("Name", { exact: true });
  await expect(async () => {
    if (!(await name.isVisible())) await trigger.click();
    await expect(name).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
};

test.describe("forms empty after success, a refused password is not kept", () => {
  test("Users: the create form is empty after the user is created", async ({ page, signIn }) => {
    await signIn(undefined, { path: "/admin/users" });
    const username = unique("njeri").replace(/\s/g, ".");
    const form = page.getByRole("region", { name: "Add a user" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Password").fill("a-long-password-2026");
    await form.getByLabel("First name (optional)").fill("Njeri");
    await form.getByRole("button", { name: "Create User" }).click();
    await expectToast(page, "Success", "User has been created");
    await expect(row(page, username)).toBeVisible();
    await expect(form.getByLabel("Username")).toHaveValue("");
    await expect(form.getByLabel("Password")).toHaveValue("");
    await expect(form.getByLabel("First name (optional)")).toHaveValue("");
    await expect(form.getByLabel("Role")).toHaveValue("user");
  });

  test("login: a wrong password is cleared, the username stays", async ({ page }) => {
    const username = unique("nobody").replace(/\s/g, ".");
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("wrong-password-here");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectToast(page, "Login failed", "Invalid username or password");
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("calendar: the block and feed forms are empty after adding; the two dates sit at one height at 1280 px", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const property = await newProperty(unique("Block Lodge"));
    await signIn(undefined, { path: `/admin/properties/${property.id}/calendar` });
    const first = page.getByLabel("First night");
    const checkout = page.getByLabel("Check-out day (free again)");
    const [a, b] = [await first.boundingBox(), await checkout.boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
    expect(Math.abs(a!.height - b!.height)).toBeLessThan(1);

    await first.fill(dayFromToday(200));
    await checkout.fill(dayFromToday(203));
    await page.getByLabel("Note (optional)").fill("Roof repairs");
    await page.getByRole("button", { name: "Block dates" }).click();
    await expectToast(page, "Success");
    await expect(page.getByRole("list", { name: "Blocked periods" })).toContainText("Roof repairs");
    await expect(first).toHaveValue("");
    await expect(checkout).toHaveValue("");
    await expect(page.getByLabel("Note (optional)")).toHaveValue("");

    const feed = page.getByLabel("Calendar address (.ics)");
    await feed.fill("https://calendar.invalid/feed.ics");
    await page.getByRole("button", { name: "Add calendar" }).click();
    await expect(page.getByRole("list", { name: "Imported calendars" })).toContainText("calendar.invalid");
    await expect(feed).toHaveValue("");
    await expectNoAxeViolations(page);
  });
});

test.describe("steps that e-mail a guest or sign someone out ask first", () => {
  test("cancelling a pending request: a dialog, 'Keep request' keeps it", async ({ page, signIn }) => {
    const inquiry = await sendInquiry();
    await signIn(undefined, { path: `/admin/booking-inquiries?q=${encodeURIComponent(inquiry.name)}` });
    await expect(page.getByText("1 inquiry matches the filters, newest first.")).toBeVisible();
    // A desktop window shows the table: one row per request, its actions as icon buttons.
    const card = page.getByTestId("inquiry-row").filter({ hasText: inquiry.name });
    await card.getByRole("button", { name: "Cancel request" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking request?" });
    await expect(dialog).toContainText(inquiry.name);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Keep request" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Cancel request" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel request" }).click();
    await expectToast(page, "Success", "Booking inquiry has been cancelled");
    await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
  });

  test("Reset password: a dialog first; the new password is shown once", async ({ page, signIn }) => {
    const username = unique("baraka").replace(/\s/g, ".");
    const api = await adminApi();
    expect((await api.post("/api/v1/admin/users", { data: { username, password: "a-long-password-2026", role: "user" } })).status()).toBe(201);
    await api.dispose();
    await signIn(undefined, { path: "/admin/users" });
    await row(page, username)
      .getByRole("button", { name: `Reset the password of ${username}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Reset password" });
    await expect(dialog).toContainText(`Reset the password of ${username}? They are signed out everywhere`);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`New password for ${username}`)).toHaveCount(0);

    await row(page, username)
      .getByRole("button", { name: `Reset the password of ${username}` })
      .click();
    await page.getByRole("dialog", { name: "Reset password" }).getByRole("button", { name: "Yes, reset password" }).click();
    await expect(page.getByRole("status").filter({ hasText: `New password for ${username}` })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).not.toHaveURL(/dialog=/);
  });
});

test.describe("deleting a property says what will happen", () => {
  test("no inquiries: deleted for good; an upcoming confirmed stay: refused, naming it, until it is cancelled", async ({ page, signIn }) => {
    const plain = await newProperty(unique("Plain Cabin"));
    const busy = await newProperty(unique("Busy Lodge"));
    const guest = unique("Jane Guest");
    const stay = await confirmedStay(busy.id, guest);
    await signIn(undefined, { path: `/admin/properties?q=${encodeURIComponent(plain.name)}` });
    await row(page, plain.name)
      .getByRole("button", { name: `Delete ${plain.name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete Property" });
    await expect(dialog).toContainText("It has no booking inquiries, so it will be deleted for good: this cannot be undone.");

    await page.goto(`/admin/properties?q=${encodeURIComponent(busy.name)}`);
    await row(page, busy.name)
      .getByRole("button", { name: `Delete ${busy.name}` })
      .click();
    await expect(dialog).toContainText(`${busy.name} cannot be deleted while it has 1 upcoming confirmed stay: ${stay.reference} (${guest},`);
    await expect(dialog.getByRole("link", { name: `Open ${stay.reference} (${guest})` })).toHaveAttribute(
      "href",
      `/admin/booking-inquiries/${stay.id}`,
    );
    await expect(dialog.getByRole("button", { name: "Delete Property" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const api = await adminApi();
    const refused = await api.delete(`/api/v1/admin/properties/${busy.id}`);
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toContain(guest);
    expect((await api.patch(`/api/v1/admin/booking-inquiries/${stay.id}`, { data: { status: "cancelled" } })).status()).toBe(200);
    await api.dispose();

    await page.reload();
    await expect(dialog).toContainText("It has booking inquiries, so it will be archived");
    await expect(dialog).toContainText("You can restore it under Archived.");
    await dialog.getByRole("button", { name: "Delete Property" }).click();
    await expectToast(page, "Success", "Property has been deleted");
    await page.goto("/admin/properties/archived");
    await expect(page.getByText(busy.name)).toBeVisible();
  });
});

test.describe("the property dialog's photos", () => {
  test("a chosen photo clears 'At least one image is required' and shows a preview before saving", async ({ page, signIn }) => {
    await signIn(undefined, { path: "/admin/properties" });
    await openAdd(page);
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await dialog.getByLabel("Name", { exact: true }).fill(unique("Preview Lodge"));
    await dialog.getByRole("button", { name: "Save Property" }).click();
    await expect(dialog.getByText("At least one image is required")).toBeVisible();
    await dialog.getByLabel("Upload photos").setInputFiles({ name: "veranda.png", mimeType: "image/png", buffer: await photo() });
    await expect(dialog.getByText("At least one image is required")).toHaveCount(0);
    const preview = dialog.getByRole("img", { name: "Preview of veranda.png" });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    await expectNoAxeViolations(page);
  });
});

test.describe("Settings", () => {
  test("one Save keeps every section's edits; each e-mail hint sits with its own switch", async ({ page, signIn }) => {
    const api = await adminApi();
    const original = await (await api.get("/api/v1/admin/settings")).json();
    try {
      await signIn(undefined, { path: "/admin/settings" });
      await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(1);
      await expectNoAxeViolations(page);

      const own = page.getByRole("switch", { name: "New booking inquiry: tell us" });
      const next = page.getByRole("switch", { name: "New booking inquiry: acknowledge to the guest" });
      const hint = page.getByText("To the business e-mail, with a link to the inquiry");
      await expect(own).toHaveAccessibleDescription("To the business e-mail, with a link to the inquiry");
      const [ownBox, hintBox, nextBox] = [await own.boundingBox(), await hint.boundingBox(), await next.boundingBox()];
      const above = hintBox!.y - (ownBox!.y + ownBox!.height);
      const below = nextBox!.y - (hintBox!.y + hintBox!.height);
      expect(above).toBeLessThan(below);

      // Edits in two sections, one Save: both are kept.
      await page.getByLabel("Phone").fill("+254 711 000 222");
      const ack = page.getByRole("switch", { name: "New contact message: acknowledge to the sender" });
      await ack.uncheck();
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expectToast(page, "Success", "Settings have been saved");
      await expect(page.getByLabel("Phone")).toHaveValue("+254 711 000 222");
      await expect(ack).not.toBeChecked();
      const saved = await (await api.get("/api/v1/admin/settings")).json();
      expect(saved.phone).toBe("+254 711 000 222");
      const switches = await (await api.get("/api/v1/admin/email-settings")).json();
      expect(switches.emailSenderMessage).toBe(false);
    } finally {
      await api.put("/api/v1/admin/settings", { data: original });
      await api.put("/api/v1/admin/email-settings", { data: { emailSenderMessage: true } });
      await api.dispose();
    }
  });
});

test.describe("the audit log", () => {
  test("reads as sentences with the zone shown, and filters by person and kind", async ({ page, signIn }) => {
    const property = await newProperty(unique("Audit Cottage"));
    await signIn(undefined, { path: "/admin/audit" });
    const entries = page.getByRole("list", { name: "Audit log entries" });
    await expect(entries.getByText(`admin added the property “${property.name}”`)).toBeVisible();
    await expect(entries.locator("time").first()).toHaveText(/^\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) EAT$/);
    await expectNoAxeViolations(page);

    await page.getByLabel("Kind").selectOption("property");
    await page.getByLabel("Person").selectOption("admin");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/kind=property/);
    await expect(page).toHaveURL(/actor=admin/);
    const shown = await entries.getByRole("listitem").allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    // Every property command, its rates too.
    for (const text of shown) expect(text).toMatch(/admin ((added|updated|deleted|archived|restored) the property|set the rates of)/);
  });
});

test.describe("the booking page", () => {
  test("cancelling a pending request asks first; times are EAT; its commands read as sentences under Booking inquiries in the log", async ({
    page,
    signIn,
  }) => {
    const inquiry = await sendInquiry();
    const named = `${inquiry.reference} (${inquiry.name}, ${inquiry.propertyName})`;
    await signIn(undefined, { path: `/admin/booking-inquiries/${inquiry.id}` });
    await expect(page.getByRole("heading", { level: 1, name: inquiry.name })).toBeVisible();
    const request = page.getByRole("region", { name: "The request" });
    await expect(request).toContainText(/Received\s*\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) EAT/);
    await expect(page.getByTestId("timeline").locator("time").first()).toHaveText(/^\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) EAT$/);

    // Cancelling a pending request asks first; 'Keep request' keeps it.
    await page.getByRole("button", { name: "Cancel request" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this request?" })).toBeVisible();
    await page.getByRole("link", { name: "Keep request" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this request?" })).toHaveCount(0);
    await expect(page.getByText("Pending", { exact: true })).toBeVisible();

    await page.getByLabel(/Message to/).fill("The chef is free that week.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expectToast(page, "Success", "Reply has been sent to the guest");
    await page.getByLabel(/Personal message to the guest/).fill("Welcome!");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expectToast(page, "Success", "Booking inquiry has been confirmed");
    await expect(page.getByText(/^Confirmed by admin on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) EAT$/)).toBeVisible();
    // The message went with the confirmation: the field is empty for the next decision.
    await expect(page.getByLabel(/Personal message to the guest/)).toHaveValue("");
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expectToast(page, "Success", "Booking inquiry has been cancelled");

    await page.goto("/admin/audit?kind=inquiry&actor=admin");
    const entries = page.getByRole("list", { name: "Audit log entries" });
    await expect(entries.getByText(`admin replied to the guest of ${named}`, { exact: true })).toBeVisible();
    await expect(entries.getByText(`admin confirmed ${named} with a personal message`, { exact: true })).toBeVisible();
    await expect(entries.getByText(`admin cancelled ${named}`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the Email page", () => {
  test("addresses wrap only at @ and dots; an administrator opens an e-mail and reads it as the guest got it", async ({ page, signIn }) => {
    const inquiry = await sendInquiry({ email: "a.very.long.guest.address.for.wrapping@example-holidays.co.ke" });
    await signIn(undefined, { path: "/admin/emails" });
    const subject = `We received your booking inquiry for ${inquiry.propertyName}`;
    const recipient = page.getByRole("row").filter({ hasText: "a.very.long.guest.address" }).first();
    const cell = recipient.getByText(/a\.very\.long/).first();
    expect(await cell.evaluate((el) => getComputedStyle(el).wordBreak)).not.toBe("break-all");
    expect(await cell.evaluate((el) => el.querySelectorAll("wbr").length)).toBeGreaterThan(3);

    await recipient.getByRole("link", { name: new RegExp(subject) }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(page.frameLocator("iframe").getByText(inquiry.propertyName).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Plain-text version" })).toContainText(`Property:     ${inquiry.propertyName}`);
    await expectNoAxeViolations(page);
  });

  test("staff who are not administrators do not open e-mails", async ({ page, signIn }) => {
    await signIn({ username: unique("clerk").replace(/\s/g, "."), password: "a-long-password-2026", role: "user" }, { path: "/admin/emails" });
    await expect(page.getByRole("heading", { level: 1, name: "Email" })).toBeVisible();
    await expect(page.getByRole("link", { name: /We received your booking inquiry/ })).toHaveCount(0);
    const res = await page.goto("/admin/emails/1");
    expect(res?.status()).toBe(403);
  });
});

test.describe("phones", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("activity cards show the tick or cross beside Available / Unavailable, as the table does", async ({ page, signIn }) => {
    await signIn(undefined, { path: "/admin/activities" });
    const card = page.getByTestId("activity-card").first();
    const value = card.locator("dd").filter({ hasText: /^(Available|Unavailable)$/ });
    await expect(value).toBeVisible();
    await expect(value.locator("svg")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("login: a wrong password comes back empty, the username kept", async ({ page }) => {
    const username = unique("nobody").replace(/\s/g, ".");
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("wrong-password-here");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid username or password");
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("cancelling a pending request and resetting a password are confirmation steps", async ({ page, signIn }) => {
    const inquiry = await sendInquiry();
    await signIn(undefined, { path: `/admin/booking-inquiries?q=${encodeURIComponent(inquiry.name)}` });
    const card = page.getByTestId("inquiry-row").filter({ hasText: inquiry.name });
    await card.getByRole("link", { name: "Cancel request" }).click();
    const step = page.getByRole("region", { name: "Cancel this booking request?" });
    await expect(step).toContainText(inquiry.name);
    await step.getByRole("button", { name: "Yes, cancel request" }).click();
    await expectToast(page, "Success", "Booking inquiry has been cancelled");

    const username = unique("imani").replace(/\s/g, ".");
    const api = await adminApi();
    expect((await api.post("/api/v1/admin/users", { data: { username, password: "a-long-password-2026", role: "user" } })).status()).toBe(201);
    await api.dispose();
    await page.goto("/admin/users");
    await row(page, username)
      .getByRole("link", { name: `Reset the password of ${username}` })
      .click();
    const reset = page.getByRole("region", { name: "Reset password" });
    await reset.getByRole("button", { name: "Yes, reset password" }).click();
    await expect(page.getByText(`New password for ${username}`)).toBeVisible();
  });

  test("the users and block forms come back empty; Settings saves with one button; the audit filter is a GET form", async ({ page, signIn }) => {
    await signIn(undefined, { path: "/admin/users" });
    const username = unique("kamau").replace(/\s/g, ".");
    const form = page.getByRole("region", { name: "Add a user" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Password").fill("a-long-password-2026");
    await form.getByRole("button", { name: "Create User" }).click();
    await expectToast(page, "Success", "User has been created");
    await expect(page.getByRole("region", { name: "Add a user" }).getByLabel("Password")).toHaveValue("");

    const api = await adminApi();
    const original = await (await api.get("/api/v1/admin/settings")).json();
    try {
      await page.goto("/admin/settings");
      await page.getByLabel("Weekday hours").fill("8:00 AM - 6:00 PM");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expectToast(page, "Success", "Settings have been saved");
      await expect(page.getByLabel("Weekday hours")).toHaveValue("8:00 AM - 6:00 PM");
    } finally {
      await api.put("/api/v1/admin/settings", { data: original });
      await api.dispose();
    }

    await page.goto("/admin/audit");
    await page.getByLabel("Person").selectOption("admin");
    await page.getByLabel("Kind").selectOption("user");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/actor=admin&kind=user/);
    await expect(page.getByRole("list", { name: "Audit log entries" })).toContainText(`admin created the user “${username}”`);
  });
});
