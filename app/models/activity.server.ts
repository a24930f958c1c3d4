import { sql } from "kysely";
import { getDb, type DB } from "~/db/db.server";
import { countTrue, toggled } from "~/db/sql";
import type { ActivityRow } from "~/db/schema";
import { NotFoundError } from "~/lib/domain-errors";
import type { ActivityInput } from "~/schemas/activity";
import { nowIso } from "~/lib/clock";
import { decodeImages, encodeImages } from "./json.server";

/**
 * An activity as callers see it: its stored row (price in the currency of Settings, null meaning
 * free) with the lists decoded and `available` a boolean.
 */
export type Activity = Omit<ActivityRow, "images" | "imageAlts" | "available"> & {
  images: string[];
  /** Alt text per image, same order and length as images ("" = none given). */
  imageAlts: string[];
  available: boolean;
};

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    descriptionSw: row.descriptionSw,
    descriptionDe: row.descriptionDe,
    price: row.price,
    duration: row.duration,
    ...decodeImages(row),
    available: row.available === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function listActivities(options: { availableOnly?: boolean } = {}): Promise<Activity[]> {
  const db = await getDb();
  let q = db.selectFrom("activities").selectAll().orderBy("id", "asc");
  if (options.availableOnly) q = q.where("available", "=", 1);
  return (await q.execute()).map(toActivity);
}

/** The names of every activity staff keep (offered now or not), read with `db`. */
export async function listActivityNames(db: DB): Promise<string[]> {
  return (await db.selectFrom("activities").select("name").orderBy("id", "asc").execute()).map((row) => row.name);
}

export async function countActivities(): Promise<{ total: number; active: number }> {
  const db = await getDb();
  const row = await db
    .selectFrom("activities")
    .select([sql<number>`count(*)`.as("total"), countTrue("available").as("active")])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active) };
}

/** The stored columns of an activity as typed in its form: images as JSON, availability as 0/1. */
function columns(input: ActivityInput) {
  const { name, description, price, duration } = input;
  return {
    name,
    description,
    descriptionSw: input.descriptionSw ?? null,
    descriptionDe: input.descriptionDe ?? null,
    price,
    duration,
    ...encodeImages(input),
    available: input.available ? 1 : 0,
  };
}

export async function createActivity(db: DB, input: ActivityInput): Promise<Activity> {
  const now = nowIso();
  const row = await db
    .insertInto("activities")
    .values({ ...columns(input), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toActivity(row);
}

export async function updateActivity(db: DB, id: number, input: ActivityInput): Promise<Activity> {
  const row = await db
    .updateTable("activities")
    .set({ ...columns(input), updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Activity not found");
  return toActivity(row);
}

/** Flip an activity's availability in one statement, so two quick toggles never lose one. */
export async function toggleActivity(db: DB, id: number): Promise<Activity> {
  const row = await db
    .updateTable("activities")
    .set({ available: toggled("available"), updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Activity not found");
  return toActivity(row);
}
