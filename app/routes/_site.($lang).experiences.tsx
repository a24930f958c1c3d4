import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowRight, Clock } from "~/components/ui/lucide-sprite";
import { HeroBanner } from "~/components/site/hero-banner";
import { businessNameFrom, canonicalUrl, pageMeta } from "~/components/site/meta";
import { ResponsiveImg } from "~/components/site/responsive-image";
import { TitledSection } from "~/components/site/section";
import { buttonClass } from "~/components/ui/button";
import { formatPriceOrFree } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";
import { listActivities } from "~/models/activity.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    `Experiences | ${businessNameFrom(matches)}`,
    "Tea estate tours, guided nature walks, canoeing, cooking classes and more: the experiences we arrange for guests around Tigoni, Kenya.",
    canonicalUrl(matches, "/experiences"),
  );

/** The activities guests can ask for in the booking form (the available ones), with what staff wrote and uploaded for each. */
export async function loader() {
  const activities = await listActivities({ availableOnly: true });
  return {
    activities: activities.map(({ id, name, description, duration, price, images, imageAlts }) => ({
      id,
      name,
      description,
      duration,
      price,
      image: images[0] ?? null,
      imageAlt: imageAlts[0] || "",
    })),
  };
}

/** Every available activity: its photo, description, duration and price (or 'Free'), and the way to ask for it. */
export default function ExperiencesPage() {
  const { activities } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  return (
    <>
      <HeroBanner
        backgroundImage="/images/hero-about.svg"
        imageAlt="Sunrise over Tigoni tea country, with green tea hills, shade trees and timber cabins"
        eyebrow="Experiences"
        title="Things to Do"
        subtitle="Tea estates, forest trails, a quiet lake and a Kenyan kitchen: experiences we arrange for you during your stay."
        height="small"
      />
      <TitledSection
        id="experiences-title"
        band="plain"
        eyebrow="During Your Stay"
        title="Our Experiences"
        intro="Tick any of them when you send a booking inquiry and we will arrange it with you."
      >
        {activities.length ? (
          <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {activities.map((activity) => (
              <li key={activity.id}>
                <article
                  aria-labelledby={`experience-${activity.id}`}
                  className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-stone-200/70"
                >
                  <div className="aspect-[4/3] overflow-hidden bg-forest-100">
                    {activity.image ? (
                      <ResponsiveImg
                        src={activity.image}
                        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                        alt={activity.imageAlt}
                        width={800}
                        height={600}
                        loading="lazy"
                        decoding="async"
                        className="h-full w-full object-cover"
                      />
                    ) : null}
                  </div>
                  <div className="flex flex-1 flex-col p-5 sm:p-6">
                    <h3 id={`experience-${activity.id}`} className="text-xl font-semibold text-forest-900 sm:text-2xl">
                      {activity.name}
                    </h3>
                    {activity.description ? <p className="mt-3 text-sm leading-relaxed text-stone-700">{activity.description}</p> : null}
                    <dl className="mt-auto flex items-end justify-between gap-3 pt-5 text-stone-700">
                      <div>
                        <dt className="sr-only">Duration</dt>
                        <dd className="flex items-center gap-1.5 text-sm">
                          <Clock aria-hidden className="h-4 w-4 text-gold-700" />
                          {activity.duration || "Flexible"}
                        </dd>
                      </div>
                      <div>
                        <dt className="sr-only">Price</dt>
                        <dd className="font-serif text-2xl font-semibold text-forest-900">{formatPriceOrFree(activity.price, currency)}</dd>
                      </div>
                    </dl>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-12 text-center text-stone-600">New experiences are coming soon.</p>
        )}
        <p className="mt-12 text-center">
          <Link to="/#booking" className={buttonClass("gold", "lg")}>
            Book Your Stay <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </p>
      </TitledSection>
    </>
  );
}
