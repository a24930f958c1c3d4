import { compileMessage } from "@lingui/message-utils/compileMessage";
import { parse, type Token } from "@messageformat/parser";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, pathInLanguage, languageOfPath } from "~/i18n/languages";
import { translator } from "~/i18n/i18n";

// Issue 40 item 6: one catalogue per language in ICU MessageFormat, held to the English one.
const catalogue = (language: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../../app/i18n/catalogues", `${language}.json`), "utf8")) as Record<string, string>;
const english = catalogue("en");
const englishMessages = () => english;
const glossary = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../app/i18n/glossary.json"), "utf8")) as {
  terms: { term: string; en: string; sw: string; de: string; notIn?: string[] }[];
};
const others = LANGUAGES.filter((l) => l !== "en");

/** The argument names a message uses, plural and select included (ICU MessageFormat's own parser). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(token.arg);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** A message's own words, without its placeholders (plural and select branches' words kept). */
function wordsOf(message: string): string {
  const walk = (tokens: Token[]): string =>
    tokens
      .map((token) =>
        token.type === "content"
          ? token.value
          : token.type === "plural" || token.type === "select" || token.type === "selectordinal"
            ? token.cases.map((c) => walk(c.tokens)).join(" ")
            : " ",
      )
      .join("");
  return walk(parse(message)).replace(/<\/?[a-z0-9]+>/g, " ");
}

/** The rich-text tags a message marks words with (`<b>…</b>`, `<mail>…</mail>`: components/site/rich-text.tsx). */
const tagsOf = (message: string) => [...message.matchAll(/<([a-z0-9]+)>/g)].map((m) => m[1]).sort();

/** Messages that are names (places), written the same in English and another language. */
// Messages that are a name in every language (a place, a payment service).
// "Sauna" is the word in Swahili and German too.
const NAMES = new Set(["story.alpineFrom", "story.forestFrom", "pay.method.mpesa", "amenity.sauna"]);

/** Words that give away an English sentence left untranslated (none of them is a Swahili or German word). */
const ENGLISH_WORDS =
  /\b(the|and|your|you|with|please|booking|property|properties|home|about|contact|menu|page|not|found|back|rights|reserved|privacy|policy|terms|open|close|new)\b/i;

describe("message catalogues", () => {
  it("has every English message in every language, and nothing else", () => {
    for (const language of others) expect(Object.keys(catalogue(language)).sort(), language).toEqual(Object.keys(english).sort());
  });

  it("parses every message in every language", () => {
    for (const language of LANGUAGES)
      for (const [id, message] of Object.entries(catalogue(language))) expect(() => compileMessage(message), `${language} ${id}`).not.toThrow();
  });

  it("uses the same placeholders in every language", () => {
    for (const language of others) {
      const messages = catalogue(language);
      for (const [id, message] of Object.entries(english)) expect(argumentsOf(messages[id] ?? ""), `${language} ${id}`).toEqual(argumentsOf(message));
    }
  });

  it("marks the same words in every language (links and emphasis)", () => {
    for (const language of others) {
      const messages = catalogue(language);
      for (const [id, message] of Object.entries(english)) expect(tagsOf(messages[id] ?? ""), `${language} ${id}`).toEqual(tagsOf(message));
    }
  });

  it("leaves no English in Swahili or German", () => {
    for (const language of others)
      for (const [id, message] of Object.entries(catalogue(language))) {
        const words = wordsOf(message);
        expect(words, `${language} ${id}`).not.toMatch(ENGLISH_WORDS);
        if (/[a-z]{3}/i.test(words) && !NAMES.has(id)) expect(message, `${language} ${id} is the English text`).not.toBe(english[id]);
      }
  });

  it("words each of the business's terms the glossary's way in every message that uses it", () => {
    for (const { term, en, notIn = [], ...words } of glossary.terms) {
      const english = new RegExp(`\\b${en}\\b`, "i");
      const used = Object.entries(englishMessages()).filter(([id, message]) => english.test(wordsOf(message)) && !notIn.includes(id));
      for (const language of others) {
        const word = new RegExp(words[language as "sw" | "de"], "i");
        const messages = catalogue(language);
        for (const [id] of used) expect(wordsOf(messages[id] ?? ""), `${language} ${id} words "${term}" the glossary's way`).toMatch(word);
      }
    }
  });

  it("fills placeholders and formats plurals by the language's rules through the compiled catalogues", () => {
    expect(translator("en")("footer.rights", { year: 2026, businessName: "Tigoni Retreats" })).toBe("© 2026 Tigoni Retreats. All rights reserved.");
    expect(translator("sw")("nav.homeLink", { businessName: "Tigoni Retreats" })).toBe("Tigoni Retreats, ukurasa wa mwanzo");
    expect(translator("de")("footer.rights", { year: 2026, businessName: "Tigoni Retreats" })).toBe(
      "© 2026 Tigoni Retreats. Alle Rechte vorbehalten.",
    );
  });
});

describe("language paths", () => {
  it("keeps English at today's URLs and puts the others under their prefix, query and fragment kept", () => {
    expect(languageOfPath("/sw/properties/forest-haven")).toBe("sw");
    expect(languageOfPath("/de")).toBe("de");
    expect(languageOfPath("/about")).toBe("en");
    expect(languageOfPath("/en/about")).toBe("en");
    expect(pathInLanguage("sw", "/properties?startDate=2026-12-01")).toBe("/sw/properties?startDate=2026-12-01");
    expect(pathInLanguage("de", "/sw")).toBe("/de");
    expect(pathInLanguage("en", "/de/about#team")).toBe("/about#team");
    expect(pathInLanguage("sw", "/#booking")).toBe("/sw#booking");
    expect(pathInLanguage("de", "/")).toBe("/de");
  });
});
