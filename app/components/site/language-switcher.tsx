import { useLocation } from "@remix-run/react";
import { useLanguage, useT } from "~/i18n/i18n";
import { LANGUAGE_NAMES, pathInLanguage, type Language } from "~/i18n/languages";

/**
 * The same page, its query kept, in each language the site offers. Each link goes through /language, which
 * remembers the choice in a cookie (the home page follows it) and sends the visitor on: a plain link, so it works
 * before the page's code has arrived and without JavaScript. `compact` shows the language codes (the desktop header),
 * otherwise each language's own name.
 */
export function LanguageSwitcher({
  languages,
  compact = false,
  className = "",
}: {
  languages: readonly Language[];
  compact?: boolean;
  className?: string;
}) {
  const current = useLanguage();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t("language.label")} className={className}>
      <ul className={`flex items-center ${compact ? "gap-1" : "flex-wrap gap-x-4 gap-y-2"}`}>
        {languages.map((language) => {
          const target = pathInLanguage(language, `${pathname}${search}${hash}`);
          return (
            <li key={language}>
              <a
                href={`/language?to=${encodeURIComponent(target)}`}
                hrefLang={language}
                lang={language}
                aria-current={language === current ? "true" : undefined}
                className={
                  compact
                    ? `inline-flex min-h-9 min-w-9 items-center justify-center rounded px-1.5 text-xs font-semibold uppercase tracking-wider text-white hover:bg-white/10 aria-[current]:underline aria-[current]:decoration-gold-400 aria-[current]:decoration-2 aria-[current]:underline-offset-4`
                    : "text-forest-100 underline-offset-4 hover:text-white hover:underline aria-[current]:font-semibold aria-[current]:text-white"
                }
              >
                {compact ? (
                  <>
                    {language.toUpperCase()}
                    <span className="sr-only"> {LANGUAGE_NAMES[language]}</span>
                  </>
                ) : (
                  LANGUAGE_NAMES[language]
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
