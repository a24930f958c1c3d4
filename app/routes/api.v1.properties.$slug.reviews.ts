import { apiRoute, jsonResponse } from "~/lib/api.server";
import { notFound } from "~/lib/errors.server";
import { queryInt } from "~/lib/paging.server";
import { getPropertyBySlug } from "~/models/property.server";
import { propertyReviews } from "~/services/reviews.server";

/**
 * A property's published reviews (only those), ten a page, newest first: `?page=` (from 1; 400 otherwise), with
 * the average (one decimal), the count and the averages per category. Public and page-cached: publishing or
 * unpublishing a review moves the data version, so the next request sees it.
 */
const handler = apiRoute({
  GET: async ({ request, params }) => {
    const property = await getPropertyBySlug(params.slug ?? "");
    if (!property) throw notFound("Property not found");
    const page = queryInt(new URL(request.url).searchParams.get("page"), "page", 100_000) ?? 1;
    const { summary, pages, pageSize, reviews } = await propertyReviews(property.id, page);
    return jsonResponse({
      average: summary?.average ?? null,
      count: summary?.count ?? 0,
      categories: Object.fromEntries((summary?.categories ?? []).map((c) => [c.key, c.average])),
      page,
      pages,
      pageSize,
      reviews: page <= pages ? reviews.map(({ stayedIn: _stayedIn, ...r }) => r) : [],
    });
  },
});
export const loader = handler;
export const action = handler;
