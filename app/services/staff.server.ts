import { randomBytes } from "node:crypto";
import { writeTransaction } from "~/db/db.server";
import { ConflictError } from "~/lib/domain-errors";
import { hashPassword } from "~/lib/password.server";
import { USER_LIFECYCLE_MESSAGES } from "~/messages";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { endOtherSessions } from "~/models/session.server";
import { createUser, deleteUser, setUserPassword, updateUserAccess, type User, type UserChange } from "~/models/user.server";
import type { CreateUserInput } from "~/schemas/user";

/**
 * The staff lifecycle (admins only): create, change role, deactivate/reactivate, reset a password,
 * delete. Each change, its audit row and the sessions it ends commit together. Passwords are hashed
 * before the write transaction (a hash takes ~100 ms; the write lock is never held that long).
 */

const target = (user: User) => ({ type: "user", id: user.id, label: user.username });

/** A new staff account. `actor` null: created by the system (the create-admin script, tests). */
export async function createStaff(actor: AuditActor | null, input: CreateUserInput): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return writeTransaction(async (trx) => {
    const user = await createUser(trx, input, passwordHash);
    await recordAudit(trx, actor, "user.create", target(user), { role: user.role });
    return user;
  });
}

/**
 * Change a user's role or active flag. A deactivated user's sessions end at once; the model refuses
 * changes to oneself and to the last active admin (409).
 */
export function changeStaffAccess(actor: AuditActor, id: number, change: UserChange): Promise<User> {
  return writeTransaction(async (trx) => {
    const user = await updateUserAccess(trx, actor.id, id, change);
    if (!user.active) await endOtherSessions(trx, user.id, undefined);
    await recordAudit(trx, actor, "user.update", target(user), { role: change.role, active: change.active });
    return user;
  });
}

export function deleteStaff(actor: AuditActor, id: number): Promise<User> {
  return writeTransaction(async (trx) => {
    const user = await deleteUser(trx, actor.id, id);
    await recordAudit(trx, actor, "user.delete", target(user));
    return user;
  });
}

/** A readable random password (20 characters from 15 random bytes, base64url). */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}

/**
 * Set a new random password for a user and end their sessions. The password is returned to be shown
 * once; it is never stored in clear or logged.
 */
export async function resetStaffPassword(actor: AuditActor, id: number): Promise<{ user: User; password: string }> {
  if (id === actor.id) throw new ConflictError(USER_LIFECYCLE_MESSAGES.ownPassword);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const user = await writeTransaction(async (trx) => {
    const user = await setUserPassword(trx, id, passwordHash);
    await endOtherSessions(trx, user.id, undefined);
    await recordAudit(trx, actor, "user.password-reset", target(user));
    return user;
  });
  return { user, password };
}
