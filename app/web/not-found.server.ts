import { data } from "@remix-run/node";

/**
 * The 404 page's data: where its 'Go Back' goes without JavaScript (the Referer, when it is one of our own pages;
 * else the home page), with the status 404. The catch-all route answers every unknown path with it, and the home
 * route answers `/anything` with it, which its optional language segment would otherwise take for a language.
 */
export function notFoundPage(request: Request) {
  return data({ notFound: true as const, backHref: backHrefOf(request) }, { status: 404 });
}

/** Where the 404 page's 'Go Back' goes without JavaScript: the Referer when it is one of our pages, else home. */
export function backHrefOf(request: Request): string {
  const url = new URL(request.url);
  const referer = request.headers.get("Referer");
  let backHref = "/";
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin && from.pathname !== url.pathname) backHref = `${from.pathname}${from.search}`;
    } catch {
      // not a URL: keep the home page
    }
  }
  return backHref;
}
