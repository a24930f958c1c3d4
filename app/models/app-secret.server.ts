import { getDb } from "~/db/db.server";

/**
 * Secrets the servers generate for themselves and must share (table `appSecrets`): the session
 * secret when SESSION_SECRET is unset. The first value stored under a name wins; every later start,
 * on any server, reads that one.
 */

/** The value stored under `name`, storing `candidate` first when there is none yet. */
export async function keepFirstSecret(name: string, candidate: string): Promise<string> {
  const db = await getDb();
  await db
    .insertInto("appSecrets")
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("appSecrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}

/** The value stored under `name`, or undefined. */
export async function readSecret(name: string): Promise<string | undefined> {
  const db = await getDb();
  const row = await db.selectFrom("appSecrets").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value;
}
