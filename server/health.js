// @ts-check
// GET /healthz for load balancers and orchestrators: 200 {"status":"ok"} once the database answered a
// trivial query, 503 {"status":"unavailable"} when it did not answer within HEALTH_TIMEOUT_MS or as soon as
// this server started draining (so a rolling restart moves traffic away before the server stops
// accepting). Answered by the HTTP server itself, before the page cache and Express: never cached,
// never a session or a cookie.

export const HEALTH_PATH = "/healthz";
export const HEALTH_TIMEOUT_MS = 2_000;

const BODY_OK = JSON.stringify({ status: "ok" });
const BODY_UNAVAILABLE = JSON.stringify({ status: "unavailable" });

/**
 * @param {{
 *   draining: () => boolean,
 *   databaseAnswers: (timeoutMs: number) => Promise<boolean>,
 *   securityHeaders: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void,
 * }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean} true when it answered
 */
export function createHealthCheck({ draining, databaseAnswers, securityHeaders }) {
  /** @param {import("node:http").ServerResponse} res @param {number} status @param {string} body */
  const send = (res, status, body) => {
    res.statusCode = status;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.end(res.req.method === "HEAD" ? undefined : body);
  };

  return (req, res) => {
    const url = req.url ?? "";
    if (url !== HEALTH_PATH && !url.startsWith(`${HEALTH_PATH}?`)) return false;
    securityHeaders(req, res);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      send(res, 405, JSON.stringify({ message: `Method ${req.method} is not allowed here` }));
      return true;
    }
    if (draining()) {
      send(res, 503, BODY_UNAVAILABLE);
      return true;
    }
    databaseAnswers(HEALTH_TIMEOUT_MS).then(
      (ok) => send(res, ok && !draining() ? 200 : 503, ok && !draining() ? BODY_OK : BODY_UNAVAILABLE),
      () => send(res, 503, BODY_UNAVAILABLE),
    );
    return true;
  };
}
