import { randomBytes } from "node:crypto";
import { createCookie, createCookieSessionStorage, createSessionStorage } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { nowIso } from "~/models/json.server";
import { secureCookies, sessionSecret } from "./env.server";
import type { Toast } from "./toast";

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/**
 * Staff sessions live in SQLite; the cookie carries only a random id (signed).
 * Logging out deletes the row, so an old cookie no longer authenticates anywhere.
 */
function authStorage() {
  const cookie = createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: [sessionSecret()],
  });
  return createSessionStorage<{ userId: number }>({
    cookie,
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
}

let storage: ReturnType<typeof authStorage> | undefined;
export function sessionStorage() {
  storage ??= authStorage();
  return storage;
}

/** Short-lived signed cookie for one-shot messages (toasts) that also work without JavaScript. */
type FlashStorage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>>;
let flash: FlashStorage | undefined;
export function flashStorage() {
  flash ??= createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: "__flash",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies,
      path: "/",
      maxAge: 60,
      secrets: [sessionSecret()],
    },
  });
  return flash;
}
