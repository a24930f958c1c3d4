import type { IncomingMessage, ServerResponse } from "node:http";
import { PHOTO_FILE_NAME } from "~/lib/images";
import { getPhoto } from "~/models/photo.server";

/**
 * GET /uploads/<name>: an uploaded photo size from the database, so every app server answers every
 * photo, whichever server stored it. The same answer the static files had: a name is never reused, so
 * the photo is cached for a year (immutable), validated by its name (ETag) and upload time; an unknown
 * name falls through to the site's 404 page. server.js mounts it at /uploads.
 */

type Request = IncomingMessage & { path?: string };
type Next = (error?: unknown) => void;

const CACHE_CONTROL = "public, max-age=31536000, immutable";

export function servePhotos(req: Request, res: ServerResponse, next: Next): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const name = (req.path ?? new URL(req.url ?? "/", "http://localhost").pathname).replace(/^\//, "");
  if (!PHOTO_FILE_NAME.test(name)) return next();
  getPhoto(name).then((photo) => {
    if (!photo) return next();
    const etag = `"${name}"`;
    const lastModified = new Date(photo.createdAt).toUTCString();
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", lastModified);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (notModified(req, etag, photo.createdAt)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Type", photo.contentType);
    res.setHeader("Content-Length", photo.bytes.length);
    res.end(req.method === "HEAD" ? undefined : photo.bytes);
  }, next);
}

/** The browser's copy is this one (If-None-Match, or else If-Modified-Since not before the upload). */
function notModified(req: Request, etag: string, createdAt: string): boolean {
  const match = req.headers["if-none-match"];
  if (match) return match === "*" || match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  // HTTP dates have whole seconds: compare at that precision.
  return !Number.isNaN(since) && Math.floor(Date.parse(createdAt) / 1000) * 1000 <= since;
}
