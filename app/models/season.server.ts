import type { DB } from "~/db/db.server";
import type { Season } from "~/lib/pricing";

/** A property's seasons (table propertySeasons), in date order. */
export async function listSeasons(db: DB, propertyId: number): Promise<Season[]> {
  return db
    .selectFrom("propertySeasons")
    .select(["name", "startDate", "endDate", "nightlyPrice", "weekendPrice", "minNights"])
    .where("propertyId", "=", propertyId)
    .orderBy("startDate")
    .orderBy("id")
    .execute();
}

/** A property's seasons ending after `from`: what a window of dates from `from` can meet. */
export async function listSeasonsFrom(db: DB, propertyId: number, from: string): Promise<Season[]> {
  return db
    .selectFrom("propertySeasons")
    .select(["name", "startDate", "endDate", "nightlyPrice", "weekendPrice", "minNights"])
    .where("propertyId", "=", propertyId)
    .where("endDate", ">", from)
    .orderBy("startDate")
    .execute();
}

/** Replace a property's seasons in the write transaction `db` (the caller has checked they do not overlap). */
export async function replaceSeasons(db: DB, propertyId: number, seasons: readonly Season[]): Promise<void> {
  await db.deleteFrom("propertySeasons").where("propertyId", "=", propertyId).execute();
  if (!seasons.length) return;
  await db
    .insertInto("propertySeasons")
    .values(seasons.map((s) => ({ propertyId, ...s })))
    .execute();
}
