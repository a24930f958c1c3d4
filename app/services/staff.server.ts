import { randomBytes } from "node:crypto";
import { conflict } from "~/lib/errors.server";
import { USER_LIFECYCLE_MESSAGES } from "~/messages";
import { endOtherSessions } from "~/models/session.server";
import { deleteUser, setUserPassword, updateUserAccess, type User, type UserChange } from "~/models/user.server";
import { recordAudit } from "./audit.server";

/**
 * The staff lifecycle (issue 13, admins only): change role, deactivate/reactivate, reset a password,
 * delete. A deactivated user's sessions end at once; the model refuses changes to oneself and to the
 * last active admin (409).
 */
export async function changeStaffAccess(actor: User, id: number, change: UserChange): Promise<User> {
  const user = await updateUserAccess(actor.id, id, change);
  if (!user.active) await endOtherSessions(user.id, undefined);
  await recordAudit(actor, "user.update", { type: "user", id: user.id, label: user.username }, { role: change.role, active: change.active });
  return user;
}

export async function deleteStaff(actor: User, id: number): Promise<User> {
  const user = await deleteUser(actor.id, id);
  await recordAudit(actor, "user.delete", { type: "user", id: user.id, label: user.username });
  return user;
}

/** A readable random password (20 characters from 15 random bytes, base64url). */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}

/**
 * Set a new random password for a user and end their sessions. The password is returned to be shown
 * once; it is never stored in clear or logged.
 */
export async function resetStaffPassword(actor: User, id: number): Promise<{ user: User; password: string }> {
  if (id === actor.id) throw conflict(USER_LIFECYCLE_MESSAGES.ownPassword);
  const password = generatePassword();
  const user = await setUserPassword(id, password);
  await endOtherSessions(user.id, undefined);
  await recordAudit(actor, "user.password-reset", { type: "user", id: user.id, label: user.username });
  return { user, password };
}
