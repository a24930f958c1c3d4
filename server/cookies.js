// @ts-check
// The Cookie header read with the very parser Remix's sessions use (the `cookie` package that
// @remix-run/server-runtime depends on), so "does this request carry a session?" is answered here
// exactly as the app will answer it: `__session =x` (a space before `=`) is the `__session` cookie.
import { createRequire } from "node:module";

const fromHere = createRequire(import.meta.url);
const fromRemixNode = createRequire(fromHere.resolve("@remix-run/node"));
const fromRuntime = createRequire(fromRemixNode.resolve("@remix-run/server-runtime"));
/** @type {{ parse: (header: string) => Record<string, string | undefined> }} */
const cookie = fromRuntime("cookie");

/** The cookies of a Cookie header by name (names as the app's sessions look them up). */
export function parseCookies(/** @type {string | undefined} */ header) {
  return header ? cookie.parse(header) : {};
}

/** The cookies that tie a request to one person: the staff session and the toast (flash) cookie. */
export const PERSONAL_COOKIES = ["__session", "__flash"];

/** Does this Cookie header carry the staff session or a toast, as the app will read it? */
export function hasPersonalCookie(/** @type {string | string[] | undefined} */ header) {
  if (!header) return false;
  const cookies = parseCookies(Array.isArray(header) ? header.join("; ") : header);
  return PERSONAL_COOKIES.some((name) => Object.prototype.hasOwnProperty.call(cookies, name));
}
