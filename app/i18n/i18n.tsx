import { setupI18n, type Messages } from "@lingui/core";
import { createContext, useContext, type ReactNode } from "react";
import type english from "./catalogues/en.json";
import { DEFAULT_LANGUAGE, LOCALES, pathInLanguage, type Language } from "./languages";

/** Every message's id: the English catalogue is the source, and the catalogue test holds the others to it. */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;
/** A message in one language, its `{placeholders}` filled (ICU MessageFormat: plurals by the language's rules). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

const translators = new Map<Language, Translate>();

/** Makes a language's compiled catalogue (virtual:catalogue/<language>, scripts/vite-catalogues.ts) usable. */
export function registerCatalogue(language: Language, messages: Messages): void {
  const i18n = setupI18n({ locale: language, locales: [LOCALES[language]], messages: { [language]: messages } });
  translators.set(language, (id, values) => i18n._(id, values));
}

export function translator(language: Language): Translate {
  const translate = translators.get(language);
  if (!translate) throw new Error(`The ${language} catalogue is not loaded`);
  return translate;
}

/** The browser's loaders: one chunk per language, so a page never downloads the languages it is not in. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import("virtual:catalogue/en"),
  sw: () => import("virtual:catalogue/sw"),
  de: () => import("virtual:catalogue/de"),
};

export async function loadCatalogue(language: Language): Promise<void> {
  if (!translators.has(language)) registerCatalogue(language, (await loaders[language]()).default);
}

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language of the page being shown (its URL's prefix). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The page's language's messages. */
export function useT(): Translate {
  return translator(useLanguage());
}

/** A link builder for the page's language: `localePath("/about")` is `/sw/about` on a Swahili page. */
export function useLocalePath(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathInLanguage(language, path);
}

/**
 * The `lang` of a text staff write only in English (durations, office hours, activity names) on this page: "en" on a
 * Swahili or German page, so screen readers and translators know it is English; nothing on an English page. Texts
 * staff may also give in Swahili and German (descriptions) carry their own: `staffText` (./staff-text.ts).
 */
export function useStaffTextLang(): "en" | undefined {
  return useLanguage() === DEFAULT_LANGUAGE ? undefined : "en";
}
