import { translator, type Translate } from "./i18n";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "./languages";

/**
 * What writing in one language takes: its messages, its code and its `Intl` locale. The functions that word an
 * answer for guests (what is due, a refund, an e-mail) take one, English by default, so staff and the English pages
 * read exactly what they always did.
 */
export interface Words {
  t: Translate;
  language: Language;
  locale: string;
}

export function wordsFor(language: Language = DEFAULT_LANGUAGE): Words {
  return { t: translator(language), language, locale: LOCALES[language] };
}
