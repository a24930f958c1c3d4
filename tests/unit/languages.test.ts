import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { PREFIXED_LANGUAGES, preferredLanguage, withoutLanguagePrefix } from "../../server/languages.js";

const offered = ["sw", "de"];

describe("the language the home page sends a visitor to", () => {
  it("follows the switcher's remembered choice before the browser's languages", () => {
    expect(preferredLanguage({ cookie: "lang=de", "accept-language": "sw" }, offered)).toBe("de");
    expect(preferredLanguage({ cookie: "theme=x; lang=en", "accept-language": "sw,de" }, offered)).toBe("en");
  });

  it("takes the first of the browser's languages the site offers, by q-value, region ignored", () => {
    expect(preferredLanguage({ "accept-language": "sw-KE,sw;q=0.9,en;q=0.8" }, offered)).toBe("sw");
    expect(preferredLanguage({ "accept-language": "fr-FR,de-AT;q=0.7,en;q=0.5" }, offered)).toBe("de");
    expect(preferredLanguage({ "accept-language": "en;q=0.4,de;q=0.9" }, offered)).toBe("de");
    expect(preferredLanguage({ "accept-language": "en-GB,en;q=0.9,de;q=0.8" }, offered)).toBe("en");
    expect(preferredLanguage({ "accept-language": "de;q=0" }, offered)).toBe("en");
  });

  it("stays English with no preference, a language not offered, or a cookie naming nothing it offers", () => {
    expect(preferredLanguage({}, offered)).toBe("en");
    expect(preferredLanguage({ "accept-language": "fr,ja" }, offered)).toBe("en");
    expect(preferredLanguage({ "accept-language": "de" }, ["sw"])).toBe("en");
    expect(preferredLanguage({ cookie: "lang=xx", "accept-language": "sw" }, offered)).toBe("sw");
    expect(preferredLanguage({ "accept-language": "*" }, offered)).toBe("en");
  });
});

describe("language prefixes", () => {
  it("are the app's languages other than English, one list for the server and the pages", () => {
    expect(LANGUAGES).toEqual(["en", ...PREFIXED_LANGUAGES]);
  });

  it("come off a path only for the languages offered", () => {
    expect(withoutLanguagePrefix("/sw/properties/forest-haven", offered)).toBe("/properties/forest-haven");
    expect(withoutLanguagePrefix("/de", offered)).toBe("/");
    expect(withoutLanguagePrefix("/de", ["sw"])).toBe("/de");
    expect(withoutLanguagePrefix("/swallow", offered)).toBe("/swallow");
  });
});
