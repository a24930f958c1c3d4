// The page cache: anonymous GETs of public pages and public JSON are rendered once and then
// served from memory, before compression, static files or Remix do any work. See docs/performance.md and
// docs/decisions/0601-page-cache.md (and 0320 for what makes a request or a response shareable).
//
// - Only what is positively public: the public pages (home, list, a property, about, contact, privacy,
//   terms, and their single-fetch `.data`) and the public JSON (the catalogue, one property, its
//   availability and quote, activities), each in its one canonical spelling (lower case, no
//   percent-escapes, no dot segments), with no query parameter but those the route reads, each once.
//   Anything else (`/%61dmin/…`, `/About`, `/?utm=…`) goes to Remix and is never kept.
// - Never for a person: any method but GET/HEAD, a `__session` or `__flash` cookie as the app's cookie
//   parser reads it (`__session =x` included), an Authorization header, or a Host (or trusted
//   X-Forwarded-Host) that is neither the public host nor this machine. And never kept, whatever the
//   request looked like: a response that is not a 200 of HTML, JSON or Remix data, sets a cookie, says
//   `private`, or read a session while it was made (server/response-scope.js).
// - Keyed by the request target (path + query); gzip/brotli variants are kept beside the plain bytes and
//   chosen by Accept-Encoding (hence `Vary: Accept-Encoding`). A miss keeps only the plain bytes: the
//   hash and the compressed variants are made on the first hit, so a URL asked for once costs no
//   compression (cache-busting query strings cost a render, as without a cache).
// - Invalidated as a whole when the data version changes: a row in SQLite that triggers bump on every
//   write a public page shows (migrations/20261122T090000-page-cache.ts). Every worker reads it (a prepared
//   one-row SELECT) at most once per turn of its event loop, so a write in any process is seen by all on the
//   next request sent after it (docs/decisions/1128-cache-hit-path.md).
// - The CSP nonce stays fresh: the page is kept with its nonce cut out, and each hit gets the nonce the
//   security middleware made for it (and the matching Content-Security-Policy header). A hit writes its
//   headers in one go: a list kept per entry and encoding, with a slot for the policy (1128).
// - Bounded by the bytes really held: every entry's pieces live in one buffer of exactly their size
//   (zlib's and Buffer's pooled allocations would otherwise keep 8–16 KB alive per small piece), counted
//   with an estimate of its JavaScript objects; least recently used entries go first past `maxBytes`.
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { hasPersonalCookie } from "./cookies.js";
import { namesAllowedHost } from "./host.js";
import { isAdminTarget, isGuestPageTarget } from "./paths.js";
import { PUBLIC_ROUTES } from "./public-routes.js";
import { offeredLanguages, preferredLanguage, withoutLanguagePrefix } from "./languages.js";
import { responseScope } from "./response-scope.js";

/**
 * The query parameters the public route at `pathname` reads, or undefined when the path is not a
 * public page or public JSON in its canonical spelling.
 * @param {string} pathname the raw path of the request target
 * @returns {readonly string[] | undefined}
 */
export function publicRouteParams(pathname) {
  if (pathname.startsWith("/api/")) return PUBLIC_ROUTES.find((route) => !route.page && route.pattern.test(pathname))?.params;
  let page = pathname;
  let data = false;
  if (pathname === "/_root.data") {
    page = "/";
    data = true;
  } else if (pathname.endsWith(".data")) {
    page = pathname.slice(0, -".data".length);
    data = true;
    if (page === "/" || page === "") return undefined;
  }
  // The same page in another language (`/sw/about`, `/de`) reads the same parameters.
  page = withoutLanguagePrefix(page);
  // Single-fetch data URLs (`/_root.data` for `/`, `/about.data`, `/properties/x.data`) also read `_routes`.
  const params = PUBLIC_ROUTES.find((route) => route.page && route.pattern.test(page))?.params;
  return params && data ? [...params, "_routes"] : params;
}

