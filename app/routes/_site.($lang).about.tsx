import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ArrowRight, Gem, HeartHandshake, Leaf } from "~/components/ui/lucide-sprite";
import { HeroBanner } from "~/components/site/hero-banner";
import { businessNameFrom, canonicalUrl, pageMeta } from "~/components/site/meta";
import { Container, SectionHeading, TitledSection } from "~/components/site/section";
import { FeatureList, type Feature } from "~/components/site/feature-list";
import { buttonClass } from "~/components/ui/button";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    `About Us | ${businessNameFrom(matches)}`,
    "Founded in 2015, we look after a small collection of luxury cabins and lodges in the highlands around Tigoni, Kenya. Meet the team and our philosophy.",
    canonicalUrl(matches, "/about"),
  );

const PILLARS: Feature[] = [
  {
    Icon: Leaf,
    title: "Nature first",
    text: "Every retreat is chosen for its setting and built to sit lightly on it: rainwater harvesting, solar hot water and indigenous gardens.",
  },
  {
    Icon: Gem,
    title: "Thoughtful luxury",
    text: "Crisp linen, deep baths, stone fireplaces and good coffee: quiet comforts rather than showy ones, kept immaculate between every stay.",
  },
  {
    Icon: HeartHandshake,
    title: "Genuine hospitality",
    text: "A real person answers your inquiry, meets you on arrival and is a phone call away, with local knowledge you won't find in a guidebook.",
  },
];

const TEAM = [
  { name: "Grace Wambui", role: "Founder & Managing Director", image: "/images/team-1.svg" },
  { name: "Peter Kamau", role: "Head of Guest Experience", image: "/images/team-2.svg" },
  { name: "Achieng Otieno", role: "Properties & Housekeeping", image: "/images/team-3.svg" },
  { name: "Samuel Mwangi", role: "Executive Chef", image: "/images/team-4.svg" },
];

export default function AboutPage() {
  return (
    <>
      <HeroBanner
        backgroundImage="/images/hero-about.svg"
        imageAlt="Sunrise over Tigoni tea country, with green tea hills, shade trees and timber cabins"
        eyebrow="About Us"
        title="Our Story"
        subtitle="Since 2015 we have welcomed guests to the quiet green hills of Tigoni, one carefully chosen retreat at a time."
        height="medium"
      />

      <section aria-labelledby="story-title" className="py-16 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-title" align="left" eyebrow="Founded in 2015" title="From One Cabin to a Collection" />
            <div className="mt-6 space-y-4 leading-relaxed text-stone-700">
              <p>
                It began in 2015 with a single timber cabin on a tea-country ridge, a wood-fired hot tub and a guest book that filled up faster than
                we ever expected. Friends of friends came for a weekend and stayed a week; many of them still come back every year.
              </p>
              <p>
                Today we look after a small collection of private cabins and lodges on the mountains, lakes, forests and rivers around Tigoni and
                Limuru. We have kept the collection deliberately small, so that every house gets the care of the first one and every guest is known by
                name.
              </p>
              <p>
                Whether you come for a quiet weekend for two, a family reunion by the lake or a long, slow month of highland mornings (stays of 7+
                nights enjoy our long-stay discount), our job is to make it effortless.
              </p>
            </div>
          </div>
          <div className="relative">
            <img
              src="/images/alpine-retreat-2.svg"
              alt="The lounge of Alpine Retreat, our first cabin"
              width={1600}
              height={1000}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full rounded-2xl object-cover shadow-xl"
            />
            <div className="absolute -bottom-6 left-6 rounded-xl bg-forest-900 px-6 py-4 text-white shadow-lg">
              <p className="font-serif text-3xl font-semibold text-gold-300">2015</p>
              <p className="text-sm text-forest-100">Our first guests arrived</p>
            </div>
          </div>
        </Container>
      </section>

      <TitledSection
        id="philosophy-title"
        band="dark"
        eyebrow="Our Philosophy"
        title="Luxury That Feels Like Home"
        intro="We believe the best holidays are unhurried, close to nature and looked after by people who care."
      >
        <FeatureList features={PILLARS} look="plain" />
      </TitledSection>

      <TitledSection id="team-title" band="plain" eyebrow="The People" title="Meet Our Team" intro="The small team behind every stay.">
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((m) => (
            <li key={m.name} className="text-center">
              <img
                src={m.image}
                alt={`Portrait of ${m.name}`}
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
                className="mx-auto h-40 w-40 rounded-full object-cover shadow-lg ring-4 ring-white"
              />
              <h3 className="mt-5 text-xl font-semibold text-forest-900">{m.name}</h3>
              <p className="mt-1 text-sm text-gold-800">{m.role}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section aria-labelledby="browse-title" className="bg-cream pb-20">
        <Container>
          <div className="flex flex-col items-center gap-6 rounded-2xl bg-white px-6 py-12 text-center shadow-lg ring-1 ring-stone-200/70">
            <h2 id="browse-title" className="text-3xl font-semibold text-forest-900">
              Find Your Retreat
            </h2>
            <p className="max-w-xl text-stone-700">Mountain ridge, lakeshore, forest or river: choose the setting for your next escape.</p>
            <Link to="/properties" className={buttonClass("primary", "lg")}>
              Browse Our Properties <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
