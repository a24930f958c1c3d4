import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { env } from "~/lib/env.server";
import { hashPassword } from "~/lib/password.server";
import { nowIso } from "~/lib/clock";
import { encodeList } from "~/models/json.server";
import { writeTransaction, type DB } from "./db.server";
import { seedActivities, seedProperties } from "./seed-data";

export interface SeedResult {
  seeded: boolean;
  adminUsername?: string;
  /** Only when the password was generated, so it can be shown once. */
  generatedPassword?: string;
}

async function isEmpty(db: DB): Promise<boolean> {
  const row = await sql<{ n: number }>`
    select (select count(*) from ${sql.table("properties")}) + (select count(*) from ${sql.table("activities")})
      + (select count(*) from ${sql.table("users")}) + (select count(*) from ${sql.table("bookingInquiries")})
      + (select count(*) from ${sql.table("contactMessages")}) as n`.execute(db);
  return Number(row.rows[0]?.n ?? 0) === 0;
}

/** Seed a database that has no data at all; a database with any row is never touched. */
export async function seedIfEmpty(
  db: DB,
  admin: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string } = {
    ADMIN_USERNAME: env("ADMIN_USERNAME"),
    ADMIN_PASSWORD: env("ADMIN_PASSWORD"),
  },
): Promise<SeedResult> {
  if (!(await isEmpty(db))) return { seeded: false };
  const adminUsername = admin.ADMIN_USERNAME?.trim() || "admin";
  const givenPassword = admin.ADMIN_PASSWORD;
  const password = givenPassword || randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);

  // Servers starting at the same moment over one PostgreSQL database: the one that gets the write lock
  // first seeds, the others find rows and leave them.
  const seeded = await writeTransaction(async (trx) => {
    if (!(await isEmpty(trx))) return false;
    const now = nowIso();
    for (const p of seedProperties) {
      await trx
        .insertInto("properties")
        .values({
          name: p.name,
          slug: p.slug!,
          description: p.description,
          shortDescription: p.shortDescription,
          descriptionSw: p.descriptionSw ?? null,
          descriptionDe: p.descriptionDe ?? null,
          shortDescriptionSw: p.shortDescriptionSw ?? null,
          shortDescriptionDe: p.shortDescriptionDe ?? null,
          price: p.price,
          location: p.location,
          bedrooms: p.bedrooms,
          bathrooms: p.bathrooms,
          sleeps: p.sleeps,
          amenities: encodeList(p.amenities),
          images: encodeList(p.images),
          featured: p.featured ? 1 : 0,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
    for (const a of seedActivities) {
      await trx
        .insertInto("activities")
        .values({
          ...a,
          images: encodeList(a.images),
          imageAlts: encodeList(a.imageAlts ?? []),
          available: a.available ? 1 : 0,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
    await trx
      .insertInto("users")
      .values({ username: adminUsername, password: passwordHash, role: "admin", firstName: "Site", lastName: "Administrator", createdAt: now })
      .execute();
    return true;
  });
  if (!seeded) return { seeded: false };
  return { seeded: true, adminUsername, generatedPassword: givenPassword ? undefined : password };
}
