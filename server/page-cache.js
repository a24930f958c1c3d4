// The page cache: anonymous GETs of public pages and public JSON are rendered once and then
// served from memory, before compression, static files or Remix do any work. See docs/performance.md and
// docs/decisions/0601-page-cache.md.
//
// - Keyed by the URL (path + query); gzip/brotli variants are kept beside the plain bytes and chosen
//   by Accept-Encoding (hence `Vary: Accept-Encoding`).
// - Bypassed by any request with a `__session` or `__flash` cookie, any method but GET/HEAD, every
//   /admin path, every /api path but the public catalogue (/api/v1/properties…, /api/v1/activities).
//   Only 200 responses without Set-Cookie, of HTML, JSON or Remix data, are kept.
// - Invalidated as a whole when the data version changes: a row in SQLite that triggers bump on every
//   write a public page shows (migrations/20261122T090000-page-cache.ts). Every worker reads it per
//   request (a prepared one-row SELECT), so a write in any process is seen by all on their next request.
// - The CSP nonce stays fresh: the page is kept with its nonce cut out, and each hit gets the nonce the
//   security middleware made for it (and the matching Content-Security-Policy header).
// - Bounded: least recently used entries go first once the bytes kept pass `maxBytes`.
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { isAdminPath } from "./paths.js";

/** The public JSON: the catalogue, one property and its availability/quote, activities. */
const PUBLIC_API = /^\/api\/v1\/(?:properties(?:$|\/)|activities$)/i;
const BYPASS_COOKIE = /(?:^|;\s*)__(?:session|flash)=/;
const STORABLE_TYPE = /^(?:text\/html|application\/json|text\/x-script)/i;
/** Response headers a cached entry replays (everything else is per response: security headers, Date, …). */
const KEPT_HEADERS = ["content-type", "x-total-count", "link", "content-language"];

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const DEFLATE_END = zlib.deflateRawSync(Buffer.alloc(0)); // an empty final block
const SYNC = { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 9 };

/** Is this path ever served from the cache? (Method and cookies are checked separately.) */
export function isCacheablePath(pathname) {
  if (isAdminPath(pathname)) return false;
  // Remix's route-discovery answers (cheap, and requested in bursts while a page hydrates): always Remix.
  if (pathname === "/__manifest") return false;
  // Files from public/ (favicon, the icon sprite, images): express.static answers them.
  if (/\.(?:svg|png|jpe?g|webp|avif|gif|ico|txt|xml|webmanifest|woff2?|css|js|map)$/i.test(pathname)) return false;
  if (/^\/api(?:$|[/.])/i.test(pathname)) return PUBLIC_API.test(pathname);
  return !pathname.startsWith("/assets/");
}

/** Does this request skip the cache (signed-in staff, a toast to show, a form post…)? */
export function bypassesCache(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  const cookie = req.headers.cookie;
  return Boolean(cookie && BYPASS_COOKIE.test(cookie));
}

