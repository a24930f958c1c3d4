import { Link } from "@remix-run/react";
import { ArrowRight, Bath, ChefHat, ChevronDown, Flame, Quote, Star, Wifi } from "~/components/ui/lucide-sprite";
import { buttonClass } from "~/components/ui/button";
import { CtaLink, HeroBanner } from "./hero-banner";
import { PropertyCardList, PropertyCardSkeleton, type PropertyCardData } from "./property-card";
import { Container, SectionHeading, TitledSection } from "./section";
import { FeatureList, type Feature } from "./feature-list";

/** The spec's home page features three properties. */
export const FEATURED_COUNT = 3;

export function HomeHero() {
  return (
    <HeroBanner
      backgroundImage="/images/hero-home.svg"
      imageAlt="Golden-hour view of mountain peaks above a calm lake, with a timber lodge glowing on the shore"
      eyebrow="Tigoni · Limuru · The Kenyan Highlands"
      title="Luxury Cabins & Lodges in the Kenyan Highlands"
      subtitle="Mountain ridges, quiet lakes, cedar forests and running rivers, less than an hour from Nairobi. Private retreats with hot tubs, fireplaces and room to breathe."
      primaryCtaText="Explore Properties"
      primaryCtaLink="#properties"
      secondaryCtaText="Book Your Stay"
      secondaryCtaLink="#booking"
      height="full"
    />
  );
}

const STATS = [
  { value: "12+", label: "Properties" },
  { value: "4", label: "Locations" },
  { value: "100%", label: "Satisfaction" },
];

export function IntroStats() {
  return (
    <section aria-labelledby="intro-title" className="bg-cream py-16 sm:py-20">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="intro-title"
            align="left"
            eyebrow="Welcome"
            title="Escape to Nature, in Style"
            intro="Since 2015 we have looked after a small collection of private cabins and lodges in the cool green hills around Tigoni. Each one is chosen for its setting (a ridge, a lakeshore, a cedar forest or a riverbank) and finished with the comforts that make a stay feel effortless."
          />
        </div>
        <dl className="grid grid-cols-3 gap-3 sm:gap-6">
          {STATS.map((s) => (
            <div key={s.label} className="flex flex-col rounded-xl bg-white px-2 py-6 text-center shadow-sm ring-1 ring-stone-200/70 sm:px-6 sm:py-8">
              <dt className="order-2 mt-2 text-[0.65rem] font-medium uppercase tracking-wider text-stone-600 sm:text-sm sm:tracking-widest">
                {s.label}
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
  return (
    <TitledSection
      id="featured-title"
      band="white"
      anchor="properties"
      busy={pending}
      eyebrow="Our Collection"
      title="Featured Properties"
      intro="Hand-picked retreats in the mountains, by the lake and deep in the forest."
    >
      {pending ? (
        <div role="status" className="mt-12">
          <span className="sr-only">Loading featured properties...</span>
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: FEATURED_COUNT }, (_, i) => (
              <PropertyCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : properties.length ? (
        <PropertyCardList properties={properties} className="mt-12" />
      ) : (
        <p className="mt-12 text-center text-stone-600">New retreats are coming soon. Contact us to hear about them first.</p>
      )}
      <div className="mt-12 text-center">
        <Link to="/properties" className={buttonClass("outline", "lg", "group")}>
          View All Properties
          <ArrowRight aria-hidden className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </TitledSection>
  );
}

const AMENITIES: Feature[] = [
  {
    title: "Hot Tubs & Spas",
    text: "Wood-fired hot tubs and saunas with views over the hills: the best way to end a day outdoors.",
    Icon: Bath,
  },
  { title: "Fireplace", text: "Stone fireplaces and fire pits keep highland evenings warm, with firewood laid ready on arrival.", Icon: Flame },
  { title: "Wifi", text: "Fast, reliable Wifi in every property, for a quick check-in with home or a week of remote work.", Icon: Wifi },
  {
    title: "Full Kitchen",
    text: "Fully equipped kitchens with quality cookware, or ask for a private chef to cook for you.",
    Icon: ChefHat,
  },
];

export function AmenitiesSection() {
  return (
    <TitledSection
      id="amenities-title"
      band="dark"
      eyebrow="Thoughtful Comforts"
      title="Amenities for a Perfect Stay"
      intro="Every retreat comes with the comforts that turn a getaway into a memory."
    >
      <FeatureList features={AMENITIES} look="centred" />
    </TitledSection>
  );
}

export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <div className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of ${outOf} stars`}>
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
  return (
    <TitledSection id="testimonials-title" band="white" eyebrow="Guest Stories" title="What Our Guests Say">
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((t, i) => (
          <li key={`${i}-${t.name}`}>
            <figure className="flex h-full flex-col rounded-xl bg-cream p-7 ring-1 ring-stone-200/70">
              <Quote aria-hidden className="h-8 w-8 text-gold-500" />
              <StarRating rating={t.rating} />
              <blockquote className="mt-4 flex-1 font-serif text-lg italic leading-relaxed text-stone-800">“{t.quote}”</blockquote>
              <figcaption className="mt-6 border-t border-stone-200 pt-4">
                <span className="block font-semibold text-forest-900">{t.name}</span>
                <span className="text-sm text-stone-600">{t.from}</span>
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
  return (
    <TitledSection id="faq-title" band="cream" containerClassName="max-w-3xl" eyebrow="Good to Know" title="Frequently Asked Questions">
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
  const nights = longStay?.longStayMinNights ?? 7;
  const discount = (longStay?.longStayDiscountPercent ?? 10) > 0 ? ` Stays of ${nights}+ nights enjoy our long-stay discount.` : "";
  return (
    <section aria-labelledby="cta-title" className="relative isolate overflow-hidden bg-forest-950 py-20 text-center sm:py-28">
      <img
        src="/images/hero-about.svg"
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
          Ready for Your Highland Escape?
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg text-forest-100">Tell us your dates and we will hold the perfect retreat for you.{discount}</p>
        <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
          <CtaLink to="#booking" className={buttonClass("gold", "lg", "w-full min-w-[12rem] sm:w-auto")}>
            Book Now
          </CtaLink>
          <CtaLink to="/contact" className={buttonClass("light", "lg", "w-full min-w-[12rem] sm:w-auto")}>
            Contact Us
          </CtaLink>
        </div>
      </Container>
    </section>
  );
}
