import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApi, expectToast, sendInquiry } from "./admin-helpers";
import { expectNoAxeViolations } from "./helpers";

// Issue 40: staff write a scheduled message's German text on Settings → Guest messages (JavaScript on and off): a
// subject without its message is refused in place, the saved text is previewed for a real booking in German, and
// emptying it leaves German guests to the English text, which the page and the preview then say.

/** The Review reminder's form, with its German text unfolded. */
async function reminderGerman(page: Page) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save Review reminder" }) });
  if (!(await form.getByLabel("German subject").isVisible())) await form.getByText(/^German text/).click();
  return form;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a German text for the Review reminder: refused half-written, saved, previewed, then left to English", async ({ page, signIn }) => {
      const booking = await sendInquiry();
      const api = await adminApi();
      expect((await api.patch(`/api/v1/admin/booking-inquiries/${booking.id}`, { data: { status: "confirmed" } })).status()).toBe(200);
      await api.dispose();
      await signIn(undefined, { path: "/admin/settings/guest-messages" });
      // From the default texts, whatever ran before.
      await page.getByRole("button", { name: "Restore the default text of Review reminder" }).click();
      await expectToast(page, '"Review reminder" is back to its default text');

      let form = await reminderGerman(page);
      await expect(form.getByLabel("German subject")).toHaveAttribute("lang", "de");
      await expect(form.getByLabel("German subject")).toHaveValue("Wie war es in {{propertyName}}?");
      await form.getByLabel("German message").fill("");
      await form.getByRole("button", { name: "Save Review reminder" }).click();
      // Refused where it is, the German text still open and what was typed kept.
      await expect(form.locator("[id$=-bodyDe-error]")).toHaveText("Enter the German message too, or leave the German subject empty");
      await expect(form.getByLabel("German message")).toBeVisible();
      await expect(form.getByLabel("German subject")).toHaveValue("Wie war es in {{propertyName}}?");

      form = await reminderGerman(page);
      await form.getByLabel("German subject").fill("Ihre Meinung zu {{propertyName}}");
      await form.getByLabel("German message").fill("Guten Tag {{guestFirstName}}, erzählen Sie uns von Ihrem Aufenthalt: {{reviewUrl}}");
      await form.getByRole("button", { name: "Save Review reminder" }).click();
      await expectToast(page, "Guest messages saved");

      const preview = page.locator("form").filter({ has: page.getByRole("button", { name: "Preview", exact: true }) });
      await preview.getByLabel("Message").selectOption("review-reminder");
      await preview.getByLabel("For the booking").selectOption(String(booking.id));
      await preview.getByLabel("Language").selectOption("de");
      await preview.getByRole("button", { name: "Preview", exact: true }).click();
      const shown = page.getByTestId("guest-message-preview");
      await expect(shown).toHaveAttribute("lang", "de");
      await expect(shown).toContainText(`Ihre Meinung zu ${booking.propertyName}`);
      await expect(shown).toContainText(/erzählen Sie uns von Ihrem Aufenthalt: http\S+\/de\/review\//);
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      // Emptied: German guests get the English text; the page and the preview say so.
      form = await reminderGerman(page);
      await form.getByLabel("German subject").fill("");
      await form.getByLabel("German message").fill("");
      await form.getByRole("button", { name: "Save Review reminder" }).click();
      await expectToast(page, "Guest messages saved");
      await expect(form).toContainText("German text (none: guests who wrote in German get the English)");
      await page.goto(`/admin/settings/guest-messages?preview=review-reminder&inquiry=${booking.id}&language=de`);
      await expect(shown).toContainText("This message has no German text: guests who wrote in German get the English one.");
      await expect(shown).toContainText(`How was ${booking.propertyName}?`);

      // Back to the default texts for the tests after this one.
      await page.getByRole("button", { name: "Restore the default text of Review reminder" }).click();
      await expectToast(page, '"Review reminder" is back to its default text');
    });
  });
}
