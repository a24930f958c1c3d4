import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useRouteLoaderData } from "@remix-run/react";
import { Clock, Mail, MapPin, Phone } from "~/components/ui/lucide-sprite";
import type { ReactNode } from "react";
import { ContactForm } from "~/components/site/contact-form-lazy";
import { telHref } from "~/components/site/footer";
import { CONTACT_ANCHOR } from "~/messages";
import { HeroBanner } from "~/components/site/hero-banner";
import { LocationMap } from "~/components/site/location-map";
import { businessNameFrom, canonicalUrl, pageMeta } from "~/components/site/meta";
import { Container, IconPoint } from "~/components/site/section";
import { contactAction } from "~/web/contact-form.server";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import type { SiteLoader } from "./_site";
import { requirePageLanguage } from "~/i18n/languages.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    `Contact Us | ${businessNameFrom(matches)}`,
    "Questions about a stay, a special occasion or a private chef? Call, e-mail or send us a message; our office hours and address are here.",
    canonicalUrl(matches, "/contact"),
  );

export async function action({ request, context, params }: ActionFunctionArgs) {
  requirePageLanguage(params);
  return contactAction(request, context);
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

  return (
    <>
      <HeroBanner
        backgroundImage="/images/hero-contact.svg"
        imageAlt="A lantern-lit path winding through the trees towards a timber lodge at dusk"
        eyebrow="Get in Touch"
        title="Contact Us"
        subtitle="Questions about a stay, a special occasion or a private chef? We would love to hear from you."
        height="small"
      />

      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-5">
        <section aria-labelledby="details-title" className="space-y-4 lg:col-span-2">
          <h2 id="details-title" className="mb-6 text-3xl font-semibold text-forest-900">
            Contact Details
          </h2>
          <InfoCard icon={<MapPin aria-hidden className="h-5 w-5" />} title="Address">
            <address className="not-italic">
              {settings.addressLine1}
              <br />
              {settings.addressLine2}
            </address>
          </InfoCard>
          <InfoCard icon={<Phone aria-hidden className="h-5 w-5" />} title="Phone">
            <a href={telHref(settings.phone)} className="font-medium text-forest-800 underline-offset-4 hover:underline">
              {settings.phone}
            </a>
          </InfoCard>
          <InfoCard icon={<Mail aria-hidden className="h-5 w-5" />} title="Email">
            <a href={`mailto:${settings.email}`} className="break-all font-medium text-forest-800 underline-offset-4 hover:underline">
              {settings.email}
            </a>
          </InfoCard>
          <InfoCard icon={<Clock aria-hidden className="h-5 w-5" />} title="Office Hours">
            <dl className="space-y-1 text-sm">
              {[
                ["Monday - Friday", settings.hoursWeekdays],
                ["Saturday", settings.hoursSaturday],
                ["Sunday", settings.hoursSunday],
              ].map(([day, hours]) => (
                <div key={day} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="font-medium text-stone-800">{day}</dt>
                  <dd className="whitespace-nowrap">{hours}</dd>
                </div>
              ))}
            </dl>
          </InfoCard>
        </section>

        <section id={CONTACT_ANCHOR} aria-labelledby="contact-form-title" className="scroll-mt-24 lg:col-span-3">
          <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-stone-200/70 sm:p-8">
            <h2 id="contact-form-title" className="text-3xl font-semibold text-forest-900">
              Send Us a Message
            </h2>
            <p className="mb-6 mt-2 text-stone-700">We usually reply within one business day.</p>
            <ContactForm lastResult={actionData} />
          </div>
        </section>
      </Container>

      <section aria-labelledby="map-title" className="pb-20">
        <Container className="grid items-start gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 id="map-title" className="mb-4 text-3xl font-semibold text-forest-900">
              Find Us
            </h2>
            <p className="text-stone-700">
              Our office is at {address}. Each retreat&apos;s own map is on its page, and the directions come with your booking confirmation.
            </p>
          </div>
          {/* Sized like a property page's map (a content column), not the full page width. */}
          <LocationMap query={address} label={settings.addressLine2} title={`Map of our office at ${address}`} className="lg:col-span-3" />
        </Container>
      </section>
    </>
  );
}
