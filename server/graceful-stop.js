// @ts-check
// Graceful stop of one HTTP server (the single process, or one cluster worker): every request that
// reached the server is answered, and no connection is cut under a client that is still talking to it.
// See docs/decisions/0330-requests-stops-and-bodies.md.
//
// Why not simply `server.close()`: since Node 19 it also closes every connection that is not in a
// request at that instant, and a connection that was accepted but whose request has not been read yet
// (the event loop was busy) counts as one. Closing a socket with unread bytes sends a reset, so most of
// the requests in flight at SIGTERM ended in ECONNRESET. And closing the listening socket at once resets
// the connections still queued behind it (in the kernel's backlog, or in a cluster primary's hand-off
// queue), which the clients had already sent their requests on.
//
// So a drain:
//   1. marks the server as draining (GET /healthz answers 503 from now on, so a load balancer moves
//      traffic away), and every response from now on, and every one still being prepared, says
//      `Connection: close`: a keep-alive connection closes after its current response;
//   2. keeps accepting until QUIET_SWEEPS checks in a row (QUIET_SWEEPS x SWEEP_MS at least) saw no new
//      connection, at most MAX_ACCEPT_MS, so the connections already queued are taken and answered rather
//      than reset, then stops listening. Counted in checks of a responsive event loop, not in wall time: a
//      cluster worker busy rendering receives its next queued connection only after it acknowledged the
//      previous one, so a stretch of blocked time is not quiet;
//   3. closes connections that are idle: a keep-alive connection between two requests (no byte since its
//      last response), or one that has sent nothing for FRESH_GRACE_MS (never a request, or a stalled one);
//   4. is done when the last connection has closed, or after `timeoutMs`, when what is left is cut.
import net from "node:net";

const SWEEP_MS = 50;
/** Stop listening once this many checks in a row saw no new connection... */
export const QUIET_SWEEPS = 3;
/** ...or this long after the drain started (traffic that never pauses), whichever comes first. */
export const MAX_ACCEPT_MS = 5_000;
/** A connection outside a request that has sent nothing for this long (counted from the drain's start) is closed. */
export const FRESH_GRACE_MS = 1_000;

/**
 * Per connection: requests being answered, requests answered, bytes read when the last response ended,
 * and the bytes read at the last sweep with the time they last changed.
 * @typedef {{ active: number, served: number, bytesAtIdle: number, bytesSeen: number, changedAt: number }} SocketState
 */

/**
 * Track the connections and requests of `server` (call before it listens).
 * @param {import("node:http").Server} server
 */
export function trackConnections(server) {
  /** @type {Map<import("node:net").Socket, SocketState>} */
  const sockets = new Map();
  /** @type {Set<import("node:http").ServerResponse>} */
  const responses = new Set();
  let draining = false;
  let quietSweeps = 0;

  server.on("connection", (socket) => {
    quietSweeps = 0;
    sockets.set(socket, { active: 0, served: 0, bytesAtIdle: 0, bytesSeen: 0, changedAt: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });

  // Before the request handler, which may answer synchronously (a page-cache hit).
  server.prependListener("request", (req, res) => {
    const state = sockets.get(req.socket);
    if (state) {
      state.active++;
      state.served++;
    }
    responses.add(res);
    if (draining) res.shouldKeepAlive = false;
    res.once("close", () => {
      responses.delete(res);
      if (!state) return;
      state.active--;
      state.bytesAtIdle = req.socket.bytesRead;
    });
  });

  /**
   * Stop as described above. Resolves once every connection is closed; `forced` when some had to be cut
   * at `timeoutMs`.
   * @param {{ timeoutMs: number, onForced?: (open: number) => void }} options
   * @returns {Promise<{ forced: boolean }>}
   */
  function drain({ timeoutMs, onForced }) {
    if (draining) throw new Error("already draining");
    draining = true;
    quietSweeps = 0;
    const started = Date.now();
    // Responses whose headers are not out yet will say `Connection: close` (Node reads this when it writes them).
    for (const res of responses) res.shouldKeepAlive = false;

    return new Promise((resolve) => {
      let listening = server.listening;
      let finished = false;
      const finish = (/** @type {boolean} */ forced) => {
        if (finished) return;
        finished = true;
        clearInterval(sweeper);
        clearTimeout(deadline);
        resolve({ forced });
      };

      const stopListening = () => {
        if (!listening) return;
        listening = false;
        // net.Server's close, not http.Server's: it stops accepting and leaves open connections alone.
        net.Server.prototype.close.call(server);
      };

      // Each check runs after the event loop's I/O phase (setImmediate after the timer), so connections,
      // request bytes and hand-offs that were waiting while the loop was busy are seen before deciding.
      const sweep = () =>
        setImmediate(() => {
          if (finished) return;
          const now = Date.now();
          if (listening && (++quietSweeps >= QUIET_SWEEPS || now - started >= MAX_ACCEPT_MS)) stopListening();
          for (const [socket, state] of sockets) {
            if (socket.bytesRead !== state.bytesSeen) {
              state.bytesSeen = socket.bytesRead;
              state.changedAt = now;
            }
            // Answered with `Connection: close` and already closing by itself (its last bytes may still be on their way).
            if (state.active > 0 || socket.writableEnded) continue;
            if (state.served > 0 && socket.bytesRead === state.bytesAtIdle) {
              // Between two requests with nothing new since the last response: close it gracefully, after
              // whatever is still being written (as Node does after a `Connection: close` response).
              socket.destroySoon();
            } else if (now - Math.max(started, state.changedAt) >= FRESH_GRACE_MS) {
              // Never a request, or one whose bytes stopped coming.
              socket.destroy();
            }
          }
          if (!listening && sockets.size === 0) finish(false);
        });
      const sweeper = setInterval(sweep, SWEEP_MS);
      sweep();

      const deadline = setTimeout(() => {
        stopListening();
        const open = sockets.size;
        if (open > 0) onForced?.(open);
        for (const socket of sockets.keys()) socket.destroy();
        finish(open > 0);
      }, timeoutMs);
    });
  }

  return {
    /** True from the moment a drain starts (GET /healthz answers 503). */
    draining: () => draining,
    drain,
  };
}
