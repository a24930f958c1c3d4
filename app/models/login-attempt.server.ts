import { sql } from "kysely";
import type SQLite from "better-sqlite3";
import { getDb, immediateRawTransaction } from "~/db/db.server";
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

function isThrottled(sqlite: SQLite.Database, username: string, clientAddress: string, since: string): boolean {
  const row = sqlite
    .prepare(
      `SELECT
         coalesce(sum(CASE WHEN username = lower(?) COLLATE NOCASE THEN 1 ELSE 0 END), 0) AS byUser,
         coalesce(sum(CASE WHEN clientAddress = ? THEN 1 ELSE 0 END), 0) AS byClient
       FROM loginAttempts WHERE createdAt >= ?`,
    )
    .get(username, clientAddress, since) as { byUser: number; byClient: number };
  return row.byUser >= THROTTLE.perUsername || row.byClient >= THROTTLE.perClient;
}

/**
 * Count and record one password guess in a single SQLite IMMEDIATE transaction, BEFORE the password
 * hash is checked: however many requests (and server processes) race, at most `perUsername` guesses
 * per username and `perClient` per client are ever checked within the window. Returns the attempt's
 * id (give it to `releaseLoginAttempt` when the password was right), or null when throttled.
 */
export async function reserveLoginAttempt(username: string, clientAddress: string): Promise<number | null> {
  const now = Date.now();
  return immediateRawTransaction((sqlite) => {
    if (isThrottled(sqlite, username, clientAddress, windowStart(now))) return null;
    const { lastInsertRowid } = sqlite
      .prepare("INSERT INTO loginAttempts (username, clientAddress, createdAt) VALUES (?, ?, ?)")
      .run(username.toLowerCase(), clientAddress, nowIso());
    // Old attempts are of no use; keep the table small.
    sqlite.prepare("DELETE FROM loginAttempts WHERE createdAt < ?").run(windowStart(now - 24 * 3600_000));
    return Number(lastInsertRowid);
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
  await db
    .deleteFrom("loginAttempts")
    .where(sql<boolean>`lower(username) = lower(${username})`)
    .execute();
}
