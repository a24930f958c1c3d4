import { sql } from "kysely";
import { getDb } from "~/db/db.server";
import type { UserRow } from "~/db/schema";
import { conflict, invalid, notFound } from "~/lib/errors.server";
import { dummyPasswordHash, hashPassword, verifyPassword } from "~/lib/password.server";
import { toUserRole, type CreateUserInput, type UserRole } from "~/schemas/user";
import { nowIso } from "~/lib/clock";

/** A user as the app and the API see it: never the password hash. */
export interface User {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: UserRole;
  createdAt: string;
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
  };
}

export async function getUserById(id: number): Promise<User | null> {
  const db = await getDb();
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : null;
}

async function findByUsername(username: string) {
  const db = await getDb();
  // The unique index is COLLATE NOCASE; match the same way (and use it).
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<boolean>`username = ${username} COLLATE NOCASE`)
    .executeTakeFirst();
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

export async function createUser(input: CreateUserInput): Promise<User> {
  const db = await getDb();
  const taken = () => conflict("That username is already taken", { username: ["That username is already taken"] });
  if (await findByUsername(input.username)) throw taken();
  const password = await hashPassword(input.password);
  // Another request may have taken the name while the password was hashed: the UNIQUE index decides.
  const row = await db
    .insertInto("users")
    .values({
      username: input.username,
      password,
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
  return (await verifyPassword(password, row.password)) ? toUser(row) : null;
}

export async function changePassword(userId: number, currentPassword: string, newPassword: string): Promise<void> {
  const db = await getDb();
  const row = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!row) throw notFound("User not found");
  if (!(await verifyPassword(currentPassword, row.password))) {
    throw invalid("The current password is not correct", { currentPassword: ["The current password is not correct"] });
  }
  await db
    .updateTable("users")
    .set({ password: await hashPassword(newPassword) })
    .where("id", "=", userId)
    .execute();
}
