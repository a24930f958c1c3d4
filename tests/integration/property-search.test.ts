import { beforeAll, describe, expect, it } from "vitest";
import { listProperties, type Property } from "~/models/property.server";
import * as blocksRoute from "~/routes/api.v1.admin.properties.$id.calendar.blocks._index";
import * as ratesRoute from "~/routes/api.v1.admin.properties.$id.rates";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as quote from "~/routes/api.v1.properties.$slug.quote";
import { searchProperties } from "~/services/property-search.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";

// The property list's dated search: each property's total for the stay, or why it cannot be booked.

let cookie: string;
let properties: Property[];
beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  properties = await listProperties();
});

const search = (query: Record<string, string>) => searchProperties(new URLSearchParams(query));
const quoteOf = async (p: Property, startDate: string, endDate: string, guests: number) =>
  (await call(quote, `/api/v1/properties/${p.slug}/quote?startDate=${startDate}&endDate=${endDate}&guests=${guests}`, { params: { slug: p.slug } }))
    .json as { total: number; nights: number };

describe("the dated property search", () => {
  it("prices every bookable property with the quote's own total and lists the others after them with their reason", async () => {
    const [taken, short, ...rest] = properties.filter((p) => p.sleeps >= 2);
    const startDate = dayFromToday(300);
    const endDate = dayFromToday(303);
    const block = await call(blocksRoute, `/api/v1/admin/properties/${taken.id}/calendar/blocks`, {
      method: "POST",
      params: { id: String(taken.id) },
      body: { startDate: dayFromToday(302), endDate: dayFromToday(305), note: "Owner" },
      cookie,
    });
    expect(block.status).toBe(201);
    const rates = { weekendPrice: null, minNights: 4, cleaningFee: 0, extraGuestFee: 0, includedGuests: null, seasons: [] };
    expect(
      (await call(ratesRoute, `/api/v1/admin/properties/${short.id}/rates`, { method: "PUT", params: { id: String(short.id) }, body: rates, cookie }))
        .status,
    ).toBe(200);

    const result = await search({ startDate, endDate, guests: "2" });
    expect(result.errors).toEqual({});
    expect(result.offers[taken.id]).toEqual({ bookable: false, reason: "taken" });
    expect(result.offers[short.id]).toEqual({ bookable: false, reason: "tooShort", minNights: 4 });
    for (const p of rest) {
      const q = await quoteOf(p, startDate, endDate, 2);
      expect(result.offers[p.id]).toEqual({ bookable: true, total: q.total, nights: 3, currency: "USD" });
    }
    // Bookable first.
    const order = result.properties.map((p) => result.offers[p.id].bookable);
    expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
    expect(
      result.properties
        .slice(-2)
        .map((p) => p.id)
        .sort(),
    ).toEqual([taken.id, short.id].sort());
  });

  it("keeps a party too large listed with the most it sleeps; without dates the guests filter leaves it out", async () => {
    const small = properties.reduce((a, b) => (a.sleeps <= b.sleeps ? a : b));
    const guests = String(small.sleeps + 1);
    const dated = await search({ startDate: dayFromToday(320), endDate: dayFromToday(323), guests });
    expect(dated.offers[small.id]).toEqual({ bookable: false, reason: "tooManyGuests", sleeps: small.sleeps });
    const undated = await search({ guests });
    expect(undated.properties.map((p) => p.id)).not.toContain(small.id);
    expect(undated.offers).toEqual({});
  });

  it("explains bad dates and guests, still lists every property and prices nothing", async () => {
    const result = await search({ startDate: dayFromToday(20), endDate: dayFromToday(18), guests: "abc" });
    expect(result.errors.endDate).toEqual(["Check-out date must be after check-in date"]);
    expect(result.errors.guests).toEqual(["Guests must be a whole number from 1 to 20"]);
    expect(result.offers).toEqual({});
    expect(result.properties.length).toBe(properties.length);
    const past = await search({ startDate: dayFromToday(-3), endDate: dayFromToday(2) });
    expect(past.errors.startDate?.length).toBe(1);
    expect(past.offers).toEqual({});
  });
});
