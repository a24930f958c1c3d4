import { beforeAll, describe, expect, it } from "vitest";
import * as loginPage from "~/routes/admin_.login";
import * as propertiesApi from "~/routes/api.v1.admin.properties._index";
import * as activitiesApi from "~/routes/api.v1.admin.activities._index";
import { safeRedirectPath } from "~/services/auth.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { runPage, sessionCookieOf } from "../setup/pages";

let admin: string;
beforeAll(async () => {
  await seedTestDb();
  const res = await runPage(loginPage.action, "/admin/login", { form: { ...TEST_ADMIN, redirectTo: "" } });
  admin = sessionCookieOf(res)!;
});

// Raw query strings as an attacker would send them (percent-encoded control and look-alike characters).
const HOSTILE_QUERIES = [
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%0D%0A/evil.example",
  "/%00/evil.example",
  "/%E3%80%80/evil.example",
  "//evil.example",
  "/%5Cevil.example",
  "%2F%2Fevil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/\\/evil.example",
  " /admin",
];

describe("open redirect", () => {
  it("a signed-in GET /admin/login?redirectTo=<hostile> goes to /admin/dashboard, never off-site and never a 500", async () => {
    for (const query of HOSTILE_QUERIES) {
      const res = await runPage(loginPage.loader, `/admin/login?redirectTo=${query}`, { cookie: admin });
      expect(res.status, query).toBe(302);
      expect(res.headers.get("Location"), query).toBe("/admin/dashboard");
    }
  });

  it("the login form's redirectTo gets the same treatment", async () => {
    for (const query of HOSTILE_QUERIES) {
      const redirectTo = new URLSearchParams(`r=${query}`).get("r")!;
      const res = await runPage(loginPage.action, "/admin/login", { form: { ...TEST_ADMIN, redirectTo } });
      expect(res.status, query).toBe(302);
      expect(res.headers.get("Location"), query).toBe("/admin/dashboard");
    }
  });

  it("still takes a same-site path with its query", async () => {
    const res = await runPage(loginPage.loader, `/admin/login?redirectTo=${encodeURIComponent("/admin/properties?page=2")}`, { cookie: admin });
    expect(res.headers.get("Location")).toBe("/admin/properties?page=2");
    expect(safeRedirectPath("/admin/booking-inquiries?status=pending")).toBe("/admin/booking-inquiries?status=pending");
    expect(safeRedirectPath("/admin/x/../properties")).toBe("/admin/properties");
  });
});

describe("image URLs", () => {
  const property = (images: string[]) => ({
    name: `Image Test ${Math.random().toString(36).slice(2)}`,
    description: "A quiet cabin among the tea fields.",
    shortDescription: "Quiet cabin",
    location: "Tigoni, Kenya",
    price: 10000,
    bedrooms: 1,
    bathrooms: 1,
    sleeps: 2,
    amenities: ["Wifi"],
    images,
    featured: false,
  });
  const activity = (images: string[]) => ({
    name: `Walk ${Math.random().toString(36).slice(2)}`,
    description: "A walk",
    duration: "2 hours",
    price: 1000,
    images,
    available: true,
  });

  const refused = [
    "/\\evil.example/x.png",
    "//evil.example/x.png",
    "/\t/evil.example/x.png",
    "http://example.com/x.png",
    "javascript:alert(1)",
    "/",
    "https:/\\evil.example/x.png",
    "data:image/png;base64,AAAA",
  ];

  it("refuses anything a browser could read as another host, or that is not https", async () => {
    for (const image of refused) {
      const p = await call(propertiesApi, "/api/v1/admin/properties", { method: "POST", cookie: admin, body: property([image]) });
      expect(p.status, image).toBe(400);
      expect(p.json.errors.images, image).toBeDefined();
      const a = await call(activitiesApi, "/api/v1/admin/activities", { method: "POST", cookie: admin, body: activity([image]) });
      expect(a.status, image).toBe(400);
      expect(a.json.errors.images, image).toBeDefined();
    }
  });

  it("accepts https URLs and site paths", async () => {
    const images = ["https://images.example.com/cabin.jpg", "/images/forest-haven-1.svg", "/uploads/a%20b.png"];
    const p = await call(propertiesApi, "/api/v1/admin/properties", { method: "POST", cookie: admin, body: property(images) });
    expect(p.status).toBe(201);
    expect(p.json.images).toEqual(images);
    const a = await call(activitiesApi, "/api/v1/admin/activities", { method: "POST", cookie: admin, body: activity(images) });
    expect(a.status).toBe(201);
  });
});
