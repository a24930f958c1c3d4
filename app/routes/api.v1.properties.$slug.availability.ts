import { apiRoute, jsonResponse } from "~/lib/api.server";
import { availabilityForSlug } from "~/services/stay.server";

/** Unavailable nights as merged ranges ([startDate, endDate)), default today → 12 months, at most 24. */
const handler = apiRoute({
  GET: async ({ request, params }) => jsonResponse(await availabilityForSlug(params.slug ?? "", new URL(request.url).searchParams)),
});
export const loader = handler;
export const action = handler;
