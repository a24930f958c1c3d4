import { Readable } from "node:stream";
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { API_MESSAGES } from "~/messages";
import { appPathname } from "../../server/paths.js";

/** The largest body a page action (HTML form) or a JSON API call may send (the API's MAX_JSON_BYTES, lib/api.server). */
export const PAGE_BODY_LIMIT = 64 * 1024;

/**
 * The property and activity dialogs and the JSON API's upload take photos (multipart only). Their
 * bodies are not buffered here: the action streams them, refusing each file over 10 MB, more than 10
 * files, and text fields over 64 KiB together (web/upload-form.server.ts). The whole body is capped at
 * 10 x 10 MB plus the form's fields.
 */
/** Where Stripe and Safaricom call us (docs/decisions/1127-payments.md). */
export function isProviderCallbackPath(path: string): boolean {
  const p = path.toLowerCase();
  return p === "/api/v1/payments/stripe/webhook" || p.startsWith("/api/v1/payments/mpesa/callback/");
}

export const UPLOAD_PAGE_PATHS = new Set(["/admin/properties", "/admin/activities"]);
export const UPLOAD_API_PATHS = new Set(["/api/v1/admin/uploads"]);
export const UPLOAD_BODY_LIMIT = 10 * 10 * 1024 * 1024 + 256 * 1024;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Remix matches paths case-insensitively: /API/v1/contact is the API too. */
const isApiPath = (path: string) => /^\/api(?:$|\/)/i.test(path);

/**
 * The request's path as Remix will route it (dot segments removed, escapes decoded: server/paths.js), so
 * these checks and the route always agree: `/api/..` is the home page's action, not the API, and
 * `/api/v1/payments/stripe/webhook/../../../../../contact` is the contact form, not a provider's callback.
 */
const routedPath = (req: ExpressRequest) => appPathname(req.originalUrl) ?? req.path;

/**
 * True for a request a browser sent from another site's page: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is not this site's host ("null" included). No Origin at all (curl, server-to-server
 * API clients) is not a browser's cross-site request.
 */
export function isCrossSite(req: ExpressRequest): boolean {
  if ((req.get("Sec-Fetch-Site") ?? "").toLowerCase() === "cross-site") return true;
  const origin = req.get("Origin");
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // "null" (sandboxed frames, data: URLs) and anything unparsable
  }
  // X-Forwarded-Host counts only from a peer TRUST_PROXY trusts (Express's own rule for req.hostname).
  const trusted = (req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean)(req.socket.remoteAddress, 0);
  const forwarded = trusted ? req.get("X-Forwarded-Host")?.split(",")[0]?.trim() : undefined;
  const ownHost = forwarded || req.get("Host");
  return !ownHost || originHost.toLowerCase() !== ownHost.toLowerCase();
}

/** How long, and how much of, a refused request's remaining body is read and thrown away before the connection is cut. */
const DISCARD_MS = 5_000;
export const DISCARD_BYTES = 16 * 1024 * 1024;

/**
 * Answer without keeping the body: JSON `{ message }` for the API, plain text for pages. The answer goes
 * out at once; whatever the client is still sending is read and thrown away (never stored), up to
 * DISCARD_BYTES for at most DISCARD_MS, then the connection is cut. Closing at once instead would make
 * the kernel reset the connection under a client that is still sending (or that writes its whole body
 * before it reads), and it would never see the answer.
 *
 * A request that asks for the connection to close after it (`Connection: close`, HTTP/1.0; nginx talks to its
 * upstream that way by default) is answered once its body has been read to the end: Node closes such a
 * connection as soon as the answer is written, and closing while the body still arrives resets it under a
 * client that reads only after writing (19 of 48 such posts of 70 KB to 10 MB got a reset, not the 413).
 */
function refuse(req: ExpressRequest, res: ExpressResponse, status: number, message: string, discardBody = false) {
  res.setHeader("Cache-Control", "no-store");
  if (discardBody) {
    const cut = setTimeout(() => req.socket.destroy(), DISCARD_MS);
    cut.unref();
    let discarded = 0;
    const count = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > DISCARD_BYTES) {
        req.off("data", count);
        req.socket.destroy();
      }
    };
    req.once("end", () => clearTimeout(cut));
    req.once("close", () => clearTimeout(cut));
    req.unpipe();
    req.on("data", count);
    req.resume();
  }
  const answer = () => {
    if (isApiPath(routedPath(req))) res.status(status).type("application/json; charset=utf-8").send(JSON.stringify({ message }));
    else res.status(status).type("text/plain; charset=utf-8").send(message);
  };
  const closesAfter = req.httpVersion === "1.0" || /(^|,)\s*close\s*($|,)/i.test(req.get("Connection") ?? "");
  if (discardBody && closesAfter && !req.complete) req.once("end", answer);
  else answer();
}

