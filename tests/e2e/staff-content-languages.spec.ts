import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectToast, row, unique } from "./admin-helpers";

// Issue 40 item 4: staff give a property a Swahili short description in its dialog; /sw/properties shows it, and
// /de/properties (no German given) shows the English one marked lang="en". With JavaScript and without.

async function fillProperty(form: Locator, name: string, swahili: string) {
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Short Description", { exact: true }).fill("A reed hut by the papyrus swamp.");
  await form.getByLabel("Description", { exact: true }).fill("Wake to the calls of the swamp's birds.");
  await form.getByLabel("Price (USD)").fill("150");
  await form.getByLabel("Images (comma-separated image URLs)").fill("/images/forest-haven-1.svg");
  // The other languages fold away until asked for (a native <details>: no script needed).
  const swahiliBox = form.getByLabel("Swahili short description");
  await expect(swahiliBox).toBeHidden();
  await form.getByText("Other languages (optional)").click();
  await expect(swahiliBox).toHaveAttribute("lang", "sw");
  await expect(form.getByLabel("German description")).toHaveAttribute("lang", "de");
  await swahiliBox.fill(swahili);
}

/** The property's card on the public list in `language`, and its short description's paragraph. */
async function card(page: Page, language: "sw" | "de", name: string) {
  await page.goto(`/${language}/properties`);
  const article = page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(article).toBeVisible();
  return article;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`staff's Swahili text, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("filled in the property dialog, shown on /sw/properties; /de falls back to the English inside lang=en", async ({ page, signIn }) => {
      await signIn();
      await page.goto("/admin/properties");
      const name = unique(javaScriptEnabled ? "Papyrus Hut" : "Papyrus Hut Plain");
      const swahili = "Kibanda cha matete kando ya kinamasi cha mafunjo.";
      if (javaScriptEnabled) {
        await page.getByRole("button", { name: "Add Property" }).click();
        const dialog = page.getByRole("dialog", { name: "Add New Property" });
        await fillProperty(dialog, name, swahili);
        await dialog.getByRole("button", { name: "Save Property" }).click();
      } else {
        await page.getByRole("link", { name: "Add Property" }).click();
        const form = page.getByRole("region", { name: "Add New Property" });
        await fillProperty(form, name, swahili);
        await form.getByRole("button", { name: "Save Property" }).click();
      }
      await expectToast(page, "Success", "Property has been added");

      // Editing shows what was given, the fold open.
      await row(page, name)
        .getByRole(javaScriptEnabled ? "button" : "link", { name: `Edit ${name}` })
        .click();
      const edit = page.getByRole(javaScriptEnabled ? "dialog" : "region", { name: "Edit Property" });
      await expect(edit.getByLabel("Swahili short description")).toHaveValue(swahili);
      await expect(edit.getByLabel("German short description")).toHaveValue("");

      const swahiliCard = await card(page, "sw", name);
      const shown = swahiliCard.getByText(swahili, { exact: true });
      await expect(shown).toBeVisible();
      await expect(shown).not.toHaveAttribute("lang", "en");
      await expect(swahiliCard.getByText("A reed hut by the papyrus swamp.")).toHaveCount(0);

      const germanCard = await card(page, "de", name);
      await expect(germanCard.getByText("A reed hut by the papyrus swamp.", { exact: true })).toHaveAttribute("lang", "en");
    });
  });
}
