// The public routes in one list: which pages and which JSON anyone may read, and the query parameters each
// one's loader reads. The page cache (server/page-cache.js) keeps exactly these, the sitemap lists the pages,
// and the loaders read their parameters by these names, so a new public page or parameter is added here once.

/** A stay as the booking form, the property page and the quote read it. */
export const STAY_PARAMS = /** @type {const} */ (["startDate", "endDate", "guests"]);
/** The dates, guests, place and order the property list's search form sends. */
export const SEARCH_PARAMS = /** @type {const} */ ([...STAY_PARAMS, "location", "sort"]);
/** The page of a property's published reviews (ten a page), on its page and in its JSON. */
export const REVIEWS_PAGE_PARAM = "reviewsPage";
/** The days of a property's availability. */
export const AVAILABILITY_PARAMS = /** @type {const} */ (["from", "to"]);

/** The public pages other than the properties' own, in the order the sitemap lists them, with the parameters each reads. */
export const PUBLIC_PAGES = /** @type {const} */ ([
  { path: "/", params: [] },
  { path: "/properties", params: SEARCH_PARAMS },
  { path: "/about", params: [] },
  { path: "/contact", params: [] },
  { path: "/experiences", params: [] },
  { path: "/privacy", params: [] },
  { path: "/terms", params: [] },
]);

/** A property slug, as the admin form allows it. */
const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";

/**
 * Every public route as a pattern on its canonical path (lower case, no percent-escapes, no dot segments) and
 * the query parameters it reads. Pages first, then the public JSON.
 * @type {readonly { pattern: RegExp; params: readonly string[]; page: boolean }[]}
 */
export const PUBLIC_ROUTES = [
  ...PUBLIC_PAGES.map(({ path, params }) => ({ pattern: new RegExp(`^${path.replace(/\//g, "\\/")}$`), params, page: true })),
  // A stay chosen in the property list's search, which the booking form starts with.
  { pattern: new RegExp(`^/properties/${SLUG}$`), params: [...STAY_PARAMS, REVIEWS_PAGE_PARAM], page: true },
  { pattern: /^\/api\/v1\/(?:properties|activities)$/, params: [], page: false },
  { pattern: /^\/api\/v1\/properties\/featured$/, params: ["limit"], page: false },
  { pattern: new RegExp(`^/api/v1/properties/${SLUG}$`), params: [], page: false },
  { pattern: new RegExp(`^/api/v1/properties/${SLUG}/availability$`), params: AVAILABILITY_PARAMS, page: false },
  { pattern: new RegExp(`^/api/v1/properties/${SLUG}/quote$`), params: STAY_PARAMS, page: false },
  { pattern: new RegExp(`^/api/v1/properties/${SLUG}/reviews$`), params: ["page"], page: false },
];
