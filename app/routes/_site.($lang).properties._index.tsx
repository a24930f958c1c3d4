import { SEARCH_PARAMS } from "../../server/public-routes.js";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Search } from "~/components/ui/lucide-sprite";
import { HeroBanner } from "~/components/site/hero-banner";
import { businessNameFrom, canonicalUrl, metaT, pageMeta } from "~/components/site/meta";
import { RichText } from "~/components/site/rich-text";
import { translator, useLanguage, useLocalePath, useT, type Translate } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, LOCALES } from "~/i18n/languages";
import { formatDay } from "~/i18n/format";
import { formErrorText } from "~/i18n/form-errors";
import { pageLanguage } from "~/i18n/languages.server";
import { PropertyCardList, type CardExtras } from "~/components/site/property-card";
import { formatMoney } from "~/lib/money";
import { Container } from "~/components/site/section";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass, LabelledField } from "~/components/ui/field-frame";
import { isRealDay, todayInBusinessZone } from "~/lib/dates";
import { addDays, type StayOffer } from "~/lib/day-ranges";
import { PUBLIC_BOOKING_MESSAGES } from "~/messages";
import type { PropertySearch } from "~/schemas/property-search";
import { GUESTS_MAX, GUESTS_MIN } from "~/schemas/guests";
import { searchProperties } from "~/services/property-search.server";
import { reviewSummaries } from "~/services/reviews.server";
import { cardData } from "~/web/public-pages.server";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(`${t("list.metaTitle")} | ${businessNameFrom(matches)}`, t("list.metaDescription"), canonicalUrl(matches, "/properties"));
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = pageLanguage(params) ?? DEFAULT_LANGUAGE;
  const t = translator(language);
  const [{ offers, ...result }, ratings] = await Promise.all([searchProperties(url.searchParams), reviewSummaries()]);
  const raw = Object.fromEntries(SEARCH_PARAMS.map((k) => [k, url.searchParams.get(k) ?? ""]));
  return {
    ...result,
    properties: result.properties.map((p) => cardData(p, ratings[p.id], language)),
    stays: cardStays(result.filters, offers),
    raw,
    shown: shownInInputs(raw),
    today: todayInBusinessZone(),
    // Worded here, so the page's code carries no date helpers (date-fns) to the browser.
    firstCheckOut: addDays(todayInBusinessZone(), 1),
    searchedStay:
      result.filters.startDate && result.filters.endDate
        ? t("list.freeFromTo", { from: formatDay(result.filters.startDate, language), to: formatDay(result.filters.endDate, language) })
        : "",
    filtered: Object.values(raw).some(Boolean),
  };
}

/** A searched stay as a card shows it: the query its links carry on, and the total or why it cannot be booked. */
interface CardStay {
  query: string;
  offer: { total: number; nights: number; currency: string } | { unavailable: string };
}

/** The cards' links carry the stay; the total, or why not, shows where the nightly price would. */
function cardExtras(stays: Record<number, CardStay>, t: Translate, locale: string): Record<number, CardExtras> {
  return Object.fromEntries(
    Object.entries(stays).map(([id, { query, offer }]) => [
      id,
      {
        query,
        price:
          "unavailable" in offer ? (
            <p className="text-sm font-medium text-amber-900" data-testid="stay-offer">
              {t("list.notAvailable", { reason: formErrorText(offer.unavailable, t) })}
            </p>
          ) : (
            <p className="text-stone-700" data-testid="stay-offer">
              <span className="font-serif text-2xl font-semibold text-forest-900">{formatMoney(offer.total, offer.currency, locale)}</span>
              <span className="text-sm">{t("list.totalFor", { count: offer.nights })}</span>
            </p>
          ),
      },
    ]),
  );
}

/**
 * Each card's stay: the dates and guests its links carry to the property's page (whose booking form starts
 * with them and its quote), and the total or the reason, worded here so the card's code carries no messages.
 */
function cardStays(filters: PropertySearch, offers: Record<number, StayOffer>): Record<number, CardStay> {
  if (!filters.startDate || !filters.endDate) return {};
  const params = new URLSearchParams({ startDate: filters.startDate, endDate: filters.endDate });
  if (filters.guests) params.set("guests", String(filters.guests));
  const query = `?${params}`;
  const reason = (offer: Exclude<StayOffer, { bookable: true }>) =>
    offer.reason === "tooManyGuests"
      ? PUBLIC_BOOKING_MESSAGES.tooManyGuests(offer.sleeps)
      : offer.reason === "tooShort"
        ? PUBLIC_BOOKING_MESSAGES.minimumStay(offer.minNights)
        : PUBLIC_BOOKING_MESSAGES.nightsTaken;
  return Object.fromEntries(
    Object.entries(offers).map(([id, offer]) => [
      id,
      { query, offer: offer.bookable ? { total: offer.total, nights: offer.nights, currency: offer.currency } : { unavailable: reason(offer) } },
    ]),
  );
}

// HTML's "valid floating-point number", the only text a number input may hold.
const HTML_NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * What the date and number inputs show of the query: a value their type cannot hold (`guests=abc`) is left out
 * (the browser would drop it anyway); the error under the field still says what was wrong.
 */
