// The English-only site (SITE_LANGUAGES=en): its sitemap against the plain sitemaps.org schema. The site with Swahili
// and German (the default) and its alternates: tests/integration/languages.test.ts.
process.env.SITE_LANGUAGES = "en";
import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "~/db/db.server";
import { deleteProperty, getPropertyBySlug, listProperties, updateProperty } from "~/models/property.server";
import * as robotsRoute from "~/routes/robots[.]txt";
import * as sitemapRoute from "~/routes/sitemap[.]xml";
import { seedTestDb } from "../setup/api";
import { createInquiry } from "../setup/factories";

// The sitemaps.org schema (sitemap 0.9, the XSD the protocol publishes), checked by libxml2's own
// validator (xmllint, compiled to WebAssembly).
const SITEMAP_XSD = readFileSync(path.resolve("tests/fixtures/sitemap.xsd"), "utf8");
const PUBLIC = "https://stay.example.com";

beforeAll(async () => {
  await seedTestDb();
  process.env.PUBLIC_URL = `${PUBLIC}/`;
});
afterAll(() => {
  delete process.env.PUBLIC_URL;
});

async function sitemap(host = "localhost") {
  const res = await (sitemapRoute.loader as (args: unknown) => Promise<Response>)({
    request: new Request(`http://${host}/sitemap.xml`, { headers: { "X-Forwarded-Host": host } }),
    params: {},
    context: {},
  });
  const text = await res.text();
  const urls = [...text.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g)].map((m) => ({ loc: m[1], lastmod: m[2] }));
  return { res, text, urls };
}

async function schemaErrors(xml: string) {
  const result = await validateXML({ xml: [{ fileName: "sitemap.xml", contents: xml }], schema: [SITEMAP_XSD] });
  return result.errors.map((e) => e.rawMessage);
}

describe("/sitemap.xml", () => {
  it("is valid against the sitemaps.org schema (and the check does catch an invalid one)", async () => {
    const { res, text } = await sitemap();
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(await schemaErrors(text)).toEqual([]);
    expect(await schemaErrors(text.replace("<lastmod>", "<lastmod>yesterday"))).not.toEqual([]);
    expect(await schemaErrors(text.replace("</url>", "<priority>2</priority></url>"))).not.toEqual([]);
  });

  it("lists every public page and every live property, absolute from PUBLIC_URL whatever the Host, each with lastmod", async () => {
    const { urls, text } = await sitemap("evil.example");
    expect(text).not.toContain("evil");
    const live = await listProperties();
    expect(urls.map((u) => u.loc)).toEqual([
      `${PUBLIC}/`,
      `${PUBLIC}/properties`,
      `${PUBLIC}/about`,
      `${PUBLIC}/contact`,
      `${PUBLIC}/experiences`,
      `${PUBLIC}/privacy`,
      `${PUBLIC}/terms`,
      ...live.map((p) => `${PUBLIC}/properties/${p.slug}`),
    ]);
    for (const { loc, lastmod } of urls) {
      expect(new URL(loc).origin).toBe(PUBLIC);
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    const alpine = live.find((p) => p.slug === "alpine-retreat")!;
    expect(urls.find((u) => u.loc.endsWith("/alpine-retreat"))!.lastmod).toBe(alpine.updatedAt.replace(/\.\d{3}Z$/, "Z"));
  });

  it("an edit moves the property's lastmod (and the lists'); an archived property leaves the sitemap", async () => {
    const before = await sitemap();
    const forest = (await getPropertyBySlug("forest-haven"))!;
    const { id, createdAt: _c, updatedAt: _u, slug: _s, ...input } = forest;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await writeTransaction((trx) => updateProperty(trx, id, { ...input, shortDescription: `${input.shortDescription} Newly renovated.` }));
    const edited = await sitemap();
    const lastmodOf = (s: typeof before, suffix: string) => s.urls.find((u) => u.loc === `${PUBLIC}${suffix}`)!.lastmod;
    expect(lastmodOf(edited, "/properties/forest-haven") > lastmodOf(before, "/properties/forest-haven")).toBe(true);
    expect(lastmodOf(edited, "/")).toBe(lastmodOf(edited, "/properties/forest-haven"));

    const river = (await getPropertyBySlug("riverside-cottage"))!;
    await createInquiry({ propertyId: river.id });
    expect(await writeTransaction((trx) => deleteProperty(trx, river.id))).toEqual({ archived: true });
    const after = await sitemap();
    expect(after.urls.map((u) => u.loc)).not.toContain(`${PUBLIC}/properties/riverside-cottage`);
    expect(after.urls).toHaveLength(before.urls.length - 1);
    expect(lastmodOf(after, "/properties") >= lastmodOf(edited, "/properties")).toBe(true);
    expect(await schemaErrors(after.text)).toEqual([]);
  });
});

describe("/robots.txt", () => {
  it("allows the public site, keeps crawlers out of the admin area, stay pages, the API and feeds, and names the sitemap", async () => {
    const res = await (robotsRoute.loader as (args: unknown) => Response)({
      request: new Request("http://evil.example/robots.txt"),
      params: {},
      context: {},
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const lines = (await res.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /stay/",
        "Disallow: /api/",
        `Sitemap: ${PUBLIC}/sitemap.xml`,
      ]),
    );
  });
});
