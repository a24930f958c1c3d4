import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HeroBanner } from "~/components/site/hero-banner";
import { businessNameFrom, pageMeta } from "~/components/site/meta";
import { PropertyCard } from "~/components/site/property-card";
import { Container } from "~/components/site/section";
import { listProperties } from "~/models/property.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    `All Properties | ${businessNameFrom(matches)}`,
    "Every cabin, cottage, lodge and villa in our collection near Tigoni, Kenya, with prices per night, bedrooms and amenities.",
  );

export async function loader() {
  return { properties: await listProperties() };
}

/** Every property (the home page's 'View All Properties' link lands here). */
export default function PropertiesPage() {
  const { properties } = useLoaderData<typeof loader>();
  return (
    <>
      <HeroBanner
        backgroundImage="/images/hero-home.svg"
        imageAlt="Mountain peaks above a calm lake with a timber lodge on the shore"
        eyebrow="Our Collection"
        title="All Properties"
        subtitle="Mountain ridges, lakeshores, cedar forests and riverbanks: find the retreat that suits your stay."
        height="small"
      />
      <Container className="py-16 sm:py-20">
        <h2 className="sr-only">Properties</h2>
        {properties.length ? (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {properties.map((p, i) => (
              <li key={p.slug}>
                <PropertyCard property={p} imageLoading={i < 3 ? "eager" : "lazy"} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-center text-stone-600">New retreats are coming soon.</p>
        )}
      </Container>
    </>
  );
}
