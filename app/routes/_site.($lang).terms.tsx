import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/site/legal-page";
import { businessNameFrom, canonicalUrl, metaT, pageMeta } from "~/components/site/meta";
import { RichText } from "~/components/site/rich-text";
import { translator, useLocalePath, useT } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, LOCALES } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/languages.server";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import { cancellationPolicyLines, checkInOutTerms, guestCancelTerms, STAY_POLICY } from "~/policies";
import { LEGAL_UPDATED } from "./_site.($lang).privacy";
import type { SiteLoader } from "./_site";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(`${t("footer.terms")} | ${businessNameFrom(matches)}`, t("terms.metaDescription"), canonicalUrl(matches, "/terms"));
};

/** The stay rules the terms state, as app/policies words them in the page's language (sent as data: no wording code in the page's JavaScript). */
export function loader({ params }: LoaderFunctionArgs) {
  const language = pageLanguage(params) ?? DEFAULT_LANGUAGE;
  const t = translator(language);
  return {
    cancellation: cancellationPolicyLines(STAY_POLICY, t),
    cancelOnline: guestCancelTerms(STAY_POLICY, t),
    times: checkInOutTerms(STAY_POLICY, t, LOCALES[language]),
  };
}

/** The Terms of Service: how an inquiry becomes a stay, and the rules of the website. */
export default function TermsPage() {
  const policy = useLoaderData<typeof loader>();
  const settings = useRouteLoaderData<SiteLoader>("routes/_site")?.settings ?? DEFAULT_BUSINESS_SETTINGS;
  const t = useT();
  const localePath = useLocalePath();
  const name = settings.businessName;
  return (
    <LegalPage
      title={t("footer.terms")}
      updated={LEGAL_UPDATED}
      intro={<p>{t("terms.intro", { name })}</p>}
      sections={[
        { id: "inquiries", title: t("terms.inquiriesTitle"), body: <p>{t("terms.inquiries")}</p> },
        { id: "prices", title: t("terms.pricesTitle"), body: <p>{t("terms.prices")}</p> },
        { id: "payment", title: t("terms.paymentTitle"), body: <p>{t("terms.payment")}</p> },
        {
          id: "cancellation",
          title: t("terms.cancellationTitle"),
          body: (
            <>
              <p>{t("terms.cancellationLead")}</p>
              <ul>
                {policy.cancellation.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p>
                {policy.cancelOnline} {t("terms.changePlans")}
              </p>
            </>
          ),
        },
        {
          id: "stay",
          title: t("terms.stayTitle"),
          body: (
            <ul>
              <li>{policy.times}</li>
              <li>{t("terms.stayGuests")}</li>
              <li>{t("terms.stayRules")}</li>
              <li>{t("terms.stayDamage")}</li>
            </ul>
          ),
        },
        { id: "website", title: t("terms.websiteTitle"), body: <p>{t("terms.website", { name })}</p> },
        {
          id: "privacy",
          title: t("terms.dataTitle"),
          body: (
            <p>
              <RichText text={t("terms.data")} tags={{ privacy: (words) => <Link to={localePath("/privacy")}>{words}</Link> }} />
            </p>
          ),
        },
        {
          id: "contact",
          title: t("terms.questionsTitle"),
          body: (
            <p>
              <RichText
                text={t("terms.questions", { email: settings.email, phone: settings.phone })}
                tags={{
                  mail: (email) => (
                    <a href={`mailto:${settings.email}`} className="break-words">
                      {email}
                    </a>
                  ),
                  contactpage: (words) => <Link to={localePath("/contact")}>{words}</Link>,
                }}
              />
            </p>
          ),
        },
      ]}
    />
  );
}
