import { apiRoute, jsonResponse, parseWith } from "~/lib/api.server";
import { stayDatesSchema } from "~/schemas/stay";
import { quoteForSlug } from "~/services/stay.server";

/** The price of a stay, with the long-stay discount, and whether its nights are free. */
const handler = apiRoute({
  GET: async ({ request, params }) => {
    const search = new URL(request.url).searchParams;
    // Bad dates are a 400 with the booking form's messages.
    const stay = parseWith(stayDatesSchema, { startDate: search.get("startDate") ?? undefined, endDate: search.get("endDate") ?? undefined });
    return jsonResponse(await quoteForSlug(params.slug ?? "", stay));
  },
});
export const loader = handler;
export const action = handler;
