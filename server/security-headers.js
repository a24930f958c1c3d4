// Security headers for every response (documents, data, API and static files), set by server.js
// before anything else answers. See docs/security.md and docs/decisions/0310-security-headers.md.
import { randomBytes } from "node:crypto";
import helmet from "helmet";

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

/** /admin, /admin/… and their single-fetch data URLs (/admin.data, /admin/x.data); Remix matches paths case-insensitively. */
const ADMIN_PATH = /^\/admin(?:$|[/.])/i;

const nonceOf = (_req, res) => `'nonce-${res.locals.cspNonce}'`;

/**
 * Express middleware: a fresh CSP nonce per request (res.locals.cspNonce, handed to Remix through the
 * load context), helmet's headers with our Content-Security-Policy, a Permissions-Policy, and
 * `Cache-Control: private, no-store` on every admin response.
 * @param {{ isDev: boolean; isProduction: boolean }} options
 */
export function securityHeaders({ isDev, isProduction }) {
  const nonce = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };

  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // Only scripts carrying this response's nonce run; the modules they import are trusted through 'strict-dynamic'.
        "script-src": [nonceOf, "'strict-dynamic'"],
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
        "form-action": ["'self'"],
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

  const permissionsAndCaching = (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // Admin pages show guests' names, e-mails and messages: never kept by a browser or a shared cache.
    if (ADMIN_PATH.test(req.path)) res.setHeader("Cache-Control", "private, no-store");
    next();
  };

  return [nonce, headers, permissionsAndCaching];
}
