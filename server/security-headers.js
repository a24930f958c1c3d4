// Security headers for every response (documents, data, API and static files), set by server.js
// before anything else answers. See docs/security.md and docs/decisions/0310-security-headers.md.
import { randomBytes } from "node:crypto";
import helmet from "helmet";
import { readEnvVar } from "./env.js";
import { isAdminTarget, isGuestPageTarget } from "./paths.js";

/**
 * Where the guest's "Pay by card" form may lead: the site, and Stripe Checkout's page, which the server's 303
 * sends the browser to (form-action covers a form's redirects). With STRIPE_API_URL pointing elsewhere (a fake
 * in tests, which serves its checkout page itself), that origin too.
 * @returns {string[]}
 */
export function formActionSources() {
  if (!readEnvVar("STRIPE_SECRET_KEY")) return ["'self'"];
  const sources = ["'self'", "https://checkout.stripe.com"];
  const api = new URL(readEnvVar("STRIPE_API_URL"));
  if (api.hostname !== "api.stripe.com") sources.push(api.origin);
  return sources;
}

/** The OpenStreetMap embed the location map loads when a visitor asks for it (app/components/site/location-map.tsx). */
export const MAP_FRAME_ORIGIN = "https://www.openstreetmap.org";

/** Browser features this site never uses: denied to the pages and to every frame they embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

// 128 random bits per nonce, cut from a block of 4 KiB filled at once: one call into the system's random
// source per 256 requests instead of one per request (measured: 45 µs a request on the booking POST).
const NONCE_BYTES = 16;
/** Characters of a nonce: 16 bytes in base64, always 24. */
const NONCE_LENGTH = 24;
let pool = Buffer.alloc(0);
let poolOffset = 0;
function freshNonce() {
  if (poolOffset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** Where each response's nonce goes in the policy helmet builds once (valid nonce syntax, never sent). */
const NONCE_SLOT = "NONCESLOTNONCESLOTNONCE0";

/** The headers a helmet middleware sets, read once from a stand-in response (helmet's middleware is synchronous). */
function headersOf(middleware) {
  const set = new Map();
  const res = {
    setHeader: (name, value) => set.set(String(name).toLowerCase(), [name, value]),
    removeHeader: (name) => set.delete(String(name).toLowerCase()),
    getHeader: (name) => set.get(String(name).toLowerCase())?.[1],
    locals: {},
  };
  let done = false;
  middleware({ method: "GET", url: "/", headers: {} }, res, (error) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("helmet did not finish synchronously");
  return [...set.values()];
}

/**
 * @typedef {{
 *   (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse & { locals?: Record<string, unknown> }): void;
 *   publicPage?: Readonly<{ headers: readonly string[]; cspBefore: string; cspAfter: string; nonce: () => string; nonceLength: number }>;
 * }} SecurityHeaders
 */

/**
 * The security headers of every response, as one function: a fresh CSP nonce (res.locals.cspNonce,
 * handed to Remix through the load context), helmet's headers with our Content-Security-Policy, a
 * Permissions-Policy, and `Cache-Control: private, no-store` on every admin response and guest page (which are
 * also `noindex` and send no Referer to other sites). helmet builds the
 * header values once, at start-up; each response only gets them set, with its own nonce in the policy
 * (helmet's 15 middlewares per request cost more than a page-cache hit).
 * @param {{ isDev: boolean; isProduction: boolean }} options
 * @returns {SecurityHeaders}
 */
export function createSecurityHeaders({ isDev, isProduction }) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // Only scripts carrying this response's nonce run; the modules they import are trusted through 'strict-dynamic'.
        "script-src": [`'nonce-${NONCE_SLOT}'`, "'strict-dynamic'"],
        "script-src-attr": ["'none'"],
        // React renders a few style attributes (toast timer, sticky sidebar offset) and a <noscript> style; see docs/security.md.
        "style-src": ["'self'", "'unsafe-inline'"],
        // Property and activity images may be https: URLs chosen in the admin area.
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'"],
        // Vite's hot reload talks over a WebSocket in development only.
        "connect-src": isDev ? ["'self'", "ws:"] : ["'self'"],
        "frame-src": [MAP_FRAME_ORIGIN],
        "frame-ancestors": ["'self'"],
        "form-action": formActionSources(),
        "base-uri": ["'none'"],
        "object-src": ["'none'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'"],
      },
    },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // The OpenStreetMap embed does not send CORP/COEP headers; requiring them would blank the map.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Browsers ignore HSTS over plain HTTP; in production the site is served over TLS (directly or by a proxy).
    strictTransportSecurity: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: "sameorigin" },
  });

  const fixed = headersOf(headers);
  const policy = fixed.find(([name]) => name.toLowerCase() === "content-security-policy");
  if (!policy || !String(policy[1]).includes(NONCE_SLOT)) throw new Error("The Content-Security-Policy has no nonce slot");
  const [before, after] = String(policy[1]).split(NONCE_SLOT);
  const others = fixed.filter((header) => header !== policy);

  /** @type {SecurityHeaders} */
  const apply = (req, res) => {
    const nonce = freshNonce();
    res.locals ??= {};
    res.locals.cspNonce = nonce;
    for (const [name, value] of others) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", before + nonce + after);
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // Admin pages show guests' names, e-mails and messages: never kept by a browser or a shared cache.
    // Decided on the path as Remix reads it, so /%61dmin/… and /ADMIN/… are admin pages here too.
    const target = req.originalUrl ?? req.url;
    if (isAdminTarget(target)) res.setHeader("Cache-Control", "private, no-store");
    // A guest's own page: its address is the guest's secret (whoever has it can cancel the stay), so no
    // browser or shared cache keeps it, no search engine indexes it, and no request to another site (a
    // property photo on an https: URL, a link) carries it as a Referer. `same-origin`, not `no-referrer`:
    // with no-referrer a browser sends the page's own form POST with `Origin: null`, which the cross-site
    // guard rightly refuses. Decided here, on the path, so its 404, its data requests and every answer get them.
    else if (isGuestPageTarget(target)) {
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("Referrer-Policy", "same-origin");
    }
  };
  // What `apply` sets on a response to a public page (neither admin nor a guest's page), for the page cache's
  // hits, which write their headers in one go: the fixed headers as one flat list, and the policy around the nonce.
  apply.publicPage = Object.freeze({
    headers: Object.freeze([...others.flatMap(([name, value]) => [name, String(value)]), "Permissions-Policy", PERMISSIONS_POLICY]),
    cspBefore: before,
    cspAfter: after,
    nonce: freshNonce,
    nonceLength: NONCE_LENGTH,
  });
  return apply;
}

/**
 * Express middleware for the security headers of `createSecurityHeaders`.
 * @param {{ isDev: boolean; isProduction: boolean }} options
 */
export function securityHeaders(options) {
  const apply = createSecurityHeaders(options);
  return (req, res, next) => {
    apply(req, res);
    next();
  };
}
