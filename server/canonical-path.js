// @ts-check
// One address per page: `/about/` answered the same page as `/about`, so search engines could count two.
// A GET or HEAD whose path ends with a slash (other than `/` itself) is redirected permanently to the
// path without it, its query string kept. Other methods are left alone: a 301 would turn a POST into a GET.

/**
 * Where a path with trailing slashes should go, or null when it has none. The result is always a path
 * on this site: leading slashes and backslashes collapse to one `/`, so `//evil.example/` can never
 * become the protocol-relative `//evil.example`.
 * @param {string} target the request target as received (path and query)
 * @returns {string | null}
 */
export function withoutTrailingSlash(target) {
  if (!target.startsWith("/")) return null;
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path.length < 2 || !path.endsWith("/")) return null;
  const trimmed = `/${path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
  return trimmed + (queryAt === -1 ? "" : target.slice(queryAt));
}

/** @type {import("express").RequestHandler} */
export function redirectTrailingSlash(req, res, next) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const location = withoutTrailingSlash(req.originalUrl ?? req.url);
  if (location === null) return next();
  res.redirect(301, location);
}
