import { sql } from "kysely";
import { getDb } from "~/db/db.server";
import { nowIso } from "~/lib/clock";

export const THROTTLE = {
  windowMinutes: 15,
  perUsername: 5,
  perClient: 20,
  message: "Too many failed login attempts. Please wait 15 minutes and try again.",
} as const;

function windowStart(now = Date.now()): string {
  return new Date(now - THROTTLE.windowMinutes * 60_000).toISOString();
}

/** True when this username or this client has used up its failed attempts within the window. */
export async function isLoginThrottled(username: string, clientAddress: string): Promise<boolean> {
  const db = await getDb();
  const since = windowStart();
  const row = await db
    .selectFrom("loginAttempts")
    .select([
      sql<number>`sum(case when lower(username) = lower(${username}) then 1 else 0 end)`.as("byUser"),
      sql<number>`sum(case when clientAddress = ${clientAddress} then 1 else 0 end)`.as("byClient"),
    ])
    .where("createdAt", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.byUser ?? 0) >= THROTTLE.perUsername || Number(row.byClient ?? 0) >= THROTTLE.perClient;
}

export async function recordFailedLogin(username: string, clientAddress: string): Promise<void> {
  const db = await getDb();
  await db.insertInto("loginAttempts").values({ username: username.toLowerCase(), clientAddress, createdAt: nowIso() }).execute();
  // Old attempts are of no use; keep the table small.
  await db
    .deleteFrom("loginAttempts")
    .where("createdAt", "<", windowStart(Date.now() - 24 * 3600_000))
    .execute();
}

/** A successful login clears that username's failures (not the client's). */
export async function clearFailedLogins(username: string): Promise<void> {
  const db = await getDb();
  await db
    .deleteFrom("loginAttempts")
    .where(sql<boolean>`lower(username) = lower(${username})`)
    .execute();
}
