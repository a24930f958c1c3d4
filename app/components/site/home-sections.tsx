import { Link } from "@remix-run/react";
import { ArrowRight, Bath, ChefHat, ChevronDown, Flame, Quote, Star, Wifi } from "~/components/ui/lucide-sprite";
import { buttonClass } from "~/components/ui/button";
import { CtaLink, HeroBanner } from "./hero-banner";
import { ResponsiveImg } from "./responsive-image";
import { PropertyCardList, PropertyCardSkeleton, type PropertyCardData } from "./property-card";
import { Container, SectionHeading, TitledSection } from "./section";
import { FeatureList, type Feature } from "./feature-list";
import { useLocalePath, useT, type MessageId } from "~/i18n/i18n";

/** The spec's home page features three properties. */
export const FEATURED_COUNT = 3;

export function HomeHero() {
  const t = useT();
  return (
    <HeroBanner
      backgroundImage="/images/hero-home.svg"
      imageAlt={t("home.heroImageAlt")}
      eyebrow={t("home.heroEyebrow")}
      title={t("home.heroTitle")}
      subtitle={t("home.heroSubtitle")}
      primaryCtaText={t("home.exploreProperties")}
      primaryCtaLink="#properties"
      secondaryCtaText={t("home.bookYourStay")}
      secondaryCtaLink="#booking"
      height="full"
    />
  );
}

const STATS: { value: string; label: MessageId }[] = [
  { value: "12+", label: "home.statProperties" },
  { value: "4", label: "home.statLocations" },
  { value: "100%", label: "home.statSatisfaction" },
];

