import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listFeaturedProperties } from "~/models/property.server";

export const meta: MetaFunction = () => [{ title: "Tigoni Retreats" }];

export async function loader() {
  return { featured: await listFeaturedProperties(3) };
}

export default function Home() {
  const { featured } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl p-8">
      <h1 className="text-4xl">Tigoni Retreats</h1>
      <ul>
        {featured.map((p) => (
          <li key={p.id}>
            <Link to={`/properties/${p.slug}`}>{p.name}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
