import type { Language } from "./languages";

/**
 * A text staff wrote as a page in one language shows it: `lang` is "en" only when the page is not English and staff
 * gave no text in its language, so the English one stands in (screen readers and translators then know it is
 * English). Rendered as `<p lang={s.lang}>{s.text}</p>`.
 */
export interface StaffText {
  text: string;
  lang?: "en";
}

/** The columns that hold a field's Swahili and German texts: `descriptionSw`, `shortDescriptionDe`, … */
type Translations<F extends string> = `${F}Sw` | `${F}De`;
const SUFFIX: Record<Exclude<Language, "en">, "Sw" | "De"> = { sw: "Sw", de: "De" }; // English is the field itself

/** A record with staff texts in English (`field`) and, optionally, in Swahili and German (`fieldSw`, `fieldDe`). */
export type WithTranslations<F extends string> = { [K in F]: string } & { [K in Translations<F>]?: string | null };

/** `record[field]` in `language`: staff's own text in it when given, else the English text marked `lang: "en"`. */
export function staffText<F extends string>(record: WithTranslations<F>, field: F, language: Language): StaffText {
  if (language === "en") return { text: record[field] };
  const own = record[`${field}${SUFFIX[language]}` as Translations<F>] as string | null | undefined;
  return own ? { text: own } : { text: record[field], lang: "en" };
}

/** A record as a page shows it: each of `fields` a StaffText, the languages it is not in left out. */
export type InLanguage<T, F extends string> = Omit<T, F | Translations<F>> & { [K in F]: StaffText };

/**
 * For loaders: a record's staff texts picked for the page's language on the server, so the browser never receives
 * the languages the page is not in (nor the choosing).
 */
export function inLanguage<T extends WithTranslations<F>, F extends string>(record: T, fields: readonly F[], language: Language): InLanguage<T, F> {
  const shown: Record<string, unknown> = { ...record };
  for (const field of fields) {
    shown[field] = staffText(record, field, language);
    for (const suffix of Object.values(SUFFIX)) delete shown[`${field}${suffix}`];
  }
  return shown as InLanguage<T, F>;
}
