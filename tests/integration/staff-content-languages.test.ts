// The site with Swahili and German offered (SITE_LANGUAGES, read once when first asked).
process.env.SITE_LANGUAGES = "sw,de";

import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { PropertyTabs } from "~/components/site/property-tabs";
import { LanguageProvider } from "~/i18n/i18n";
import type { Language } from "~/i18n/languages";
import type { StaffText } from "~/i18n/staff-text";
import * as experiencesPage from "~/routes/_site.($lang).experiences";
import * as propertyPage from "~/routes/_site.($lang).properties.$slug";
import * as propertiesPage from "~/routes/_site.($lang).properties._index";
import * as activityById from "~/routes/api.v1.admin.activities.$id._index";
import * as activitiesAdmin from "~/routes/api.v1.admin.activities._index";
import * as propertyById from "~/routes/api.v1.admin.properties.$id";
import * as propertiesAdmin from "~/routes/api.v1.admin.properties._index";
import * as activitiesList from "~/routes/api.v1.activities";
import * as bySlug from "~/routes/api.v1.properties.$slug";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { runPage } from "../setup/pages";

// Issue 40 item 4: staff's descriptions in Swahili and German, shown on those pages when given; otherwise the English
// text inside an element with lang="en". Names stay as written; known amenity names are translated.

let cookie: string;
beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
});

const property = (overrides: Record<string, unknown> = {}) => ({
  name: "Bamboo Treehouse",
  description: "A treehouse in a bamboo grove.\n\nReached by a rope bridge.",
  shortDescription: "Sleep among the treetops.",
  location: "Tigoni, Kenya",
  price: 190,
  bedrooms: 1,
  bathrooms: 1,
  sleeps: 2,
  amenities: ["hot tub", "Hammock"],
  images: ["/images/forest-haven-2.svg"],
  ...overrides,
});

const activity = (overrides: Record<string, unknown> = {}) => ({
  name: "Sunrise Yoga",
  description: "Yoga on the deck at sunrise.",
  price: 20,
  duration: "1 hour",
  images: ["/images/activity-nature-walk.svg"],
  available: true,
  ...overrides,
});

/** A page's loader data at `path` (`/sw/…`, `/de/…` or English). */
async function loaded(route: { loader?: unknown }, path: string, params: Record<string, string> = {}) {
  const lang = path.match(/^\/(sw|de)(\/|$)/)?.[1];
  const page = await runPage(route.loader as never, path, { params: lang ? { ...params, lang } : params });
  expect(page.status).toBe(200);
  return page.data;
}

/** Markup as a page in `language` renders it (LanguageProvider holds no state: called directly, it is its element). */
const inLanguage = (language: Language, node: ReactNode) => renderToStaticMarkup(LanguageProvider({ language, children: node }));

