import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { CalendarCheck, Gem, HeartHandshake, Percent } from "~/components/ui/lucide-sprite";
import { BookingForm } from "~/components/site/booking-form-lazy";
import type { loader as rootLoader } from "~/root";
import { AmenitiesSection, ClosingCta, Faq, FeaturedProperties, HomeHero, IntroStats, Testimonials } from "~/components/site/home-sections";
import { businessNameFrom, canonicalUrl, notFoundMeta, pageMeta } from "~/components/site/meta";
import { Container, IconPoint, SectionHeading } from "~/components/site/section";
import { bookingAction } from "~/web/booking-form.server";
import { homePageData } from "~/web/public-pages.server";
import { notFoundPage } from "~/web/not-found.server";
import { HOME_VARY, homeLanguageRedirect, pageLanguage, requirePageLanguage, siteLanguages } from "~/i18n/languages.server";
import { useT, type Translate } from "~/i18n/i18n";
import { todayInBusinessZone } from "~/lib/dates";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const name = businessNameFrom(matches);
  if (data && "notFound" in data) return notFoundMeta(matches, name);
  return pageMeta(
    `${name} | Luxury Cabins & Lodges near Tigoni, Kenya`,
    "Private luxury cabins and lodges in the mountains, lakes, forests and rivers around Tigoni, Kenya. Browse our retreats and send a booking inquiry.",
    canonicalUrl(matches, "/"),
  );
};

/** The English home page's answer depends on the visitor's language (see homeLanguageRedirect). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const vary = loaderHeaders.get("Vary");
  if (vary) headers.set("Vary", vary);
  return headers;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  // `/anything`: the optional language segment takes any first segment, so one this site does not offer is a 404.
  const language = pageLanguage(params);
  if (!language) return notFoundPage(request);
  if (language === "en") {
    const elsewhere = homeLanguageRedirect(request);
    if (elsewhere) throw elsewhere;
  }
  const page = await homePageData(todayInBusinessZone(), language);
  return language === "en" && siteLanguages().length > 1 ? data(page, { headers: { Vary: HOME_VARY } }) : page;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return bookingAction(request, context, requirePageLanguage(params));
}

/** The perks: the cancellation one as app/policies words it (from the loader), the long-stay one from Settings' first stay discount (none when there is no discount). */
function perks(t: Translate, pricing: { longStayMinNights: number; longStayDiscountPercent: number }, cancellationPerk: string) {
  const always = [
    { Icon: Gem, title: t("perk.bestRateTitle"), text: t("perk.bestRateText") },
    { Icon: HeartHandshake, title: t("perk.conciergeTitle"), text: t("perk.conciergeText") },
    { Icon: CalendarCheck, title: t("perk.cancellationTitle"), text: cancellationPerk },
  ];
  if (pricing.longStayDiscountPercent <= 0) return always;
  return [...always, { Icon: Percent, title: t("perk.longStayTitle"), text: t("home.longStayLine", { nights: pricing.longStayMinNights }) }];
}

export default function HomeRoute() {
  const data = useLoaderData<typeof loader>();
  // An unknown first segment: the site layout shows the 404 page in this route's place (its loader saw the prefix).
  if ("notFound" in data) return null;
  return <HomePage {...data} />;
}

type HomeData = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { notFound: true }>;

function HomePage({ featured, properties, activities, today, booking, testimonials, faq, cancellationPerk }: HomeData) {
  const t = useT();
  const actionData = useActionData<typeof action>();
  // The confirmation of an inquiry just sent (the root loader read it from the flash cookie): in the form's place.
  const inquirySent = useRouteLoaderData<typeof rootLoader>("root")?.inquirySent ?? null;

  return (
    <>
      <HomeHero />
      <IntroStats />
      <FeaturedProperties properties={featured} />
      <AmenitiesSection />

      <section aria-labelledby="booking-title" className="bg-cream py-16 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <SectionHeading
              id="booking-title"
              align="left"
              eyebrow={t("home.reservationsEyebrow")}
              title={t("home.bookYourStay")}
              intro={t("home.bookingIntro")}
            />
            <ul className="mt-10 space-y-6">
              {perks(t, booking.pricing, cancellationPerk).map(({ Icon, title, text }) => (
                <IconPoint as="li" key={title} icon={<Icon aria-hidden className="h-5 w-5" />} title={title}>
                  <p className="text-sm leading-relaxed">{text}</p>
                </IconPoint>
              ))}
            </ul>
          </div>
          <div id="booking" className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-xl ring-1 ring-stone-200/70 sm:p-8 lg:col-span-3">
            <h3 className="mb-6 text-2xl font-semibold text-forest-900">{t("home.bookingInquiry")}</h3>
            <BookingForm
              lastResult={actionData}
              sent={inquirySent}
              properties={properties}
              activities={activities}
              today={today}
              calendars={booking.calendars}
              pricing={booking.pricing}
            />
          </div>
        </Container>
      </section>

      <Testimonials testimonials={testimonials} />
      <Faq items={faq} />
      <ClosingCta longStay={booking.pricing} />
    </>
  );
}
