import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import { englishIn, learnNames, pageWords } from "./language-helpers";
import { reviewableStay, storedReview } from "./review-helpers";

// Issue 40: the review page (/review/{token}) in Swahili and in German, JavaScript on and off: its words, its
// refusals and what it says once the review is in, with no English outside names, and the review stored.

const WORDS = {
  sw: {
    title: /^Ukaaji wako katika .+ ulikuwaje\?$/,
    fieldTitle: "Kichwa",
    fieldBody: "Tathmini yako",
    send: "Tuma tathmini",
    tooShort: "Tathmini yako lazima iwe na angalau herufi 20",
    noRating: "Tafadhali chagua alama ya jumla kuanzia nyota 1 hadi 5",
    fourStars: "nyota 4",
    waiting: "Unaweza kuibadilisha hadi itakapochapishwa",
    body: "Tulifurahia sana ukaaji wetu: nyumba ilikuwa safi, tulivu na yenye joto, na chai ya asubuhi ilikuwa tamu.",
  },
  de: {
    title: /^Wie war Ihr Aufenthalt in .+\?$/,
    fieldTitle: "Titel",
    fieldBody: "Ihre Bewertung",
    send: "Bewertung senden",
    tooShort: "Ihre Bewertung muss mindestens 20 Zeichen lang sein",
    noRating: "Bitte wählen Sie eine Gesamtbewertung von 1 bis 5 Sternen",
    fourStars: "4 Sterne",
    waiting: "Bis dahin können Sie sie noch ändern",
    body: "Ruhig, warm und sehr sauber. Das Feuer brannte schon bei unserer Ankunft, und der Sonnenaufgang über dem Tee war herrlich.",
  },
} as const;

learnNames();

for (const language of ["sw", "de"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test(`the review page in ${language} with JavaScript ${javaScriptEnabled ? "on" : "off"}: its words, refusals and thanks`, async ({
      browser,
    }) => {
      const w = WORDS[language];
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const stay = await reviewableStay();
      await page.goto(`/${language}${stay.path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.title);
      expect(englishIn(await pageWords(page))).toBeNull();

      // Too short and no rating: refused in the page's language, what was typed kept.
      await page.getByLabel(w.fieldTitle, { exact: true }).fill("Wiki tulivu");
      await page.getByLabel(w.fieldBody, { exact: true }).fill("Asante sana!");
      await page.getByRole("button", { name: w.send }).click();
      await expect(page.getByText(w.tooShort).first()).toBeVisible();
      await expect(page.getByText(w.noRating).first()).toBeVisible();
      await expect(page.getByLabel(w.fieldTitle, { exact: true })).toHaveValue("Wiki tulivu");
      expect(englishIn(await pageWords(page))).toBeNull();
      expect(storedReview(stay.inquiry.id).status).toBe("invited");

      await page.locator("label", { hasText: w.fourStars }).click();
      await page.getByLabel(w.fieldBody, { exact: true }).fill(w.body);
      await page.getByRole("button", { name: w.send }).click();
      await expect(page.getByTestId("review-state")).toContainText(w.waiting);
      await expect(page).toHaveURL(new RegExp(`/${language}/review/`));
      expect(storedReview(stay.inquiry.id)).toMatchObject({ status: "waiting", overall: 4, title: "Wiki tulivu" });
      expect(englishIn(await pageWords(page))).toBeNull();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await context.close();
    });
  }
}
