import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ArrowRight, Gem, HeartHandshake, Leaf } from "~/components/ui/lucide-sprite";
import { HeroBanner } from "~/components/site/hero-banner";
import { ResponsiveImg } from "~/components/site/responsive-image";
import { businessNameFrom, canonicalUrl, metaT, pageMeta } from "~/components/site/meta";
import { Container, SectionHeading, TitledSection } from "~/components/site/section";
import { FeatureList, type Feature } from "~/components/site/feature-list";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath, useT, type MessageId } from "~/i18n/i18n";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(`${t("about.metaTitle")} | ${businessNameFrom(matches)}`, t("about.metaDescription"), canonicalUrl(matches, "/about"));
};

const PILLARS: { Icon: Feature["Icon"]; title: MessageId; text: MessageId }[] = [
  { Icon: Leaf, title: "about.pillarNatureTitle", text: "about.pillarNatureText" },
  { Icon: Gem, title: "about.pillarLuxuryTitle", text: "about.pillarLuxuryText" },
  { Icon: HeartHandshake, title: "about.pillarHospitalityTitle", text: "about.pillarHospitalityText" },
];

const TEAM: { name: string; role: MessageId; image: string }[] = [
  { name: "Grace Wambui", role: "about.roleFounder", image: "/images/team-1.svg" },
  { name: "Peter Kamau", role: "about.roleGuestExperience", image: "/images/team-2.svg" },
  { name: "Achieng Otieno", role: "about.roleHousekeeping", image: "/images/team-3.svg" },
  { name: "Samuel Mwangi", role: "about.roleChef", image: "/images/team-4.svg" },
];

export default function AboutPage() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <>
      <HeroBanner
        backgroundImage="/images/hero-about.svg"
        imageAlt={t("about.heroImageAlt")}
        eyebrow={t("about.metaTitle")}
        title={t("about.heroTitle")}
        subtitle={t("about.heroSubtitle")}
        height="medium"
      />

      <section aria-labelledby="story-title" className="py-16 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-title" align="left" eyebrow={t("about.foundedEyebrow")} title={t("about.storyTitle")} />
            <div className="mt-6 space-y-4 leading-relaxed text-stone-700">
              <p>{t("about.story1")}</p>
              <p>{t("about.story2")}</p>
              <p>{t("about.story3")}</p>
            </div>
          </div>
          <div className="relative">
            <ResponsiveImg
              src="/images/alpine-retreat-2.svg"
              sizes="(min-width: 1024px) 50vw, 100vw"
              alt={t("about.firstCabinAlt")}
              width={1600}
              height={1000}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full rounded-2xl object-cover shadow-xl"
            />
            <div className="absolute -bottom-6 left-6 rounded-xl bg-forest-900 px-6 py-4 text-white shadow-lg">
              <p className="font-serif text-3xl font-semibold text-gold-300">2015</p>
              <p className="text-sm text-forest-100">{t("about.firstGuests")}</p>
            </div>
          </div>
        </Container>
      </section>

      <TitledSection
        id="philosophy-title"
        band="dark"
        eyebrow={t("about.philosophyEyebrow")}
        title={t("about.philosophyTitle")}
        intro={t("about.philosophyIntro")}
      >
        <FeatureList features={PILLARS.map(({ Icon, title, text }) => ({ Icon, title: t(title), text: t(text) }))} look="plain" />
      </TitledSection>

      <TitledSection id="team-title" band="plain" eyebrow={t("about.peopleEyebrow")} title={t("about.teamTitle")} intro={t("about.teamIntro")}>
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((m) => (
            <li key={m.name} className="text-center">
              <img
                src={m.image}
                alt={t("about.portraitOf", { name: m.name })}
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
                className="mx-auto h-40 w-40 rounded-full object-cover shadow-lg ring-4 ring-white"
              />
              <h3 className="mt-5 text-xl font-semibold text-forest-900">{m.name}</h3>
              <p className="mt-1 text-sm text-gold-800">{t(m.role)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section aria-labelledby="browse-title" className="bg-cream pb-20">
        <Container>
          <div className="flex flex-col items-center gap-6 rounded-2xl bg-white px-6 py-12 text-center shadow-lg ring-1 ring-stone-200/70">
            <h2 id="browse-title" className="text-3xl font-semibold text-forest-900">
              {t("about.findTitle")}
            </h2>
            <p className="max-w-xl text-stone-700">{t("about.findText")}</p>
            <Link to={localePath("/properties")} className={buttonClass("primary", "lg")}>
              {t("about.browseProperties")} <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
