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

/** A page's own <title> and meta description (plus the Open Graph twins). */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
