import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowRight, Clock } from "~/components/ui/lucide-sprite";
import { HeroBanner } from "~/components/site/hero-banner";
import { businessNameFrom, canonicalUrl, metaT, pageMeta } from "~/components/site/meta";
import { ResponsiveImg } from "~/components/site/responsive-image";
import { TitledSection } from "~/components/site/section";
import { buttonClass } from "~/components/ui/button";
import { formatMoney } from "~/lib/money";
import { useLanguage, useLocalePath, useStaffTextLang, useT } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, LOCALES } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/languages.server";
import { staffText } from "~/i18n/staff-text";
import { useCurrency } from "~/lib/use-currency";
import { listActivities } from "~/models/activity.server";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(
    `${t("experiences.metaTitle")} | ${businessNameFrom(matches)}`,
    t("experiences.metaDescription"),
    canonicalUrl(matches, "/experiences"),
  );
};

/**
 * The activities guests can ask for in the booking form (the available ones), with what staff wrote and uploaded for
 * each: the description in the page's language when staff gave one, else theirs in English (marked).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const language = pageLanguage(params) ?? DEFAULT_LANGUAGE;
  const activities = await listActivities({ availableOnly: true });
  return {
    activities: activities.map((activity) => ({
      id: activity.id,
      name: activity.name,
      description: staffText(activity, "description", language),
      duration: activity.duration,
      price: activity.price,
      image: activity.images[0] ?? null,
      imageAlt: activity.imageAlts[0] || "",
    })),
  };
}

/** Every available activity: its photo, description, duration and price (or 'Free'), and the way to ask for it. */
export default function ExperiencesPage() {
  const { activities } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  const t = useT();
  const localePath = useLocalePath();
  const language = useLanguage();
  const staffTextLang = useStaffTextLang();
  return (
    <>
      <HeroBanner
        backgroundImage="/images/hero-about.svg"
        imageAlt={t("about.heroImageAlt")}
        eyebrow={t("experiences.metaTitle")}
        title={t("experiences.heroTitle")}
        subtitle={t("experiences.heroSubtitle")}
        height="small"
      />
      <TitledSection
        id="experiences-title"
        band="plain"
        eyebrow={t("experiences.duringStay")}
        title={t("experiences.title")}
        intro={t("experiences.intro")}
      >
        {activities.length ? (
          <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {activities.map((activity) => (
              <li key={activity.id}>
                <article
                  aria-labelledby={`experience-${activity.id}`}
                  className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-stone-200/70"
                >
                  <div className="aspect-[4/3] overflow-hidden bg-forest-100">
                    {activity.image ? (
                      <ResponsiveImg
                        src={activity.image}
                        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                        alt={activity.imageAlt}
                        width={800}
                        height={600}
                        loading="lazy"
                        decoding="async"
                        className="h-full w-full object-cover"
                      />
                    ) : null}
                  </div>
                  <div className="flex flex-1 flex-col p-5 sm:p-6">
                    <h3 id={`experience-${activity.id}`} className="text-xl font-semibold text-forest-900 sm:text-2xl">
                      {activity.name}
                    </h3>
                    {activity.description.text ? (
                      <p lang={activity.description.lang} className="mt-3 text-sm leading-relaxed text-stone-700">
                        {activity.description.text}
                      </p>
                    ) : null}
                    <dl className="mt-auto flex items-end justify-between gap-3 pt-5 text-stone-700">
                      <div>
                        <dt className="sr-only">{t("experiences.duration")}</dt>
                        <dd className="flex items-center gap-1.5 text-sm">
                          <Clock aria-hidden className="h-4 w-4 text-gold-700" />
                          {activity.duration ? <span lang={staffTextLang}>{activity.duration}</span> : t("experiences.flexible")}
                        </dd>
                      </div>
                      <div>
                        <dt className="sr-only">{t("experiences.price")}</dt>
                        <dd className="font-serif text-2xl font-semibold text-forest-900">
                          {activity.price ? formatMoney(activity.price, currency, LOCALES[language]) : t("experiences.free")}
                        </dd>
                      </div>
                    </dl>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-12 text-center text-stone-600">{t("experiences.comingSoon")}</p>
        )}
        <p className="mt-12 text-center">
          <Link to={localePath("/#booking")} className={buttonClass("gold", "lg")}>
            {t("home.bookYourStay")} <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </p>
      </TitledSection>
    </>
  );
}
