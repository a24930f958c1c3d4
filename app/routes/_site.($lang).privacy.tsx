import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/site/legal-page";
import { businessNameFrom, canonicalUrl, metaT, pageMeta } from "~/components/site/meta";
import { RichText } from "~/components/site/rich-text";
import { useLocalePath, useT, type MessageId } from "~/i18n/i18n";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import type { SiteLoader } from "./_site";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(`${t("footer.privacy")} | ${businessNameFrom(matches)}`, t("privacy.metaDescription"), canonicalUrl(matches, "/privacy"));
};

/** When the Privacy Policy and the Terms last changed (a day; each language writes it its way). */
export const LEGAL_UPDATED = "2026-11-28";

const bold = (words: string) => <strong>{words}</strong>;
const KEPT: MessageId[] = ["privacy.keepInquiries", "privacy.keepPayments", "privacy.keepMessages", "privacy.keepEmails", "privacy.keepLogs"];
const HOW_LONG: MessageId[] = ["privacy.howLong1", "privacy.howLong2", "privacy.howLong3", "privacy.howLong4", "privacy.howLong5"];

/** The Privacy Policy: what the site stores, why, how long, and how to ask for deletion. */
export default function PrivacyPage() {
  const settings = useRouteLoaderData<SiteLoader>("routes/_site")?.settings ?? DEFAULT_BUSINESS_SETTINGS;
  const t = useT();
  const localePath = useLocalePath();
  const name = settings.businessName;
  const mail = (email: string) => (
    <a href={`mailto:${settings.email}`} className="break-words">
      {email}
    </a>
  );
  return (
    <LegalPage
      title={t("footer.privacy")}
      updated={LEGAL_UPDATED}
      intro={<p>{t("privacy.intro", { name })}</p>}
      sections={[
        {
          id: "what-we-keep",
          title: t("privacy.keepTitle"),
          body: (
            <>
              <p>{t("privacy.keepLead")}</p>
              <ul>
                {KEPT.map((id) => (
                  <li key={id}>
                    <RichText text={t(id)} tags={{ b: bold }} />
                  </li>
                ))}
              </ul>
              <p>{t("privacy.keepCookies")}</p>
            </>
          ),
        },
        {
          id: "why",
          title: t("privacy.whyTitle"),
          body: (
            <ul>
              <li>{t("privacy.why1")}</li>
              <li>{t("privacy.why2")}</li>
              <li>{t("privacy.why3")}</li>
            </ul>
          ),
        },
        {
          id: "how-long",
          title: t("privacy.howLongTitle"),
          body: (
            <ul>
              {HOW_LONG.map((id) => (
                <li key={id}>{t(id)}</li>
              ))}
            </ul>
          ),
        },
        {
          id: "sharing",
          title: t("privacy.sharingTitle"),
          body: <p>{t("privacy.sharing")}</p>,
        },
        {
          id: "your-rights",
          title: t("privacy.rightsTitle"),
          body: (
            <>
              <p>
                <RichText text={t("privacy.rights", { email: settings.email, phone: settings.phone })} tags={{ mail }} />
              </p>
              <p>{t("privacy.complain")}</p>
            </>
          ),
        },
        {
          id: "contact",
          title: t("privacy.contactTitle"),
          body: (
            <p>
              <RichText
                text={t("privacy.contact", { name, address1: settings.addressLine1, address2: settings.addressLine2, email: settings.email })}
                tags={{
                  mail,
                  contactpage: (words) => <Link to={localePath("/contact")}>{words}</Link>,
                  termspage: (words) => <Link to={localePath("/terms")}>{words}</Link>,
                }}
              />
            </p>
          ),
        },
      ]}
    />
  );
}