function acceptedEncoding(req) {
  const accept = String(req.headers["accept-encoding"] || "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return "identity";
}

function etagMatches(header, etags) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => etags.includes(tag.trim().replace(/^W\//, "")));
}

/**
 * @param {{
 *   dataVersion: () => number;
 *   maxBytes?: number;
 *   sMaxAge?: number;
 *   staleWhileRevalidate?: number;
 *   maxAgeMs?: number;
 *   now?: () => number;
 * }} options
 */
export function createPageCache({
  dataVersion,
  maxBytes = 64 * 1024 * 1024,
  sMaxAge = 10,
  staleWhileRevalidate = 60,
  maxAgeMs = 5 * 60_000,
  now = Date.now,
}) {
  const cacheControl = `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  /** @type {Map<string, any>} */
  const entries = new Map();
  let bytes = 0;
  let version = -1;
  const stats = { hits: 0, misses: 0, bypasses: 0, stored: 0, invalidations: 0, evictions: 0 };

  function clear() {
    entries.clear();
    bytes = 0;
  }

  /** The data version now; a change empties the cache. */
  function checkVersion() {
    const current = dataVersion();
    if (current !== version) {
      if (version !== -1) stats.invalidations++;
      version = current;
      clear();
    }
    return current;
  }

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key, headers, body, nonce) {
    // Cut the nonce out: the page is kept as the text between its occurrences.
    const segments = [];
    if (nonce) {
      const needle = Buffer.from(nonce);
      let from = 0;
      for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
        segments.push(body.subarray(from, at));
        from = at + needle.length;
      }
      segments.push(body.subarray(from));
    } else {
      segments.push(body);
    }
    const hash = createHash("sha256");
    for (const segment of segments) hash.update(segment).update("\0");
    const tag = hash.digest("base64url").slice(0, 27);
    const entry = {
      headers,
      segments: segments.map((s) => Buffer.from(s)),
      etag: `"${tag}"`,
      etags: [`"${tag}"`, `"${tag}-gz"`, `"${tag}-br"`],
      createdAt: now(),
      gzip: undefined,
      br: undefined,
      gzipSegments: undefined,
      bytes: 0,
    };
    if (segments.length === 1) {
      // No nonce (JSON, Remix data): both encodings once, at their best.
      entry.br = zlib.brotliCompressSync(entry.segments[0], {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      entry.gzip = zlib.gzipSync(entry.segments[0], { level: 9 });
    } else {
      // With a nonce: each piece deflated on its own (sync flush), so a hit only deflates its 24-byte
      // nonce and joins the pieces into one valid gzip member (CRC over the plain bytes).
      entry.gzipSegments = entry.segments.map((s) => zlib.deflateRawSync(s, SYNC));
    }
    entry.bytes =
      entry.segments.reduce((n, s) => n + s.length, 0) +
      (entry.br?.length ?? 0) +
      (entry.gzip?.length ?? 0) +
      (entry.gzipSegments?.reduce((n, s) => n + s.length, 0) ?? 0) +
      key.length +
      256;
    if (entry.bytes > maxBytes / 4) return; // one huge response never pushes everything else out
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    stats.stored++;
    for (const [oldKey] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldKey);
      stats.evictions++;
    }
  }

  /** The page's pieces with this response's nonce between them (written with one writev, never joined). */
  function plainParts(entry, nonce) {
    if (entry.segments.length === 1) return entry.segments;
    const nonceBytes = Buffer.from(nonce);
    const parts = [];
    entry.segments.forEach((segment, i) => {
      if (i > 0) parts.push(nonceBytes);
      parts.push(segment);
    });
    return parts;
  }

  /** One gzip member: the pre-deflated pieces, this nonce deflated, an empty final block, CRC-32 and length of the plain bytes. */
  function gzipParts(entry, nonce, plain) {
    if (entry.gzip) return [entry.gzip];
    const nonceDeflated = zlib.deflateRawSync(Buffer.from(nonce), SYNC);
    const parts = [GZIP_HEADER];
    entry.gzipSegments.forEach((segment, i) => {
      if (i > 0) parts.push(nonceDeflated);
      parts.push(segment);
    });
    parts.push(DEFLATE_END);
    let crc = 0;
    let length = 0;
    for (const part of plain) {
      crc = zlib.crc32(part, crc);
      length += part.length;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    parts.push(trailer);
    return parts;
  }

  /** The fresh entry kept for this URL, or undefined. */
  function freshEntry(key) {
    const entry = entries.get(key);
    if (entry && now() - entry.createdAt > maxAgeMs) {
      remove(key);
      return undefined;
    }
    return entry;
  }

  /** Answer a request from `entry` (its security headers, with this response's nonce, are already set). */
  function send(req, res, key, entry) {
    stats.hits++;
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry);
    const nonce = String(res.locals?.cspNonce ?? "");
    const encoding = acceptedEncoding(req);
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("X-Cache", "HIT");
    if (etagMatches(req.headers["if-none-match"], entry.etags)) {
      // The browser keeps the page it has, with the nonce it came with: keep its CSP header too.
      if (entry.segments.length > 1) res.removeHeader("Content-Security-Policy");
      res.removeHeader("Content-Type");
      res.setHeader("ETag", entry.etag);
      res.statusCode = 304;
      return res.end();
    }
    const plain = plainParts(entry, nonce);
    let body = plain;
    if (encoding === "br" && entry.br) {
      body = [entry.br];
      res.setHeader("Content-Encoding", "br");
      res.setHeader("ETag", entry.etags[2]);
    } else if (encoding !== "identity") {
      body = gzipParts(entry, nonce, plain);
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("ETag", entry.etags[1]);
    } else {
      res.setHeader("ETag", entry.etag);
    }
    res.setHeader(
      "Content-Length",
      body.reduce((n, part) => n + part.length, 0),
    );
    if (req.method === "HEAD") return res.end();
    if (body.length === 1) return res.end(body[0]);
    // The pieces as they are (Node batches writes of one tick into one writev): no copy of the page
    // per hit, and no garbage to collect afterwards.
    for (const part of body) res.write(part);
    return res.end();
  }

  /**
   * For the HTTP server itself, before Express: answer a hit and return true, or return false (and touch
   * nothing) so the request goes on to Express. `securityHeaders(req, res)` sets a hit's headers and nonce.
   */
  function answer(req, res, securityHeaders) {
    const key = req.url ?? "/";
    const query = key.indexOf("?");
    if (!isCacheablePath(query === -1 ? key : key.slice(0, query)) || bypassesCache(req)) return false;
    checkVersion();
    const entry = freshEntry(key);
    if (!entry) return false;
    securityHeaders(req, res);
    send(req, res, key, entry);
    return true;
  }

  /** Express middleware, before compression and static files: answers hits, marks misses for `capture`. */
  function serve(req, res, next) {
    if (!isCacheablePath(req.path)) return next();
    if (bypassesCache(req)) {
      stats.bypasses++;
      res.setHeader("X-Cache", "BYPASS");
      return next();
    }
    const current = checkVersion();
    const key = req.originalUrl;
    const entry = freshEntry(key);
    if (entry) return send(req, res, key, entry);
    stats.misses++;
    res.setHeader("X-Cache", "MISS");
    if (req.method === "GET") res.locals.pageCache = { key, version: current };
    next();
  }

  /** Express middleware, after compression, right before Remix: keeps a miss's plain response if it may be shared. */
  function capture(req, res, next) {
    const pending = res.locals.pageCache;
    if (!pending) return next();
    const chunks = [];
    let decided = false;
    let keep = false;
    const decide = () => {
      if (decided) return;
      decided = true;
      const type = String(res.getHeader("Content-Type") ?? "");
      keep = res.statusCode === 200 && !res.hasHeader("Set-Cookie") && STORABLE_TYPE.test(type);
      if (keep) {
        res.setHeader("Cache-Control", cacheControl);
        res.setHeader("Vary", "Accept-Encoding, Cookie");
      } else {
        res.setHeader("X-Cache", "BYPASS");
      }
    };
    const write = res.write;
    const end = res.end;
    const collect = (chunk, encoding) => {
      if (!keep || chunk == null || typeof chunk === "function") return;
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk));
    };
    res.write = function (chunk, encoding, cb) {
      decide();
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      decide();
      collect(chunk, encoding);
      // Kept only if nothing a page shows changed while it was being rendered.
      try {
        if (keep && !res.hasHeader("Set-Cookie") && dataVersion() === pending.version && checkVersion() === pending.version) {
          const headers = [];
          for (const name of KEPT_HEADERS) {
            const value = res.getHeader(name);
            if (value !== undefined) headers.push([name, value]);
          }
          store(pending.key, headers, Buffer.concat(chunks), res.locals.cspNonce);
        }
      } catch (error) {
        // The cache is an optimisation: a page it cannot keep is still answered.
        console.error("Page cache: could not keep", pending.key, error);
      }
      return end.call(this, chunk, encoding, cb);
    };
    next();
  }

  return {
    answer,
    serve,
    capture,
    stats,
    /** Entries and bytes kept now (for tests and the benchmark). */
    size: () => ({ entries: entries.size, bytes }),
    clear,
  };
}
