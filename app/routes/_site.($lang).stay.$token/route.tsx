import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { businessNameFrom, metaT, notFoundMeta, pageMeta } from "~/components/site/meta";
import { RichText } from "~/components/site/rich-text";
import { useLocalePath, useT } from "~/i18n/i18n";
import { useFormErrorText } from "~/i18n/form-errors";
import { NotFoundContent } from "~/components/site/not-found";
import { ResponsiveImg } from "~/components/site/responsive-image";
import { Container } from "~/components/site/section";
import { buttonClass } from "~/components/ui/button";
import { CalendarX2, Mail, Phone, TriangleAlert } from "~/components/ui/lucide-sprite";
import type { HydrateHandle } from "~/lib/hydrate-on-intent";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import type { SiteLoader } from "../_site";
import { guestStayAction } from "./actions.server";
import { PaymentCard } from "./payment-card";
import { Card, CardTitle, ConfirmCancel, Detail, NextSteps, Policy, refusalOf, STATUS_STYLES, STATUS_WORDS } from "./stay-cards";
import { guestStayView } from "./view.server";
import { pageLanguage, requirePageLanguage } from "~/i18n/languages.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";

// The guest's own page. Its address is the guest's secret: server/security-headers.js marks every answer under
// /stay `private, no-store`, `noindex` and `no-referrer` (its 404 and its data requests too), and the page
// cache keeps only the public routes it lists, never this one.
// Beside it: view.server.ts (the page's data), actions.server.ts (cancel and pay), and its components.

export async function loader({ params, request }: LoaderFunctionArgs) {
  // An unknown prefix is the site layout's 404; the page's words follow the prefix.
  return guestStayView(params.token, request, pageLanguage(params) ?? DEFAULT_LANGUAGE);
}

/**
 * Cancel (after the confirmation step) or pay online, both Conform forms; a refusal (already cancelled, too
 * late, not due) comes back as the form's error with its status (409), shown at the top of the page.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  return guestStayAction(params.token, request, context, requirePageLanguage(params));
}

/** While an online payment is open the page checks on it every few seconds, so its code comes with it. */
export const handle: HydrateHandle = {
  hydrate: (data) =>
    (data as { payment?: { attempt?: { status?: string } | null } } | null)?.payment?.attempt?.status === "pending" ? "eager" : "on-intent",
};

const NOT_INDEXED = { name: "robots", content: "noindex, nofollow" };

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const business = businessNameFrom(matches);
  if (!page) return [...notFoundMeta(matches, business), NOT_INDEXED];
  const t = metaT(matches);
  const values = { reference: page.reference, business };
  return [
    ...(page.isBooking
      ? pageMeta(t("stay.metaBookingTitle", values), t("stay.metaBookingDescription"))
      : pageMeta(t("stay.metaRequestTitle", values), t("stay.metaRequestDescription"))),
    NOT_INDEXED,
  ];
};

