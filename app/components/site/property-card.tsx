import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Bath, BedDouble, MapPin, Users } from "~/components/ui/lucide-sprite";
import type { Property } from "~/models/property.server";
import { AmenityIcon, AmenityName } from "./amenity-icon";
import { formatMoney } from "~/lib/money";
import { useLanguage, useLocalePath, useT } from "~/i18n/i18n";
import type { StaffText } from "~/i18n/staff-text";
import { LOCALES } from "~/i18n/languages";
import { useCurrency } from "~/lib/use-currency";
import { ResponsiveImg } from "./responsive-image";
import { RatingSummary } from "./reviews";

/** The spec's card: it shows the first three amenities, then '+N more'. */
export const CARD_AMENITIES = 3;

/**
 * What a card shows: a subset of the model's Property (a type-only import; nothing server-side reaches the bundle),
 * its short description already in the page's language (web/public-pages.server.ts `cardData`).
 */
export type PropertyCardData = Pick<
  Property,
  "name" | "slug" | "price" | "location" | "bedrooms" | "bathrooms" | "sleeps" | "amenities" | "images"
> & {
  shortDescription: StaffText;
  imageAlts?: string[];
  /** Its published reviews' average and count (absent: none yet). */
  rating?: { average: number; count: number };
};

/** What a list may set on its cards: the query their links carry, and what shows in place of the nightly price. */
export interface CardExtras {
  query?: string;
  price?: ReactNode;
}

export function PropertyCard({
  property,
  imageLoading = "lazy",
  extras,
}: {
  property: PropertyCardData;
  imageLoading?: "lazy" | "eager";
  extras?: CardExtras;
}) {
  const currency = useCurrency();
  const t = useT();
  const localePath = useLocalePath();
  const language = useLanguage();
  const href = localePath(`/properties/${property.slug}${extras?.query ?? ""}`);
  const image = property.images[0];
  const shown = property.amenities.slice(0, CARD_AMENITIES);
  const more = property.amenities.length - shown.length;

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-stone-200/70 transition-shadow duration-300 hover:shadow-xl">
      <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden className="relative block aspect-[4/3] overflow-hidden bg-forest-100">
        {image ? (
          <ResponsiveImg
            src={image}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt={property.imageAlts?.[0] || `${property.name}, ${property.location}`}
            width={800}
            height={500}
            loading={imageLoading}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 className="text-xl font-semibold text-forest-900 sm:text-2xl">
          <Link to={href} prefetch="intent" className="hover:text-forest-700 hover:underline underline-offset-4">
            {property.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
          <MapPin aria-hidden className="h-4 w-4 text-gold-700" />
          {property.location}
        </p>
        {property.rating ? <RatingSummary average={property.rating.average} count={property.rating.count} className="mt-1" /> : null}
        <p lang={property.shortDescription.lang} className="mt-3 text-sm leading-relaxed text-stone-700">
          {property.shortDescription.text}
        </p>

        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-stone-700" aria-label={t("card.keyFacts")}>
          <li className="flex items-center gap-1.5">
            <BedDouble aria-hidden className="h-4 w-4 text-forest-600" />
            {t("card.bedrooms", { count: property.bedrooms })}
          </li>
          <li className="flex items-center gap-1.5">
            <Bath aria-hidden className="h-4 w-4 text-forest-600" />
            {t("card.bathrooms", { count: property.bathrooms })}
          </li>
          <li className="flex items-center gap-1.5">
            <Users aria-hidden className="h-4 w-4 text-forest-600" />
            {t("card.sleeps", { count: property.sleeps })}
          </li>
        </ul>

        {shown.length ? (
          <ul className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4" aria-label={t("card.amenities")}>
            {shown.map((a) => (
              <li key={a} className="inline-flex items-center gap-1.5 rounded-full bg-forest-50 px-2.5 py-1 text-xs font-medium text-forest-800">
                <AmenityIcon name={a} className="h-3.5 w-3.5" />
                <AmenityName name={a} />
              </li>
            ))}
            {more > 0 ? (
              <li className="inline-flex items-center rounded-full bg-gold-50 px-2.5 py-1 text-xs font-medium text-gold-800">
                {t("card.moreAmenities", { count: more })}
              </li>
            ) : null}
          </ul>
        ) : null}

        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          {extras?.price ?? (
            <p className="text-stone-700">
              <span className="font-serif text-2xl font-semibold text-forest-900">{formatMoney(property.price, currency, LOCALES[language])}</span>
              <span className="text-sm">{t("card.perNight")}</span>
            </p>
          )}
          <Link to={href} prefetch="intent" className="text-sm font-semibold text-forest-800 underline-offset-4 hover:underline">
            {t("card.viewDetails")}
            <span className="sr-only">{t("card.ofProperty", { name: property.name })}</span> <span aria-hidden>→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A placeholder of the same size while the data is on its way. */
export function PropertyCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-stone-200/70"
      data-testid="property-card-skeleton"
    >
      <div className="aspect-[4/3] animate-pulse bg-stone-200" />
      <div className="space-y-3 p-6">
        <div className="h-6 w-2/3 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-200" />
        <div className="flex gap-2 pt-2">
          <div className="h-6 w-20 animate-pulse rounded-full bg-stone-200" />
          <div className="h-6 w-20 animate-pulse rounded-full bg-stone-200" />
          <div className="h-6 w-20 animate-pulse rounded-full bg-stone-200" />
        </div>
      </div>
    </div>
  );
}

/**
 * A row of cards, three across on large screens. A row with fewer cards stays centred,
 * so two featured properties do not hug the left edge.
 */
export function PropertyCardList({
  properties,
  className = "",
  eager = 0,
  extras,
}: {
  properties: (PropertyCardData & { id?: number })[];
  className?: string;
  eager?: number;
  /** Each card's extras, by property id. */
  extras?: Record<number, CardExtras>;
}) {
  return (
    <ul className={`flex flex-wrap justify-center gap-8 ${className}`}>
      {properties.map((p, i) => (
        <li key={p.slug} className="w-full md:w-[calc((100%-2rem)/2)] lg:w-[calc((100%-4rem)/3)]">
          <PropertyCard property={p} imageLoading={i < eager ? "eager" : "lazy"} extras={p.id !== undefined ? extras?.[p.id] : undefined} />
        </li>
      ))}
    </ul>
  );
}
