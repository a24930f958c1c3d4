import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { secureCookies, sessionSecret } from "./env.server";
import { privateWhenRead } from "./response-scope.server";
import type { InquirySent, Toast } from "./toast";

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** The staff session cookie: a signed random id (the data is in SQLite, see models/session.server.ts). */
export function authCookie() {
  return createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: [sessionSecret()],
  });
}

export const KNOWN_DEVICE_MAX_AGE_SECONDS = 60 * 60 * 24 * 90;

/**
 * The known-device cookie a successful sign-in sets (docs/decisions/1128-login-throttle.md): signed with the
 * session secret, it names the usernames signed in from this browser and when (ms since the epoch). It is no
 * credential: it only exempts this browser from the cap on a username's failures from everywhere.
 */
export function knownDeviceCookie() {
  return createCookie("__known_device", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
    secrets: [sessionSecret()],
  });
}

/** What the flash cookie carries: a toast, and after a booking inquiry its confirmation panel. */
export interface FlashData {
  toast: Toast;
  inquirySent: InquirySent;
}

/** Short-lived signed cookie for one-shot messages (toasts, the inquiry's confirmation) that also work without JavaScript. */
type FlashStorage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, FlashData>>;
let flash: FlashStorage | undefined;
export function flashStorage() {
  // A response that read a toast is never kept by the page cache.
  flash ??= privateWhenRead(
    createCookieSessionStorage<Record<string, never>, FlashData>({
      cookie: {
        name: "__flash",
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies,
        path: "/",
        maxAge: 60,
        secrets: [sessionSecret()],
      },
    }),
  );
  return flash;
}
