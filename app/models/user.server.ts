import { getDb, type DB } from "~/db/db.server";
import { equalsIgnoringCase } from "~/db/sql";
import type { UserRow } from "~/db/schema";
import { NotFoundError, ConflictError, ValidationError } from "~/lib/domain-errors";
import { dummyPasswordHash, verifyPassword } from "~/lib/password.server";
import { toUserRole, type CreateUserInput, type UserRole } from "~/schemas/user";
import { nowIso } from "~/lib/clock";
import { USER_LIFECYCLE_MESSAGES } from "~/messages";

/** A user as the app and the API see it: never the password hash. */
export interface User {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: UserRole;
  createdAt: string;
  /** false = deactivated: cannot sign in. */
  active: boolean;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: toUserRole(row.role),
    createdAt: row.createdAt,
    active: row.active !== 0,
  };
}

export async function getUserById(id: number): Promise<User | null> {
  const db = await getDb();
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : null;
}

async function findByUsername(username: string, executor?: DB) {
  const db = executor ?? (await getDb());
  // The unique index is COLLATE NOCASE; match the same way (and use it).
  return db.selectFrom("users").selectAll().where(equalsIgnoringCase("username", username)).executeTakeFirst();
}

export async function listUsers(): Promise<User[]> {
  const db = await getDb();
  return (await db.selectFrom("users").selectAll().orderBy("id", "asc").execute()).map(toUser);
}

export async function countUsers(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Add a staff account. The password arrives hashed (hashing takes ~100 ms: never inside the write
 * transaction `db`). A taken username, any case, is a conflict; the UNIQUE index has the last word.
 */
export async function createUser(db: DB, input: Omit<CreateUserInput, "password">, passwordHash: string): Promise<User> {
  const taken = () => new ConflictError("That username is already taken", { username: ["That username is already taken"] });
  if (await findByUsername(input.username, db)) throw taken();
  const row = await db
    .insertInto("users")
    .values({
      username: input.username,
      password: passwordHash,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      email: input.email ?? null,
      role: input.role ?? "user",
      createdAt: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE") throw taken();
      throw error;
    });
  return toUser(row);
}

/** The user for these credentials, or null. Takes the same time whether or not the username exists. */
export async function verifyLogin(username: string, password: string): Promise<User | null> {
  const row = await findByUsername(username.trim());
  if (!row) {
    await verifyPassword(password, await dummyPasswordHash());
    return null;
  }
  if (!(await verifyPassword(password, row.password))) return null;
  // A deactivated account answers exactly like a wrong password (no hint that the name exists).
  return row.active === 0 ? null : toUser(row);
}

/** Refuse (on the currentPassword field) a current password that is not the user's. Checked before any write. */
export async function assertCurrentPassword(userId: number, currentPassword: string): Promise<void> {
  const db = await getDb();
  const row = await db.selectFrom("users").select("password").where("id", "=", userId).executeTakeFirst();
  if (!row) throw new NotFoundError("User not found");
  if (!(await verifyPassword(currentPassword, row.password))) {
    throw new ValidationError("The current password is not correct", { currentPassword: ["The current password is not correct"] });
  }
}

export interface UserChange {
  role?: UserRole;
  active?: boolean;
}

/**
 * Change a user's role or active flag. Nobody changes their own role or active flag, and the last
 * active admin can be neither demoted nor deactivated (409). Checked and written in the write
 * transaction `db`.
 */
export async function updateUserAccess(db: DB, actorId: number, id: number, change: UserChange): Promise<User> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError(USER_LIFECYCLE_MESSAGES.notFound);
  const current = toUser(row);
  const role = change.role ?? current.role;
  const active = change.active ?? current.active;
  if (role === current.role && active === current.active) return current;
  if (id === actorId) throw new ConflictError(USER_LIFECYCLE_MESSAGES.notYourself);
  const losesAdmin = current.role === "admin" && current.active && (role !== "admin" || !active);
  if (losesAdmin && (await countActiveAdmins(db)) <= 1) throw new ConflictError(USER_LIFECYCLE_MESSAGES.lastAdmin);
  const updated = await db
    .updateTable("users")
    .set({ role, active: active ? 1 : 0 })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(updated);
}

/** Delete a user (not oneself, not the last active admin), in the write transaction `db`. Their sessions go with them. */
export async function deleteUser(db: DB, actorId: number, id: number): Promise<User> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError(USER_LIFECYCLE_MESSAGES.notFound);
  if (id === actorId) throw new ConflictError(USER_LIFECYCLE_MESSAGES.notYourself);
  if (row.role === "admin" && row.active !== 0 && (await countActiveAdmins(db)) <= 1) {
    throw new ConflictError(USER_LIFECYCLE_MESSAGES.lastAdmin);
  }
  // Their sessions go too (sessions.userId is ON DELETE CASCADE).
  await db.deleteFrom("users").where("id", "=", id).execute();
  return toUser(row);
}

/** Store a new password hash for a user (their own change or an admin's reset; hashed before the transaction). */
export async function setUserPassword(db: DB, id: number, passwordHash: string): Promise<User> {
  const row = await db.updateTable("users").set({ password: passwordHash }).where("id", "=", id).returningAll().executeTakeFirst();
  if (!row) throw new NotFoundError(USER_LIFECYCLE_MESSAGES.notFound);
  return toUser(row);
}

async function countActiveAdmins(db: DB): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("active", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