export default function GuestStayPage() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const refused = refusalOf(lastResult);
  const settings = useRouteLoaderData<SiteLoader>("routes/_site")?.settings ?? DEFAULT_BUSINESS_SETTINGS;
  const t = useT();
  const say = useFormErrorText();
  const localePath = useLocalePath();
  const contact = (
    <RichText
      text={t("stay.contact")}
      tags={{
        phone: () => (
          <a href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`} className="font-medium text-forest-800 underline underline-offset-4">
            {settings.phone}
          </a>
        ),
        email: () => (
          <a href={`mailto:${settings.email}`} className="font-medium text-forest-800 underline underline-offset-4 [overflow-wrap:anywhere]">
            {settings.email}
          </a>
        ),
      }}
    />
  );
  return (
    <>
      <section className="bg-forest-900 pb-12 pt-28 text-white sm:pt-32">
        <Container>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">
            {page.isBooking ? t("stay.eyebrowBooking") : t("stay.eyebrowRequest")}
          </p>
          <h1 className="mt-2 text-3xl font-semibold text-white [overflow-wrap:anywhere] sm:text-4xl">
            {page.property ? t("stay.titleAt", { name: page.property.name }) : t("stay.title")}
          </h1>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-forest-100">
            <span>
              {t("stay.reference")} <strong className="ml-1 font-mono text-lg tracking-wider text-white">{page.reference}</strong>
            </span>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[page.status]}`} data-testid="stay-status">
              {t(STATUS_WORDS[page.status])}
            </span>
          </p>
        </Container>
      </section>

      <Container className="py-10 sm:py-14">
        {refused ? (
          <p role="alert" className="mb-6 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900">
            <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
            {say(refused)}
          </p>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <div className="min-w-0 space-y-6">
            <Card labelledBy="next-title">
              <CardTitle id="next-title">
                {page.status === "cancelled" ? t(page.isBooking ? "stay.bookingCancelled" : "stay.requestCancelled") : t("stay.whatNext")}
              </CardTitle>
              <div className="mt-3 leading-relaxed text-stone-800">
                <NextSteps page={page} contact={contact} />
              </div>
              {page.canCancel && page.status === "confirmed" && !page.confirming ? (
                <>
                  <p className="mt-5 text-stone-800">{page.policy.cancelHint}</p>
                  <Policy lines={page.policy.cancellation} />
                </>
              ) : null}
              {page.confirming ? (
                <ConfirmCancel page={page} />
              ) : page.canCancel ? (
                <div className="mt-6 border-t border-stone-100 pt-5">
                  {page.status === "pending" ? <p className="mb-3 text-stone-800">{t("stay.plansChanged")}</p> : null}
                  <Link
                    to={`${page.path}?cancel=1#cancel`}
                    className={buttonClass("outline", "md", "!border-red-700 !text-red-800 hover:!bg-red-50")}
                    preventScrollReset
                  >
                    <CalendarX2 aria-hidden className="h-4 w-4" />
                    {page.status === "confirmed" ? t("stay.cancelBooking") : t("stay.cancelRequest")}
                  </Link>
                </div>
              ) : null}
            </Card>

            {page.payment.shown ? <PaymentCard page={page} lastResult={lastResult} /> : null}

            <Card labelledBy="stay-title">
              <CardTitle id="stay-title">{t("stay.title")}</CardTitle>
              {page.property?.image ? (
                <ResponsiveImg
                  src={page.property.image}
                  sizes="(min-width: 1024px) 40rem, 100vw"
                  alt={page.property.imageAlt || page.property.name}
                  className="mt-4 aspect-[2/1] w-full rounded-xl object-cover"
                  loading="lazy"
                />
              ) : null}
              <dl className="mt-2">
                <Detail label={t("stay.property")}>
                  {page.property?.slug ? (
                    <Link to={localePath(`/properties/${page.property.slug}`)} className="text-forest-800 underline underline-offset-4">
                      {page.property.name}
                    </Link>
                  ) : (
                    (page.property?.name ?? t("stay.noLongerListed"))
                  )}
                </Detail>
                <Detail label={t("stay.checkIn")}>{page.checkIn}</Detail>
                <Detail label={t("stay.checkOut")}>{page.checkOut}</Detail>
                <Detail label={t("stay.nights")}>{page.nights}</Detail>
                <Detail label={t("stay.guests")}>{page.guests}</Detail>
                <Detail label={t("stay.privateChef")}>{page.requestChef ? t("stay.requested") : t("stay.notRequested")}</Detail>
                <Detail label={t("stay.activities")}>
                  {page.requestActivities.length ? page.requestActivities.join(", ") : t("stay.noneRequested")}
                </Detail>
                {page.specialRequests ? (
                  <div className="border-b border-stone-100 py-3" data-testid="special-requests">
                    <dt className="text-sm text-stone-600">{t("stay.specialRequests")}</dt>
                    <dd className="mt-1 whitespace-pre-line font-medium text-stone-900 [overflow-wrap:anywhere]">{page.specialRequests}</dd>
                  </div>
                ) : null}
                <Detail label={t("stay.sent")}>
                  {page.receivedAt} ({page.zone})
                </Detail>
              </dl>
            </Card>
          </div>

          <div className="min-w-0 space-y-6">
            <Card labelledBy="quote-title">
              <CardTitle id="quote-title">{page.isBooking ? t("stay.yourPrice") : t("stay.yourQuote")}</CardTitle>
              {page.quote ? (
                <>
                  <dl className="mt-2" data-testid="stay-quote">
                    <Detail label={t("stay.nights")}>{page.quote.nights}</Detail>
                    {page.quote.lines.map((line, index) => (
                      <Detail key={index} label={line.label}>
                        {line.amount}
                      </Detail>
                    ))}
                    <Detail label={t("stay.quotedTotal")}>
                      <span className="font-serif text-xl text-forest-900">{page.quote.total}</span>
                    </Detail>
                  </dl>
                  <p className="mt-3 text-sm text-stone-700">
                    {t(page.isBooking ? "stay.priceConfirmed" : "stay.priceShown", { count: page.quote.nights })}
                  </p>
                </>
              ) : (
                <p className="mt-3 text-stone-800">{t("stay.noPrice")}</p>
              )}
            </Card>

            <Card labelledBy="help-title">
              <CardTitle id="help-title">{t("stay.questions")}</CardTitle>
              <p className="mt-3 text-stone-800">
                {t(page.isBooking ? "stay.giveReferenceBooking" : "stay.giveReferenceRequest", { reference: page.reference })}
              </p>
              <ul className="mt-4 space-y-3">
                <li>
                  <a
                    href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}
                    className="inline-flex items-center gap-2 font-medium text-forest-800 underline underline-offset-4"
                  >
                    <Phone aria-hidden className="h-5 w-5 shrink-0" />
                    {settings.phone}
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${settings.email}`}
                    className="inline-flex items-center gap-2 font-medium text-forest-800 underline underline-offset-4 [overflow-wrap:anywhere]"
                  >
                    <Mail aria-hidden className="h-5 w-5 shrink-0" />
                    {settings.email}
                  </a>
                </li>
              </ul>
            </Card>
          </div>
        </div>
      </Container>
    </>
  );
}

/** An unknown or malformed token is the site's own 404 page; anything else a short apology. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="bg-forest-900 px-4 pb-20 pt-28 text-center text-white">
      <h1 className="text-3xl font-semibold">{t("stay.errorTitle")}</h1>
      <p className="mx-auto mt-4 max-w-xl text-forest-100">{t("stay.errorText")}</p>
    </section>
  );
}
