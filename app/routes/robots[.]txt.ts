import { publicUrl } from "~/lib/public-url.server";

/**
 * GET /robots.txt: the public site may be crawled; the admin area, guests' own stay pages, the JSON API
 * the secret calendar feeds and the language switcher's redirect may not. Names the sitemap by its absolute address (PUBLIC_URL).
 */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /stay/",
    "Disallow: /api/",
    "Disallow: /ical/",
    "Disallow: /language",
    "",
    `Sitemap: ${publicUrl()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
