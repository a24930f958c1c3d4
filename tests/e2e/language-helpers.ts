import { test, type Page } from "@playwright/test";

// What the language tests share: finding English on a Swahili or German page, outside names (the property's and the
// business's, the guest's) and what staff wrote (marked lang="en").

/** Words that give away English (none is a Swahili or German word). */
const ENGLISH =
  /\b(the|and|your|you|with|please|booking|property|properties|guests?|nights?|check-in|check-out|request|send|total|stay|price|search|review)\b/i;
const NAMES = /Alpine Retreat|Tigoni Retreats?|Lakeside|Forest|River|Mountain|Lodge|Retreat|Haven|Cabin|M-Pesa|Stripe|Tigoni|Limuru|Kenya/g;

/** Every property's and activity's name as staff wrote it (other tests add their own): names stay as written. */
let names: string[] = [];

/** Read the names once per file: call at the top of a spec file. */
export function learnNames() {
  test.beforeAll(async ({ request }) => {
    const properties = (await (await request.get("/api/v1/properties")).json()) as { name: string }[];
    const activities = (await (await request.get("/api/v1/activities")).json()) as { name: string }[];
    // Longest first, so a name inside another goes with it.
    names = [...properties, ...activities].map((x) => x.name).sort((a, b) => b.length - a.length);
  });
}

export const withoutNames = (text: string) => names.reduce((rest, name) => rest.split(name).join(""), text).replace(NAMES, "");

/** The page's own words: the main content without what staff wrote (lang="en") and without names. */
export async function pageWords(page: Page): Promise<string> {
  const text = await page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"], script, style, noscript').forEach((el) => el.remove());
    return copy.innerText;
  });
  return withoutNames(text);
}

/** The first English word in `text`, with the words around it (null when there is none). */
export function englishIn(text: string): string | null {
  const match = ENGLISH.exec(text);
  return match ? text.slice(Math.max(0, match.index - 60), match.index + 60) : null;
}