class BodyTooLarge extends Error {}
class ClientGone extends Error {}

function readLimited(req: ExpressRequest, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new ClientGone());
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

/**
 * The body was read here (to cap and check it); hand the Remix adapter, which reads `req` as a stream,
 * the same bytes from a fresh stream.
 */
function replaceBody(req: ExpressRequest, body: Buffer) {
  const stream = Readable.from(body.length ? [body] : []);
  const target = req as unknown as Record<PropertyKey, unknown>;
  for (const name of [
    "on",
    "once",
    "off",
    "addListener",
    "removeListener",
    "removeAllListeners",
    "pause",
    "resume",
    "destroy",
    "read",
    "pipe",
    "unpipe",
    "isPaused",
    "setEncoding",
    Symbol.asyncIterator,
  ] as const) {
    const method = (stream as unknown as Record<PropertyKey, (...args: unknown[]) => unknown>)[name];
    target[name] = method.bind(stream);
  }
  for (const name of ["readable", "readableHighWaterMark", "readableEnded", "readableFlowing", "readableLength"] as const) {
    Object.defineProperty(req, name, { configurable: true, get: () => stream[name] });
  }
}

async function isReadableForm(type: string, contentType: string, body: Buffer): Promise<boolean> {
  if (type !== "multipart/form-data") return true; // URL-encoded text always parses
  try {
    await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * Express middleware in front of Remix for every request that can change something (not GET/HEAD/OPTIONS):
 * - another site's browser request gets 403 (JSON `{ message }` under /api, plain text for pages);
 * - every body is capped at 64 KiB (photo uploads: UPLOAD_BODY_LIMIT): 413 at once when Content-Length
 *   says more, without keeping the body (the rest is read and thrown away so the client sees the answer),
 *   and as soon as a body without Content-Length passes the cap;
 * - page actions (everything outside /api) take only form bodies: 415 for another or no content type,
 *   400 for a multipart body that cannot be parsed. So no page action ever answers 500 to a bad body.
 *   The JSON API checks its content type itself (415, lib/api.server).
 */
export function requestGuards(): RequestHandler {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // A payment provider's webhook or callback is not a browser: exempt from the cross-site check, and only from it
    // (its route checks the provider's signature or secret token, and its body is capped like every other).
    const path = routedPath(req);
    if (isCrossSite(req) && !isProviderCallbackPath(path)) return refuse(req, res, 403, API_MESSAGES.crossSite);
    const api = isApiPath(path);

    const contentType = req.get("Content-Type") ?? "";
    const type = contentType.split(";")[0].trim().toLowerCase();
    if (!api && !FORM_TYPES.has(type)) return refuse(req, res, 415, API_MESSAGES.notAForm, true);
    const length = req.get("Content-Length");
    const declared = Number(length ?? 0);
    // Only bodies that say they are larger skip the checks below (small ones are checked as before; a
    // body without Content-Length, which browsers never send for forms, stays capped at 64 KiB).
    const uploads = api ? UPLOAD_API_PATHS : UPLOAD_PAGE_PATHS;
    if (type === "multipart/form-data" && declared > PAGE_BODY_LIMIT && uploads.has(path.replace(/\/$/, "").toLowerCase())) {
      if (declared > UPLOAD_BODY_LIMIT) return refuse(req, res, 413, API_MESSAGES.bodyTooLarge, true);
      return next();
    }
    if (declared > PAGE_BODY_LIMIT) return refuse(req, res, 413, API_MESSAGES.bodyTooLarge, true);
    // The API reads a body of a known, small size itself (readJsonBody).
    if (api && length !== undefined) return next();

    readLimited(req, PAGE_BODY_LIMIT).then(
      async (body) => {
        if (!api && !(await isReadableForm(type, contentType, body))) return refuse(req, res, 400, API_MESSAGES.unreadableForm);
        replaceBody(req, body);
        next();
      },
      (error: unknown) => {
        if (error instanceof BodyTooLarge) return refuse(req, res, 413, API_MESSAGES.bodyTooLarge, true);
        if (error instanceof ClientGone || req.destroyed) return; // nobody left to answer
        next(error);
      },
    );
  };
}
