/**
 * The languages of the public site, the guest's pages and the e-mails to guests (issue 40). English stays at
 * today's URLs; every other language lives under its own prefix (`/sw/…`, `/de/…`). Staff pages stay English.
 * Small and browser-safe: the header's switcher and every link builder import it.
 */
export const LANGUAGES = ["en", "sw", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name as its readers write it: the switcher's labels, never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", sw: "Kiswahili", de: "Deutsch" };

/**
 * The locale `Intl` formats with in each language: Kenyan Swahili (Node's ICU has it: "Jumanne, 14 Julai 2026",
 * "Ksh 123,456"), German as written in Germany ("14. Juli 2026", "1.234 $"). English keeps the formats the spec's
 * English texts were written with.
 */
export const LOCALES: Record<Language, string> = { en: "en-US", sw: "sw-KE", de: "de-DE" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored language ("en", "sw", "de"), English for anything else. */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The language a public path is in: its first segment when that is a prefixed language, else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The same page in another language (its query and fragment kept): the path without its prefix, then the language's. */
export function pathInLanguage(language: Language, path: string): string {
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? "" : path.slice(split);
  const current = languageOfPath(pathname);
  const bare = current === DEFAULT_LANGUAGE ? pathname : pathname.slice(current.length + 1) || "/";
  if (language === DEFAULT_LANGUAGE) return bare + rest;
  return (bare === "/" ? `/${language}` : `/${language}${bare}`) + rest;
}
