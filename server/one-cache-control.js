// @ts-check
// One Cache-Control header per response. The security headers put `private, no-store` on every admin
// response before Remix runs; Remix's Express adapter then *appends* each header of the app's Response,
// so an admin route that sets its own Cache-Control (the CSV exports) went out with two. Caches treat
// two headers as one list, but some proxies and tools keep only the first or the last: one header that
// holds every directive of both says the same thing to all of them.

/**
 * The directives of `first` and then those of `second` that `first` does not already name (an earlier
 * value of a directive wins, so the admin area's `private, no-store` is never weakened).
 * @param {string} first
 * @param {string} second
 */
export function mergeCacheControl(first, second) {
  /** @type {Map<string, string>} */
  const directives = new Map();
  for (const part of `${first},${second}`.split(",")) {
    const directive = part.trim();
    const name = directive.split("=")[0].trim().toLowerCase();
    if (name && !directives.has(name)) directives.set(name, directive);
  }
  return [...directives.values()].join(", ");
}

/**
 * Express middleware: `res.append("Cache-Control", …)` on a response that already has one merges the two
 * into one header instead of sending two.
 * @type {import("express").RequestHandler}
 */
export function oneCacheControl(_req, res, next) {
  const append = res.append;
  res.append = function (field, value) {
    if (String(field).toLowerCase() === "cache-control" && this.hasHeader("Cache-Control") && value !== undefined) {
      const added = Array.isArray(value) ? value.join(", ") : String(value);
      this.setHeader("Cache-Control", mergeCacheControl(String(this.getHeader("Cache-Control")), added));
      return this;
    }
    return append.call(this, field, value);
  };
  next();
}
