import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectToast, row, unique, visitor } from "./admin-helpers";
import { expectNoAxeViolations } from "./helpers";

async function addActivity(page: Page, name: string, images = "/images/activity-tea-tour.svg,/images/activity-nature-walk.svg") {
  await page.getByRole("button", { name: "Add Activity" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Activity" });
  await dialog.getByLabel("Activity Name").fill(name);
  await dialog.getByLabel("Duration").fill("2 hours");
  await dialog.getByLabel("Price (USD)").fill("4500");
  await dialog.getByLabel("Description", { exact: true }).fill("Paddle out at dawn with a guide and breakfast on the water.");
  await dialog.getByLabel("Images (comma-separated image URLs)").fill(images);
  await dialog.getByRole("button", { name: "Save Activity" }).click();
  await expectToast(page, "Success", "Activity has been added");
  await expect(dialog).toBeHidden();
}

/** The Available cell of a row (4th column: Duration, Price, Available after the name). */
const availableCell = (r: Locator) => r.getByRole("cell").nth(2);

test.describe("activities", () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn();
    await page.goto("/admin/activities");
  });

  test("the page has the spec's title, columns, prices and availability", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Activities", level: 1 })).toBeVisible();
    await expect(page.getByText("Manage tours and experiences")).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveText(["Name", "Duration", "Price (USD)", "Available", "Actions"]);
    await expect(row(page, "Tea Estate Tour").getByRole("cell").nth(1)).toHaveText("$35");
    await expect(row(page, "Guided Nature Walk").getByRole("cell").nth(1)).toHaveText("Free");
    await expect(availableCell(row(page, "Bird Watching"))).toHaveText("Unavailable");
    await expect(row(page, "Bird Watching").getByRole("button", { name: "Enable" })).toBeVisible();
    await expect(availableCell(row(page, "Tea Estate Tour"))).toHaveText("Available");
    await expect(row(page, "Tea Estate Tour").getByRole("button", { name: "Disable" })).toBeVisible();
  });

  test("add: empty with price 0 and available, price 0 refused, saved with a toast", async ({ page }) => {
    await page.getByRole("button", { name: "Add Activity" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Activity" });
    await expect(dialog).toContainText("Add a new tour or experience for guests");
    await expect(dialog.getByLabel("Activity Name")).toHaveValue("");
    await expect(dialog.getByLabel("Duration")).toHaveAttribute("placeholder", "e.g. 2 hours");
    await expect(dialog.getByLabel("Price (USD)")).toHaveValue("0");
    await expect(dialog.getByRole("switch", { name: "Make this activity available for booking" })).toBeChecked();
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Save Activity" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Duration is required")).toBeVisible();
    await expect(dialog.getByText("Description is required")).toBeVisible();
    await expect(dialog.getByText("Price is required")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    const name = unique("Sunrise Kayak");
    await addActivity(page, name);
    await expect(row(page, name).getByRole("cell").nth(0)).toHaveText("2 hours");
    await expect(row(page, name).getByRole("cell").nth(1)).toHaveText("$4,500");
    await expect(availableCell(row(page, name))).toHaveText("Available");

    const api = await visitor();
    const list = await (await api.get("/api/v1/activities")).json();
    expect(list.find((a: { name: string }) => a.name === name)).toMatchObject({ price: 4500, available: true, duration: "2 hours" });
    await api.dispose();
  });

  test("edit: prefilled with images joined by ', ', updated with a toast", async ({ page }) => {
    const name = unique("Night Safari");
    await addActivity(page, name);
    await row(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Activity" });
    await expect(dialog).toContainText(`Update the details for ${name}`);
    await expect(dialog.getByLabel("Activity Name")).toHaveValue(name);
    await expect(dialog.getByLabel("Duration")).toHaveValue("2 hours");
    await expect(dialog.getByLabel("Price (USD)")).toHaveValue("4500");
    await expect(dialog.getByLabel("Images (comma-separated image URLs)")).toHaveValue(
      "/images/activity-tea-tour.svg, /images/activity-nature-walk.svg",
    );
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Price (USD)").fill("0");
    await dialog.getByRole("button", { name: "Update Activity" }).click();
    await expect(dialog.getByText("Price is required")).toBeVisible();

    await dialog.getByLabel("Price (USD)").fill("12000");
    await dialog.getByLabel("Duration").fill("3 hours");
    await dialog.getByRole("button", { name: "Update Activity" }).click();
    await expectToast(page, "Success", "Activity has been updated");
    await expect(dialog).toBeHidden();
    await expect(row(page, name).getByRole("cell").nth(0)).toHaveText("3 hours");
    await expect(row(page, name).getByRole("cell").nth(1)).toHaveText("$12,000");
  });

  test("Enable/Disable flips the label and the Available column", async ({ page }) => {
    const name = unique("Cheese Tasting");
    await addActivity(page, name);
    const r = row(page, name);
    await r.getByRole("button", { name: "Disable" }).click();
    await expectToast(page, "Success", "Activity availability has been toggled");
    await expect(availableCell(r)).toHaveText("Unavailable");
    await expect(r.getByRole("button", { name: "Enable" })).toBeEnabled();

    await r.getByRole("button", { name: "Enable" }).click();
    await expect(availableCell(r)).toHaveText("Available");
    await expect(r.getByRole("button", { name: "Disable" })).toBeEnabled();

    const api = await visitor();
    const list = await (await api.get("/api/v1/activities")).json();
    expect(list.find((a: { name: string }) => a.name === name).available).toBe(true);
    await api.dispose();
  });
});

test.describe("activities without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add (switch off), validation and Enable work as plain forms", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/admin/activities");
    await page.getByRole("link", { name: "Add Activity" }).click();
    const form = page.getByRole("region", { name: "Add New Activity" });
    await expect(form.getByLabel("Price (USD)")).toHaveValue("0");
    const name = unique("Offline Pottery");
    await form.getByLabel("Activity Name").fill(name);
    await form.getByLabel("Duration").fill("90 minutes");
    await form.getByLabel("Description", { exact: true }).fill("Throw a pot with a local potter.");
    await form.getByRole("button", { name: "Save Activity" }).click();

    const again = page.getByRole("region", { name: "Add New Activity" });
    await expect(again.getByText("Price is required")).toBeVisible();
    await expect(again.getByLabel("Activity Name")).toHaveValue(name);
    await again.getByLabel("Price (USD)").fill("2500");
    await again.getByRole("switch", { name: "Make this activity available for booking" }).uncheck();
    await again.getByRole("button", { name: "Save Activity" }).click();

    await expectToast(page, "Success", "Activity has been added");
    const r = row(page, name);
    await expect(r.getByRole("cell").nth(1)).toHaveText("$2,500");
    await expect(availableCell(r)).toHaveText("Unavailable");

    await r.getByRole("button", { name: "Enable" }).click();
    await expectToast(page, "Success", "Activity availability has been toggled");
    await expect(availableCell(row(page, name))).toHaveText("Available");

    await row(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("region", { name: "Edit Activity" });
    await expect(edit.getByLabel("Activity Name")).toHaveValue(name);
    await edit.getByLabel("Duration").fill("2 hours");
    await edit.getByRole("button", { name: "Update Activity" }).click();
    await expectToast(page, "Success", "Activity has been updated");
    await expect(row(page, name).getByRole("cell").nth(0)).toHaveText("2 hours");
  });
});
