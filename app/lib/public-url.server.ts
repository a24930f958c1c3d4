import { env } from "./env.server";

/**
 * The site's public base URL without a trailing slash: the one source of every absolute URL the site
 * writes (page metadata such as og:image and JSON-LD, the iCal export address, links in e-mails).
 * Never the request's Host or X-Forwarded-* headers, which any client can set and a shared cache would
 * then replay to everyone. PUBLIC_URL, or `http://localhost:PORT` (the production server refuses to
 * start without PUBLIC_URL unless it listens on loopback only).
 */
export function publicUrl(): string {
  const raw = env("PUBLIC_URL") || `http://localhost:${env("PORT")}`;
  return raw.replace(/\/+$/, "");
}

/** The public host name (for iCal UIDs and the like). */
export function publicHostname(): string {
  return new URL(publicUrl()).hostname;
}
