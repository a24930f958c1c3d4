// Opt-in access log (ACCESS_LOG=true): one JSON line per request on stdout, written when the response
// finishes. Off by default in every environment: a log line per request costs more than a cache hit.
// See docs/performance.md.

/** Express middleware: {"time","method","url","status","ms","bytes","cache"} per request. */
export function accessLog(write = (line) => process.stdout.write(line)) {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          bytes: Number(res.getHeader("Content-Length")) || undefined,
          cache: res.getHeader("X-Cache") || undefined,
        }) + "\n",
      );
    });
    next();
  };
}
