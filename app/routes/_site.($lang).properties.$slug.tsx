import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Banknote, Bath, BedDouble, Home, MapPin, SearchX, Users } from "~/components/ui/lucide-sprite";
import { BookingForm } from "~/components/site/booking-form-lazy";
import type { loader as rootLoader } from "~/root";
import { HeroBanner } from "~/components/site/hero-banner";
import { PropertyGallery } from "~/components/site/gallery";
import { PropertyCardList, type PropertyCardData } from "~/components/site/property-card";
import { coordinatesOf } from "~/lib/places";
import { businessNameFrom, canonicalUrl, metaT, pageMeta } from "~/components/site/meta";
import { AvailabilityNote, PropertyPolicies } from "~/components/site/property-policies";
import { formatMoney } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";
import { PropertyTabs } from "~/components/site/property-tabs";
import { amenityName } from "~/components/site/amenity-icon";
import { cardData } from "~/web/public-pages.server";
import { StickySidebar } from "~/components/site/sticky-sidebar";
import { Container } from "~/components/site/section";
import { buttonClass } from "~/components/ui/button";
import { bookingAction } from "~/web/booking-form.server";
import { bookingCalendars, quoteForPropertyId } from "~/services/booking.server";
import { quoteQuerySchema } from "~/schemas/availability";
import { todayInBusinessZone } from "~/lib/dates";
import { longStayOffer } from "~/lib/pricing";
import { useNonce } from "~/lib/nonce";
import { listActivities } from "~/models/activity.server";
import { getPropertyBySlug, listProperties, type Property } from "~/models/property.server";
import { getBusinessSettings, getCurrency } from "~/models/settings.server";
import { publicUrl } from "~/lib/public-url.server";
import { STAY_POLICY, stayPolicyWording } from "~/policies";
import { PropertyReviews } from "~/components/site/reviews";
import { propertyReviews, type PublicReview } from "~/services/reviews.server";
import { REVIEWS_PAGE_PARAM } from "../../server/public-routes.js";
import { pageLanguage, requirePageLanguage } from "~/i18n/languages.server";
import { translator, useLanguage, useLocalePath, useT } from "~/i18n/i18n";
import { inLanguage, staffText } from "~/i18n/staff-text";
import { DEFAULT_LANGUAGE, LOCALES, pathInLanguage, type Language } from "~/i18n/languages";
import { formatDay } from "~/i18n/format";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const property = params.slug ? await getPropertyBySlug(params.slug) : null;
  const language = pageLanguage(params) ?? DEFAULT_LANGUAGE;
  // A missing slug is the 'Property Not Found' page, answered with HTTP 404; it
  // offers three live retreats instead, as its text promises.
  if (!property) throw data({ suggestions: (await listProperties()).slice(0, 3).map((p) => cardData(p, undefined, language)) }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const [activities, booking, business, currency, stay, reviews] = await Promise.all([
    listActivities({ availableOnly: true }),
    bookingCalendars([property]),
    getBusinessSettings(),
    getCurrency(),
    chosenStay(property.id, search),
    // ?reviewsPage=N: the reviews' own pages (ten a page), a plain link that works without JavaScript.
    propertyReviews(property.id, /^[1-9]\d{0,5}$/.test(search.get(REVIEWS_PAGE_PARAM) ?? "") ? Number(search.get(REVIEWS_PAGE_PARAM)) : 1),
  ]);
  // Absolute URLs (og:image, JSON-LD) from PUBLIC_URL, never from the request's Host: the page is shared through the page cache.
  const origin = publicUrl();
  return {
    // Staff's texts in the page's language (or their English, marked): the others are not sent.
    property: inLanguage(property, ["description", "shortDescription"], language),
    booking,
    booked: (booking.calendars[property.id]?.unavailable ?? []).map((r) => ({
      startDate: r.startDate,
      from: formatDay(r.startDate, language),
      to: formatDay(r.endDate, language),
    })),
    activities: activities.map((a) => ({ id: a.id, name: a.name, duration: a.duration, price: a.price })),
    today: todayInBusinessZone(),
    stay,
    // The Settings' long-stay wording, made here: the helper's module brings date-fns, which the page's
    // first visit does not otherwise load.
    longStay: longStayOffer(booking.pricing, translator(language)),
    // The stay rules as app/policies words them, sent as data: no wording code in the page's JavaScript.
    policy: stayPolicyWording(STAY_POLICY, translator(language), LOCALES[language]),
    origin,
    reviews,
    // Built here rather than in the browser: search engines read it from the HTML, and the page's code stays lighter.
    structuredData: scriptJson(structuredData(property, origin, business.businessName, currency, reviews, language)),
  };
}

