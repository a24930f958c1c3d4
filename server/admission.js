// @ts-check
// Overload answers 503, not 500. A worker takes at most `limit` requests into Express and Remix at once; one
// past that is answered at once with 503 and Retry-After, before its body is read, so nothing it sent is
// stored and it may simply try again. Page-cache hits and /healthz are answered before this and never
// count. Without it, 200 uncached renders at once on two workers queued on the CPU until React's 5-second
// render deadline cut 33 of them short with a 500 (docs/decisions/1128-overload-503.md).

/**
 * @param {{ limit: number, retryAfterSeconds?: number }} options
 */
export function createAdmission({ limit, retryAfterSeconds = 2 }) {
  let inFlight = 0;
  return {
    /** Requests this worker is working on now. */
    inFlight: () => inFlight,
    /**
     * Admit the request (it is counted until its response closes) or answer it with 503.
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} securityHeaders
     * @returns {boolean} true when admitted
     */
    admit(req, res, securityHeaders) {
      if (inFlight >= limit) {
        const api = /^\/api(?:$|[/?])/i.test(req.url ?? "");
        const message = "The site is busy. Please try again in a moment.";
        const body = api ? JSON.stringify({ message }) : message;
        securityHeaders(req, res);
        res.statusCode = 503;
        res.setHeader("Retry-After", String(retryAfterSeconds));
        res.setHeader("Cache-Control", "no-store");
        res.setHeader("Content-Type", api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8");
        res.setHeader("Content-Length", Buffer.byteLength(body));
        // The body it may still be sending is not read: close the connection once the answer is out.
        res.setHeader("Connection", "close");
        res.end(req.method === "HEAD" ? undefined : body);
        return false;
      }
      inFlight++;
      res.once("close", () => inFlight--);
      return true;
    },
  };
}
