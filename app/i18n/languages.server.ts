import type { Params } from "@remix-run/react";
import { redirect } from "@remix-run/node";
import { offeredLanguages, preferredLanguage } from "../../server/languages.js";
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from "./languages";

/** The languages this server offers: English and those SITE_LANGUAGES names. */
export function siteLanguages(): Language[] {
  return [DEFAULT_LANGUAGE, ...offeredLanguages()];
}

/** The language of a public page from its `($lang)` segment: English without one, null for a prefix not offered. */
export function pageLanguage(params: Params): Language | null {
  const prefix = params.lang;
  if (prefix === undefined) return DEFAULT_LANGUAGE;
  return (offeredLanguages() as readonly string[]).includes(prefix) ? (prefix as Language) : null;
}

/** As pageLanguage, for actions: a form sent to a prefix the site does not offer is a 404, and changes nothing. */
export function requirePageLanguage(params: Params): Language {
  const language = pageLanguage(params);
  if (!language) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return language;
}

/** The language a request's page is shown in: its URL's prefix when the site offers it, else English. */
export function requestLanguage(request: Request): Language {
  const language = languageOfPath(new URL(request.url).pathname);
  return siteLanguages().includes(language) ? language : DEFAULT_LANGUAGE;
}

/** What the English home page's answer depends on, when the site offers other languages. */
export const HOME_VARY = "Accept-Language, Cookie";

/**
 * The one redirect by language (issue 40): `/` sends a visitor to `/sw` or `/de` when they chose that language in the
 * switcher, or, with no choice, when their browser's Accept-Language prefers it. A 302, so the choice stays theirs;
 * no other page redirects by a header (search engines crawl without one).
 */
export function homeLanguageRedirect(request: Request): Response | null {
  if (offeredLanguages().length === 0) return null;
  const language = preferredLanguage({
    cookie: request.headers.get("Cookie") ?? undefined,
    "accept-language": request.headers.get("Accept-Language") ?? undefined,
  });
  return language === DEFAULT_LANGUAGE ? null : redirect(`/${language}`, { status: 302, headers: { Vary: HOME_VARY } });
}