/**
 * The stay the property list's search carried here (`?startDate&endDate&guests`), with its quote: the booking
 * form starts with it. Dates that are not a stay from today on are left out (the form starts empty, as without).
 */
async function chosenStay(propertyId: number, query: URLSearchParams) {
  const parsed = quoteQuerySchema.safeParse({
    startDate: query.get("startDate") ?? undefined,
    endDate: query.get("endDate") ?? undefined,
    guests: query.get("guests") || undefined,
  });
  if (!parsed.success || parsed.data.startDate < todayInBusinessZone()) return undefined;
  const { startDate, endDate, guests } = parsed.data;
  const quote = await quoteForPropertyId(propertyId, { startDate, endDate, guests, promoCode: undefined });
  return { startDate, endDate, guests, quote: quote ?? undefined };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return bookingAction(request, context, requirePageLanguage(params));
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const business = businessNameFrom(matches);
  if (!loaderData?.property) {
    const t = metaT(matches);
    return pageMeta(`${t("property.notFoundTitle")} | ${business}`, t("property.notFoundMeta"));
  }
  const p = loaderData.property;
  return [
    ...pageMeta(`${p.name} | ${business}`, p.shortDescription.text, canonicalUrl(matches, `/properties/${encodeURIComponent(p.slug)}`)),
    { property: "og:image", content: `${loaderData.origin}${p.images[0] ?? ""}` },
  ];
};

/**
 * What the JSON-LD says of the reviews: only for a property with published reviews, and only what the page shows
 * (the average and count, and the reviews of the page shown, each with its rating, title, text and shown name).
 */
function reviewsData(reviews: { summary: { average: number; count: number } | null; reviews: PublicReview[] }) {
  if (!reviews.summary) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((r) => ({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: r.overall, bestRating: 5, worstRating: 1 },
      author: { "@type": "Person", name: r.shownName },
      name: r.title,
      reviewBody: r.body,
    })),
  };
}

/**
 * schema.org VacationRental (a LodgingBusiness) for search engines, on the page it is the main thing of: that page's
 * address and language (`inLanguage`, BCP 47; a place has no language of its own, a web page does). Its own words
 * (price range, pets) are the page's language's; its name and description are staff's.
 */
function structuredData(
  p: Property,
  origin: string,
  businessName: string,
  currency: string,
  reviews: Parameters<typeof reviewsData>[0],
  language: Language,
) {
  const t = translator(language);
  const pageUrl = origin + pathInLanguage(language, `/properties/${p.slug}`);
  const geo = coordinatesOf(p.location);
  const [locality, country] = p.location.split(",").map((s) => s.trim());
  return {
    "@context": "https://schema.org",
    "@type": "VacationRental",
    additionalType: "https://schema.org/LodgingBusiness",
    identifier: p.slug,
    name: p.name,
    description: staffText(p, "shortDescription", language).text,
    url: pageUrl,
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl, url: pageUrl, inLanguage: language },
    image: p.images.map((src) => (src.startsWith("/") ? `${origin}${src}` : src)),
    brand: { "@type": "Brand", name: businessName },
    address: { "@type": "PostalAddress", addressLocality: locality, addressCountry: country === "Kenya" ? "KE" : country },
    ...(geo ? { geo: { "@type": "GeoCoordinates", latitude: geo.lat, longitude: geo.lon } } : {}),
    priceRange: t("property.priceRange", { price: formatMoney(p.price, currency, LOCALES[language]) }),
    checkinTime: "16:00",
    checkoutTime: "11:00",
    petsAllowed: t("property.petsWithApproval"),
    smokingAllowed: false,
    numberOfRooms: p.bedrooms,
    containsPlace: {
      "@type": "Accommodation",
      additionalType: "EntirePlace",
      numberOfBedrooms: p.bedrooms,
      numberOfBathroomsTotal: p.bathrooms,
      occupancy: { "@type": "QuantitativeValue", value: p.sleeps },
      amenityFeature: p.amenities.map((a) => ({ "@type": "LocationFeatureSpecification", name: amenityName(a, language, t).text, value: true })),
    },
    ...reviewsData(reviews),
  };
}

