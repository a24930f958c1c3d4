import { keptUntilDataChanges } from "~/db/db.server";
import { FEATURED_COUNT } from "~/components/site/home-sections";
import { homeContent } from "~/components/site/home-content.server";
import { footerPropertiesFrom, type FooterProperty } from "~/components/site/footer";
import type { PropertyCardData } from "~/components/site/property-card";
import { listActivities } from "~/models/activity.server";
import { listFeaturedProperties, listProperties, type Property } from "~/models/property.server";
import { getBusinessSettings } from "~/models/settings.server";
import type { BusinessSettings } from "~/schemas/settings";
import { bookingCalendars } from "~/services/booking.server";
import { reviewSummaries, reviewTestimonials } from "~/services/reviews.server";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { staffText } from "~/i18n/staff-text";

// The public pages' loader data that depends only on stored data (and the business day), worked out once
// per data version instead of on every render: the page cache keeps only the canonical URLs, so a page
// asked with another query string (`/?utm_source=…`, `/properties?startDate=…`) or with a cookie renders,
// and those renders read the same rows as the one before them until something a public page shows is
// written. Kept with keptUntilDataChanges (app/db): on PostgreSQL, where the version is polled, every call
// reads again. The values are shared between requests: never change them.

/** The public layout's header and footer: the business details and the footer's properties. */
export const siteLayoutData = keptUntilDataChanges<void, { settings: BusinessSettings; footerProperties: FooterProperty[] }>(async () => {
  const [settings, live] = await Promise.all([getBusinessSettings(), listProperties()]);
  return { settings, footerProperties: footerPropertiesFrom(live) };
}, 1);

/** The home page's loader data on the business day `today`, in `language`. */
export function homePageData(today: string, language: Language = DEFAULT_LANGUAGE) {
  return homePageDataKept(`${today} ${language}`);
}

const homePageDataKept = keptUntilDataChanges(async (key: string) => {
  const [today = "", language = DEFAULT_LANGUAGE] = key.split(" ") as [string, Language];
  const [featured, properties, activities, ratings, reviewStories] = await Promise.all([
    listFeaturedProperties(FEATURED_COUNT),
    listProperties(),
    listActivities({ availableOnly: true }),
    reviewSummaries(),
    reviewTestimonials(),
  ]);
  const booking = await bookingCalendars(properties, today);
  const content = homeContent(booking.pricing, language);
  return {
    featured: featured.map((p) => cardData(p, ratings[p.id], language)),
    booking,
    properties: properties.map((p) => ({ id: p.id, name: p.name, sleeps: p.sleeps })),
    activities: activities.map((a) => ({ id: a.id, name: a.name, duration: a.duration, price: a.price })),
    today,
    ...content,
    // Published 5-star reviews once there are three of them; until then the spec's three stories.
    testimonials: reviewStories ?? content.testimonials,
  };
}, 6);

/**
 * What a property card shows, and the property's id: a card never shows the long description, the other
 * photos, the timestamps or the short description in the languages the page is not in, so the page does not
 * send them to the browser (nor encode them on every render).
 */
export function cardData(p: Property, rating: PropertyCardData["rating"], language: Language): PropertyCardData & { id: number } {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    shortDescription: staffText(p, "shortDescription", language),
    price: p.price,
    location: p.location,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    sleeps: p.sleeps,
    amenities: p.amenities,
    images: p.images.slice(0, 1),
    imageAlts: p.imageAlts.slice(0, 1),
    rating,
  };
}
