import { publicUrl } from "~/lib/public-url.server";
import { sitemapEntries } from "~/services/site-map.server";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** W3C Datetime to the second, in UTC (sitemaps.org's lastmod). */
const w3cDatetime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * GET /sitemap.xml (sitemaps.org 0.9): every public page and live property, absolute from PUBLIC_URL
 * (never the request's host: the answer is the same whoever asks, so any cache may keep it).
 */
export async function loader() {
  const base = publicUrl();
  const urls = (await sitemapEntries()).map(
    (entry) => `  <url>\n    <loc>${escapeXml(base + entry.path)}</loc>\n    <lastmod>${w3cDatetime(entry.lastmod)}</lastmod>\n  </url>\n`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("")}</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
