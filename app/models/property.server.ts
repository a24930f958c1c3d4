import { sql } from "kysely";
import { compiledOnce } from "~/db/compiled-once";
import { getDb, type DB } from "~/db/db.server";
import { containsIgnoringCase, inWindow } from "~/db/sql";
import type { PropertyRow } from "~/db/schema";
import { NotFoundError, ConflictError } from "~/lib/domain-errors";
import { slugify, type PropertyInput } from "~/schemas/property";
import { nowIso } from "~/lib/clock";
import { type Page, type PageRequest, pageWindow } from "~/lib/paging.server";
import { decodeImages, decodeList, encodeImages, encodeList } from "./json.server";

/** A live property as callers see it: its stored row with the lists decoded and `featured` a boolean. */
/** The rate columns: read and written through the rates calls (getPropertyRateColumns), not with the property. */
type RateColumns = "weekendPrice" | "minNights" | "cleaningFee" | "extraGuestFee" | "includedGuests";

export type Property = Omit<PropertyRow, "amenities" | "images" | "imageAlts" | "featured" | "archivedAt" | "directions" | RateColumns> & {
  amenities: string[];
  images: string[];
  /** Alt text per image, same order and length as images ("" = none given). */
  imageAlts: string[];
  featured: boolean;
};

export function toProperty(row: PropertyRow): Property {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    shortDescription: row.shortDescription,
    descriptionSw: row.descriptionSw,
    descriptionDe: row.descriptionDe,
    shortDescriptionSw: row.shortDescriptionSw,
    shortDescriptionDe: row.shortDescriptionDe,
    price: row.price,
    location: row.location,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    sleeps: row.sleeps,
    amenities: decodeList(row.amenities),
    ...decodeImages(row),
    featured: row.featured === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A property as staff see it (the admin pages and API): with its directions, which only a confirmed guest is sent. */
export type StaffProperty = Property & { directions: string | null };

export function toStaffProperty(row: PropertyRow): StaffProperty {
  return { ...toProperty(row), directions: row.directions ?? null };
}

async function live() {
  const db = await getDb();
  return db.selectFrom("properties").selectAll().where("archivedAt", "is", null);
}

/** Every live property, in the order staff added them. */
export async function listProperties(): Promise<Property[]> {
  const rows = await (await live()).orderBy("id", "asc").execute();
  return rows.map(toProperty);
}

const ADMIN_PAGE = { pageSize: 20, max: 500 };

/**
 * Live properties for the admin list, in the order staff added them, one page at a time, optionally only
 * those whose name, location or slug contains `q` (any case). Uses the properties_live index.
 */
export async function listPropertiesPage(options: PageRequest & { q?: string } = {}): Promise<Page<StaffProperty>> {
  const { page, pageSize, ...window } = pageWindow(options, ADMIN_PAGE);
  let base = await live();
  const q = options.q?.trim();
  if (q) {
    base = base.where((eb) => eb.or([containsIgnoringCase("name", q), containsIgnoringCase("location", q), containsIgnoringCase("slug", q)]));
  }
  const [rows, count] = await Promise.all([
    inWindow(base.orderBy("id", "asc"), window).execute(),
    base
      .clearSelect()
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toStaffProperty), total: Number(count.n), page, pageSize };
}

export async function listFeaturedProperties(limit = 3): Promise<Property[]> {
  const rows = await (await live()).where("featured", "=", 1).orderBy("id", "asc").limit(limit).execute();
  return rows.map(toProperty);
}

export async function getPropertyBySlug(slug: string): Promise<Property | null> {
  const row = await (await live()).where("slug", "=", slug).executeTakeFirst();
  return row ? toProperty(row) : null;
}

export async function getPropertyById(id: number): Promise<Property | null> {
  const row = await (await live()).where("id", "=", id).executeTakeFirst();
  return row ? toProperty(row) : null;
}

/** A live property as staff edit it (with its directions), or null. */
export async function getStaffPropertyById(id: number): Promise<StaffProperty | null> {
  const row = await (await live()).where("id", "=", id).executeTakeFirst();
  return row ? toStaffProperty(row) : null;
}

/** A property's name, archived or not (staff lists name the property of old inquiries too). */
export async function getPropertyName(id: number): Promise<string | null> {
  const db = await getDb();
  const row = await db.selectFrom("properties").select("name").where("id", "=", id).executeTakeFirst();
  return row?.name ?? null;
}

export async function countProperties(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("properties")
    .select(sql<number>`count(*)`.as("n"))
    .where("archivedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function assertSlugFree(db: DB, slug: string, exceptId?: number) {
  let q = db.selectFrom("properties").select("id").where("slug", "=", slug).where("archivedAt", "is", null);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) {
    throw new ConflictError(`A property with the slug '${slug}' already exists. Choose a different name or slug.`, {
      slug: [`The slug '${slug}' is already taken`],
    });
  }
}

/** The stored columns of a property as typed in its form: lists and images as JSON, featured as 0/1. */
function columns(input: PropertyInput) {
  const { name, description, shortDescription, price, location, bedrooms, bathrooms, sleeps } = input;
  return {
    name,
    description,
    shortDescription,
    price,
    location,
    bedrooms,
    bathrooms,
    sleeps,
    amenities: encodeList(input.amenities),
    ...encodeImages(input),
    featured: input.featured ? 1 : 0,
    directions: input.directions ?? null,
    descriptionSw: input.descriptionSw ?? null,
    descriptionDe: input.descriptionDe ?? null,
    shortDescriptionSw: input.shortDescriptionSw ?? null,
    shortDescriptionDe: input.shortDescriptionDe ?? null,
  };
}

/**
 * Create a property; the slug is the one given or is generated from the name. A taken slug is a
 * conflict. `db` is the write transaction the check and the insert share.
 */
export async function createProperty(db: DB, input: PropertyInput): Promise<StaffProperty> {
  const slug = input.slug || slugify(input.name);
  await assertSlugFree(db, slug);
  const now = nowIso();
  const row = await db
    .insertInto("properties")
    .values({ ...columns(input), slug, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStaffProperty(row);
}

/** Replace a property's fields; its slug stays unless a new one is given. */
export async function updateProperty(db: DB, id: number, input: PropertyInput): Promise<StaffProperty> {
  const existing = await db.selectFrom("properties").select("slug").where("id", "=", id).where("archivedAt", "is", null).executeTakeFirst();
  if (!existing) throw new NotFoundError("Property not found");
  const slug = input.slug || existing.slug;
  if (slug !== existing.slug) await assertSlugFree(db, slug, id);
  const row = await db
    .updateTable("properties")
    .set({ ...columns(input), slug, updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStaffProperty(row);
}

/** A live property's id and name, read in the caller's transaction (undefined when missing or archived). */
export async function findLivePropertyName(db: DB, id: number): Promise<{ id: number; name: string } | undefined> {
  return db.selectFrom("properties").select(["id", "name"]).where("id", "=", id).where("archivedAt", "is", null).executeTakeFirst();
}

/**
 * Delete a property. One that booking inquiries refer to is archived instead (hidden from the
 * site and the admin lists, kept for its inquiries), so no inquiry is ever lost or orphaned. `db` is
 * the write transaction the check and the change share.
 */
export async function deleteProperty(db: DB, id: number): Promise<{ archived: boolean }> {
  const existing = await db.selectFrom("properties").select("id").where("id", "=", id).where("archivedAt", "is", null).executeTakeFirst();
  if (!existing) throw new NotFoundError("Property not found");
  const referenced = await db.selectFrom("bookingInquiries").select("id").where("propertyId", "=", id).limit(1).executeTakeFirst();
  if (referenced) {
    await db.updateTable("properties").set({ archivedAt: nowIso(), featured: 0 }).where("id", "=", id).execute();
    return { archived: true };
  }
  await db.deleteFrom("properties").where("id", "=", id).execute();
  return { archived: false };
}

/** An archived property as the Archived view lists it. */
export interface ArchivedProperty extends StaffProperty {
  archivedAt: string;
}

/** The archived properties, most recently archived first. */
export async function listArchivedProperties(): Promise<ArchivedProperty[]> {
  const db = await getDb();
  const rows = await db.selectFrom("properties").selectAll().where("archivedAt", "is not", null).orderBy("archivedAt", "desc").execute();
  return rows.map((row) => ({ ...toStaffProperty(row), archivedAt: row.archivedAt as string }));
}

/**
 * Bring an archived property back (it returns unfeatured). When a live property took its slug in the
 * meantime, 409: rename or re-slug the other one first. `db` is the write transaction the check and the change share.
 */
export async function restoreProperty(db: DB, id: number): Promise<StaffProperty> {
  const row = await db.selectFrom("properties").selectAll().where("id", "=", id).where("archivedAt", "is not", null).executeTakeFirst();
  if (!row) throw new NotFoundError("Archived property not found");
  const taken = await db.selectFrom("properties").select("id").where("slug", "=", row.slug).where("archivedAt", "is", null).executeTakeFirst();
  if (taken) {
    throw new ConflictError(`A property with the slug '${row.slug}' already exists. Change that property's slug first, then restore this one.`, {
      slug: [`The slug '${row.slug}' is already taken`],
    });
  }
  const restored = await db
    .updateTable("properties")
    .set({ archivedAt: null, updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStaffProperty(restored);
}

/** A live property's rates beside its base price (null when there is no such live property). */
export async function getPropertyRateColumns(db: DB, id: number) {
  return (
    (await db
      .selectFrom("properties")
      .select(["id", "name", "price", "sleeps", "weekendPrice", "minNights", "cleaningFee", "extraGuestFee", "includedGuests"])
      .where("id", "=", id)
      .where("archivedAt", "is", null)
      .executeTakeFirst()) ?? null
  );
}

export interface RateColumnsInput {
  /** The base nightly price: the staff Rates page sets it with the rest (the JSON rates call leaves it). */
  price?: number;
  weekendPrice: number | null;
  minNights: number;
  cleaningFee: number;
  extraGuestFee: number;
  includedGuests: number | null;
}

/** Set a live property's rates in the write transaction `db`. */
export async function updatePropertyRateColumns(db: DB, id: number, input: RateColumnsInput): Promise<void> {
  const result = await db
    .updateTable("properties")
    .set({ ...input, updatedAt: nowIso() })
    .where("id", "=", id)
    .where("archivedAt", "is", null)
    .executeTakeFirst();
  if (!result.numUpdatedRows) throw new NotFoundError("Property not found");
}

/**
 * The property still taking bookings (not archived) with id `id`, with what a booking checks against it (its
 * name and how many it sleeps), read in the booking's write transaction: one row, or none. Compiled once: every
 * guest's inquiry runs it under the write lock (docs/decisions/1127-booking-hot-path.md).
 */
export const liveBookableProperty = compiledOnce(["id"], (db, { id }: { id: number }) =>
  db.selectFrom("properties").select(["id", "name", "sleeps"]).where("id", "=", id).where("archivedAt", "is", null),
);