/** JSON for a <script> element: "<" escaped so no text can close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function Fact({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <div className="relative py-4 pl-[4.25rem] pr-3 sm:pl-[4.75rem] sm:pr-4">
      {/* German's long labels must fit half a phone's width: tighter there, and the catalogue's soft hyphen ("Schlaf-zimmer") breaks them. */}
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-600 sm:tracking-wider">
        <span className="absolute left-4 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-forest-50 text-forest-700 sm:left-6">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-serif text-xl font-semibold text-forest-900">{value}</dd>
    </div>
  );
}

export default function PropertyPage() {
  const { property: p, activities, today, booking, booked, structuredData: jsonLd, longStay, stay, policy, reviews } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The confirmation of an inquiry just sent (the root loader read it from the flash cookie): in the form's place.
  const inquirySent = useRouteLoaderData<typeof rootLoader>("root")?.inquirySent ?? null;
  const nonce = useNonce();
  const currency = useCurrency();
  const t = useT();
  const language = useLanguage();
  const localePath = useLocalePath();
  const price = formatMoney(p.price, currency, LOCALES[language]);

  return (
    <>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <HeroBanner
        backgroundImage={p.images[0] ?? "/images/hero-home.svg"}
        imageAlt={t("property.heroAlt", { name: p.name, location: p.location })}
        eyebrow={t("property.eyebrow")}
        title={p.name}
        subtitle={
          <p className="inline-flex items-center gap-2">
            <MapPin aria-hidden className="h-5 w-5 text-gold-300" />
            {p.location}
          </p>
        }
        height="medium"
      />

      <Container className="relative z-10 -mt-10">
        <dl className="grid grid-cols-2 divide-stone-100 rounded-xl bg-white shadow-lg ring-1 ring-stone-200/70 lg:grid-cols-4 lg:divide-x">
          <Fact icon={<Banknote aria-hidden className="h-5 w-5" />} label={t("property.perNight")} value={price} />
          <Fact icon={<BedDouble aria-hidden className="h-5 w-5" />} label={t("property.bedrooms")} value={String(p.bedrooms)} />
          <Fact icon={<Bath aria-hidden className="h-5 w-5" />} label={t("property.bathrooms")} value={String(p.bathrooms)} />
          <Fact icon={<Users aria-hidden className="h-5 w-5" />} label={t("list.guests")} value={String(p.sleeps)} />
        </dl>
      </Container>

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_25rem]">
        <div className="min-w-0 space-y-12">
          <PropertyGallery name={p.name} images={p.images} alts={p.imageAlts} />
          <section aria-labelledby="about-property-title">
            <h2 id="about-property-title" className="mb-4 text-2xl font-semibold text-forest-900 sm:text-3xl">
              {t("property.about", { name: p.name })}
            </h2>
            <p lang={p.shortDescription.lang} className="mb-6 text-lg text-stone-700">
              {p.shortDescription.text}
            </p>
            <PropertyTabs name={p.name} description={p.description} amenities={p.amenities} location={p.location} longStay={longStay} />
          </section>
          <AvailabilityNote booked={booked} />
          <PropertyPolicies policy={policy} />
          <PropertyReviews
            name={p.name}
            section={reviews}
            pageHref={(n) => localePath(`/properties/${p.slug}${n > 1 ? `?${REVIEWS_PAGE_PARAM}=${n}` : ""}#reviews`)}
          />
        </div>

        <StickySidebar id="booking" labelledBy="booking-title">
          <div className="rounded-2xl bg-white shadow-xl ring-1 ring-stone-200/70">
            <div className="rounded-t-2xl bg-forest-900 px-6 py-5 text-white">
              <p>
                <span className="font-serif text-3xl font-semibold">{price}</span>
                <span className="text-forest-100">{t("card.perNight")}</span>
              </p>
              <h2 id="booking-title" className="mt-1 font-sans text-base font-medium text-gold-200">
                {t("property.requestToBookName", { name: p.name })}
              </h2>
            </div>
            <div className="p-5 sm:p-6">
              <BookingForm
                lastResult={actionData}
                sent={inquirySent}
                fixedProperty={{ id: p.id, name: p.name, sleeps: p.sleeps }}
                activities={activities}
                today={today}
                layout="narrow"
                calendars={booking.calendars}
                pricing={booking.pricing}
                stay={stay}
              />
            </div>
          </div>
        </StickySidebar>
      </Container>

      {/* On phones the form is far below; this bar keeps the price and a way to it in reach. */}
      <div aria-hidden="true" className="h-20 lg:hidden" />
      <aside
        aria-label={t("property.bookThis")}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-12px_rgba(0,0,0,0.25)] backdrop-blur lg:hidden"
      >
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <p className="text-stone-700">
            <span className="font-serif text-xl font-semibold text-forest-900">{price}</span>
            <span className="text-sm">{t("card.perNight")}</span>
          </p>
          <a href="#booking" className={buttonClass("gold", "md")}>
            {t("property.requestToBook")}
          </a>
        </div>
      </aside>
    </>
  );
}

