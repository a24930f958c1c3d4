import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { equalsIgnoringCase } from "~/db/sql";
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

/** Whether this username or this client has used up its guesses of the window (read inside the reservation). */
async function isThrottled(trx: DB, username: string, clientAddress: string, since: string): Promise<boolean> {
  const row = await trx
    .selectFrom("loginAttempts")
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere(equalsIgnoringCase("username", username)).as("byUser"),
      eb.fn.countAll<number>().filterWhere("clientAddress", "=", clientAddress).as("byClient"),
    ])
    .where("createdAt", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.byUser) >= THROTTLE.perUsername || Number(row.byClient) >= THROTTLE.perClient;
}

/**
 * Count and record one password guess in a single write transaction, BEFORE the password hash is
 * checked: however many requests (and server processes) race, at most `perUsername` guesses per
 * username and `perClient` per client are ever checked within the window. Returns the attempt's id
 * (give it to `releaseLoginAttempt` when the password was right), or null when throttled.
 */
export async function reserveLoginAttempt(username: string, clientAddress: string): Promise<number | null> {
  const now = Date.now();
  // Stored lower-cased, so one username's guesses count together whatever case they were typed in.
  const name = username.toLowerCase();
  return writeTransaction(async (trx) => {
    if (await isThrottled(trx, name, clientAddress, windowStart(now))) return null;
    const { id } = await trx
      .insertInto("loginAttempts")
      .values({ username: name, clientAddress, createdAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Old attempts are of no use; keep the table small.
    await trx
      .deleteFrom("loginAttempts")
      .where("createdAt", "<", windowStart(now - 24 * 3600_000))
      .execute();
    return id;
  });
}

/** The guess was right: it does not count against the username or the client. */
export async function releaseLoginAttempt(id: number): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("loginAttempts").where("id", "=", id).execute();
}

/** A successful login clears that username's failures (not the client's). */
export async function clearFailedLogins(username: string): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("loginAttempts").where(equalsIgnoringCase("username", username)).execute();
}
