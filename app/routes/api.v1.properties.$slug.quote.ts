import { apiRoute, jsonResponse } from "~/lib/api.server";
import { quoteForSlug } from "~/services/stay.server";

/** The price of a stay, with the long-stay discount, and whether its nights are free. */
const handler = apiRoute({
  GET: async ({ request, params }) => jsonResponse(await quoteForSlug(params.slug ?? "", new URL(request.url).searchParams)),
});
export const loader = handler;
export const action = handler;
