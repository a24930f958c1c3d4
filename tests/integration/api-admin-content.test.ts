import { beforeAll, describe, expect, it } from "vitest";
import * as activityToggle from "~/routes/api.v1.admin.activities.$id.toggle";
import * as activityById from "~/routes/api.v1.admin.activities.$id._index";
import * as activitiesAdmin from "~/routes/api.v1.admin.activities._index";
import * as activitiesList from "~/routes/api.v1.activities";
import * as adminInquiries from "~/routes/api.v1.admin.booking-inquiries._index";
import * as adminMessages from "~/routes/api.v1.admin.contact-messages._index";
import * as propertyById from "~/routes/api.v1.admin.properties.$id";
import * as propertiesAdmin from "~/routes/api.v1.admin.properties._index";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as inquiries from "~/routes/api.v1.booking-inquiries";
import * as contact from "~/routes/api.v1.contact";
import * as bySlug from "~/routes/api.v1.properties.$slug";
import * as publicProperties from "~/routes/api.v1.properties._index";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { makeInquiry } from "../setup/factories";

let cookie: string;
beforeAll(async () => {
  await seedTestDb();
  const res = await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN });
  cookie = res.cookie!;
});

const newProperty = (overrides: Record<string, unknown> = {}) => ({
  name: "Bamboo Treehouse",
  description: "A treehouse in a bamboo grove.",
  shortDescription: "Sleep among the treetops.",
  location: "Tigoni, Kenya",
  price: 190,
  bedrooms: 1,
  bathrooms: 1,
  sleeps: 2,
  amenities: ["Wifi", "Deck"],
  images: ["/images/forest-haven-2.svg"],
  featured: false,
  ...overrides,
});

const newActivity = (overrides: Record<string, unknown> = {}) => ({
  name: "Sunrise Yoga",
  description: "Yoga on the deck at sunrise.",
  price: 1500,
  duration: "1 hour",
  images: ["/images/activity-nature-walk.svg"],
  available: true,
  ...overrides,
});

describe("admin calls without a session", () => {
  it.each([
    ["GET booking inquiries", adminInquiries, "GET", {}],
    ["GET contact messages", adminMessages, "GET", {}],
    ["POST property", propertiesAdmin, "POST", {}],
    ["PUT property", propertyById, "PUT", { id: "1" }],
    ["DELETE property", propertyById, "DELETE", { id: "1" }],
    ["POST activity", activitiesAdmin, "POST", {}],
    ["PUT activity", activityById, "PUT", { id: "1" }],
    ["PATCH toggle", activityToggle, "PATCH", { id: "1" }],
  ] as const)("%s answers 401 with a message and changes nothing", async (_label, route, method, params) => {
    const body = method === "POST" || method === "PUT" ? newProperty() : undefined;
    const res = await call(route, "/api/v1/admin/x", { method, params, body });
    expect(res.status).toBe(401);
    expect(typeof res.json.message).toBe("string");
  });

  it("left the data untouched", async () => {
    const props = await call(publicProperties, "/api/v1/properties");
    expect(props.json.find((p: { id: number }) => p.id === 1)?.name).toBe("Alpine Retreat");
  });
});

