import { randomBytes } from "node:crypto";
import { createSessionStorage } from "@remix-run/node";
import { getDb, type DB } from "~/db/db.server";
import { nowIso } from "~/lib/clock";
import { authCookie, SESSION_MAX_AGE_SECONDS } from "~/lib/cookies.server";
import { privateWhenRead } from "~/lib/response-scope.server";

/** What a staff session stores. */
export interface SessionData {
  userId: number;
}

/**
 * Staff sessions live in SQLite (this module owns the `sessions` table); the cookie carries only a
 * random id (signed). Logging out deletes the row, so an old cookie no longer authenticates anywhere.
 */
function createSqliteSessionStorage() {
  const storage = createSessionStorage<SessionData>({
    cookie: authCookie(),
    async createData(data, expires) {
      const db = await getDb();
      const id = randomBytes(32).toString("base64url");
      const expiresAt = (expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000)).toISOString();
      await db
        .insertInto("sessions")
        .values({ id, userId: typeof data.userId === "number" ? data.userId : null, data: JSON.stringify(data), createdAt: nowIso(), expiresAt })
        .execute();
      // Expired sessions are never read again; clear them while we are here.
      await db.deleteFrom("sessions").where("expiresAt", "<", nowIso()).execute();
      return id;
    },
    async readData(id) {
      const db = await getDb();
      const row = await db.selectFrom("sessions").select(["data", "expiresAt"]).where("id", "=", id).executeTakeFirst();
      if (!row || row.expiresAt < nowIso()) return null;
      try {
        return JSON.parse(row.data);
      } catch {
        return null;
      }
    },
    async updateData(id, data, expires) {
      const db = await getDb();
      const values = {
        userId: typeof data.userId === "number" ? data.userId : null,
        data: JSON.stringify(data),
        ...(expires ? { expiresAt: expires.toISOString() } : {}),
      };
      await db.updateTable("sessions").set(values).where("id", "=", id).execute();
    },
    async deleteData(id) {
      const db = await getDb();
      await db.deleteFrom("sessions").where("id", "=", id).execute();
    },
  });
  // A response that read the staff session is never kept by the page cache.
  return privateWhenRead(storage);
}

let storage: ReturnType<typeof createSqliteSessionStorage> | undefined;
export function sessionStorage() {
  storage ??= createSqliteSessionStorage();
  return storage;
}

/**
 * End every session of this user except the one given (after a password change, other browsers
 * signed in with the old password are signed out), in the write transaction `db` of that change.
 */
export async function endOtherSessions(db: DB, userId: number, keepSessionId: string | undefined): Promise<number> {
  let q = db.deleteFrom("sessions").where("userId", "=", userId);
  if (keepSessionId) q = q.where("id", "!=", keepSessionId);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
