// @ts-check
// The host a request names, read strictly: a malformed `Host` is answered 400 before anything else reads
// it, and `X-Forwarded-Host`/`X-Forwarded-Proto` count only when they come from a trusted proxy (see
// TRUST_PROXY): otherwise they are removed, so neither Express nor the Remix adapter (which reads the
// port of `X-Forwarded-Host` whatever the proxy setting) sees them. Absolute URLs never come from these
// headers anyway (PUBLIC_URL does): this keeps odd requests from reaching the app at all.
import { isIP } from "node:net";

/** A DNS name (labels of letters, digits, `-` and `_`, optional final dot) or an IPv4 address, or an IPv6 literal in brackets; optional port. */
const AUTHORITY =
  /^(?:((?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.?)|\[([0-9a-f:.]{2,45})\])(?::(\d{1,5}))?$/i;

/**
 * A Host (or X-Forwarded-Host) value split into its lower-case host name (brackets and final dot removed)
 * and port, or undefined when it is not a valid `host[:port]`.
 * @param {string | undefined} value
 * @returns {{ hostname: string; port: number | undefined } | undefined}
 */
export function parseHost(value) {
  // Every request of a site names the same host or two: the last answer is kept (a frozen object, or undefined).
  if (value === lastHost.value) return lastHost.parsed;
  const parsed = parseHostAnew(value);
  lastHost = { value, parsed: parsed && Object.freeze(parsed) };
  return parsed;
}

/** @type {{ value: unknown; parsed: { hostname: string; port: number | undefined } | undefined }} */
let lastHost = { value: undefined, parsed: undefined };

/** @param {string | undefined} value */
function parseHostAnew(value) {
  if (typeof value !== "string" || value.length > 260) return undefined;
  const match = AUTHORITY.exec(value);
  if (!match) return undefined;
  const [, name, ipv6, portText] = match;
  if (ipv6 !== undefined && isIP(ipv6) !== 6) return undefined;
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && port > 65535) return undefined;
  const hostname = (ipv6 ?? name).toLowerCase().replace(/\.$/, "");
  return { hostname, port };
}

/** Host names that are this machine: always allowed besides the public host (tests, health checks, a local proxy). */
export const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "::1"]);

const FIRST = (/** @type {string} */ value) => (value.includes(",") ? value.slice(0, value.indexOf(",")) : value).trim();

/**
 * Checks the request's host headers before anything else reads them. Returns false for a malformed
 * `Host` (or a trusted proxy's malformed `X-Forwarded-Host`): answer it with `answerBadRequest`.
 * Otherwise leaves only forwarded headers that count: from a peer that is not a trusted proxy they are
 * removed, from a trusted one they are reduced to their first value (`X-Forwarded-Proto` only as
 * `http` or `https`).
 * @param {import("node:http").IncomingMessage} req
 * @param {(address: string | undefined, hop: number) => boolean} trust Express's compiled `trust proxy fn`
 */
export function checkHostHeaders(req, trust) {
  const headers = req.headers;
  // HTTP/1.0 may omit Host (Node answers HTTP/1.1 requests without one 400 itself).
  if (headers.host !== undefined && !parseHost(headers.host)) return false;
  const trusted = trust(req.socket.remoteAddress, 0);
  const forwardedHost = headers["x-forwarded-host"];
  if (forwardedHost !== undefined) {
    if (!trusted) delete headers["x-forwarded-host"];
    else {
      const first = FIRST(String(forwardedHost));
      if (!parseHost(first)) return false;
      headers["x-forwarded-host"] = first;
    }
  }
  const forwardedProto = headers["x-forwarded-proto"];
  if (forwardedProto !== undefined) {
    const first = FIRST(String(forwardedProto)).toLowerCase();
    if (trusted && (first === "http" || first === "https")) headers["x-forwarded-proto"] = first;
    else delete headers["x-forwarded-proto"];
  }
  return true;
}

/** The answer to a request `checkHostHeaders` refused. @param {import("node:http").ServerResponse} res */
export function answerBadRequest(res) {
  res.statusCode = 400;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Connection", "close");
  res.end("Bad Request\n");
}

/**
 * May a response to this request be shared with other visitors? Only when every host it names (Host,
 * and a trusted proxy's X-Forwarded-Host) is the public host or this machine.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {Set<string>} allowed lower-case host names besides the local ones
 */
export function namesAllowedHost(headers, allowed) {
  for (const value of [headers.host, headers["x-forwarded-host"]]) {
    if (value === undefined) continue;
    const parsed = parseHost(FIRST(String(value)));
    if (!parsed || !(allowed.has(parsed.hostname) || LOCAL_HOSTNAMES.has(parsed.hostname))) return false;
  }
  return headers.host !== undefined;
}
