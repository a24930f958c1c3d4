import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LANGUAGE, isLanguage, pathInLanguage, type Language } from "~/i18n/languages";
import { translator, type Translate } from "~/i18n/i18n";

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

/** A page's canonical address and the same page's address in each language the site offers. */
export interface PageAddress {
  url: string;
  alternates: { hreflang: string; href: string }[];
}

/** The language a page is shown in, from the root's data (its URL's prefix, when the site offers it). */
export function pageLanguageOf(matches: readonly MatchLike[] | undefined): Language {
  const shown = (matches?.find((m) => m.id === "root")?.data as { language?: string } | undefined)?.language;
  return isLanguage(shown) ? shown : DEFAULT_LANGUAGE;
}

/** The page's language's messages, for a meta function (titles and descriptions). */
export function metaT(matches: readonly MatchLike[] | undefined): Translate {
  return translator(pageLanguageOf(matches));
}

/**
 * A public page's one address in the language it is shown in, absolute from PUBLIC_URL (which the public layout's
 * loader passes on): `path` is the page's own English path as the site links it, so `/About` or `/about?x=1` name
 * `/about` too, and `/sw/about` is its Swahili address. With it, the page's address in every language the site offers
 * and `x-default` (the English one), for `<link rel="alternate" hreflang>`: every version lists them all.
 */
export function canonicalUrl(matches: readonly MatchLike[] | undefined, path: string): PageAddress | undefined {
  const layout = matches?.find((m) => m.id === "routes/_site");
  const { publicUrl: base, languages = [DEFAULT_LANGUAGE] } = (layout?.data as { publicUrl?: string; languages?: Language[] } | undefined) ?? {};
  if (!base) return undefined;
  const language = pageLanguageOf(matches);
  const href = (l: Language) => `${base}${pathInLanguage(l, path)}`;
  const alternates =
    languages.length > 1 ? [...languages.map((l) => ({ hreflang: l, href: href(l) })), { hreflang: "x-default", href: href(DEFAULT_LANGUAGE) }] : [];
  return { url: href(language), alternates };
}

/**
 * A page's own <title> and meta description (plus the Open Graph twins) and, for a page search engines
 * should index, its canonical address (`<link rel="canonical">` and og:url) and its other languages' addresses.
 */
export function pageMeta(title: string, description: string, canonical?: PageAddress): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(canonical
      ? [
          { tagName: "link", rel: "canonical", href: canonical.url },
          { property: "og:url", content: canonical.url },
          ...canonical.alternates.map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
        ]
      : []),
  ];
}

/** The 404 page's title and description in the page's language. */
export function notFoundMeta(matches: readonly MatchLike[] | undefined, businessName: string): MetaDescriptor[] {
  const t = metaT(matches);
  return pageMeta(`${t("error.notFoundTitle")} | ${businessName}`, t("error.notFoundText"));
}
