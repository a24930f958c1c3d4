import { beforeAll, describe, expect, it } from "vitest";
import { compiledOnce } from "~/db/compiled-once";
import { getDb, writeTransaction } from "~/db/db.server";
import { addDays } from "~/lib/day-ranges";
import { listProperties, type Property } from "~/models/property.server";
import * as emailSettingsRoute from "~/routes/api.v1.admin.email-settings";
import * as inquiries from "~/routes/api.v1.booking-inquiries";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as ratesRoute from "~/routes/api.v1.admin.properties.$id.rates";
import * as settingsRoute from "~/routes/api.v1.admin.settings";
import * as quoteRoute from "~/routes/api.v1.properties.$slug.quote";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { writeElsewhere } from "../setup/write-elsewhere";
import { makeInquiry } from "../setup/factories";

// The booking POST keeps the rates and settings it reads between requests and runs its statements compiled
// once (docs/decisions/1127-booking-hot-path.md). What a guest and staff notice must not change: a quote or a
// booking made right after a change, here or on another server process, uses the change.

let cookie: string;
let property: Property;
let start: string;
const quote = (startDate: string, endDate: string) =>
  call(quoteRoute, `/api/v1/properties/${property.slug}/quote?${new URLSearchParams({ startDate, endDate })}`, { params: { slug: property.slug } });
const book = (startDate: string, endDate: string) =>
  call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: makeInquiry({ propertyId: property.id, startDate, endDate, guests: 1 }) });

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  [property] = await listProperties();
  start = dayFromToday(90);
});

describe("a booking's rates and settings, read once and kept until they change", () => {
  it("a quote and a booking right after staff change a season, the currency or the e-mail switches use the change", async () => {
    const before = (await quote(start, addDays(start, 2))).json;
    expect(before.nightlyPrice).toBe(property.price);

    const rates = (await call(ratesRoute, `/`, { params: { id: String(property.id) }, cookie })).json;
    const season = {
      name: "Festival",
      startDate: start,
      endDate: addDays(start, 3),
      nightlyPrice: property.price + 111,
      weekendPrice: null,
      minNights: null,
    };
    expect(
      (await call(ratesRoute, `/`, { method: "PUT", params: { id: String(property.id) }, cookie, body: { ...rates, seasons: [season] } })).status,
    ).toBe(200);
    const settings = (await call(settingsRoute, "/", { cookie })).json;
    expect((await call(settingsRoute, "/", { method: "PUT", cookie, body: { ...settings, currency: "EUR" } })).status).toBe(200);

    const after = (await quote(start, addDays(start, 2))).json;
    expect(after.lines[0]).toMatchObject({ kind: "nights", amount: 2 * (property.price + 111) });
    expect(after.currency).toBe("EUR");

    // The staff e-mail off: the next inquiry queues the guest's acknowledgement only.
    const switches = (await call(emailSettingsRoute, "/", { cookie })).json;
    expect((await call(emailSettingsRoute, "/", { method: "PUT", cookie, body: { ...switches, emailStaffInquiry: false } })).status).toBe(200);
    const booked = await book(start, addDays(start, 2));
    expect(booked.status).toBe(201);
    expect(booked.json.total).toBe(after.total);
    const db = await getDb();
    const queued = await db.selectFrom("emails").select("kind").where("inquiryId", "=", booked.json.id).execute();
    expect(queued.map((e) => e.kind)).toEqual(["guestInquiry"]);
  });

  it("a change another server process wrote reaches the next quote", async () => {
    const day = addDays(start, 20);
    expect((await quote(day, addDays(day, 1))).json.nightlyPrice).toBe(property.price);
    await writeElsewhere(`UPDATE properties SET price = ${property.price + 7} WHERE id = ${property.id}`);
    // SQLite: every process reads the same file, so the very next quote sees it. PostgreSQL: nothing is kept.
    expect((await quote(day, addDays(day, 1))).json.nightlyPrice).toBe(property.price + 7);
  });
});

describe("compiledOnce", () => {
  const settingNamed = compiledOnce(["key"], (db, { key }: { key: string }) =>
    db.selectFrom("settings").select(["key", "value"]).where("key", "=", key),
  );
  const putSetting = compiledOnce(["key", "value", "updatedAt"], (db, values: { key: string; value: string; updatedAt: string }) =>
    db.insertInto("settings").values({ ...values }),
  );

  it("runs the same statement with each call's values, in and out of a write transaction", async () => {
    const now = new Date().toISOString();
    await writeTransaction(async (trx) => {
      await putSetting(trx, { key: "compiledA", value: "first", updatedAt: now });
      await putSetting(trx, { key: "compiledB", value: "second", updatedAt: now });
    });
    const db = await getDb();
    expect(await settingNamed(db, { key: "compiledA" })).toEqual([{ key: "compiledA", value: "first" }]);
    expect(await settingNamed(db, { key: "compiledB" })).toEqual([{ key: "compiledB", value: "second" }]);
    expect(await settingNamed(db, { key: "none such" })).toEqual([]);
  });

  it("refuses a query that reads a value it does not name, or drops one it names", async () => {
    const db = await getDb();
    const reads = compiledOnce(["key"], (db, v: { key: string; other: string }) =>
      db.selectFrom("settings").select("value").where("key", "=", v.other),
    );
    await expect(reads(db, { key: "a", other: "b" })).rejects.toThrow("the query reads other, which is not one of its values");
    const drops = compiledOnce(["key", "value"], (db, v: { key: string; value: string }) =>
      db.selectFrom("settings").select("value").where("key", "=", v.key),
    );
    await expect(drops(db, { key: "a", value: "b" })).rejects.toThrow("value did not become a parameter");
  });
});
