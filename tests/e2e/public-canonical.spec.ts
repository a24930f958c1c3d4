import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { startServer, type StartedServer } from "../../scripts/measure-server";

// One address per page, from PUBLIC_URL: a production server of our own with PUBLIC_URL set to a host
// that is not the one the requests go to, so every absolute address visibly comes from PUBLIC_URL.
const PORT = Number(process.env.E2E_PORT || 3210) + 52;
const BASE = `http://127.0.0.1:${PORT}`;
const PUBLIC = "https://stay.example.com";

let server: StartedServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  server = await startServer({ port: PORT, name: "canonical", env: { PUBLIC_URL: `${PUBLIC}/`, WEB_CONCURRENCY: "1" } });
  api = await playwrightRequest.newContext({ baseURL: BASE, maxRedirects: 0 });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

const canonicalsOf = (html: string) => [...html.matchAll(/<link[^>]*rel="canonical"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])?.[1]);

test.describe("canonical addresses", () => {
  test("every public page carries one <link rel=canonical> from PUBLIC_URL; 404 pages carry none", async () => {
    const pages: [string, string][] = [
      ["/", "/"],
      ["/properties", "/properties"],
      ["/properties?guests=2", "/properties"],
      ["/about", "/about"],
      ["/About", "/about"],
      ["/contact", "/contact"],
      ["/experiences", "/experiences"],
      ["/privacy", "/privacy"],
      ["/terms", "/terms"],
      ["/properties/alpine-retreat", "/properties/alpine-retreat"],
      ["/properties/lakeside-lodge?x=1", "/properties/lakeside-lodge"],
    ];
    for (const [requested, canonical] of pages) {
      const res = await api.get(requested, { headers: { "X-Forwarded-Host": "evil.example" } });
      expect(res.status(), requested).toBe(200);
      expect(canonicalsOf(await res.text()), requested).toEqual([`${PUBLIC}${canonical}`]);
    }
    for (const missing of ["/no-such-page", "/properties/no-such-property"]) {
      const res = await api.get(missing);
      expect(res.status()).toBe(404);
      expect(canonicalsOf(await res.text())).toEqual([]);
    }
  });

  test("the canonical link follows client-side navigation", async ({ page }) => {
    await page.goto(`${BASE}/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${PUBLIC}/`);
    await page.getByRole("navigation").first().getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(`${BASE}/about`);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${PUBLIC}/about`);
  });

  test("a trailing slash redirects 301 to the address without it, query kept; never to another host", async () => {
    const cases: [string, string][] = [
      ["/about/", "/about"],
      ["/about/?ref=mail&x=1", "/about?ref=mail&x=1"],
      ["/properties/alpine-retreat/", "/properties/alpine-retreat"],
      ["/contact///", "/contact"],
      ["//evil.example/", "/evil.example"],
      ["/\\evil.example/", "/evil.example"],
    ];
    for (const [from, to] of cases) {
      // Absolute, so "//evil.example/" stays a path on this server instead of naming a host.
      const res = await api.get(`${BASE}${from}`);
      expect(res.status(), from).toBe(301);
      expect(res.headers()["location"], from).toBe(to);
    }
    expect((await api.get("/")).status()).toBe(200);
    // A form post is not redirected (a 301 would turn it into a GET and lose the body).
    expect((await api.post("/contact/", { form: { name: "x" } })).status()).not.toBe(301);
  });

  test("/favicon.ico answers with an icon", async () => {
    const res = await api.get("/favicon.ico");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect([...(await res.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test("/sitemap.xml and /robots.txt through the production server, addresses from PUBLIC_URL", async () => {
    const sitemap = await api.get("/sitemap.xml", { headers: { Host: "evil.example" } });
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC}/properties/alpine-retreat`);
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC}/`))).toBe(true);
    const robots = await api.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });
});
