import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInApi } from "./fixtures";
import { dayFromToday, hydrated } from "./helpers";
import { englishIn, learnNames, pageWords, withoutNames } from "./language-helpers";

// Issue 40's walk: search → property → inquiry → acknowledgement e-mail → guest page, in Swahili and in German, with
// JavaScript on and off, and no English on the way outside names (the property's and the business's, the guest's) and
// what staff wrote (marked lang="en").

const WORDS = {
  sw: {
    submit: "Tuma Ombi",
    name: "Jina kamili",
    email: "Barua pepe",
    phone: "Simu",
    sent: "Ombi lako limetumwa",
    follow: "Fuatilia ombi lako",
    status: "Inasubiri uthibitisho wetu",
    subject: /^Tumepokea ombi lako la nafasi katika /,
    results: /nyumba/i,
  },
  de: {
    submit: "Anfrage senden",
    name: "Vollständiger Name",
    email: "E-Mail",
    phone: "Telefon",
    sent: "Ihre Anfrage ist unterwegs",
    follow: "Ihre Anfrage verfolgen",
    status: "Wartet auf unsere Bestätigung",
    subject: /^Wir haben Ihre Buchungsanfrage für .* erhalten/,
    results: /Unterkunft|Unterkünfte/,
  },
} as const;

learnNames();

async function acknowledgement(request: APIRequestContext, to: string) {
  await signInApi(request);
  let found: { id: number; kind: string; to: string } | undefined;
  await expect(async () => {
    const list = (await (await request.get("/api/v1/admin/emails?limit=100")).json()) as { id: number; kind: string; to: string }[];
    found = list.find((e) => e.kind === "guestInquiry" && e.to === to);
    expect(found).toBeTruthy();
  }).toPass();
  return (await (await request.get(`/api/v1/admin/emails/${found!.id}`)).json()) as { subject: string; text: string; html: string };
}

for (const language of ["sw", "de"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${language}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ javaScriptEnabled });

      test("search, property, inquiry, acknowledgement and guest page, all in the language", async ({ page, request }) => {
        const w = WORDS[language];
        const offset = 540 + (language === "sw" ? 0 : 20) + (javaScriptEnabled ? 0 : 10);
        const [startDate, endDate] = [dayFromToday(offset), dayFromToday(offset + 3)];
        await page.goto(`/${language}/properties?startDate=${startDate}&endDate=${endDate}&guests=2`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        expect(await pageWords(page)).toMatch(w.results);
        expect(englishIn(await pageWords(page))).toBeNull();

        await page
          .getByRole("link", { name: /Alpine Retreat/ })
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`/${language}/properties/alpine-retreat`));
        if (javaScriptEnabled) await hydrated(page);
        expect(englishIn(await pageWords(page))).toBeNull();

        const email = `walk-${language}-${javaScriptEnabled ? "js" : "html"}-${Date.now()}@example.com`;
        await page.getByRole("textbox", { name: w.name }).fill("Amani Wanjiru");
        await page.getByRole("textbox", { name: w.email }).fill(email);
        await page.getByRole("textbox", { name: w.phone }).fill("+254 712 345 678");
        await page.getByRole("button", { name: w.submit }).click();
        const sent = page.getByTestId("inquiry-sent");
        await expect(sent.getByRole("heading", { name: w.sent })).toBeVisible();
        expect(englishIn(await pageWords(page))).toBeNull();

        const ack = await acknowledgement(request, email);
        expect(ack.subject).toMatch(w.subject);
        expect(ack.html).toContain(`<html lang="${language}">`);
        expect(englishIn(withoutNames(ack.text).replace(/https?:\/\/\S+|\S+@\S+/g, ""))).toBeNull();

        await sent.getByRole("link", { name: w.follow }).click();
        await expect(page).toHaveURL(new RegExp(`/${language}/stay/`));
        await expect(page.getByTestId("stay-status")).toHaveText(w.status);
        expect(englishIn(await pageWords(page))).toBeNull();
      });
    });
  }
}