/** Does the query string name only parameters the route reads, each at most once? */
function queryIsRead(query, params) {
  if (query === "") return true;
  const seen = new Set();
  for (const name of new URLSearchParams(query).keys()) {
    if (!params.includes(name) || seen.has(name)) return false;
    seen.add(name);
  }
  return true;
}

/**
 * Is this request target one the cache may answer or keep (a public route, spelt canonically, reading
 * every parameter it is given)? Method, cookies and host are checked separately.
 * @param {string | undefined} target
 */
export function isCacheableTarget(target) {
  if (!target || !target.startsWith("/")) return false;
  const q = target.indexOf("?");
  const params = publicRouteParams(q === -1 ? target : target.slice(0, q));
  return params !== undefined && (q === -1 || queryIsRead(target.slice(q + 1), params));
}

/** Is this the home page, the one page that answers by the visitor's language (a 302 to /sw or /de, or English)? */
function isHome(/** @type {string} */ target) {
  const path = target.split("?", 1)[0];
  return path === "/" || path === "/_root.data";
}

/**
 * Does this request skip the cache (a person's request: signed-in staff, a toast to show, a form post…, or the
 * home page for a visitor it sends to another language)?
 */
export function bypassesCache(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  if (req.headers.authorization !== undefined) return true;
  if (hasPersonalCookie(req.headers.cookie)) return true;
  return offeredLanguages().length > 0 && isHome(req.originalUrl ?? req.url ?? "/") && preferredLanguage(req.headers) !== "en";
}

/** The home page's English answer depends on the visitor's language too, when the site offers other languages. */
function varyFor(/** @type {string} */ key) {
  return offeredLanguages().length > 0 && isHome(key) ? "Accept-Encoding, Accept-Language, Cookie" : "Accept-Encoding, Cookie";
}

const STORABLE_TYPE = /^(?:text\/html|application\/json|text\/x-script)/i;
/** Response headers a cached entry replays (everything else is per response: security headers, Date, …). */
const KEPT_HEADERS = ["content-type", "x-total-count", "link", "content-language"];

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const DEFLATE_END = zlib.deflateRawSync(Buffer.alloc(0)); // an empty final block
const SYNC = { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 9 };

/**
 * `text` (ASCII) as a non-final stored deflate block: the pieces before it end on a byte boundary (sync flush),
 * so a block header of one byte (not final, type 00), then LEN and its complement, then the bytes.
 * @param {string} text
 */
function storedBlock(text) {
  const block = Buffer.allocUnsafe(5 + text.length);
  block[0] = 0;
  block.writeUInt16LE(text.length, 1);
  block.writeUInt16LE(~text.length & 0xffff, 3);
  block.write(text, 5, "latin1");
  return block;
}

/**
 * What an entry costs besides its bytes, measured on Node 20 (tests/unit/page-cache-memory.test.ts): the
 * entry object, its Map slot, header pairs and one Buffer view object per piece.
 */
const ENTRY_OVERHEAD = 600;
const VIEW_OVERHEAD = 120;
/** A hit's header list for one encoding (its array; the strings are shared but Content-Length's). */
const TEMPLATE_OVERHEAD = 500;
const ENCODINGS = /** @type {const} */ (["identity", "gzip", "br"]);

/**
 * The pieces given, copied into one buffer of exactly their total size (its own memory, never a slice
 * of a pooled or oversized allocation), returned as views into it in the same shape.
 * @param {Buffer[][]} groups
 */
