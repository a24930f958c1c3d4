import type { MetaDescriptor } from "@remix-run/node";

interface MatchLike {
  id: string;
  data?: unknown;
}

/** The business name from the public layout's loader data (staff can change it), or the default. */
export function businessNameFrom(matches: readonly MatchLike[] | undefined): string {
  const layout = matches?.find((m) => m.id === "routes/_site");
  const name = (layout?.data as { settings?: { businessName?: string } } | undefined)?.settings?.businessName;
  return name || "Tigoni Retreats";
}

/**
 * A public page's one address, absolute from PUBLIC_URL (which the public layout's loader passes on):
 * `path` is the page's own path as the site links it, so `/About` or `/about?x=1` name `/about` too.
 */
export function canonicalUrl(matches: readonly MatchLike[] | undefined, path: string): string | undefined {
  const layout = matches?.find((m) => m.id === "routes/_site");
  const base = (layout?.data as { publicUrl?: string } | undefined)?.publicUrl;
  return base ? `${base}${path}` : undefined;
}

/**
 * A page's own <title> and meta description (plus the Open Graph twins) and, for a page search engines
 * should index, its canonical address (`<link rel="canonical">` and og:url).
 */
export function pageMeta(title: string, description: string, canonical?: string): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(canonical
      ? [
          { tagName: "link", rel: "canonical", href: canonical },
          { property: "og:url", content: canonical },
        ]
      : []),
  ];
}
