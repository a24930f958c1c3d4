import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useRouteLoaderData } from "@remix-run/react";
import { Clock, Mail, MapPin, Phone } from "~/components/ui/lucide-sprite";
import type { ReactNode } from "react";
import { ContactForm } from "~/components/site/contact-form-lazy";
import { telHref } from "~/components/site/footer";
import { CONTACT_ANCHOR } from "~/messages";
import { HeroBanner } from "~/components/site/hero-banner";
import { LocationMap } from "~/components/site/location-map";
import { businessNameFrom, canonicalUrl, metaT, pageMeta } from "~/components/site/meta";
import { useStaffTextLang, useT } from "~/i18n/i18n";
import { Container, IconPoint } from "~/components/site/section";
import { contactAction } from "~/web/contact-form.server";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import type { SiteLoader } from "./_site";
import { requirePageLanguage } from "~/i18n/languages.server";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(`${t("footer.contactUs")} | ${businessNameFrom(matches)}`, t("contact.metaDescription"), canonicalUrl(matches, "/contact"));
};

export async function action({ request, context, params }: ActionFunctionArgs) {
  return contactAction(request, context, requirePageLanguage(params));
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <IconPoint icon={icon} title={title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70">
      {children}
    </IconPoint>
  );
}

export default function ContactPage() {
  // The business details are loaded by the public layout (staff can edit them).
  const settings = useRouteLoaderData<SiteLoader>("routes/_site")?.settings ?? DEFAULT_BUSINESS_SETTINGS;
  const actionData = useActionData<typeof action>();
  const address = `${settings.addressLine1}, ${settings.addressLine2}`;
  const t = useT();
  const staffTextLang = useStaffTextLang();

  return (
    <>
      <HeroBanner
        backgroundImage="/images/hero-contact.svg"
        imageAlt={t("contact.heroImageAlt")}
        eyebrow={t("contact.eyebrow")}
        title={t("footer.contactUs")}
        subtitle={t("contact.heroSubtitle")}
        height="small"
      />

      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-5">
        <section aria-labelledby="details-title" className="space-y-4 lg:col-span-2">
          <h2 id="details-title" className="mb-6 text-3xl font-semibold text-forest-900">
            {t("contact.detailsTitle")}
          </h2>
          <InfoCard icon={<MapPin aria-hidden className="h-5 w-5" />} title={t("contact.address")}>
            <address className="not-italic">
              {settings.addressLine1}
              <br />
              {settings.addressLine2}
            </address>
          </InfoCard>
          <InfoCard icon={<Phone aria-hidden className="h-5 w-5" />} title={t("contact.phone")}>
            <a href={telHref(settings.phone)} className="font-medium text-forest-800 underline-offset-4 hover:underline">
              {settings.phone}
            </a>
          </InfoCard>
          <InfoCard icon={<Mail aria-hidden className="h-5 w-5" />} title={t("contact.email")}>
            <a href={`mailto:${settings.email}`} className="break-all font-medium text-forest-800 underline-offset-4 hover:underline">
              {settings.email}
            </a>
          </InfoCard>
          <InfoCard icon={<Clock aria-hidden className="h-5 w-5" />} title={t("contact.officeHours")}>
            <dl className="space-y-1 text-sm">
              {[
                [t("contact.weekdays"), settings.hoursWeekdays],
                [t("contact.saturday"), settings.hoursSaturday],
                [t("contact.sunday"), settings.hoursSunday],
              ].map(([day, hours]) => (
                <div key={day} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="font-medium text-stone-800">{day}</dt>
                  <dd lang={staffTextLang} className="whitespace-nowrap">
                    {hours}
                  </dd>
                </div>
              ))}
            </dl>
          </InfoCard>
        </section>

        <section id={CONTACT_ANCHOR} aria-labelledby="contact-form-title" className="scroll-mt-24 lg:col-span-3">
          <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-stone-200/70 sm:p-8">
            <h2 id="contact-form-title" className="text-3xl font-semibold text-forest-900">
              {t("contact.formTitle")}
            </h2>
            <p className="mb-6 mt-2 text-stone-700">{t("contact.replyTime")}</p>
            <ContactForm lastResult={actionData} />
          </div>
        </section>
      </Container>

      <section aria-labelledby="map-title" className="pb-20">
        <Container className="grid items-start gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 id="map-title" className="mb-4 text-3xl font-semibold text-forest-900">
              {t("contact.findUs")}
            </h2>
            <p className="text-stone-700">{t("contact.officeAt", { address })}</p>
          </div>
          {/* Sized like a property page's map (a content column), not the full page width. */}
          <LocationMap query={address} label={settings.addressLine2} title={t("contact.mapTitle", { address })} className="lg:col-span-3" />
        </Container>
      </section>
    </>
  );
}