function pack(groups) {
  let total = 0;
  for (const group of groups) for (const piece of group) total += piece.length;
  const arena = Buffer.allocUnsafeSlow(total);
  let at = 0;
  const out = groups.map((group) =>
    group.map((piece) => {
      piece.copy(arena, at);
      const view = arena.subarray(at, at + piece.length);
      at += piece.length;
      return view;
    }),
  );
  return { arena, groups: out };
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
 *   publicHosts?: Iterable<string>;
 *   sMaxAge?: number;
 *   staleWhileRevalidate?: number;
 *   maxAgeMs?: number;
 *   now?: () => number;
 * }} options `publicHosts`: lower-case host names (PUBLIC_URL's) whose requests may share responses, besides this machine's
 */
export function createPageCache({
  dataVersion,
  maxBytes = 64 * 1024 * 1024,
  publicHosts = [],
  sMaxAge = 10,
  staleWhileRevalidate = 60,
  maxAgeMs = 5 * 60_000,
  now = Date.now,
}) {
  const cacheControl = `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  const allowedHosts = new Set(
    [...publicHosts].map((host) =>
      host
        .toLowerCase()
        .replace(/^\[|\]$/g, "")
        .replace(/\.$/, ""),
    ),
  );
  /** @type {Map<string, any>} */
  const entries = new Map();
  let bytes = 0;
  let version = -1;
  const stats = { hits: 0, misses: 0, bypasses: 0, stored: 0, invalidations: 0, evictions: 0, versionReads: 0 };

  function clear() {
    entries.clear();
    bytes = 0;
  }

  // The data version a hit compares is read at most once per turn of the event loop: every request read from
  // the sockets in one turn (one poll of the connections) shares it, and the next turn reads it again. A write
  // committed before a request was sent is committed before the poll that found it, so it is always seen
  // (docs/decisions/1128-cache-hit-path.md). Misses and what they keep read it afresh.
  let turnVersion = 0;
  let turnVersionRead = false;
  const forgetTurnVersion = () => {
    turnVersionRead = false;
  };
  function versionThisTurn() {
    if (!turnVersionRead) {
      turnVersion = dataVersion();
      turnVersionRead = true;
      stats.versionReads++;
      setImmediate(forgetTurnVersion);
    }
    return turnVersion;
  }

  /** The data version now (or as given); a change empties the cache. */
  function checkVersion(current = dataVersion()) {
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

  /** What an entry holds: its one buffer, the views into it, its key and replayed headers. */
  function sizeOf(key, entry) {
    const views = entry.segments.length + (entry.gzipSegments?.length ?? 0) + (entry.gzip ? 1 : 0) + (entry.br ? 1 : 0);
    const headerBytes = entry.headers.reduce((n, [name, value]) => n + name.length + String(value).length + 64, 0);
    const templates = entry.templates ? TEMPLATE_OVERHEAD * ENCODINGS.filter((encoding) => entry.templates[encoding]).length : 0;
    return entry.arena.length + 2 * key.length + headerBytes + templates + ENTRY_OVERHEAD + VIEW_OVERHEAD * views;
  }

  /** Drop least recently used entries until the budget holds. */
  function evict() {
    for (const [oldKey] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldKey);
      stats.evictions++;
    }
  }

  /** Keep a miss: its plain bytes only, cut at each occurrence of its nonce. */
  function store(key, headers, body, nonce) {
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
    const packed = pack([segments]);
    const entry = {
      headers,
      // Decided once: the security headers of a public page are all this URL's responses ever get (a cacheable
      // target is neither an admin nor a guest's page; checked here all the same).
      publicPage: !isAdminTarget(key) && !isGuestPageTarget(key),
      templates: undefined,
      arena: packed.arena,
      segments: packed.groups[0],
      finished: false,
      etag: "",
      etags: [],
      createdAt: now(),
      gzip: undefined,
      br: undefined,
      gzipSegments: undefined,
      bytes: 0,
    };
    entry.bytes = sizeOf(key, entry);
    // One huge response never pushes everything else out (its compressed copies come on top later).
    if (entry.bytes > maxBytes / 4) return;
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    stats.stored++;
    evict();
  }

  /**
   * On an entry's first hit: its ETag and compressed variants, packed with the plain bytes into one
   * buffer of exactly their size.
   */
  function finish(key, entry) {
    if (entry.finished) return;
    const hash = createHash("sha256");
    for (const segment of entry.segments) hash.update(segment).update("\0");
    const tag = hash.digest("base64url").slice(0, 27);
    let compressed;
    if (entry.segments.length === 1) {
      // No nonce (JSON, Remix data): both encodings once, at their best.
      const plain = entry.segments[0];
      compressed = [
        [
          zlib.brotliCompressSync(plain, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
          }),
        ],
        [zlib.gzipSync(plain, { level: 9 })],
        [],
      ];
    } else {
      // With a nonce: each piece deflated on its own (sync flush), so a hit only deflates its 24-byte
      // nonce and joins the pieces into one valid gzip member (CRC over the plain bytes).
      compressed = [[], [], entry.segments.map((s) => zlib.deflateRawSync(s, SYNC))];
    }
    const packed = pack([entry.segments, ...compressed]);
    const [segments, br, gzip, gzipSegments] = packed.groups;
    bytes -= entry.bytes;
    Object.assign(entry, {
      finished: true,
      arena: packed.arena,
      segments,
      br: br[0],
      gzip: gzip[0],
      gzipSegments: gzipSegments.length ? gzipSegments : undefined,
      etag: `"${tag}"`,
      etags: [`"${tag}"`, `"${tag}-gz"`, `"${tag}-br"`],
    });
    entry.bytes = sizeOf(key, entry);
    bytes += entry.bytes;
  }

  /** The page's pieces with this response's nonce between them (written with one writev, never joined). */
  function plainParts(entry, nonce) {
    if (entry.segments.length === 1) return entry.segments;
    const nonceBytes = Buffer.from(nonce, "latin1");
    const parts = [];
    entry.segments.forEach((segment, i) => {
      if (i > 0) parts.push(nonceBytes);
      parts.push(segment);
    });
    return parts;
  }

  /**
   * One gzip member: the pre-deflated pieces, this nonce as a stored block (no compression to run, and the
   * same length for every nonce, so a hit's Content-Length is known in advance), an empty final block, CRC-32
   * and length of the plain bytes.
   */
  function gzipParts(entry, nonce, plain) {
    if (entry.gzip) return [entry.gzip];
    const nonceDeflated = storedBlock(nonce);
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
    finish(key, entry);
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry);
    evict();
    const nonce = String(res.locals?.cspNonce ?? "");
    const encoding = acceptedEncoding(req);
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Vary", varyFor(key));
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
   * A hit's headers for one encoding, built on its first use and kept with the entry: the security headers of a
   * public page with the policy's value left as a slot for this response's nonce, the entry's own headers and
   * the cache's, Content-Length included (a nonce is always as long, and so is its stored block in gzip).
   * @param {any} entry
   * @param {NonNullable<import("./security-headers.js").SecurityHeaders["publicPage"]>} security
   * @param {"identity" | "gzip" | "br"} encoding
   */
  function hitHeaders(key, entry, security, encoding) {
    if (entry.templates?.security !== security) entry.templates = { security, identity: undefined, gzip: undefined, br: undefined };
    const kept = entry.templates[encoding];
    if (kept) return kept;
    const nonces = entry.segments.length - 1;
    const sum = (/** @type {Buffer[]} */ parts) => parts.reduce((n, part) => n + part.length, 0);
    let length = sum(entry.segments) + nonces * security.nonceLength;
    let etag = entry.etag;
    if (encoding === "br") {
      length = entry.br.length;
      etag = entry.etags[2];
    } else if (encoding === "gzip") {
      length = entry.gzip
        ? entry.gzip.length
        : GZIP_HEADER.length + sum(entry.gzipSegments) + nonces * (5 + security.nonceLength) + DEFLATE_END.length + 8;
      etag = entry.etags[1];
    }
    const headers = [...security.headers, "Content-Security-Policy", ""];
    const slot = headers.length - 1;
    for (const [name, value] of entry.headers) {
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    headers.push("Cache-Control", cacheControl, "Vary", varyFor(key), "X-Cache", "HIT", "ETag", etag);
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
    headers.push("Content-Length", String(length));
    const template = { headers, slot };
    entry.templates[encoding] = template;
    bytes -= entry.bytes;
    entry.bytes = sizeOf(key, entry);
    bytes += entry.bytes;
    return template;
  }

  /**
   * A hit of a public page, its headers written in one go (res.writeHead with the entry's list, this response's
   * nonce in the policy): the same headers as `send` after the security headers, without setting them one by one.
   * @param {NonNullable<import("./security-headers.js").SecurityHeaders["publicPage"]>} security
   */
  function sendHit(req, res, key, entry, security) {
    stats.hits++;
    finish(key, entry);
    entries.delete(key);
    entries.set(key, entry);
    const accepted = acceptedEncoding(req);
    const encoding = accepted === "identity" ? "identity" : accepted === "br" && entry.br ? "br" : "gzip";
    const template = hitHeaders(key, entry, security, encoding);
    if (bytes > maxBytes) evict();
    const nonce = security.nonce();
    if (nonce.length !== security.nonceLength) throw new Error("A nonce of an unexpected length");
    // writeHead reads the list at once (Node builds the header block then): the slot is this response's alone.
    const headers = template.headers;
    headers[template.slot] = security.cspBefore + nonce + security.cspAfter;
    res.writeHead(200, headers);
    if (req.method === "HEAD") return res.end();
    const plain = encoding === "br" ? undefined : plainParts(entry, nonce);
    const body = encoding === "identity" ? plain : encoding === "br" ? [entry.br] : gzipParts(entry, nonce, plain);
    if (body.length === 1) return res.end(body[0]);
    for (const part of body) res.write(part);
    return res.end();
  }

  /** May this request be answered from, or kept in, the cache? ("public" route, and not a person's request) */
  function sharedRequest(req) {
    return !bypassesCache(req) && namesAllowedHost(req.headers, allowedHosts);
  }

  /**
   * For the HTTP server itself, before Express: answer a hit and return true, or return false (and touch
   * nothing) so the request goes on to Express. `securityHeaders(req, res)` sets a hit's headers and nonce.
   */
  function answer(req, res, securityHeaders) {
    const key = req.url ?? "/";
    if (!isCacheableTarget(key) || !sharedRequest(req)) return false;
    checkVersion(versionThisTurn());
    const entry = freshEntry(key);
    if (!entry) return false;
    // The usual answer, headers in one go; a conditional request (a 304, or a 200 with its own ETag) the long way.
    const security = securityHeaders.publicPage;
    if (security && entry.publicPage && req.headers["if-none-match"] === undefined) {
      sendHit(req, res, key, entry, security);
      return true;
    }
    securityHeaders(req, res);
    send(req, res, key, entry);
    return true;
  }

  /** Express middleware, before compression and static files: answers hits, marks misses for `capture`. */
  function serve(req, res, next) {
    const key = req.originalUrl;
    if (!isCacheableTarget(key)) return next();
    if (!sharedRequest(req)) {
      stats.bypasses++;
      res.setHeader("X-Cache", "BYPASS");
      return next();
    }
    const current = checkVersion();
    const entry = freshEntry(key);
    if (entry) return send(req, res, key, entry);
    stats.misses++;
    res.setHeader("X-Cache", "MISS");
    if (req.method === "GET") res.locals.pageCache = { key, version: current };
    next();
  }

  /**
   * Express middleware, after compression, right before Remix: keeps a miss's plain response if it may be
   * shared. The rest of the request runs in a response scope the app's session readers mark private.
   */
  function capture(req, res, next) {
    const pending = res.locals.pageCache;
    if (!pending) return next();
    const scope = { private: false };
    const chunks = [];
    let decided = false;
    let keep = false;
    const shareable = () =>
      res.statusCode === 200 &&
      !scope.private &&
      !res.hasHeader("Set-Cookie") &&
      !/\bprivate\b/i.test(String(res.getHeader("Cache-Control") ?? "")) &&
      STORABLE_TYPE.test(String(res.getHeader("Content-Type") ?? ""));
    const decide = () => {
      if (decided) return;
      decided = true;
      keep = shareable();
      if (keep) {
        res.setHeader("Cache-Control", cacheControl);
        res.setHeader("Vary", varyFor(pending.key));
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
      // Kept only if still shareable at its end (a session read late, a cookie set late) and nothing a
      // page shows changed while it was being rendered.
      try {
        if (keep && shareable() && dataVersion() === pending.version && checkVersion() === pending.version) {
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
    responseScope.run(scope, next);
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
