import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/site/legal-page";
import { businessNameFrom, canonicalUrl, pageMeta } from "~/components/site/meta";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import { cancellationPolicyLines, checkInOutTerms, guestCancelTerms } from "~/policies";
import { LEGAL_UPDATED } from "./_site.($lang).privacy";
import type { SiteLoader } from "./_site";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    `Terms of Service | ${businessNameFrom(matches)}`,
    "How booking inquiries, confirmations, payment, cancellation and house rules work for our holiday cabins and lodges near Tigoni, Kenya.",
    canonicalUrl(matches, "/terms"),
  );

/** The stay rules the terms state, as app/policies words them (sent as data: no wording code in the page's JavaScript). */
export function loader() {
  return { cancellation: cancellationPolicyLines(), cancelOnline: guestCancelTerms(), times: checkInOutTerms() };
}

/** The Terms of Service: how an inquiry becomes a stay, and the rules of the website. */
export default function TermsPage() {
  const policy = useLoaderData<typeof loader>();
  const settings = useRouteLoaderData<SiteLoader>("routes/_site")?.settings ?? DEFAULT_BUSINESS_SETTINGS;
  const name = settings.businessName;
  return (
    <LegalPage
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      intro={
        <p>
          These terms apply when you use this website or send us a booking inquiry or a message. {name} rents holiday cabins and lodges near Tigoni,
          Kenya; these terms are governed by the laws of Kenya.
        </p>
      }
      sections={[
        {
          id: "inquiries",
          title: "Inquiries are not bookings",
          body: (
            <p>
              Sending a booking inquiry asks us whether a property is free; it does not reserve it, and nothing is charged when you send it. We reply,
              normally within one business day, to confirm availability, the price and how to pay. Your stay is booked only when we confirm it to you
              in writing and receive any deposit we asked for.
            </p>
          ),
        },
        {
          id: "prices",
          title: "Prices",
          body: (
            <p>
              Prices on the website are per night for the whole property and may change until your stay is confirmed; the price in our written
              confirmation is the one that applies. Long-stay discounts are shown when you pick your dates. Activities and a private chef are arranged
              on request and priced separately.
            </p>
          ),
        },
        {
          id: "payment",
          title: "Paying",
          body: (
            <p>
              Once we confirm your stay, your booking page shows the deposit due now and the balance and its date. You can pay there by card (on
              Stripe&apos;s secure page: your card details never reach us) or by M-Pesa where we offer it, or by bank transfer or cash as our
              confirmation explains. Only one online payment can be in progress at a time; if a payment provider does not confirm a payment to us, we
              tell you and do not record it until it does. Refunds go back the way you paid.
            </p>
          ),
        },
        {
          id: "cancellation",
          title: "Changes and cancellation",
          body: (
            <>
              <p>The cancellation terms are those shown on the property page and repeated in your confirmation:</p>
              <ul>
                {policy.cancellation.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p>{policy.cancelOnline} Tell us as early as possible if your plans change; we will always try to move your dates.</p>
            </>
          ),
        },
        {
          id: "stay",
          title: "During your stay",
          body: (
            <ul>
              <li>{policy.times}</li>
              <li>No more guests may stay than the property sleeps.</li>
              <li>Please respect the house rules, the neighbours and the natural surroundings; smoking is not allowed indoors.</li>
              <li>You are responsible for damage caused during your stay beyond normal wear.</li>
            </ul>
          ),
        },
        {
          id: "website",
          title: "Using this website",
          body: (
            <p>
              Please send only true information and do not use the forms to send advertising or to overload the site: we limit how often forms can be
              sent. The photographs and texts on this website belong to {name}. We try to keep everything accurate but descriptions can change; ask us
              if something matters to you.
            </p>
          ),
        },
        {
          id: "privacy",
          title: "Your data",
          body: (
            <p>
              What we keep when you contact us, why and for how long is explained in our <Link to="/privacy">Privacy Policy</Link>.
            </p>
          ),
        },
        {
          id: "contact",
          title: "Questions",
          body: (
            <p>
              Write to{" "}
              <a href={`mailto:${settings.email}`} className="break-words">
                {settings.email}
              </a>
              , call {settings.phone}, or use our <Link to="/contact">contact page</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
