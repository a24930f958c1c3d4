import type { ReactNode } from "react";
import { useLanguage, useT } from "~/i18n/i18n";
import { formatDay } from "~/i18n/format";
import { HeroBanner } from "./hero-banner";
import { Container } from "./section";

/** A long-form text page (Privacy Policy, Terms of Service): one readable column with a table of contents. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  /** The day the text last changed (YYYY-MM-DD), written as the page's language writes a date. */
  updated: string;
  intro: ReactNode;
  sections: { id: string; title: string; body: ReactNode }[];
}) {
  const t = useT();
  const language = useLanguage();
  const date = formatDay(updated, language);
  return (
    <>
      <HeroBanner
        backgroundImage="/images/hero-about.svg"
        imageAlt={t("about.heroImageAlt")}
        eyebrow={t("legal.lastUpdated", { date })}
        title={title}
        height="small"
      />
      <Container className="py-14 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <div className=" space-y-4 text-lg leading-relaxed text-stone-700">{intro}</div>
          <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70">
            <h2 id="legal-contents" className="font-sans text-sm font-semibold uppercase tracking-wider text-stone-600">
              {t("legal.contents")}
            </h2>
            <ol className="mt-3 list-inside list-decimal space-y-1.5 text-forest-800">
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="underline-offset-4 hover:underline">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-24">
              <h2 id={`${s.id}-title`} className="text-2xl font-semibold text-forest-900">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-forest-800 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