describe("properties", () => {
  it("creates a property with a slug generated from the name, visible on the public API", async () => {
    const res = await call(propertiesAdmin, "/api/v1/admin/properties", {
      method: "POST",
      cookie,
      body: newProperty({ name: "Bamboo Tree-house & Spa!" }),
    });
    expect(res.status).toBe(201);
    expect(res.json.slug).toBe("bamboo-tree-house-spa");
    expect(res.json.featured).toBe(false);
    const pub = await call(bySlug, "/api/v1/properties/bamboo-tree-house-spa", { params: { slug: "bamboo-tree-house-spa" } });
    expect(pub.status).toBe(200);
    expect(pub.json.amenities).toEqual(["Wifi", "Deck"]);
  });

  it("uses the slug from the body when given, and answers 409 when a slug is taken", async () => {
    const first = await call(propertiesAdmin, "/api/v1/admin/properties", {
      method: "POST",
      cookie,
      body: newProperty({ name: "Hidden Glade", slug: "the-glade" }),
    });
    expect(first.status).toBe(201);
    expect(first.json.slug).toBe("the-glade");
    const again = await call(propertiesAdmin, "/api/v1/admin/properties", {
      method: "POST",
      cookie,
      body: newProperty({ name: "Another", slug: "the-glade" }),
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/the-glade/);
    const byName = await call(propertiesAdmin, "/api/v1/admin/properties", { method: "POST", cookie, body: newProperty({ name: "Alpine Retreat" }) });
    expect(byName.status).toBe(409);
  });

  it("accepts amenities and images as comma-separated text, split and trimmed", async () => {
    const res = await call(propertiesAdmin, "/api/v1/admin/properties", {
      method: "POST",
      cookie,
      body: newProperty({ name: "Comma Cabin", amenities: " Sauna, Fire Pit ,, Wifi ", images: "/images/a.svg, /images/b.svg" }),
    });
    expect(res.status).toBe(201);
    expect(res.json.amenities).toEqual(["Sauna", "Fire Pit", "Wifi"]);
    expect(res.json.images).toEqual(["/images/a.svg", "/images/b.svg"]);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["description", { description: "  " }, "Description is required"],
    ["shortDescription", { shortDescription: undefined }, "Short description is required"],
    ["location", { location: "" }, "Location is required"],
    ["price", { price: 0 }, "Price must be at least 1"],
    ["bedrooms", { bedrooms: 0 }, "Bedrooms must be at least 1"],
    ["bathrooms", { bathrooms: -2 }, "Bathrooms must be at least 1"],
    ["sleeps", { sleeps: undefined }, "Sleeps is required"],
    ["price", { price: "100" }, "Price must be a number"],
    ["images", { images: ["javascript:alert(1)"] }, undefined],
    ["slug", { slug: "Not A Slug" }, undefined],
  ])("rejects a bad %s", async (field, overrides, message) => {
    const res = await call(propertiesAdmin, "/api/v1/admin/properties", {
      method: "POST",
      cookie,
      body: newProperty({ name: `Bad ${field}`, ...overrides }),
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBeDefined();
    if (message) expect(res.json.errors[field]).toContain(message);
  });

  it("updates a property, keeping its slug", async () => {
    const created = await call(propertiesAdmin, "/", { method: "POST", cookie, body: newProperty({ name: "Papyrus Cottage" }) });
    const id = created.json.id as number;
    const res = await call(propertyById, `/api/v1/admin/properties/${id}`, {
      method: "PUT",
      cookie,
      params: { id: String(id) },
      body: newProperty({ name: "Papyrus Cottage (renovated)", price: 260, featured: true }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, slug: "papyrus-cottage", price: 260, featured: true, name: "Papyrus Cottage (renovated)" });
  });

  it("answers 404 for a property that does not exist", async () => {
    for (const id of ["9999", "abc", "0"]) {
      const put = await call(propertyById, `/api/v1/admin/properties/${id}`, { method: "PUT", cookie, params: { id }, body: newProperty() });
      expect(put.status).toBe(404);
      const del = await call(propertyById, `/api/v1/admin/properties/${id}`, { method: "DELETE", cookie, params: { id } });
      expect(del.status).toBe(404);
      expect(del.json.message).toBe("Property not found");
    }
  });

  it("deletes a property without inquiries", async () => {
    const created = await call(propertiesAdmin, "/api/v1/admin/properties", { method: "POST", cookie, body: newProperty({ name: "Short Lived" }) });
    const res = await call(propertyById, "/", { method: "DELETE", cookie, params: { id: String(created.json.id) } });
    expect(res.status).toBe(200);
    expect(res.json.archived).toBe(false);
    expect((await call(bySlug, "/", { params: { slug: "short-lived" } })).status).toBe(404);
  });

  it("archives a property that has inquiries, keeping them with the property's name", async () => {
    const created = await call(propertiesAdmin, "/api/v1/admin/properties", { method: "POST", cookie, body: newProperty({ name: "Popular Place" }) });
    const id = created.json.id;
    const inquiry = await call(inquiries, "/", {
      method: "POST",
      body: makeInquiry({ propertyId: id, startDate: dayFromToday(5), endDate: dayFromToday(7) }),
    });
    expect(inquiry.status).toBe(201);

    const res = await call(propertyById, "/", { method: "DELETE", cookie, params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.json.archived).toBe(true);

    expect((await call(bySlug, "/", { params: { slug: "popular-place" } })).status).toBe(404);
    const list = await call(publicProperties, "/api/v1/properties");
    expect(list.json.some((p: { id: number }) => p.id === id)).toBe(false);
    const kept = await call(adminInquiries, "/api/v1/admin/booking-inquiries", { cookie });
    const stored = kept.json.find((i: { id: number }) => i.id === inquiry.json.id);
    expect(stored).toMatchObject({ propertyId: id, propertyName: "Popular Place" });
    // The slug is free again for a new live property.
    const reused = await call(propertiesAdmin, "/", { method: "POST", cookie, body: newProperty({ name: "Popular Place" }) });
    expect(reused.status).toBe(201);
  });
});

describe("activities", () => {
  it("creates an activity and answers with it as JSON", async () => {
    const res = await call(activitiesAdmin, "/api/v1/admin/activities", { method: "POST", cookie, body: newActivity() });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: "Sunrise Yoga",
      price: 1500,
      duration: "1 hour",
      available: true,
      images: ["/images/activity-nature-walk.svg"],
    });
  });

  it("defaults available to true and images to an empty list", async () => {
    const res = await call(activitiesAdmin, "/", { method: "POST", cookie, body: newActivity({ available: undefined, images: undefined }) });
    expect(res.status).toBe(201);
    expect(res.json.available).toBe(true);
    expect(res.json.images).toEqual([]);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["description", { description: undefined }, "Description is required"],
    ["price", { price: 0 }, "Price is required"],
    ["price", { price: undefined }, "Price is required"],
    ["duration", { duration: undefined }, "Duration is required"],
    ["duration", { duration: "" }, "Duration is required"],
  ])("rejects a bad %s with the spec's message", async (field, overrides, message) => {
    const res = await call(activitiesAdmin, "/", { method: "POST", cookie, body: newActivity(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toEqual([message]);
  });

  it("keeps an activity free with price null, and makes a free one paid again", async () => {
    const free = await call(activitiesAdmin, "/", { method: "POST", cookie, body: newActivity({ name: "Village Walk", price: null }) });
    expect(free.status).toBe(201);
    expect(free.json.price).toBeNull();
    const listed = await call(activitiesList, "/api/v1/activities");
    expect(listed.json.find((a: { id: number }) => a.id === free.json.id).price).toBeNull();
    const paid = await call(activityById, "/", { method: "PUT", cookie, params: { id: String(free.json.id) }, body: newActivity({ price: 800 }) });
    expect(paid.json.price).toBe(800);
  });

  it("updates an activity, and 404s for a missing one", async () => {
    const created = await call(activitiesAdmin, "/", { method: "POST", cookie, body: newActivity({ name: "Tea Estate Tour" }) });
    const id = created.json.id as number;
    const res = await call(activityById, "/", {
      method: "PUT",
      cookie,
      params: { id: String(id) },
      body: newActivity({ name: "Tea Estate Tour Deluxe", price: 4200 }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, name: "Tea Estate Tour Deluxe", price: 4200 });
    const missing = await call(activityById, "/", { method: "PUT", cookie, params: { id: "999" }, body: newActivity() });
    expect(missing.status).toBe(404);
  });

  it("toggles availability and answers with the updated activity", async () => {
    const created = await call(activitiesAdmin, "/", { method: "POST", cookie, body: newActivity({ name: "Boat Trip" }) });
    const id = String(created.json.id);
    const first = await call(activityToggle, "/", { method: "PATCH", cookie, params: { id } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: created.json.id, available: false });
    const second = await call(activityToggle, "/", { method: "PATCH", cookie, params: { id } });
    expect(second.json.available).toBe(true);
    expect((await call(activityToggle, "/", { method: "PATCH", cookie, params: { id: "999" } })).status).toBe(404);
  });
});

describe("inquiry and message lists", () => {
  it("return newest first", async () => {
    for (const name of ["First Guest", "Second Guest"]) {
      await call(inquiries, "/", {
        method: "POST",
        body: makeInquiry({ propertyId: 2, name, startDate: dayFromToday(30), endDate: dayFromToday(33), guests: 4 }),
      });
      await call(contact, "/", {
        method: "POST",
        body: { name, email: "g@example.com", subject: "A question", message: "Is the lodge open at Easter?" },
      });
    }
    const inq = await call(adminInquiries, "/api/v1/admin/booking-inquiries", { cookie });
    expect(inq.status).toBe(200);
    expect(inq.json[0].name).toBe("Second Guest");
    expect(inq.json[1].name).toBe("First Guest");
    expect(inq.json[0]).toMatchObject({ status: "pending", requestChef: false, requestActivities: [], propertyName: "Lakeside Lodge" });

    const msgs = await call(adminMessages, "/api/v1/admin/contact-messages", { cookie });
    expect(msgs.status).toBe(200);
    expect(msgs.json.map((m: { name: string }) => m.name).slice(0, 2)).toEqual(["Second Guest", "First Guest"]);
    expect(msgs.json[0].resolved).toBe(false);
  });

  it("can be limited and filtered", async () => {
    const limited = await call(adminInquiries, "/api/v1/admin/booking-inquiries?limit=1", { cookie });
    expect(limited.json).toHaveLength(1);
    expect(Number(limited.headers.get("X-Total-Count"))).toBeGreaterThan(1);
    const confirmed = await call(adminInquiries, "/api/v1/admin/booking-inquiries?status=confirmed", { cookie });
    expect(confirmed.json).toEqual([]);
    expect((await call(adminMessages, "/api/v1/admin/contact-messages?limit=0", { cookie })).status).toBe(400);
  });

  it("refuses an unknown status filter with 400 and the schema's message, as every bad query", async () => {
    const bogus = await call(adminInquiries, "/api/v1/admin/booking-inquiries?status=bogus", { cookie });
    expect(bogus.status).toBe(400);
    expect(bogus.json.message).toBe("Status must be pending, confirmed or cancelled");
  });
});
