import { publicUrl } from "~/lib/public-url.server";
import { sitemapEntries } from "~/services/site-map.server";
import { DEFAULT_LANGUAGE, pathInLanguage } from "~/i18n/languages";
import { siteLanguages } from "~/i18n/languages.server";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** W3C Datetime to the second, in UTC (sitemaps.org's lastmod). */
const w3cDatetime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * GET /sitemap.xml (sitemaps.org 0.9): every public page and live property, absolute from PUBLIC_URL
 * (never the request's host: the answer is the same whoever asks, so any cache may keep it). When the site offers
 * other languages, every language's version of each page, each listing all of them (and `x-default`, the English one)
 * as `xhtml:link` alternates, as search engines read them.
 */
export async function loader() {
  const base = publicUrl();
  const languages = siteLanguages();
  const url = (path: string) => escapeXml(base + path);
  const urls = (await sitemapEntries()).flatMap((entry) => {
    const lastmod = `    <lastmod>${w3cDatetime(entry.lastmod)}</lastmod>\n`;
    if (languages.length < 2) return [`  <url>\n    <loc>${url(entry.path)}</loc>\n${lastmod}  </url>\n`];
    const alternates = [...languages.map((l) => [l, pathInLanguage(l, entry.path)]), ["x-default", pathInLanguage(DEFAULT_LANGUAGE, entry.path)]]
      .map(([hreflang, path]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path!)}"/>\n`)
      .join("");
    return languages.map((l) => `  <url>\n    <loc>${url(pathInLanguage(l, entry.path))}</loc>\n${lastmod}${alternates}  </url>\n`);
  });
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}`;
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join("")}</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
