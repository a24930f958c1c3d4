// @ts-check
// Which URL paths belong to the admin area, decided on the path as the app will read it: the page cache
// never keeps them, the security headers mark them `Cache-Control: private, no-store`. One function, so
// the two can never disagree, and never with Remix either.

/** /admin, /admin/… and their single-fetch data URLs (/admin.data, /admin/x.data); Remix matches paths case-insensitively. */
export const ADMIN_PATH = /^\/admin(?:$|[/.])/i;

/** The guest's own page, /stay/{token}, its data URL, the card return /pay/return/{key} (which redirects there) and the review page /review/{token}: secret addresses. */
export const GUEST_PAGE_PATH = /^\/(?:stay|pay|review)(?:$|[/.])/i;

/**
 * The path of a request target as Remix will match it. @remix-run/express builds the request URL as
 * `origin + target`, so the URL parser removes dot segments (`/x/../admin`, `/%2e%2e/admin`) and turns
 * `\` into `/`; React Router then decodes each segment (`/%61dmin` is `/admin`; an encoded `/` stays
 * `%2F`) and matches case-insensitively, ignoring empty segments (`//admin`). Repeated slashes are
 * collapsed here so the result never understates what Remix would match. An absolute-form target
 * (`http://host/admin`) is read by its path. Returns undefined when the target has no path at all
 * (`*`, garbage).
 * @param {string | undefined} target the request line's target (`req.url` before Express)
 * @returns {string | undefined}
 */
export function appPathname(target) {
  if (!target) return undefined;
  let pathname;
  try {
    pathname = target.startsWith("/") ? new URL(`http://localhost${target}`).pathname : new URL(target).pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith("/")) return undefined;
  let decoded;
  try {
    decoded = pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    decoded = pathname; // React Router keeps a path it cannot decode as it is
  }
  return decoded.replace(/\/{2,}/g, "/");
}

/** Is `pathname` (already as the app reads it, no query string) in the admin area? */
export function isAdminPath(/** @type {string} */ pathname) {
  return ADMIN_PATH.test(pathname);
}

/**
 * Is this request target in the admin area, read as the app reads it? Both the raw path and the decoded
 * one are checked, and a target whose path cannot be read counts as admin: wrongly marking a response
 * private costs nothing, wrongly marking it public may leak a staff page.
 * @param {string | undefined} target
 */
export function isAdminTarget(target) {
  const pathname = appPathname(target);
  if (pathname === undefined) return true;
  if (isAdminPath(pathname)) return true;
  const raw = (target ?? "").split("?")[0];
  return isAdminPath(raw);
}

/**
 * Is this request target a guest's own page (/stay/{token}), read as the app reads it? Like the admin
 * area, a target whose path cannot be read counts: marking a response private and unindexed costs nothing.
 * @param {string | undefined} target
 */
export function isGuestPageTarget(target) {
  const pathname = appPathname(target);
  if (pathname === undefined) return true;
  return GUEST_PAGE_PATH.test(pathname) || GUEST_PAGE_PATH.test((target ?? "").split("?")[0]);
}