export function IntroStats() {
  const t = useT();
  return (
    <section aria-labelledby="intro-title" className="bg-cream py-16 sm:py-20">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="intro-title" align="left" eyebrow={t("home.welcomeEyebrow")} title={t("home.introTitle")} intro={t("home.introText")} />
        </div>
        <dl className="grid grid-cols-3 gap-3 sm:gap-6">
          {STATS.map((s) => (
            <div key={s.label} className="flex flex-col rounded-xl bg-white px-2 py-6 text-center shadow-sm ring-1 ring-stone-200/70 sm:px-6 sm:py-8">
              <dt className="order-2 mt-2 text-[0.65rem] font-medium uppercase tracking-wider text-stone-600 sm:text-sm sm:tracking-widest">
                {t(s.label)}
              </dt>
              <dd className="font-serif text-3xl font-semibold text-forest-800 sm:text-5xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

/** Featured Properties: three cards, or skeletons while the data is still on its way. */
export function FeaturedProperties({ properties, pending = false }: { properties: PropertyCardData[]; pending?: boolean }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <TitledSection
      id="featured-title"
      band="white"
      anchor="properties"
      busy={pending}
      eyebrow={t("home.collectionEyebrow")}
      title={t("home.featuredTitle")}
      intro={t("home.featuredIntro")}
    >
      {pending ? (
        <div role="status" className="mt-12">
          <span className="sr-only">{t("home.loadingFeatured")}</span>
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: FEATURED_COUNT }, (_, i) => (
              <PropertyCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : properties.length ? (
        <PropertyCardList properties={properties} className="mt-12" />
      ) : (
        <p className="mt-12 text-center text-stone-600">{t("home.noProperties")}</p>
      )}
      <div className="mt-12 text-center">
        <Link to={localePath("/properties")} className={buttonClass("outline", "lg", "group")}>
          {t("home.viewAllProperties")}
          <ArrowRight aria-hidden className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </TitledSection>
  );
}

const AMENITIES: { title: MessageId; text: MessageId; Icon: Feature["Icon"] }[] = [
  { title: "amenity.hotTubsTitle", text: "amenity.hotTubsText", Icon: Bath },
  { title: "amenity.fireplaceTitle", text: "amenity.fireplaceText", Icon: Flame },
  { title: "amenity.wifiTitle", text: "amenity.wifiText", Icon: Wifi },
  { title: "amenity.kitchenTitle", text: "amenity.kitchenText", Icon: ChefHat },
];

export function AmenitiesSection() {
  const t = useT();
  return (
    <TitledSection
      id="amenities-title"
      band="dark"
      eyebrow={t("home.amenitiesEyebrow")}
      title={t("home.amenitiesTitle")}
      intro={t("home.amenitiesIntro")}
    >
      <FeatureList features={AMENITIES.map(({ title, text, Icon }) => ({ title: t(title), text: t(text), Icon }))} look="centred" />
    </TitledSection>
  );
}

export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const t = useT();
  return (
    <div className="flex gap-0.5" role="img" aria-label={t("rating.stars", { rating, outOf })}>
      {Array.from({ length: outOf }, (_, i) => (
        <Star key={i} aria-hidden className={`h-5 w-5 ${i < rating ? "fill-gold-500 text-gold-500" : "text-stone-300"}`} />
      ))}
    </div>
  );
}

/** A guest's words on the home page (the text comes from the loader: see home-content.server.ts). */
export interface Testimonial {
  quote: string;
  name: string;
  from: string;
  rating: number;
}

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const t = useT();
  return (
    <TitledSection id="testimonials-title" band="white" eyebrow={t("home.storiesEyebrow")} title={t("home.storiesTitle")}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((story, i) => (
          <li key={`${i}-${story.name}`}>
            <figure className="flex h-full flex-col rounded-xl bg-cream p-7 ring-1 ring-stone-200/70">
              <Quote aria-hidden className="h-8 w-8 text-gold-500" />
              <StarRating rating={story.rating} />
              <blockquote className="mt-4 flex-1 font-serif text-lg italic leading-relaxed text-stone-800">“{story.quote}”</blockquote>
              <figcaption className="mt-6 border-t border-stone-200 pt-4">
                <span className="block font-semibold text-forest-900">{story.name}</span>
                <span className="text-sm text-stone-600">{story.from}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** One question of the home page's FAQ. */
export interface FaqItem {
  q: string;
  a: string;
}

/** The stay discount the public wording names: Settings' first tier (the shortest stay that earns one). */
export interface LongStayWording {
  longStayMinNights: number;
  longStayDiscountPercent: number;
}

/** FAQ accordion: native disclosure widgets, so it works with the keyboard and without JavaScript. */
export function Faq({ items }: { items: FaqItem[] }) {
  const t = useT();
  return (
    <TitledSection id="faq-title" band="cream" containerClassName="max-w-3xl" eyebrow={t("home.faqEyebrow")} title={t("home.faqTitle")}>
      <div className="mt-10 divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200/70">
        {items.map((item) => (
          <details key={item.q} name="faq" className="group px-5 sm:px-7">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-serif text-lg font-semibold text-forest-900 [&::-webkit-details-marker]:hidden">
              {item.q}
              <ChevronDown aria-hidden className="h-5 w-5 shrink-0 text-gold-700 transition-transform duration-300 group-open:rotate-180" />
            </summary>
            <p className="pb-5 leading-relaxed text-stone-700">{item.a}</p>
          </details>
        ))}
      </div>
    </TitledSection>
  );
}

export function ClosingCta({ longStay }: { longStay?: LongStayWording }) {
  const t = useT();
  const localePath = useLocalePath();
  const nights = longStay?.longStayMinNights ?? 7;
  const discount = (longStay?.longStayDiscountPercent ?? 10) > 0 ? ` ${t("home.longStayLine", { nights })}` : "";
  return (
    <section aria-labelledby="cta-title" className="relative isolate overflow-hidden bg-forest-950 py-20 text-center sm:py-28">
      <ResponsiveImg
        src="/images/hero-about.svg"
        sizes="100vw"
        alt=""
        width={1600}
        height={1000}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 -z-20 h-full w-full object-cover opacity-40"
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-forest-950/60" />
      <Container className="max-w-3xl">
        <h2 id="cta-title" className="text-3xl font-semibold text-white sm:text-5xl">
          {t("home.ctaTitle")}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg text-forest-100">
          {t("home.ctaText")}
          {discount}
        </p>
        <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
          <CtaLink to="#booking" className={buttonClass("gold", "lg", "w-full min-w-[12rem] sm:w-auto")}>
            {t("nav.bookNow")}
          </CtaLink>
          <CtaLink to={localePath("/contact")} className={buttonClass("light", "lg", "w-full min-w-[12rem] sm:w-auto")}>
            {t("footer.contactUs")}
          </CtaLink>
        </div>
      </Container>
    </section>
  );
}