function shownInInputs(raw: Record<string, string>) {
  return {
    startDate: isRealDay(raw.startDate) ? raw.startDate : "",
    endDate: isRealDay(raw.endDate) ? raw.endDate : "",
    guests: HTML_NUMBER.test(raw.guests) ? raw.guests : "",
  };
}

/** Every property (the home page's 'View All Properties' link lands here), with search filters. */
export default function PropertiesPage() {
  const {
    properties,
    stays,
    locations,
    filters,
    errors,
    raw,
    shown,
    today,
    firstCheckOut,
    searchedStay: stay,
    filtered,
  } = useLoaderData<typeof loader>();
  const bookable = properties.filter((p) => !stays[p.id] || !("unavailable" in stays[p.id].offer)).length;
  const others = properties.length - bookable;
  const searching = useNavigation().state === "loading";
  const t = useT();
  const language = useLanguage();
  const localePath = useLocalePath();
  const guests = filters.guests ? t("list.forGuests", { count: filters.guests }) : "";
  // Each filter's label, error and the input's wiring to them (ids search-<name> and search-<name>-error).
  const frame = (name: string) => ({ id: `search-${name}`, errorId: `search-${name}-error`, errors: errors[name] });
  const field = (name: string) => ({
    id: `search-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `search-${name}-error` : undefined,
  });

  return (
    <>
      <HeroBanner
        backgroundImage="/images/hero-home.svg"
        imageAlt={t("list.heroImageAlt")}
        eyebrow={t("home.collectionEyebrow")}
        title={t("list.metaTitle")}
        subtitle={t("list.heroSubtitle")}
        height="small"
      />
      <Container className="py-12 sm:py-16">
        <section aria-labelledby="search-title" className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-stone-200/70 sm:p-6">
          <h2 id="search-title" className="font-sans text-lg font-semibold text-forest-900">
            {t("list.searchTitle")}
          </h2>
          <Form method="get" preventScrollReset className="mt-4 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]">
            <LabelledField meta={frame("startDate")} label={t("list.checkIn")}>
              <input type="date" {...field("startDate")} defaultValue={shown.startDate} min={today} className={inputClass} />
            </LabelledField>
            <LabelledField meta={frame("endDate")} label={t("list.checkOut")}>
              <input type="date" {...field("endDate")} defaultValue={shown.endDate} min={firstCheckOut} className={inputClass} />
            </LabelledField>
            <LabelledField meta={frame("guests")} label={t("list.guests")}>
              <input
                type="number"
                inputMode="numeric"
                {...field("guests")}
                defaultValue={shown.guests}
                min={GUESTS_MIN}
                max={GUESTS_MAX}
                step={1}
                placeholder={t("list.anyGuests")}
                className={inputClass}
              />
            </LabelledField>
            <LabelledField meta={frame("location")} label={t("list.location")}>
              <select {...field("location")} defaultValue={raw.location} className={inputClass}>
                <option value="">{t("list.anyLocation")}</option>
                {locations.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </LabelledField>
            <LabelledField meta={frame("sort")} label={t("list.sortBy")}>
              <select {...field("sort")} defaultValue={raw.sort} className={inputClass}>
                <option value="recommended">{t("list.sortRecommended")}</option>
                <option value="price-asc">{t("list.sortPriceAsc")}</option>
                <option value="price-desc">{t("list.sortPriceDesc")}</option>
              </select>
            </LabelledField>
            <div className="flex items-start gap-2 sm:col-span-2 lg:col-span-1 lg:pt-7">
              <Button type="submit" variant="primary" className="flex-1 lg:flex-none" disabled={searching}>
                <Search aria-hidden className="h-4 w-4" /> {t("list.search")}
              </Button>
              {filtered ? (
                <Link to={localePath("/properties")} className={buttonClass("outline", "md", "flex-1 lg:flex-none")}>
                  {t("list.clear")}
                </Link>
              ) : null}
            </div>
          </Form>
        </section>

        <h2 className="sr-only">{t("list.heading")}</h2>
        <p role="status" aria-live="polite" className="mb-6 mt-10 text-stone-700" data-testid="result-count">
          {filtered ? (
            <>
              <strong className="text-forest-900">{t("list.count", { count: bookable })}</strong>
              {stay}
              {guests}
              {others ? t("list.othersCannot", { count: others }) : ""}
            </>
          ) : (
            <>
              <strong className="text-forest-900">{t("list.count", { count: properties.length })}</strong>
              {t("list.inCollection")}
            </>
          )}
        </p>
        {properties.length ? (
          <PropertyCardList properties={properties} extras={cardExtras(stays, t, LOCALES[language])} eager={3} />
        ) : filtered ? (
          <p className="rounded-xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200/70">
            <RichText
              text={t("list.noMatch")}
              tags={{
                all: (words) => (
                  <Link to={localePath("/properties")} className="font-medium text-forest-800 underline underline-offset-2">
                    {words}
                  </Link>
                ),
              }}
            />
          </p>
        ) : (
          <p className="text-center text-stone-600">{t("list.comingSoon")}</p>
        )}
      </Container>
    </>
  );
}
