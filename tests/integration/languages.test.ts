// The site with Swahili and German offered (SITE_LANGUAGES, read once when first asked).
process.env.SITE_LANGUAGES = "sw,de";

import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedTestDb } from "../setup/api";
import * as homePage from "~/routes/_site.($lang)._index";
import * as siteLayout from "~/routes/_site";
import * as contactPage from "~/routes/_site.($lang).contact";
import * as sitemapRoute from "~/routes/sitemap[.]xml";
import { bypassesCache, isCacheableTarget } from "../../server/page-cache.js";

beforeAll(async () => {
  await seedTestDb();
});

const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });
const load = (path: string, params: Record<string, string>, headers: Record<string, string> = {}) =>
  homePage.loader({ request: request(path, headers), params, context: {} });

/** A loader's thrown Response (a redirect or a 404), or the value it returned. */
async function outcome(run: () => Promise<unknown>) {
  try {
    return { value: await run() };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown };
    throw thrown;
  }
}

describe("the home page and the visitor's language", () => {
  it("sends a browser that prefers Swahili or German to /sw or /de with a 302 that varies by language and cookie", async () => {
    const { response } = await outcome(() => load("/", {}, { "Accept-Language": "sw-KE,sw;q=0.9,en;q=0.8" }));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/sw");
    expect(response?.headers.get("Vary")).toBe("Accept-Language, Cookie");
    const chosen = await outcome(() => load("/", {}, { Cookie: "lang=de", "Accept-Language": "sw" }));
    expect(chosen.response?.headers.get("Location")).toBe("/de");
  });

  it("answers in English, saying what it varies by, when English is preferred or chosen", async () => {
    const { value } = await outcome(() => load("/", {}, { Cookie: "lang=en", "Accept-Language": "de" }));
    const result = value as { init?: { headers?: Record<string, string> }; data?: { featured?: unknown[] } };
    expect(result.data?.featured?.length).toBe(3);
    expect(result.init?.headers?.Vary).toBe("Accept-Language, Cookie");
  });

  it("never redirects /sw or /de by a header, and answers any other first segment with the 404 page", async () => {
    const swahili = await outcome(() => load("/sw", { lang: "sw" }, { "Accept-Language": "de" }));
    expect(swahili.response).toBeUndefined();
    const unknown = (await load("/anything", { lang: "anything" })) as { init?: { status?: number }; data?: { notFound?: boolean } };
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data?.notFound).toBe(true);
  });

  it("answers a language prefix the site does not offer with a 404, for pages and forms alike", async () => {
    const layout = (await siteLayout.loader({ request: request("/en/about"), params: { lang: "en" }, context: {} })) as unknown as {
      init?: { status?: number };
      data: { notFoundBack: string | null };
    };
    expect(layout.init?.status).toBe(404);
    expect(layout.data.notFoundBack).toBe("/");
    const swahili = (await siteLayout.loader({ request: request("/sw/about"), params: { lang: "sw" }, context: {} })) as unknown as {
      data: { notFoundBack: string | null };
    };
    expect(swahili.data.notFoundBack).toBeNull();
    const form = await outcome(() =>
      contactPage.action({
        request: new Request("http://localhost/xx/contact", { method: "POST", body: new URLSearchParams({ name: "A" }) }),
        params: { lang: "xx" },
        context: {},
      }),
    );
    expect(form.response?.status).toBe(404);
  });
});

describe("the page cache and languages", () => {
  it("keeps each language's pages under their own address, with the parameters the page reads", () => {
    expect(isCacheableTarget("/sw/about")).toBe(true);
    expect(isCacheableTarget("/de/properties/forest-haven?startDate=2026-12-01&endDate=2026-12-04")).toBe(true);
    expect(isCacheableTarget("/de.data?_routes=root")).toBe(true);
    expect(isCacheableTarget("/xx/about")).toBe(false);
    expect(isCacheableTarget("/sw/about?utm=x")).toBe(false);
  });

  it("does not answer the home page from the cache for a visitor it would send to another language", () => {
    const req = (headers: Record<string, string>) => ({ method: "GET", url: "/", originalUrl: "/", headers }) as never;
    expect(bypassesCache(req({ "accept-language": "de-DE,de" }))).toBe(true);
    expect(bypassesCache(req({ cookie: "lang=sw" }))).toBe(true);
    expect(bypassesCache(req({ "accept-language": "en-US,en", cookie: "lang=en" }))).toBe(false);
    expect(bypassesCache({ method: "GET", url: "/sw", originalUrl: "/sw", headers: { "accept-language": "de" } } as never)).toBe(false);
  });
});

describe("the sitemap in every language", () => {
  const PUBLIC = "https://stay.example.com";
  it("lists each page in every language, each version naming all of them and x-default, valid against the sitemaps.org schema", async () => {
    process.env.PUBLIC_URL = PUBLIC;
    const response = await (sitemapRoute.loader as () => Promise<Response>)();
    delete process.env.PUBLIC_URL;
    const xml = await response.text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const about = urls.filter((u) => /<loc>[^<]*\/about<\/loc>/.test(u)).map((u) => u.match(/<loc>([^<]+)<\/loc>/)![1]);
    expect(about).toEqual([`${PUBLIC}/about`, `${PUBLIC}/sw/about`, `${PUBLIC}/de/about`]);
    const swahiliHome = urls.find((u) => u.includes(`<loc>${PUBLIC}/sw</loc>`))!;
    expect([...swahiliHome.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      `en ${PUBLIC}/`,
      `sw ${PUBLIC}/sw`,
      `de ${PUBLIC}/de`,
      `x-default ${PUBLIC}/`,
    ]);
    const schema = (name: string) => ({ fileName: name, contents: readFileSync(path.resolve("tests/fixtures", name), "utf8") });
    const both = {
      fileName: "sitemap-and-alternates.xsd",
      contents: `<?xml version="1.0"?><xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.sitemaps.org/schemas/sitemap/0.9" elementFormDefault="qualified"><xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/><xsd:include schemaLocation="sitemap.xsd"/></xsd:schema>`,
    };
    const errors = async (text: string) =>
      (
        await validateXML({
          xml: [{ fileName: "sitemap.xml", contents: text }],
          schema: [both],
          preload: [schema("sitemap.xsd"), schema("xhtml-link.xsd")],
        })
      ).errors;
    expect(await errors(xml)).toEqual([]);
    // The check reads the alternates: a link without its language is refused.
    expect(await errors(xml.replace('hreflang="de" ', ""))).not.toEqual([]);
  });
});
