import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { equalsIgnoringCase } from "~/db/sql";
import { isKnownSignInAddress, rememberSignInAddress } from "./sign-in-address.server";

/**
 * The login throttle's numbers (docs/decisions/1128-login-throttle.md). Failed guesses are counted over
 * the last `windowMinutes` three ways: one username from one client address, one client address across
 * usernames, one username from everywhere. A count at its cap is not a lockout: the next guess for that
 * count waits `firstWaitMinutes` after its latest failure, doubling with each further failure, at most
 * `longestWaitMinutes`. A known-good address or device of the username is exempt from the username-wide cap.
 */
export const THROTTLE = {
  windowMinutes: 15,
  /** Failures of one username from one client address before its guesses slow down. */
  perUsernameAndClient: 5,
  /** Failures from one client address, whatever the usernames (credential stuffing). */
  perClient: 20,
  /** Failures of one username from all addresses (distributed guessing); its known-good addresses and devices are exempt. */
  perUsername: 100,
  firstWaitMinutes: 1,
  longestWaitMinutes: 15,
} as const;

const MINUTE_MS = 60_000;
const WINDOW_MS = THROTTLE.windowMinutes * MINUTE_MS;

/** The 429's message, stating the wait (whole minutes, rounded up). */
export function throttleMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

/** The wait after the latest of `failures` failures (at least `cap`): 1 minute, doubling with each one past the cap, at most 15. */
function slowDownMs(failures: number, cap: number): number {
  return Math.min(THROTTLE.longestWaitMinutes, THROTTLE.firstWaitMinutes * 2 ** (failures - cap)) * MINUTE_MS;
}

/**
 * How many milliseconds from `now` until one more guess may be checked, for one count whose failures in the
 * window happened at `times` (ms, ascending); 0 when it may be checked now. A guess is free while fewer than
 * `cap` failures are in the window; from `cap` on it waits the slow-down after the latest failure, or until
 * enough failures have left the window, whichever comes first.
 */
export function waitBeforeNextGuess(times: readonly number[], cap: number, now: number): number {
  if (times.length < cap) return 0;
  const latest = times[times.length - 1];
  const mayGuessAt = (t: number) => {
    const inWindow = times.filter((c) => c >= t - WINDOW_MS).length;
    return inWindow < cap || t >= latest + slowDownMs(inWindow, cap);
  };
  // The answer can only change where a failure leaves the window or a slow-down ends.
  const moments = [now];
  for (const c of times) moments.push(c + WINDOW_MS + 1);
  for (let n = cap; n <= times.length; n++) moments.push(latest + slowDownMs(n, cap));
  const first = moments
    .filter((t) => t >= now)
    .sort((a, b) => a - b)
    .find(mayGuessAt);
  return (first ?? now) - now;
}

export type LoginReservation = { allowed: true; id: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Count and record one password guess in a single write transaction, BEFORE the password hash is
 * checked: however many requests (and server processes) race, each count's guesses are checked only
 * as THROTTLE allows. `knownDevice`: the request carries this username's signed known-device cookie
 * (then, as from an address it signed in from within 30 days, the username-wide cap does not apply).
 * Returns the attempt's id (give it to `recordSuccessfulLogin` or `releaseLoginAttempt` when the
 * password was right), or the seconds to wait.
 */
export async function reserveLoginAttempt(
  username: string,
  clientAddress: string,
  options: { knownDevice?: boolean } = {},
): Promise<LoginReservation> {
  // Stored lower-cased, so one username's guesses count together whatever case they were typed in.
  const name = username.toLowerCase();
  return writeTransaction(async (trx) => {
    const now = Date.now();
    const since = new Date(now - WINDOW_MS).toISOString();
    const byUsername = await trx
      .selectFrom("loginAttempts")
      .select(["clientAddress", "createdAt"])
      .where(equalsIgnoringCase("username", name))
      .where("createdAt", ">=", since)
      .orderBy("createdAt")
      .execute();
    const byClient = await trx
      .selectFrom("loginAttempts")
      .select("createdAt")
      .where("clientAddress", "=", clientAddress)
      .where("createdAt", ">=", since)
      .orderBy("createdAt")
      .execute();
    const times = (rows: { createdAt: string }[]) => rows.map((r) => Date.parse(r.createdAt));
    let wait = Math.max(
      waitBeforeNextGuess(times(byUsername.filter((r) => r.clientAddress === clientAddress)), THROTTLE.perUsernameAndClient, now),
      waitBeforeNextGuess(times(byClient), THROTTLE.perClient, now),
    );
    const usernameWait = waitBeforeNextGuess(times(byUsername), THROTTLE.perUsername, now);
    if (usernameWait > wait && !options.knownDevice && !(await isKnownSignInAddress(trx, name, clientAddress, now))) wait = usernameWait;
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };

    const { id } = await trx
      .insertInto("loginAttempts")
      .values({ username: name, clientAddress, createdAt: new Date(now).toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Old attempts are of no use; keep the table small.
    await trx
      .deleteFrom("loginAttempts")
      .where("createdAt", "<", new Date(now - WINDOW_MS - 24 * 3600_000).toISOString())
      .execute();
    return { allowed: true, id };
  });
}

/** The guess was right: it does not count against the username or the client. */
export async function releaseLoginAttempt(id: number): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("loginAttempts").where("id", "=", id).execute();
}

/**
 * A successful sign-in (reservation `id`): the guess does not count, this username's failures from this
 * address are cleared (the owner's own typos; others' failures keep counting), and the address becomes
 * known good for the username.
 */
export async function recordSuccessfulLogin(id: number, username: string, clientAddress: string): Promise<void> {
  await writeTransaction(async (trx: DB) => {
    await trx.deleteFrom("loginAttempts").where("id", "=", id).execute();
    await trx.deleteFrom("loginAttempts").where(equalsIgnoringCase("username", username)).where("clientAddress", "=", clientAddress).execute();
    await rememberSignInAddress(trx, username, clientAddress, Date.now());
  });
}
