import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, sendInquiry } from "./admin-helpers";
import { expectNoAxeViolations } from "./helpers";

const timeline = (page: Page) => page.getByTestId("timeline");

/** Two pending requests for the same nights: each clashes with the other. */
async function twoClashingRequests() {
  const first = await sendInquiry();
  const second = await sendInquiry({ startDate: first.startDate, endDate: first.endDate });
  return { first, second };
}

test.describe("a booking's page", () => {
  test("opens from the list, shows everything about the request, its clashes and timeline; replies and confirms with a message", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const { first, second } = await twoClashingRequests();
    await page.goto("/admin/booking-inquiries");
    // At 1280 px the list is the desk's table: the request's row carries the marker and the link.
    const listed = page.getByRole("row").filter({ hasText: first.name });
    await expect(listed.getByTestId("conflict-marker")).toHaveText(/1 clash/);
    await listed.getByRole("link", { name: first.name, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/booking-inquiries/${first.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
    const request = page.getByRole("region", { name: "The request" });
    await expect(request).toContainText(first.propertyName);
    await expect(request).toContainText("guest@example.com");
    await expect(request).toContainText("Could we arrange a private chef on the first night?");
    await expect(request).toContainText("Tea Estate Tour");
    const clashes = page.getByTestId("clashes");
    await expect(clashes.getByRole("link", { name: new RegExp(`Other pending request: ${second.reference} ${second.name}`) })).toBeVisible();
    await expect(timeline(page).locator('[data-kind="received"]')).toContainText(`Request received from ${first.name}`);
    await expect(timeline(page).locator('[data-kind="email"]').first()).toContainText("queued");
    await expectNoAxeViolations(page);

    // A blank reply is refused on its field; a real one is sent and told in the timeline.
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply is required")).toBeVisible();
    await page.getByLabel(/Message to/).fill("Hello! The chef is booked for your first night.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expectToast(page, "Success", "Reply has been sent to the guest");
    await expect(timeline(page).locator('[data-kind="reply"]')).toContainText("The chef is booked for your first night.");
    await expect(page.getByLabel(/Message to/)).toHaveValue("");

    await page.getByLabel(/Personal message to the guest/).fill("We look forward to your visit.");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expectToast(page, "Success", "Booking inquiry has been confirmed");
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(timeline(page).locator('[data-kind="status"]')).toContainText("admin confirmed the booking with a personal message");
    await expect(page.getByTestId("clashes")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The other request now clashes with a confirmed stay: confirming it is refused, naming the stay.
    await page.goto(`/admin/booking-inquiries/${second.id}`);
    await expect(page.getByTestId("clashes")).toContainText(`Confirmed stay: ${first.reference} ${first.name}`);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expectToast(page, "Error", `Clashes with: Confirmed stay: ${first.reference} ${first.name}`);

    const api = await adminApi();
    await api.patch(`/api/v1/admin/booking-inquiries/${first.id}`, { data: { status: "cancelled" } });
    await api.patch(`/api/v1/admin/booking-inquiries/${second.id}`, { data: { status: "cancelled" } });
    await api.dispose();
  });

  test("the property dialog keeps the directions that the confirmation e-mail sends", async ({ page, signIn }) => {
    await signIn();
    const api = await adminApi();
    const name = `Directions Lodge ${Date.now().toString(36)}`;
    const created = await api.post("/api/v1/admin/properties", {
      data: {
        name,
        description: "A lodge at the end of a long lane.",
        shortDescription: "Down the lane.",
        location: "Tigoni, Kenya",
        price: 100,
        bedrooms: 1,
        bathrooms: 1,
        sleeps: 2,
        amenities: [],
        images: ["/images/forest-haven-1.svg"],
        featured: false,
        directions: "Past the church, first left.",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    await page.goto(`/admin/properties?edit=${id}`);
    const dialog = page.getByRole("dialog", { name: "Edit Property" });
    await expect(dialog.getByLabel("Directions (optional)")).toHaveValue("Past the church, first left.");
    await dialog.getByLabel("Directions (optional)").fill("Past the church, second left, green gate.");
    await dialog.getByRole("button", { name: "Update Property" }).click();
    await expectToast(page, "Success", "Property has been updated");
    const listed = await (await api.get(`/api/v1/admin/properties?q=${encodeURIComponent(name)}`)).json();
    expect(listed[0].directions).toBe("Past the church, second left, green gate.");
    await api.delete(`/api/v1/admin/properties/${id}`);
    await api.dispose();
  });

  test("an unknown or malformed booking, property calendar or rates page, or e-mail is the admin's 404 page", async ({ page, signIn }) => {
    await signIn();
    // The other pages of one record answer the same way.
    const pages = ["/admin/booking-inquiries", "/admin/properties/{id}/calendar", "/admin/properties/{id}/rates", "/admin/emails"];
    const paths = pages.flatMap((p) =>
      p.includes("{id}") ? [p.replace("{id}", "99999999"), p.replace("{id}", "abc")] : [`${p}/99999999`, `${p}/abc`],
    );
    for (const path of paths) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });

  test("fits a 375 px phone without sideways scrolling", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn();
    const inquiry = await sendInquiry({ message: "A long message without spaces: " + "x".repeat(200) });
    await page.goto(`/admin/booking-inquiries/${inquiry.id}`);
    await expect(page.getByRole("heading", { level: 1, name: inquiry.name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

test.describe("a booking's page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("replies (a refused reply says why on its field) and cancels after asking", async ({ page, signIn }) => {
    await signIn();
    const inquiry = await sendInquiry();
    await page.goto(`/admin/booking-inquiries/${inquiry.id}`);

    const tooLong = "y".repeat(5001);
    // The browser's maxlength stops typing at 5,000: the server's check is what a script-free refusal shows.
    await page.getByLabel(/Message to/).evaluate((el: HTMLTextAreaElement, value) => {
      el.removeAttribute("maxlength");
      el.value = value;
    }, tooLong);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply must be at most 5,000 characters")).toBeVisible();

    await page.getByLabel(/Message to/).fill("Your room has a view of the tea fields.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expectToast(page, "Success", "Reply has been sent to the guest");
    await expect(timeline(page).locator('[data-kind="reply"]')).toContainText("Your room has a view of the tea fields.");

    await page.getByLabel(/Personal message to the guest/).fill("Sorry, the cottage is closed that week.");
    await page.getByRole("button", { name: "Cancel request" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this request?" })).toBeVisible();
    await expect(page.getByText("Pending", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel request" }).click();
    await expectToast(page, "Success", "Booking inquiry has been cancelled");
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(timeline(page).locator('[data-kind="status"]')).toContainText("admin cancelled the request with a personal message");
  });
});
