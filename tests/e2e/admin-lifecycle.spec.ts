import sharp from "sharp";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, row, sendInquiry, unique, visitor } from "./admin-helpers";
import { dayFromToday, expectNoAxeViolations, hydrated } from "./helpers";

// Staff lifecycle, photo uploads, the Archived view and the audit log.
test.describe.configure({ mode: "serial" });

const PASSWORD = "staff-password-2026";

async function createStaff(username: string) {
  const api = await adminApi();
  const res = await api.post("/api/v1/admin/users", { data: { username, password: PASSWORD, role: "user" } });
  expect(res.status()).toBe(201);
  await api.dispose();
}

async function canSignIn(username: string, password: string) {
  const api = await visitor();
  const status = (await api.post("/api/v1/auth/login", { data: { username, password } })).status();
  await api.dispose();
  return status;
}

const photo = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

test.describe("staff lifecycle", () => {
  test("an admin deactivates and reactivates a user, resets a password shown once, and cannot act on themselves", async ({ page, signIn }) => {
    const username = unique("amani").replace(/\s/g, ".");
    await createStaff(username);
    await signIn();
    await page.goto("/admin/users");
    await expect(row(page, "admin").first()).toContainText("Use Your account");

    await row(page, username)
      .getByRole("button", { name: `Deactivate ${username}` })
      .click();
    await expectToast(page, "Success", "The user has been deactivated and signed out");
    await expect(row(page, username)).toContainText("Deactivated");
    expect(await canSignIn(username, PASSWORD)).toBe(401);

    await row(page, username)
      .getByRole("button", { name: `Reactivate ${username}` })
      .click();
    await expectToast(page, "Success", "The user has been reactivated");
    expect(await canSignIn(username, PASSWORD)).toBe(200);

    await row(page, username)
      .getByRole("button", { name: `Reset the password of ${username}` })
      .click();
    await page.getByRole("dialog", { name: "Reset password" }).getByRole("button", { name: "Yes, reset password" }).click();
    const shown = page.getByRole("status").filter({ hasText: `New password for ${username}` });
    await expect(shown).toBeVisible();
    const password = (await shown.locator("code").textContent())!.trim();
    expect(password).toHaveLength(20);
    expect(await canSignIn(username, PASSWORD)).toBe(401);
    expect(await canSignIn(username, password)).toBe(200);
    await expectNoAxeViolations(page);
    // Shown once: a reload does not show it again.
    await page.reload();
    await expect(page.getByText(`New password for ${username}`)).toHaveCount(0);

    await row(page, username).getByRole("button", { name: "Make admin" }).click();
    await expectToast(page, "Success", "The user's role has been changed");
    await expect(row(page, username)).toContainText("Admin");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("deletes a user after the confirm dialog, and resets a password after its confirmation step", async ({ page, signIn }) => {
      const username = unique("otieno").replace(/\s/g, ".");
      await createStaff(username);
      await signIn();
      await page.goto("/admin/users");
      await row(page, username)
        .getByRole("link", { name: `Reset the password of ${username}` })
        .click();
      // Without JavaScript the confirmation is a section of the page.
      await page.getByRole("region", { name: "Reset password" }).getByRole("button", { name: "Yes, reset password" }).click();
      await expect(page.getByText(`New password for ${username}`)).toBeVisible();

      await page.goto("/admin/users");
      await row(page, username)
        .getByRole("link", { name: `Delete ${username}` })
        .click();
      // Without JavaScript the dialog is a section of the page.
      const dialog = page.getByRole("region", { name: "Delete User" });
      await dialog.getByRole("button", { name: "Delete User" }).click();
      await expectToast(page, "Success", "The user has been deleted");
      await expect(row(page, username)).toHaveCount(0);
      expect(await canSignIn(username, PASSWORD)).toBe(401);
    });
  });
});