/** On error or no data, 'Property Not Found' with a 'Return to Home' button. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const localePath = useLocalePath();
  // Without JavaScript an inquiry sent after staff deleted the property reloads onto this page: say why it was not sent.
  const refused = (useActionData() as { error?: Record<string, string[] | null> } | undefined)?.error?.[""]?.[0];
  const suggestions: PropertyCardData[] =
    isRouteErrorResponse(error) && Array.isArray((error.data as { suggestions?: unknown } | null)?.suggestions)
      ? (error.data as { suggestions: PropertyCardData[] }).suggestions
      : [];
  return (
    <>
      <section className="flex min-h-[60vh] items-center bg-forest-900 px-4 pb-16 pt-28 text-center">
        <div className="mx-auto max-w-xl">
          <SearchX aria-hidden className="mx-auto h-14 w-14 text-gold-300" />
          <h1 className="mt-6 text-4xl font-semibold text-white sm:text-5xl">{t("property.notFoundTitle")}</h1>
          <p className="mt-4 text-lg text-forest-100">{t("property.notFoundText")}</p>
          {refused ? (
            <p role="alert" className="mt-6 rounded-md bg-white/10 px-4 py-3 font-medium text-gold-200 ring-1 ring-gold-300/40">
              {t("property.notSent", { reason: refused })}
            </p>
          ) : null}
          <Link to={localePath("/")} className={buttonClass("gold", "lg", "mt-8")}>
            <Home aria-hidden className="h-5 w-5" />
            {t("property.returnHome")}
          </Link>
        </div>
      </section>
      {suggestions.length ? (
        <section aria-labelledby="other-retreats-title" className="bg-white py-16 sm:py-20">
          <Container>
            <h2 id="other-retreats-title" className="text-center text-3xl font-semibold text-forest-900">
              {t("property.otherRetreats")}
            </h2>
            <PropertyCardList properties={suggestions} className="mt-10" />
          </Container>
        </section>
      ) : null}
    </>
  );
}
