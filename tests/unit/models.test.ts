import { describe, expect, it } from "vitest";
import { getDb, writeTransaction } from "~/db/db.server";
import { seedIfEmpty } from "~/db/seed.server";
import { hashPassword, verifyPassword } from "~/lib/password.server";
import { createActivity, toActivity } from "~/models/activity.server";
import { decodeList } from "~/models/json.server";
import { createContactMessage } from "~/services/messages.server";
import { countProperties, createProperty, getPropertyBySlug, listFeaturedProperties } from "~/models/property.server";
import { countUsers, verifyLogin } from "~/models/user.server";
import { createStaff } from "~/services/staff.server";
import { ConflictError } from "~/lib/domain-errors";
import { activitySchema } from "~/schemas/activity";
import { propertySchema, PROPERTY_DEFAULTS } from "~/schemas/property";

describe("JSON list columns", () => {
  it("decode to real arrays, and damaged values to empty lists", () => {
    expect(decodeList('["Wifi","Sauna"]')).toEqual(["Wifi", "Sauna"]);
    expect(decodeList("not json")).toEqual([]);
    expect(decodeList('{"a":1}')).toEqual([]);
    expect(decodeList('["ok", 3, null]')).toEqual(["ok"]);
    expect(decodeList(null)).toEqual([]);
  });

  it("booleans come back as booleans", () => {
    const a = toActivity({
      id: 1,
      name: "n",
      description: "d",
      descriptionSw: null,
      descriptionDe: null,
      price: null,
      duration: null,
      images: "[]",
      imageAlts: "[]",
      available: 0,
      createdAt: "x",
      updatedAt: "x",
    });
    expect(a.available).toBe(false);
    expect(a.price).toBeNull();
  });
});

describe("passwords", () => {
  it("are stored as salted scrypt hashes and verified", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain("correct horse");
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("x", "not-a-hash")).toBe(false);
  });
});

describe("seeding", () => {
  it("fills an empty database once: four footer properties, three featured, activities, one admin", async () => {
    const db = await getDb();
    const first = await seedIfEmpty(db, { ADMIN_PASSWORD: "" });
    expect(first.seeded).toBe(true);
    expect(first.generatedPassword).toMatch(/^\S{12,}$/);
    for (const slug of ["alpine-retreat", "lakeside-lodge", "forest-haven", "riverside-cottage"]) {
      expect(await getPropertyBySlug(slug)).not.toBeNull();
    }
    expect(await listFeaturedProperties(10)).toHaveLength(3);
    const admin = await verifyLogin("admin", first.generatedPassword!);
    expect(admin?.role).toBe("admin");

    const propertiesBefore = await countProperties();
    const second = await seedIfEmpty(db, { ADMIN_PASSWORD: "other" });
    expect(second.seeded).toBe(false);
    expect(await countProperties()).toBe(propertiesBefore);
    expect(await countUsers()).toBe(1);
  });
});

describe("model defaults and rules", () => {
  it("new-property form defaults match the spec", () => {
    expect(PROPERTY_DEFAULTS).toMatchObject({ location: "Tigoni, Kenya", price: 0, bedrooms: 1, bathrooms: 1, sleeps: 1, featured: false });
  });

  it("a property created without featured is not featured, and gets a slug", async () => {
    const input = propertySchema.parse({
      name: "Quiet Corner",
      description: "d",
      shortDescription: "s",
      location: "Tigoni, Kenya",
      price: 100,
      bedrooms: 1,
      bathrooms: 1,
      sleeps: 2,
      amenities: [],
      images: ["/images/x.svg"],
    });
    const p = await writeTransaction((trx) => createProperty(trx, input));
    expect(p.featured).toBe(false);
    expect(p.slug).toBe("quiet-corner");
  });

  it("an activity is available by default", async () => {
    const a = await writeTransaction((trx) =>
      createActivity(trx, activitySchema.parse({ name: "Walk", description: "d", price: 10, duration: "1 hour" })),
    );
    expect(a.available).toBe(true);
  });

  it("a contact message starts unresolved, and usernames are unique regardless of case", async () => {
    const m = await createContactMessage({ name: "Ann", email: "a@b.co", subject: "Hello there", message: "A message long enough" });
    expect(m.resolved).toBe(false);
    await createStaff(null, { username: "Staff", password: "a-long-password!", role: "user", firstName: null, lastName: null, email: null });
    await expect(
      createStaff(null, { username: "staff", password: "a-long-password!", role: "user", firstName: null, lastName: null, email: null }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});
