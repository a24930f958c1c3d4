import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectToast, row, unique, visitor } from "./admin-helpers";
import { expectNoAxeViolations } from "./helpers";

async function fillNewProperty(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name: "Add New Property" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Short Description", { exact: true }).fill("A glass cabin among the tea rows.");
  await dialog.getByLabel("Description", { exact: true }).fill("Floor-to-ceiling glass, a wood stove and sunrise over the estate.");
  await dialog.getByLabel("Price (USD)").fill("12500");
  await dialog.getByLabel("Bedrooms").fill("2");
  await dialog.getByLabel("Bathrooms").fill("1");
  await dialog.getByLabel("Sleeps").fill("4");
  await dialog.getByLabel("Amenities (comma-separated)").fill(" Wifi , Fireplace,  Deck ,");
  await dialog.getByLabel("Images (comma-separated image URLs)").fill("/images/forest-haven-1.svg, /images/forest-haven-2.svg");
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_-]+/g, "-");

test.describe("properties", () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn();
    await page.goto("/admin/properties");
  });

  test("the table has the spec's columns, prices with separators and Featured as tick or cross", async ({ page }) => {
    const headers = page.getByRole("columnheader");
    await expect(headers).toHaveText(["Name", "Location", "Bedrooms", "Bathrooms", "Sleeps", "Price (USD)", "Featured", "Actions"]);
    const alpine = row(page, "Alpine Retreat");
    await expect(alpine.getByRole("cell").nth(4)).toHaveText("$350");
    await expect(alpine.getByText("Featured", { exact: true })).toBeAttached();
    await expect(row(page, "Riverside Cottage").getByText("Not featured")).toBeAttached();
    await expect(alpine.getByRole("button", { name: "Edit Alpine Retreat" })).toBeVisible();
    await expect(alpine.getByRole("button", { name: "Delete Alpine Retreat" })).toBeVisible();
  });

  test("add: the dialog starts with the spec's defaults, validates, saves and the site shows the new property", async ({ page }) => {
    await page.getByRole("button", { name: "Add Property" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Location")).toHaveValue("Tigoni, Kenya");
    await expect(dialog.getByLabel("Price (USD)")).toHaveValue("0");
    await expect(dialog.getByLabel("Bedrooms")).toHaveValue("1");
    await expect(dialog.getByLabel("Bathrooms")).toHaveValue("1");
    await expect(dialog.getByLabel("Sleeps")).toHaveValue("1");
    await expect(dialog.getByLabel("Featured")).not.toBeChecked();
    await expectNoAxeViolations(page);

    // Validation: the shared schema's messages.
    await dialog.getByRole("button", { name: "Save Property" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Description is required", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Short description is required")).toBeVisible();
    await expect(dialog.getByText("Price must be at least 1")).toBeVisible();
    await expect(dialog.getByText("At least one image is required")).toBeVisible();
    await dialog.getByLabel("Location").fill("");
    await dialog.getByLabel("Location").blur();
    await expect(dialog.getByText("Location is required")).toBeVisible();
    await dialog.getByLabel("Location").fill("Tigoni, Kenya");

    const name = unique("Glass Tea Cabin");
    await fillNewProperty(page, name);
    await dialog.getByLabel("Featured").check();
    await dialog.getByRole("button", { name: "Save Property" }).click();

    await expectToast(page, "Success", "Property has been added");
    await expect(dialog).toBeHidden();
    const added = row(page, name);
    await expect(added).toBeVisible();
    await expect(added.getByRole("cell").nth(4)).toHaveText("$12,500");
    await expect(added.getByText("Featured", { exact: true })).toBeAttached();

    // The public site has it straight away, amenities split and trimmed.
    const api = await visitor();
    const res = await api.get(`/api/v1/properties/${slugOf(name)}`);
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ name, price: 12500, bedrooms: 2, sleeps: 4, featured: true, location: "Tigoni, Kenya" });
    expect(body.amenities).toEqual(["Wifi", "Fireplace", "Deck"]);
    const list = await (await api.get("/api/v1/properties")).json();
    expect(list.map((p: { name: string }) => p.name)).toContain(name);
    await api.dispose();
    const publicPage = await page.context().newPage();
    await publicPage.goto(`/properties/${slugOf(name)}`);
    await expect(publicPage.getByRole("heading", { name, level: 1 })).toBeVisible();
    await publicPage.close();

    // Opening Add again starts from the defaults (the form was reset).
    await page.getByRole("button", { name: "Add Property" }).click();
    await expect(page.getByRole("dialog", { name: "Add New Property" }).getByLabel("Name", { exact: true })).toHaveValue("");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("edit: the dialog is prefilled, saves, and the list and the site show the change", async ({ page }) => {
    const name = unique("Edit Me Lodge");
    await page.getByRole("button", { name: "Add Property" }).click();
    await fillNewProperty(page, name);
    await page.getByRole("dialog").getByRole("button", { name: "Save Property" }).click();
    await expectToast(page, "Success", "Property has been added");

    await row(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Property" });
    await expect(dialog).toContainText(`Update the details for ${name}`);
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel("Price (USD)")).toHaveValue("12500");
    await expect(dialog.getByLabel("Amenities (comma-separated)")).toHaveValue("Wifi, Fireplace, Deck");
    await expect(dialog.getByLabel("Images (comma-separated image URLs)")).toHaveValue("/images/forest-haven-1.svg, /images/forest-haven-2.svg");

    await dialog.getByLabel("Price (USD)").fill("0");
    await dialog.getByRole("button", { name: "Update Property" }).click();
    await expect(dialog.getByText("Price must be at least 1")).toBeVisible();
    await dialog.getByLabel("Price (USD)").fill("1250000");
    await dialog.getByLabel("Location").fill("Limuru, Kenya");
    await dialog.getByRole("button", { name: "Update Property" }).click();

    await expectToast(page, "Success", "Property has been updated");
    await expect(dialog).toBeHidden();
    await expect(row(page, name).getByRole("cell").nth(4)).toHaveText("$1,250,000");
    await expect(row(page, name).getByRole("cell").nth(0)).toHaveText("Limuru, Kenya");

    const api = await visitor();
    const body = await (await api.get(`/api/v1/properties/${slugOf(name)}`)).json();
    expect(body).toMatchObject({ price: 1250000, location: "Limuru, Kenya" });
    expect(await (await api.get(`/properties/${slugOf(name)}`)).text()).toContain("Limuru, Kenya");
    await api.dispose();
  });

  test("delete asks for confirmation first, then removes the property from the list and the site", async ({ page }) => {
    const name = unique("Delete Me Cottage");
    await page.getByRole("button", { name: "Add Property" }).click();
    await fillNewProperty(page, name);
    await page.getByRole("dialog").getByRole("button", { name: "Save Property" }).click();
    await expectToast(page, "Success", "Property has been added");

    await row(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete Property" });
    await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toBeVisible();

    await row(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    await page.getByRole("dialog", { name: "Delete Property" }).getByRole("button", { name: "Delete Property" }).click();
    await expectToast(page, "Success", "Property has been deleted");
    await expect(row(page, name)).toHaveCount(0);

    const api = await visitor();
    expect((await api.get(`/api/v1/properties/${slugOf(name)}`)).status()).toBe(404);
    expect((await api.get(`/properties/${slugOf(name)}`)).status()).toBe(404);
    await api.dispose();
  });

  test("a name whose slug is taken is refused with the server's message in a red Error toast", async ({ page }) => {
    await page.getByRole("button", { name: "Add Property" }).click();
    await fillNewProperty(page, "Alpine Retreat");
    await page.getByRole("dialog").getByRole("button", { name: "Save Property" }).click();
    await expectToast(page, "Error", "A property with the slug 'alpine-retreat' already exists");
    await expect(page.getByRole("dialog", { name: "Add New Property" }).getByRole("alert")).toContainText("already exists");
    await expect(page.getByRole("dialog").getByLabel("Name", { exact: true })).toHaveValue("Alpine Retreat");
  });
});

test.describe("properties without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add, validation and edit work as plain forms", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/admin/properties");
    await page.getByRole("link", { name: "Add Property" }).click();
    const form = page.getByRole("region", { name: "Add New Property" });
    await expect(form.getByLabel("Location")).toHaveValue("Tigoni, Kenya");
    await expect(form.getByLabel("Price (USD)")).toHaveValue("0");
    await expect(form.getByLabel("Sleeps")).toHaveValue("1");

    const name = unique("No Script Chalet");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByRole("button", { name: "Save Property" }).click();
    // The server answers with the messages and keeps what was typed.
    const again = page.getByRole("region", { name: "Add New Property" });
    await expect(again.getByText("Description is required", { exact: true })).toBeVisible();
    await expect(again.getByLabel("Name", { exact: true })).toHaveValue(name);

    await again.getByLabel("Short Description", { exact: true }).fill("Works without scripts.");
    await again.getByLabel("Description", { exact: true }).fill("A chalet for people who browse with JavaScript turned off.");
    await again.getByLabel("Price (USD)").fill("9800");
    await again.getByLabel("Images (comma-separated image URLs)").fill("/images/alpine-retreat-1.svg");
    await again.getByRole("button", { name: "Save Property" }).click();
    await expectToast(page, "Success", "Property has been added");
    await expect(row(page, name).getByRole("cell").nth(4)).toHaveText("$9,800");
    await expect(row(page, name).getByText("Not featured")).toBeAttached();

    await row(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("region", { name: "Edit Property" });
    await expect(edit.getByLabel("Price (USD)")).toHaveValue("9800");
    await edit.getByLabel("Featured").check();
    await edit.getByRole("button", { name: "Update Property" }).click();
    await expectToast(page, "Success", "Property has been updated");
    await expect(row(page, name).getByText("Featured", { exact: true })).toBeAttached();

    await row(page, name)
      .getByRole("link", { name: `Delete ${name}` })
      .click();
    await page.getByRole("region", { name: "Delete Property" }).getByRole("button", { name: "Delete Property" }).click();
    await expectToast(page, "Success", "Property has been deleted");
    await expect(row(page, name)).toHaveCount(0);
  });
});
