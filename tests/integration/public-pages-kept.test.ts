import { beforeAll, describe, expect, it } from "vitest";
import { databaseEngine } from "~/db/db.server";
import { todayInBusinessZone } from "~/lib/dates";
import { listProperties, type Property } from "~/models/property.server";
import { getCurrency } from "~/models/settings.server";
import * as homePage from "~/routes/_site.($lang)._index";
import * as siteLayout from "~/routes/_site";
import { homePageData, siteLayoutData } from "~/web/public-pages.server";
import { seedTestDb } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { writeElsewhere } from "../setup/write-elsewhere";

// The public pages' loader data is worked out once per data version (docs/decisions/1128-cheaper-renders.md):
// a render of `/?utm_source=…` (a page-cache miss) reads no rows while nothing a public page shows has
// changed. What a visitor sees must not lag: the render right after a write, here or in another server
// process, shows it.

let property: Property;

beforeAll(async () => {
  await seedTestDb();
  [property] = await listProperties();
});

/** PostgreSQL polls the data version: another server's write is seen within a poll (250 ms), never kept longer. */
async function settled(): Promise<void> {
  if (databaseEngine() !== "sqlite") await new Promise((resolve) => setTimeout(resolve, 600));
}

// The English home answers data() with a Vary header when the site offers other languages: its data is inside.
const homeData = async () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const answer = (await homePage.loader({ request: new Request("http://localhost/"), params: {}, context: {} })) as any;
  return answer?.init ? answer.data : answer;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const layoutData = async () => ((await siteLayout.loader({ request: new Request("http://localhost/"), params: {}, context: {} })) as any).data;

describe("the public pages' data, kept per data version", () => {
  it("reads nothing again while nothing has changed (SQLite, where the version is exact)", async () => {
    const today = todayInBusinessZone();
    const [home, again] = [await homePageData(today), await homePageData(today)];
    const [layout, layoutAgain] = [await siteLayoutData(), await siteLayoutData()];
    if (databaseEngine() === "sqlite") {
      expect(again).toBe(home);
      expect(layoutAgain).toBe(layout);
    } else {
      // PostgreSQL: nothing is kept (another server's write reaches the polled version late).
      expect(again).not.toBe(home);
      expect(again).toEqual(home);
    }
  });

  it("the render right after another process renames a property, blocks its nights or changes the currency shows it", async () => {
    const before = await homeData();
    expect(before.featured.map((p: Property) => p.name)).toContain(property.name);
    expect((await layoutData()).footerProperties.map((p: Property) => p.name)).toContain(property.name);
    expect(before.booking.calendars[property.id].unavailable).toEqual([]);

    const start = dayFromToday(10);
    const end = dayFromToday(12);
    await writeElsewhere(`UPDATE properties SET name = 'Renamed Retreat' WHERE id = ${property.id}`);
    await writeElsewhere(
      `INSERT INTO "calendarBlocks" ("propertyId", "startDate", "endDate", note, "createdAt") VALUES (${property.id}, '${start}', '${end}', 'kept test', '2026-01-01T00:00:00.000Z')`,
    );
    await writeElsewhere(`UPDATE settings SET value = 'EUR' WHERE key = 'currency'`);
    await writeElsewhere(
      `INSERT INTO settings (key, value, "updatedAt") SELECT 'currency', 'EUR', '2026-01-01T00:00:00.000Z' WHERE NOT EXISTS (SELECT 1 FROM settings WHERE key = 'currency')`,
    );
    await settled();

    const after = await homeData();
    expect(after.featured.map((p: Property) => p.name)).toContain("Renamed Retreat");
    expect(after.properties.map((p: Property) => p.name)).toContain("Renamed Retreat");
    expect(after.booking.calendars[property.id].unavailable).toEqual([{ startDate: start, endDate: end }]);
    expect((await layoutData()).footerProperties.map((p: Property) => p.name)).toContain("Renamed Retreat");
    expect(await getCurrency()).toBe("EUR");
  });

  it("a featured card carries what a card shows, not the long description or the other photos", async () => {
    const [card] = (await homeData()).featured;
    expect(card).not.toHaveProperty("description");
    expect(card).not.toHaveProperty("createdAt");
    expect(card.images).toHaveLength(1);
    expect(Object.keys(card).sort()).toEqual(
      [
        "amenities",
        "bathrooms",
        "bedrooms",
        "id",
        "imageAlts",
        "images",
        "location",
        "name",
        "price",
        "rating",
        "shortDescription",
        "sleeps",
        "slug",
      ].sort(),
    );
  });
});
