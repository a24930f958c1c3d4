// @ts-check
// Requests no route can make sense of, answered before anything else looks at them, with a 4xx (or
// 501) and no stack trace: an unknown method, a request target that is not a path, a path too long or
// too deep for any route (414), a path whose percent-escapes are not UTF-8 text (400), Remix's old data
// request (`?_data=`, 400). (A Host header that
// is not a host is refused by server/host.js, right after.) Before, each of these reached Remix's
// adapter, whose `new URL()` or `new Request()` threw, and the visitor got a 500 (and the log a stack
// trace). See docs/decisions/0330-requests-stops-and-bodies.md.
import http from "node:http";

/**
 * The longest path and the most segments any route here can use, with room to spare: the deepest route
 * (`/api/v1/admin/booking-inquiries/{id}/payments`) has six segments and a slug is at most 100 characters.
 * Past them the request is refused before routing: matching a path of thousands of segments cost Remix's
 * router seconds of CPU (7,000 segments: 9.4 s), growing faster than the path.
 */
export const MAX_PATH_LENGTH = 2048;
export const MAX_PATH_SEGMENTS = 32;

/** Segments as a router may split them: each `/`, and each `%2F` that a decoder turns into one. */
function segmentsOf(/** @type {string} */ pathname) {
  let count = 0;
  for (let i = pathname.indexOf("/"); i !== -1; i = pathname.indexOf("/", i + 1)) count++;
  return count + (pathname.match(/%2f/gi)?.length ?? 0);
}

/** Does every percent-escape of the path decode to UTF-8 text (`/%`, `/%zz`, `/%ED%A0%80` do not)? */
function decodes(/** @type {string} */ pathname) {
  if (!pathname.includes("%")) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Does the query ask for Remix's old data protocol (`?_data=routeId`, read as URLSearchParams reads it,
 * so `?%5Fdata=` too)? The site's client has used single fetch (`.data`) from the start and never sends
 * it; Remix still answers it, with a stack trace logged for every request (its warning that single-fetch
 * apps should not get one) and a 500 for some route ids (`_data=routes/_site.($lang).stay.$token` on a guest's page).
 */
function asksForOldData(/** @type {string} */ query) {
  return /_|%5f/i.test(query) && new URLSearchParams(query).has("_data");
}

/** The methods some route of the site serves; the route answers 405 with `Allow` when it takes another. */
export const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {boolean} api JSON `{ message }` under /api, plain text elsewhere
 * @param {Record<string, string>} [headers]
 */
function answer(res, status, api, headers = {}) {
  const message = http.STATUS_CODES[status] ?? "Bad Request";
  const body = api ? JSON.stringify({ message }) : message;
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(res.req.method === "HEAD" ? undefined : body);
}

/**
 * @param {{
 *   allowedMethods: (pathname: string) => string,
 *   securityHeaders: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void,
 * }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean} true when it answered
 */
export function createRequestLineCheck({ allowedMethods, securityHeaders }) {
  return (req, res) => {
    const target = req.url ?? "";
    const method = req.method ?? "";
    // Origin-form only ("/path?query"): not the absolute form ("http://host/path", meant for proxies),
    // not "*" (OPTIONS * and the like).
    const pathTarget = target.startsWith("/");
    const queryStart = target.indexOf("?");
    const pathname = !pathTarget ? "" : queryStart === -1 ? target : target.slice(0, queryStart);
    const api = /^\/api(?:$|[/?])/i.test(pathname);

    /** @type {[number, Record<string, string>?] | undefined} */
    let refusal;
    /** What is wrong with the path itself, if anything (checked only for a method some route serves, and TRACE). */
    const pathRefusal = () =>
      // A path too long or too deep for any route: 414 at once.
      pathname.length > MAX_PATH_LENGTH || segmentsOf(pathname) > MAX_PATH_SEGMENTS
        ? 414
        : // Percent-escapes that are not text: the client's mistake, 400 (Remix's decoder threw a 500 on them).
          !decodes(pathname)
          ? 400
          : undefined;
    if (!SERVED_METHODS.has(method)) {
      // TRACE is a method HTTP defines that no page here takes: 405 with what the page does take (the
      // Fetch API cannot even carry it to a route), once the path is one a route could take. Any other
      // (PROPFIND, PURGE…): not implemented.
      const wrongPath = method === "TRACE" && pathTarget ? pathRefusal() : undefined;
      refusal = method !== "TRACE" || !pathTarget ? [501] : wrongPath ? [wrongPath] : [405, { Allow: allowedMethods(pathname) }];
    } else if (!pathTarget) refusal = [400];
    else {
      const wrongPath = pathRefusal();
      if (wrongPath) refusal = [wrongPath];
      // Remix's old data request: no client of this site sends it, and Remix answers it badly (see above).
      else if (queryStart !== -1 && asksForOldData(target.slice(queryStart + 1))) refusal = [400];
      // A single-fetch data URL takes what the site's client sends it: GET (a loader) and POST (an action).
      // Remix runs an action for any other method there (HEAD and OPTIONS too, which no cross-site check
      // covers) and answered 500 when its own Origin check refused one.
      else if (method !== "GET" && method !== "POST" && /\.data$/i.test(pathname)) refusal = [405, { Allow: "GET, POST" }];
    }
    if (!refusal) return false;

    securityHeaders(req, res);
    answer(res, refusal[0], api, refusal[1]);
    return true;
  };
}

const CLIENT_ERRORS = {
  HPE_INVALID_METHOD: 501,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * What Node's HTTP server answers to a request its parser refuses, with one change: a method it does
 * not know (FOO, TRACK) is 501 Not Implemented, as HTTP asks, instead of 400. CONNECT (a proxy's
 * method: this server is none) is 501 too.
 * @param {import("node:http").Server} server
 */
export function answerUnparsableRequests(server) {
  server.on("clientError", (error, socket) => {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? "";
    // The response this connection is still working on, if any (Node detaches a response once it is sent).
    // A request that cannot be parsed on a keep-alive connection, after answers already sent, gets its 400
    // as on a new one (it got a bare reset before: the check was "nothing written on this socket yet"); one
    // that arrives while an earlier request is still being answered only closes the connection, so nothing
    // is ever written into or ahead of that answer.
    const inFlight = /** @type {{ _httpMessage?: unknown }} */ (/** @type {unknown} */ (socket))._httpMessage;
    if (socket.writable && !inFlight && code !== "ECONNRESET") {
      const status = CLIENT_ERRORS[/** @type {keyof typeof CLIENT_ERRORS} */ (code)] ?? 400;
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    }
    socket.destroy();
  });
  server.on("connect", (_req, socket) => {
    socket.end(`HTTP/1.1 501 ${http.STATUS_CODES[501]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
}
