import type { DB } from "~/db/db.server";

/** How long an address a username signed in from stays "known good" for it. */
export const KNOWN_ADDRESS_DAYS = 30;

const knownSince = (now: number) => new Date(now - KNOWN_ADDRESS_DAYS * 24 * 3600_000).toISOString();

/** Did this username sign in successfully from this address within the last KNOWN_ADDRESS_DAYS? (In the caller's transaction.) */
export async function isKnownSignInAddress(trx: DB, username: string, clientAddress: string, now: number): Promise<boolean> {
  const row = await trx
    .selectFrom("signInAddresses")
    .select("lastAt")
    .where("username", "=", username.toLowerCase()) // stored lower-cased
    .where("clientAddress", "=", clientAddress)
    .where("lastAt", ">=", knownSince(now))
    .executeTakeFirst();
  return row !== undefined;
}

/** A successful sign-in: this address is known good for this username from now on (in the caller's write transaction). */
export async function rememberSignInAddress(trx: DB, username: string, clientAddress: string, now: number): Promise<void> {
  const lastAt = new Date(now).toISOString();
  await trx
    .insertInto("signInAddresses")
    .values({ username: username.toLowerCase(), clientAddress, lastAt })
    .onConflict((oc) => oc.columns(["username", "clientAddress"]).doUpdateSet({ lastAt }))
    .execute();
  // Addresses no longer known good are of no use; keep the table small.
  await trx.deleteFrom("signInAddresses").where("lastAt", "<", knownSince(now)).execute();
}
