// @ts-check
// The site's languages beyond English, each under its own URL prefix (/sw/…, /de/…), and the one place a request's
// preferred language is read: the page cache (server/page-cache.js) and the home page's loader both ask here, so a
// cached English home page is never served to a visitor the home page would have sent to /sw or /de.
// The rest of the languages' rules (names, locales, link building) live in app/i18n/languages.ts.
import { parseCookies } from "./cookies.js";
import { readEnvVar } from "./env.js";

/** Every language the site can be read in besides English, in the switcher's order. */
export const PREFIXED_LANGUAGES = /** @type {const} */ (["sw", "de"]);

/** The cookie the language switcher sets (a visitor's choice, remembered for a year; not a personal cookie). */
export const LANGUAGE_COOKIE = "lang";

/**
 * The prefixed languages this server offers (SITE_LANGUAGES, e.g. `sw,de`): only these answer under their prefix,
 * appear in the switcher, the hreflang links and the sitemap. Unset: both; `en`: English only.
 * @returns {readonly ("sw" | "de")[]}
 */
export function offeredLanguages() {
  offered ??= readEnvVar("SITE_LANGUAGES");
  return offered;
}
/** @type {readonly ("sw" | "de")[] | undefined} read once: the environment does not change while a server runs */
let offered;

/**
 * The language `/` sends this visitor to: the one they chose in the switcher (the `lang` cookie), else the first
 * language of their Accept-Language (by its q-values) the site offers; English when neither names an offered one.
 * @param {{ cookie?: string | string[]; "accept-language"?: string }} headers
 * @param {readonly string[]} offered
 * @returns {"en" | "sw" | "de"}
 */
export function preferredLanguage(headers, offered = offeredLanguages()) {
  const cookieHeader = Array.isArray(headers.cookie) ? headers.cookie.join("; ") : headers.cookie;
  const chosen = parseCookies(cookieHeader)[LANGUAGE_COOKIE];
  if (chosen === "en") return "en";
  const known = (/** @type {string | undefined} */ tag) => (tag === "en" || (tag !== undefined && offered.includes(tag)) ? tag : undefined);
  if (chosen && known(chosen)) return /** @type {"en" | "sw" | "de"} */ (chosen);
  const ranked = (headers["accept-language"] ?? "")
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = known(entry.language);
    if (language) return /** @type {"en" | "sw" | "de"} */ (language);
  }
  return "en";
}

/**
 * A public path without its language prefix (`/sw/about` → `/about`, `/de` → `/`), or the path itself when it has
 * none the server offers. The page cache matches the public routes on this.
 * @param {string} pathname
 * @param {readonly string[]} offered
 */
export function withoutLanguagePrefix(pathname, offered = offeredLanguages()) {
  for (const language of offered) {
    if (pathname === `/${language}`) return "/";
    if (pathname.startsWith(`/${language}/`)) return pathname.slice(language.length + 1);
  }
  return pathname;
}
