import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { HttpError, tooManyRequests } from "~/lib/errors.server";
import { KNOWN_DEVICE_MAX_AGE_SECONDS, knownDeviceCookie } from "~/lib/cookies.server";
import { recordSuccessfulLogin, releaseLoginAttempt, reserveLoginAttempt, throttleMessage } from "~/models/login-attempt.server";
import { assertCurrentPassword, getUserById, setUserPassword, verifyLogin, type User } from "~/models/user.server";
import { endOtherSessions, sessionStorage } from "~/models/session.server";
import { recordAudit } from "~/models/audit.server";
import { writeTransaction } from "~/db/db.server";
import { hashPassword } from "~/lib/password.server";

export const INVALID_CREDENTIALS = "Invalid username or password";

const authenticator = new Authenticator<User>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const user = await verifyLogin(String(form.get("username") ?? ""), String(form.get("password") ?? ""));
    if (!user) throw new HttpError(401, INVALID_CREDENTIALS);
    return user;
  }),
  "form",
);

/** The usernames this browser's known-device cookie names, with when each signed in here (ms); {} without a valid one. */
async function knownDeviceSignIns(request: Request): Promise<Record<string, number>> {
  const value: unknown = await knownDeviceCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === "number"));
}

/** Does this request carry a known-device cookie naming this username, from a sign-in within its 90 days? */
async function isKnownDevice(request: Request, username: string): Promise<boolean> {
  const at = (await knownDeviceSignIns(request))[username.toLowerCase()];
  return at !== undefined && at > Date.now() - KNOWN_DEVICE_MAX_AGE_SECONDS * 1000;
}

/** The known-device cookie after signing in as `username`: it names the (at most 5) latest usernames signed in from this browser. */
async function knownDeviceCookieAfterSignIn(request: Request, username: string): Promise<string> {
  const signIns = { ...(await knownDeviceSignIns(request)), [username.toLowerCase()]: Date.now() };
  const latest = Object.entries(signIns)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  return knownDeviceCookie().serialize(Object.fromEntries(latest));
}

/**
 * Reserve one guess for this username from this address (counted and recorded atomically before the hash
 * is checked: see reserveLoginAttempt), or throw the 429 that says how long to wait (message and Retry-After).
 */
async function reserveGuess(request: Request, username: string, clientAddress: string): Promise<number> {
  const reservation = await reserveLoginAttempt(username, clientAddress, { knownDevice: await isKnownDevice(request, username) });
  if (!reservation.allowed) throw tooManyRequests(throttleMessage(reservation.retryAfterSeconds), reservation.retryAfterSeconds);
  return reservation.id;
}

/**
 * Check the throttle, authenticate through remix-auth's FormStrategy, and open a new server-side
 * session. Returns the user and the response headers: Set-Cookie for the session, then for the
 * known-device cookie. Throws HttpError 429 (with Retry-After) or 401.
 */
export async function login(args: { username: string; password: string; clientAddress: string; request: Request }) {
  const { username, password, clientAddress } = args;
  const attempt = await reserveGuess(args.request, username, clientAddress);

  // FormStrategy reads form data; the JSON API and the page both come through here with the parsed fields.
  const formRequest = new Request(args.request.url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password }),
  });
  let user: User;
  try {
    user = await authenticator.authenticate("form", formRequest);
  } catch (error) {
    // The attempt stays recorded as a failure.
    if (error instanceof HttpError) throw error;
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  await recordSuccessfulLogin(attempt, username, clientAddress);

  const storage = sessionStorage();
  // End any session the browser already had, then start a fresh one (no session fixation).
  const previous = await storage.getSession(args.request.headers.get("Cookie"));
  if (previous.id) await storage.destroySession(previous);
  const session = await storage.getSession();
  session.set("userId", user.id);
  const headers = new Headers();
  headers.append("Set-Cookie", await storage.commitSession(session));
  headers.append("Set-Cookie", await knownDeviceCookieAfterSignIn(args.request, username));
  await writeTransaction((trx) => recordAudit(trx, user, "auth.sign-in", { type: "user", id: user.id, label: user.username }));
  return { user, headers };
}

/** End the session on the server; returns the Set-Cookie header that clears the cookie. */
export async function logout(request: Request): Promise<string> {
  const storage = sessionStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  return storage.destroySession(session);
}

/**
 * Change the signed-in user's own password (checks the current one). Browsers still signed in with
 * the old password are signed out; the one making the change stays signed in. A wrong current
 * password counts like a failed login (same throttle, same 429 with Retry-After), so a stolen session cannot be used
 * to guess the password.
 */
export async function changeOwnPassword(
  request: Request,
  user: User,
  input: { currentPassword: string; newPassword: string },
  clientAddress: string,
) {
  const attempt = await reserveGuess(request, user.username, clientAddress);
  await assertCurrentPassword(user.id, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  // The new password, the end of the other sessions and the audit row commit together.
  await writeTransaction(async (trx) => {
    await setUserPassword(trx, user.id, passwordHash);
    await endOtherSessions(trx, user.id, session.id);
    await recordAudit(trx, user, "user.password-change", { type: "user", id: user.id, label: user.username });
  });
  await releaseLoginAttempt(attempt);
}

/** The signed-in user, or null. */
export async function getUser(request: Request): Promise<User | null> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const userId = session.get("userId");
  if (typeof userId !== "number") return null;
  const user = await getUserById(userId);
  // A deactivated user's sessions are deleted at once; this also covers a request already under way.
  return user?.active ? user : null;
}

const SAME_SITE_BASE = "http://same-site.invalid";

/**
 * Where to go after signing in: only a path on this site, else the fallback. The value must be plain
 * printable ASCII (no tab, newline, NUL, backslash or U+3000 that browsers drop or rewrite into
 * "//other-host"), start with a single "/", and resolve to the same origin; it comes back
 * re-serialised, so what goes into Location is exactly what the browser will follow.
 */
export function safeRedirectPath(path: string | null | undefined, fallback = "/admin/dashboard"): string {
  if (!path || path.length > 2000 || !/^\/(?![/\\])[\x21-\x7e]*$/.test(path) || path.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(path, SAME_SITE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE_BASE) return fallback;
  const result = url.pathname + url.search + url.hash;
  return result.startsWith("//") || result.startsWith("/\\") ? fallback : result;
}