describe("the JSON API takes and answers staff's Swahili and German texts", () => {
  it("stores them trimmed, a blank one as none, answers them to staff and on the public API; a PUT without them clears them", async () => {
    const made = await call(propertiesAdmin, "/api/v1/admin/properties", {
      method: "POST",
      cookie,
      body: property({
        shortDescriptionSw: "  Lala juu ya miti.  ",
        descriptionSw: "Nyumba ya mitini katika kichaka cha mianzi.",
        shortDescriptionDe: "   ",
        descriptionDe: null,
      }),
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      shortDescriptionSw: "Lala juu ya miti.",
      descriptionSw: "Nyumba ya mitini katika kichaka cha mianzi.",
      shortDescriptionDe: null,
      descriptionDe: null,
    });
    const listed = await call(propertiesAdmin, "/api/v1/admin/properties?q=Bamboo", { cookie });
    expect(listed.json[0]).toMatchObject({ shortDescriptionSw: "Lala juu ya miti.", descriptionDe: null });
    const shown = await call(bySlug, "/api/v1/properties/bamboo-treehouse", { params: { slug: "bamboo-treehouse" } });
    expect(shown.json).toMatchObject({
      shortDescription: "Sleep among the treetops.",
      shortDescriptionSw: "Lala juu ya miti.",
      shortDescriptionDe: null,
    });

    const put = await call(propertyById, `/api/v1/admin/properties/${made.json.id}`, {
      method: "PUT",
      cookie,
      params: { id: String(made.json.id) },
      body: property({ shortDescriptionDe: "Schlafen Sie in den Baumkronen." }),
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ shortDescriptionDe: "Schlafen Sie in den Baumkronen.", shortDescriptionSw: null, descriptionSw: null });
  });

  it.each([
    ["descriptionSw", "x".repeat(10_001), "Swahili description must be at most 10,000 characters"],
    ["descriptionDe", "x".repeat(10_001), "German description must be at most 10,000 characters"],
    ["shortDescriptionSw", "x".repeat(301), "Swahili short description must be at most 300 characters"],
    ["shortDescriptionDe", "x".repeat(301), "German short description must be at most 300 characters"],
    ["shortDescriptionSw", 42, "Swahili short description must be text"],
  ])("refuses a property's %s that is too long or not text with 400 { message }, storing nothing", async (field, value, message) => {
    const res = await call(propertiesAdmin, "/api/v1/admin/properties", {
      method: "POST",
      cookie,
      body: property({ name: `Refused ${field} ${typeof value}`, [field]: value }),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors[field]).toEqual([message]);
    const listed = await call(propertiesAdmin, "/api/v1/admin/properties?q=Refused", { cookie });
    expect(listed.json).toEqual([]);
  });

  it("does the same for an activity's descriptions (at most 5,000 characters)", async () => {
    const made = await call(activitiesAdmin, "/api/v1/admin/activities", {
      method: "POST",
      cookie,
      body: activity({ descriptionSw: " Yoga barazani alfajiri. ", descriptionDe: "" }),
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ descriptionSw: "Yoga barazani alfajiri.", descriptionDe: null });
    const listed = await call(activitiesList, "/api/v1/activities");
    expect(listed.json.find((a: { id: number }) => a.id === made.json.id)).toMatchObject({ descriptionSw: "Yoga barazani alfajiri." });

    const tooLong = await call(activityById, `/api/v1/admin/activities/${made.json.id}`, {
      method: "PUT",
      cookie,
      params: { id: String(made.json.id) },
      body: activity({ descriptionDe: "x".repeat(5001) }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toBe("German description must be at most 5,000 characters");
  });
});

describe('the public pages show them in the page\'s language, else the English marked lang="en"', () => {
  it("the property list's cards: the seed's Swahili and German short descriptions, English unchanged", async () => {
    const card = async (path: string) =>
      ((await loaded(propertiesPage, path)).properties as { slug: string; shortDescription: StaffText }[]).find((p) => p.slug === "alpine-retreat")!
        .shortDescription;
    expect(await card("/sw/properties")).toEqual({
      text: "Nyumba ya mbao yenye umbo la A juu ya kilima kinachotazama Tigoni, yenye bafu la maji moto linalopashwa kwa kuni na mandhari pana ya milima.",
    });
    expect(await card("/de/properties")).toEqual({
      text: "Ein A-Frame-Haus aus Holz auf dem Höhenrücken über Tigoni, mit holzbefeuertem Whirlpool und weitem Blick über die Berge.",
    });
    expect(await card("/properties")).toEqual({
      text: "A timber A-frame on the ridge above Tigoni, with a wood-fired hot tub and sweeping mountain views.",
    });
  });

  it("the property page under /sw shows the Swahili texts (page, meta description, JSON-LD) and receives no other language's", async () => {
    const data = await loaded(propertyPage, "/sw/properties/bamboo-treehouse", { slug: "bamboo-treehouse" });
    // The PUT above left only a German short description: the Swahili page falls back to the English, marked.
    expect(data.property.shortDescription).toEqual({ text: "Sleep among the treetops.", lang: "en" });
    expect(Object.keys(data.property)).not.toEqual(expect.arrayContaining(["shortDescriptionDe"]));

    const seeded = await loaded(propertyPage, "/sw/properties/forest-haven", { slug: "forest-haven" });
    expect(seeded.property.shortDescription).toEqual({
      text: "Kibanda kilichojitenga chini ya mierezi mirefu, chenye shimo la moto, njia za msituni na utulivu kamili.",
    });
    expect(seeded.property.description.text).toMatch(/^Ikiwa imefichwa kati ya mierezi mirefu/);
    for (const key of ["descriptionSw", "descriptionDe", "shortDescriptionSw", "shortDescriptionDe"]) expect(seeded.property).not.toHaveProperty(key);
    const meta = propertyPage.meta({ data: seeded, matches: [] } as never) as { name?: string; content?: string }[];
    expect(meta.find((m) => m.name === "description")?.content).toBe(seeded.property.shortDescription.text);
    const jsonLd = JSON.parse(seeded.structuredData);
    expect(jsonLd.description).toBe(seeded.property.shortDescription.text);
    expect(jsonLd.containsPlace.amenityFeature.map((a: { name: string }) => a.name)).toEqual([
      "Shimo la moto",
      "Meko",
      "Njia za matembezi",
      "Njia za baiskeli",
      "Wi-Fi",
      "Jiko kamili",
    ]);

    const html = inLanguage("sw", createElement(PropertyTabs, { ...seeded.property, longStay: null }));
    expect(html).toContain("<p>Ikiwa imefichwa kati ya mierezi mirefu");
    expect(html).not.toContain('lang="en"');
  });

  it('under /de without a German description: the English text inside lang="en"; known amenities in German, others as written marked English', async () => {
    const data = await loaded(propertyPage, "/de/properties/bamboo-treehouse", { slug: "bamboo-treehouse" });
    expect(data.property.shortDescription).toEqual({ text: "Schlafen Sie in den Baumkronen." });
    expect(data.property.description).toEqual({ text: "A treehouse in a bamboo grove.\n\nReached by a rope bridge.", lang: "en" });
    const html = inLanguage("de", createElement(PropertyTabs, { ...data.property, longStay: null }));
    expect(html).toContain('<div lang="en" class="space-y-4"><p>A treehouse in a bamboo grove.</p><p>Reached by a rope bridge.</p></div>');
    // "hot tub" as staff typed it is the known Hot Tub; "Hammock" is not known.
    expect(html).toMatch(/<\/span>Whirlpool<\/li>/);
    expect(html).toMatch(/<\/span><span lang="en">Hammock<\/span><\/li>/);
    expect(html).not.toContain("hot tub");
  });

  it("English pages show what staff wrote, unmarked, amenities as typed", async () => {
    const data = await loaded(propertyPage, "/properties/bamboo-treehouse", { slug: "bamboo-treehouse" });
    expect(data.property.shortDescription).toEqual({ text: "Sleep among the treetops." });
    const html = inLanguage("en", createElement(PropertyTabs, { ...data.property, longStay: null }));
    expect(html).not.toContain("lang=");
    expect(html).toMatch(/<\/span>hot tub<\/li>/);
    expect(html).toMatch(/<\/span>Hammock<\/li>/);
  });

  it("the Experiences page: the seed's Swahili descriptions; an activity without a German one falls back, marked", async () => {
    const described = async (path: string, name: string) =>
      ((await loaded(experiencesPage, path)).activities as { name: string; description: StaffText }[]).find((a) => a.name === name)!.description;
    expect(await described("/sw/experiences", "Tea Estate Tour")).toEqual({
      text: "Tembea katikati ya safu za chai pamoja na mtaalamu wa chai, tazama majani yakisindikwa, kisha malizia kwa kuonja chai za shamba hili.",
    });
    expect(await described("/sw/experiences", "Sunrise Yoga")).toEqual({ text: "Yoga barazani alfajiri." });
    expect(await described("/de/experiences", "Sunrise Yoga")).toEqual({ text: "Yoga on the deck at sunrise.", lang: "en" });
    expect(await described("/experiences", "Sunrise Yoga")).toEqual({ text: "Yoga on the deck at sunrise." });
  });
});
