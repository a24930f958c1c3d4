import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { secureCookies } from "~/lib/env.server";
import { languageOfPath } from "~/i18n/languages";
import { siteLanguages } from "~/i18n/languages.server";
import { LANGUAGE_COOKIE } from "../../server/languages.js";

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * GET /language?to=/sw/about: the language switcher's links. Remembers the language of `to` (a page of this site) in
 * the `lang` cookie, which the home page follows (app/i18n/languages.server.ts), and sends the visitor on to it.
 * Anything but one of this site's own paths in a language it offers is refused (no open redirect).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get("to") ?? "";
  const ownPath = /^\/(?![/\\])[^\s]*$/.test(to);
  const language = languageOfPath(to);
  if (!ownPath || !siteLanguages().includes(language)) {
    return new Response("That is not a page of this site.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const cookie = [
    `${LANGUAGE_COOKIE}=${language}`,
    "Path=/",
    `Max-Age=${YEAR_SECONDS}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(secureCookies ? ["Secure"] : []),
  ];
  return redirect(to, { status: 303, headers: { "Set-Cookie": cookie.join("; "), "Cache-Control": "no-store" } });
}
