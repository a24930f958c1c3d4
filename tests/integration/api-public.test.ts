import { beforeAll, describe, expect, it } from "vitest";
import * as activities from "~/routes/api.v1.activities";
import * as inquiries from "~/routes/api.v1.booking-inquiries";
import * as contact from "~/routes/api.v1.contact";
import * as featured from "~/routes/api.v1.properties.featured";
import * as bySlug from "~/routes/api.v1.properties.$slug";
import * as properties from "~/routes/api.v1.properties._index";
import * as notFoundApi from "~/routes/api.$";
import { listInquiries } from "~/models/inquiry.server";
import { dayFromToday } from "../setup/days";
import { call, seedTestDb } from "../setup/api";
import { makeInquiry } from "../setup/factories";

beforeAll(seedTestDb);

const PROPERTY_FIELDS = [
  "id",
  "name",
  "slug",
  "description",
  "shortDescription",
  "price",
  "location",
  "bedrooms",
  "bathrooms",
  "sleeps",
  "amenities",
  "images",
  "featured",
];

const validInquiry = (overrides: Record<string, unknown> = {}) => makeInquiry({ message: "We arrive late in the evening.", ...overrides });

describe("GET /api/v1/properties", () => {
  it("lists every property with real types", async () => {
    const res = await call(properties, "/api/v1/properties");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.json.length).toBeGreaterThanOrEqual(4);
    expect(res.json.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(["alpine-retreat", "lakeside-lodge", "forest-haven", "riverside-cottage"]),
    );
  });
});

