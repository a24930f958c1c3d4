import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, row } from "./admin-helpers";
import { expectNoAxeViolations } from "./helpers";

const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

/** A row's cells after its code: Discount, Check-ins, Minimum stay, Uses, Status. */
const cell = (page: Page, code: string, n: number) => row(page, code).getByRole("cell").nth(n);

test.describe("promo codes with JavaScript", () => {
  test("add, a taken code refused on the field, edit, deactivate: the list shows discount, uses and status", async ({ page, signIn }) => {
    await signIn();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Promo codes" }).click();
    await expect(page.getByRole("heading", { name: "Promo codes", level: 1 })).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveText([
      "Code",
      "Discount",
      "Check-ins",
      "Minimum stay",
      "Uses",
      "Status",
      "For stays at",
      "Actions",
    ]);

    const code = uniqueCode("E2E");
    await page.getByRole("button", { name: "Add Promo Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Promo Code" });
    await expect(dialog.getByRole("switch", { name: "Active: guests can use this code" })).toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel("Percent off").fill("15");
    await dialog.getByLabel("Amount off (USD)").fill("40");
    await dialog.getByRole("button", { name: "Save Promo Code" }).click();
    await expect(dialog.getByText("Give either a percent or an amount, not both")).toBeVisible();
    await dialog.getByLabel("Amount off (USD)").fill("");
    await dialog.getByLabel("Maximum uses").fill("5");
    await dialog.getByRole("button", { name: "Save Promo Code" }).click();
    await expectToast(page, "Success", "Promo code has been added");
    await expect(dialog).toBeHidden();
    await expect(cell(page, code, 0)).toHaveText("15% off");
    await expect(cell(page, code, 3)).toHaveText("0 of 5");
    await expect(cell(page, code, 4)).toHaveText("Active");

    // The same code in another case is taken: the API's message on the Code field.
    await page.getByRole("button", { name: "Add Promo Code" }).click();
    await dialog.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel("Percent off").fill("5");
    await dialog.getByRole("button", { name: "Save Promo Code" }).click();
    await expect(dialog.getByLabel("Code", { exact: true })).toHaveAccessibleDescription(/A promo code with this code already exists/);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await row(page, code)
      .getByRole("button", { name: `Edit ${code}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Promo Code" });
    await expect(edit.getByLabel("Code", { exact: true })).toHaveValue(code);
    await expect(edit.getByLabel("Percent off")).toHaveValue("15");
    await edit.getByLabel("Percent off").fill("");
    await edit.getByLabel("Amount off (USD)").fill("40");
    await edit.getByRole("button", { name: "Update Promo Code" }).click();
    await expectToast(page, "Success", "Promo code has been updated");
    await expect(cell(page, code, 0)).toHaveText("$40 off");

    await row(page, code)
      .getByRole("button", { name: `Deactivate ${code}` })
      .click();
    await expectToast(page, "Success", "Promo code has been deactivated");
    await expect(cell(page, code, 4)).toHaveText("Inactive");
    await expect(row(page, code).getByRole("button", { name: `Activate ${code}` })).toBeVisible();

    const api = await adminApi();
    const listed = (await (await api.get("/api/v1/admin/promo-codes")).json()) as { code: string }[];
    expect(listed.find((c) => c.code === code)).toMatchObject({ percent: null, amount: 40, maxUses: 5, active: false, uses: 0 });
    await api.dispose();
    await expectNoAxeViolations(page);
  });
});

test.describe("promo codes without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add (errors kept with what was typed), edit, deactivate and delete work as plain forms", async ({ page, signIn }) => {
    await signIn(undefined, { path: "/admin/promo-codes" });
    const code = uniqueCode("NOJS");
    await page.getByRole("link", { name: "Add Promo Code" }).click();
    const form = page.getByRole("region", { name: "Add Promo Code" });
    await form.getByLabel("Code", { exact: true }).fill(code);
    await form.getByRole("button", { name: "Save Promo Code" }).click();

    const again = page.getByRole("region", { name: "Add Promo Code" });
    await expect(again.getByText("Give either a percent or an amount, not both")).toBeVisible();
    await expect(again.getByLabel("Code", { exact: true })).toHaveValue(code);
    await again.getByLabel("Percent off").fill("10");
    await again.getByLabel("Minimum stay (nights)").fill("3");
    await again.getByRole("button", { name: "Save Promo Code" }).click();
    await expectToast(page, "Success", "Promo code has been added");
    await expect(cell(page, code, 0)).toHaveText("10% off");
    await expect(cell(page, code, 2)).toHaveText("3 nights");

    await row(page, code)
      .getByRole("link", { name: `Edit ${code}` })
      .click();
    const edit = page.getByRole("region", { name: "Edit Promo Code" });
    await edit.getByLabel("Percent off").fill("12");
    await edit.getByRole("button", { name: "Update Promo Code" }).click();
    await expectToast(page, "Success", "Promo code has been updated");
    await expect(cell(page, code, 0)).toHaveText("12% off");

    await row(page, code)
      .getByRole("button", { name: `Deactivate ${code}` })
      .click();
    await expectToast(page, "Success", "Promo code has been deactivated");
    await expect(cell(page, code, 4)).toHaveText("Inactive");

    await row(page, code)
      .getByRole("link", { name: `Delete ${code}` })
      .click();
    await page.getByRole("region", { name: "Delete Promo Code" }).getByRole("button", { name: "Delete Promo Code" }).click();
    await expectToast(page, "Success", "Promo code has been deleted");
    await expect(row(page, code)).toHaveCount(0);
  });
});
