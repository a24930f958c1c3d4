import { apiRoute, jsonResponse, parseWith } from "~/lib/api.server";
import { availabilityQuerySchema } from "~/schemas/availability";
import { availabilityForSlug } from "~/services/booking.server";

/** Unavailable nights as merged ranges ([startDate, endDate)), default today → 12 months, at most 24. */
const handler = apiRoute({
  GET: async ({ request, params }) => {
    const search = new URL(request.url).searchParams;
    const query = parseWith(availabilityQuerySchema, { from: search.get("from") ?? undefined, to: search.get("to") ?? undefined });
    return jsonResponse(await availabilityForSlug(params.slug ?? "", query));
  },
});
export const loader = handler;
export const action = handler;
