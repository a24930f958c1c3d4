import { apiRoute, jsonResponse, parseWith } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { listReviewsForStaff } from "~/models/review.server";
import { reviewListQuerySchema } from "~/schemas/review";
import { staffReviewOf } from "~/services/reviews.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * Guests' written reviews (never bare invitations): ?status=waiting|published|rejected, ?propertyId= (invalid:
 * 400 naming the parameter), ?limit= (1-500, default 100) and ?page=; the waiting oldest first, the others newest
 * first; X-Total-Count and RFC 8288 Link headers.
 */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const url = new URL(request.url);
    const search = url.searchParams;
    const query = parseWith(reviewListQuerySchema, {
      status: search.get("status") || undefined,
      propertyId: search.get("propertyId") || undefined,
    });
    const result = await listReviewsForStaff({ ...query, ...apiPageQuery(search) });
    return jsonResponse(result.items.map(staffReviewOf), { headers: pageHeaders(result, url) });
  },
});
export const loader = handler;
export const action = handler;