test.describe("photos in the property dialog", () => {
  test("uploads two photos with alt text; the public page serves them with srcset and long caching", async ({ page, signIn }) => {
    const name = unique("Photo Lodge");
    await signIn();
    await page.goto("/admin/properties");
    await hydrated(page);
    await page
      .getByRole("link", { name: "Add Property" })
      .or(page.getByRole("button", { name: "Add Property" }))
      .click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Short Description", { exact: true }).fill("Photos uploaded, not typed.");
    await dialog.getByLabel("Description", { exact: true }).fill("A lodge whose photos were uploaded from a phone.");
    await dialog.getByLabel("Price (USD)").fill("9000");
    await dialog.getByLabel("Upload photos").setInputFiles([
      { name: "deck.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 800, "#4a7c59") },
      { name: "room.jpg", mimeType: "image/jpeg", buffer: await photo(900, 600, "#7c4a59") },
    ]);
    await dialog.getByRole("button", { name: "Save Property" }).click();
    await expectToast(page, "Success", "Property has been added");

    // Edit: the uploaded photos are listed; give the first one an alt text and move the second up.
    await row(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Property" });
    const list = edit.getByRole("list", { name: "Images in order" }).getByRole("listitem");
    await expect(list).toHaveCount(2);
    await edit.getByLabel("Alt text for image 1").fill("The deck at sunrise");
    await edit.getByRole("button", { name: "Move image 2 up" }).click();
    await expect(edit.getByLabel("Alt text for image 2")).toHaveValue("The deck at sunrise");
    await edit.getByRole("button", { name: "Update Property" }).click();
    await expectToast(page, "Success", "Property has been updated");

    const api = await visitor();
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    const property = await (await api.get(`/api/v1/properties/${slug}`)).json();
    expect(property.images).toHaveLength(2);
    expect(property.images[0]).toMatch(/^\/uploads\/.*-900\.webp$/);
    expect(property.imageAlts).toEqual(["", "The deck at sunrise"]);
    const file = await api.get(property.images[1]);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/webp");
    expect(file.headers()["cache-control"]).toContain("immutable");
    await api.dispose();

    await page.goto(`/properties/${slug}`);
    const deck = page.getByRole("img", { name: "The deck at sunrise" }).first();
    await expect(deck).toHaveAttribute("srcset", /480w.*960w.*1200w/);
    await expect(deck).toHaveAttribute("sizes", /vw/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the arrows reorder the images (shown again unsaved) and an unsupported file is refused with a message", async ({ page, signIn }) => {
      const api = await adminApi();
      const name = unique("Arrow Cabin");
      const created = await api.post("/api/v1/admin/properties", {
        data: {
          name,
          description: "A cabin to test the arrows.",
          shortDescription: "Arrows.",
          location: "Tigoni, Kenya",
          price: 5000,
          bedrooms: 1,
          bathrooms: 1,
          sleeps: 2,
          amenities: [],
          images: ["/images/forest-haven-1.svg", "/images/forest-haven-2.svg"],
          featured: false,
        },
      });
      const { id } = await created.json();
      await api.dispose();
      await signIn();
      await page.goto(`/admin/properties?edit=${id}`);
      const edit = page.getByRole("region", { name: "Edit Property" });
      await edit.getByLabel("Alt text for image 2").fill("The second view");
      await edit.getByRole("button", { name: "Move image 2 up" }).click();
      await expect(edit.getByLabel("Images (comma-separated image URLs)")).toHaveValue("/images/forest-haven-2.svg, /images/forest-haven-1.svg");
      await expect(edit.getByLabel("Alt text for image 1")).toHaveValue("The second view");

      await edit.getByLabel("Upload photos").setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture") });
      await edit.getByRole("button", { name: "Update Property" }).click();
      await expect(page.getByText("Only JPEG, PNG, WebP or AVIF images can be uploaded").first()).toBeVisible();

      await edit.getByRole("button", { name: "Update Property" }).click();
      await expectToast(page, "Success", "Property has been updated");
    });
  });
});

test.describe("archived properties", () => {
  test.use({ javaScriptEnabled: false });

  test("a deleted property with inquiries appears under Archived and is restored", async ({ page, signIn }) => {
    const api = await adminApi();
    const name = unique("Old Barn");
    const created = await (
      await api.post("/api/v1/admin/properties", {
        data: {
          name,
          description: "An old barn.",
          shortDescription: "Barn.",
          location: "Tigoni, Kenya",
          price: 4000,
          bedrooms: 1,
          bathrooms: 1,
          sleeps: 2,
          amenities: [],
          images: ["/images/forest-haven-1.svg"],
          featured: false,
        },
      })
    ).json();
    await sendInquiry({ propertyId: created.id, startDate: dayFromToday(40), endDate: dayFromToday(42), guests: 2 });
    expect((await (await api.delete(`/api/v1/admin/properties/${created.id}`)).json()).archived).toBe(true);
    await api.dispose();

    await signIn();
    await page.goto("/admin/properties");
    await page.getByRole("link", { name: "Archived" }).click();
    await expect(page.getByRole("heading", { name: "Archived properties" })).toBeVisible();
    await page.getByRole("button", { name: `Restore ${name}` }).click();
    await expectToast(page, "Success", "Property has been restored");
    await expect(page.getByRole("button", { name: `Restore ${name}` })).toHaveCount(0);
    await page.goto("/admin/properties");
    await expect(row(page, name)).toHaveCount(1);
  });
});

test.describe("audit log", () => {
  test("admins read who did what; the page is in the side navigation and passes axe", async ({ page, signIn }) => {
    // Something to read: the API sign-in and a property added through it.
    const api = await adminApi();
    const name = unique("Logged Lodge");
    const created = await api.post("/api/v1/admin/properties", {
      data: {
        name,
        description: "A lodge the log names.",
        shortDescription: "Logged.",
        location: "Tigoni, Kenya",
        price: 120,
        bedrooms: 1,
        bathrooms: 1,
        sleeps: 2,
        amenities: [],
        images: ["/images/forest-haven-2.svg"],
        featured: false,
      },
    });
    expect(created.status()).toBe(201);
    await api.dispose();
    await signIn();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    const entries = page.getByRole("list", { name: "Audit log entries" }).getByRole("listitem");
    await expect(entries.first()).toContainText("admin");
    // Sentences a person reads, naming the thing, never raw event names.
    await expect(page.getByText("admin signed in", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`admin added the property “${name}”`)).toBeVisible();
    await expect(page.getByText("property.create")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto("/admin/properties/archived");
    await expect(page.getByRole("heading", { name: "Archived properties" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