describe("GET /api/v1/properties/featured", () => {
  it("returns three featured properties with every field in its real type", async () => {
    const res = await call(featured, "/api/v1/properties/featured?limit=3");
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(3);
    for (const p of res.json) {
      for (const field of PROPERTY_FIELDS) expect(p).toHaveProperty(field);
      expect(p.featured).toBe(true);
      expect(typeof p.id).toBe("number");
      expect(typeof p.price).toBe("number");
      expect(typeof p.bedrooms).toBe("number");
      expect(typeof p.bathrooms).toBe("number");
      expect(typeof p.sleeps).toBe("number");
      expect(Array.isArray(p.amenities)).toBe(true);
      expect(Array.isArray(p.images)).toBe(true);
      expect(p.images.length).toBeGreaterThan(0);
      expect(p.images[0]).toMatch(/^\/images\//);
    }
  });

  it("defaults to 3 and honours a smaller limit", async () => {
    expect((await call(featured, "/api/v1/properties/featured")).json).toHaveLength(3);
    expect((await call(featured, "/api/v1/properties/featured?limit=1")).json).toHaveLength(1);
  });

  it("rejects a limit that is not a positive whole number", async () => {
    for (const bad of ["0", "-1", "abc", "2.5"]) {
      const res = await call(featured, `/api/v1/properties/featured?limit=${bad}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/limit/);
    }
  });
});

describe("GET /api/v1/properties/{slug}", () => {
  it("returns the property", async () => {
    const res = await call(bySlug, "/api/v1/properties/lakeside-lodge", { params: { slug: "lakeside-lodge" } });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe("Lakeside Lodge");
    expect(res.json.amenities).toContain("Boat Dock");
  });

  it("answers 404 with a message for an unknown slug", async () => {
    const res = await call(bySlug, "/api/v1/properties/no-such-place", { params: { slug: "no-such-place" } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: "Property not found" });
  });
});

describe("GET /api/v1/activities", () => {
  it("lists activities with the available flag and optional price", async () => {
    const res = await call(activities, "/api/v1/activities");
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(5);
    expect(res.json.some((a: { price: number | null }) => a.price === null)).toBe(true);
    expect(res.json.some((a: { available: boolean }) => a.available === false)).toBe(true);
    for (const a of res.json) {
      expect(typeof a.available).toBe("boolean");
      expect(Array.isArray(a.images)).toBe(true);
    }
  });
});

describe("POST /api/v1/booking-inquiries", () => {
  it("stores a valid inquiry as pending and answers 201", async () => {
    const res = await call(inquiries, "/api/v1/booking-inquiries", {
      method: "POST",
      body: validInquiry({ requestChef: true, requestActivities: ["Tea Estate Tour"] }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      propertyId: 1,
      name: "Amina Wanjiru",
      status: "pending",
      guests: 2,
      requestChef: true,
      requestActivities: ["Tea Estate Tour"],
      startDate: dayFromToday(10),
      endDate: dayFromToday(14),
    });
    expect(typeof res.json.id).toBe("number");
    expect(new Date(res.json.createdAt).toISOString()).toBe(res.json.createdAt);
  });

  it("defaults requestChef to false and requestActivities to an empty list", async () => {
    const res = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: validInquiry({ message: undefined }) });
    expect(res.status).toBe(201);
    expect(res.json.requestChef).toBe(false);
    expect(res.json.requestActivities).toEqual([]);
    expect(res.json.message).toBeNull();
  });

  it("takes null as empty for every optional field, as the API itself hands an empty message out", async () => {
    const res = await call(inquiries, "/api/v1/booking-inquiries", {
      method: "POST",
      body: validInquiry({ message: null, requestChef: null, requestActivities: null, startDate: dayFromToday(30), endDate: dayFromToday(31) }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ message: null, requestChef: false, requestActivities: [] });
    // An inquiry sent back as the API handed it out (optional fields null) is accepted too.
    const { id: _id, createdAt: _c, status: _s, nights: _n, total: _t, ...again } = res.json;
    const resent = await call(inquiries, "/api/v1/booking-inquiries", {
      method: "POST",
      body: { ...again, startDate: dayFromToday(32), endDate: dayFromToday(33) },
    });
    expect(resent.status).toBe(201);
    // A wrong type is still refused.
    const wrong = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: validInquiry({ message: 42 }) });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.message).toEqual(["Special requests must be text"]);
  });

  it("keeps the day the visitor picked when dates arrive as timestamps", async () => {
    const start = dayFromToday(20);
    const end = dayFromToday(23);
    // Local midnight in Nairobi (UTC+3) serialised by Date.toISOString() is 21:00 UTC the day before.
    const [y, m, d] = start.split("-").map(Number);
    const nairobiMidnight = new Date(Date.UTC(y, m - 1, d) - 3 * 3600_000).toISOString();
    const res = await call(inquiries, "/api/v1/booking-inquiries", {
      method: "POST",
      body: validInquiry({ startDate: nairobiMidnight, endDate: `${end}T00:00:00.000Z` }),
    });
    expect(res.status).toBe(201);
    expect(res.json.startDate).toBe(start);
    expect(res.json.endDate).toBe(end);
  });

  it.each([
    ["name", { name: "A" }, "Name must be at least 2 characters"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["phone", { phone: "12345" }, "Please enter a valid phone number"],
    ["startDate", { startDate: undefined }, "Please select a check-in date"],
    ["endDate", { endDate: undefined }, "Please select a check-out date"],
    ["guests", { guests: 0 }, "At least 1 guest is required"],
    ["guests", { guests: 21 }, "Maximum 20 guests allowed"],
    ["guests", { guests: undefined }, "At least 1 guest is required"],
  ])("rejects a bad %s with the spec's message", async (field, overrides, message) => {
    const res = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: validInquiry(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors[field]).toContain(message);
  });

  it("reports check-out before check-in on the end date", async () => {
    const res = await call(inquiries, "/api/v1/booking-inquiries", {
      method: "POST",
      body: validInquiry({ startDate: dayFromToday(10), endDate: dayFromToday(10) }),
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ endDate: ["Check-out date must be after check-in date"] });
  });

  it("reports check-out before check-in together with the other field errors", async () => {
    const res = await call(inquiries, "/api/v1/booking-inquiries", {
      method: "POST",
      body: validInquiry({ name: undefined, guests: undefined, startDate: dayFromToday(12), endDate: dayFromToday(11) }),
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.name).toEqual(["Name must be at least 2 characters"]);
    expect(res.json.errors.guests).toEqual(["At least 1 guest is required"]);
    expect(res.json.errors.endDate).toEqual(["Check-out date must be after check-in date"]);
  });

  it("rejects a check-in in the past", async () => {
    const res = await call(inquiries, "/api/v1/booking-inquiries", {
      method: "POST",
      body: validInquiry({ startDate: dayFromToday(-3), endDate: dayFromToday(2) }),
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.startDate).toEqual(["Check-in date cannot be in the past"]);
  });

  it.each([
    ["guests as text", { guests: "two" }, "guests"],
    ["fractional guests", { guests: 2.5 }, "guests"],
    ["a date that does not exist", { startDate: "2027-02-30" }, "startDate"],
    ["a name that is not text", { name: 42 }, "name"],
    ["activities that are not a list", { requestActivities: "Tea Estate Tour" }, "requestActivities"],
    ["a non-boolean chef request", { requestChef: "yes please" }, "requestChef"],
  ])("rejects %s", async (_label, overrides, field) => {
    const res = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: validInquiry(overrides) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors)).toContain(field);
  });

  it("requires a property", async () => {
    for (const propertyId of [undefined, "1; drop table"]) {
      const res = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: validInquiry({ propertyId }) });
      expect(res.status).toBe(400);
      expect(res.json.errors.propertyId).toEqual(["Please select a property"]);
    }
  });

  it("answers 404 'This property is no longer available.' for a property that does not exist", async () => {
    const res = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: validInquiry({ propertyId: 9999 }) });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("This property is no longer available.");
  });

  it("answers malformed, mistyped and oversized bodies with a 4xx message and stores nothing", async () => {
    const before = (await listInquiries()).total;
    const cases: [CallOptionsLike, number][] = [
      [{ body: "{not json" }, 400],
      [{ body: "[1,2]" }, 400],
      [{ body: "null" }, 400],
      [{ body: JSON.stringify(validInquiry()), headers: { "Content-Type": "text/plain" } }, 415],
      [{ body: JSON.stringify(validInquiry({ message: "x".repeat(70_000) })) }, 413],
    ];
    for (const [options, status] of cases) {
      const res = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", ...options });
      expect(res.status).toBe(status);
      expect(typeof res.json.message).toBe("string");
    }
    expect((await listInquiries()).total).toBe(before);
  });

  it("answers other methods with 405", async () => {
    const res = await call(inquiries, "/api/v1/booking-inquiries", { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.json.message).toMatch(/not allowed/);
  });
});

type CallOptionsLike = { body: string; headers?: Record<string, string> };

describe("POST /api/v1/contact", () => {
  const valid = { name: "Otieno", email: "otieno@example.com", subject: "Wedding party", message: "Can we book the whole estate in June?" };

  it("stores the message as not resolved", async () => {
    const res = await call(contact, "/api/v1/contact", { method: "POST", body: valid });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ...valid, resolved: false });
    expect(typeof res.json.id).toBe("number");
  });

  it.each([
    ["name", { name: "O" }, "Name must be at least 2 characters"],
    ["email", { email: "otieno@" }, "Please enter a valid email address"],
    ["subject", { subject: "Hi" }, "Subject must be at least 5 characters"],
    ["message", { message: "Too short" }, "Message must be at least 10 characters"],
  ])("rejects a bad %s with the spec's message", async (field, overrides, message) => {
    const res = await call(contact, "/api/v1/contact", { method: "POST", body: { ...valid, ...overrides } });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toEqual([message]);
  });

  it("ignores fields a visitor may not set", async () => {
    const res = await call(contact, "/api/v1/contact", {
      method: "POST",
      body: { ...valid, id: 999, resolved: true, createdAt: "2001-01-01T00:00:00.000Z" },
    });
    expect(res.status).toBe(201);
    expect(res.json.id).not.toBe(999);
    expect(res.json.resolved).toBe(false);
    expect(res.json.createdAt).not.toBe("2001-01-01T00:00:00.000Z");
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON, not the HTML page", async () => {
    const res = await call(notFoundApi, "/api/v1/nothing-here");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: "Not found" });
  });
});
