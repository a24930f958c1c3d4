import { apiRoute, jsonResponse, parseWith } from "~/lib/api.server";
import { quoteQuerySchema } from "~/schemas/availability";
import { quoteForSlug } from "~/services/booking.server";

/** The price of a stay line by line (nights, discount, fees, taxes), its minimum stay, and whether its nights are free. */
const handler = apiRoute({
  GET: async ({ request, params }) => {
    const search = new URL(request.url).searchParams;
    const param = (name: string) => search.get(name) ?? undefined;
    // Bad dates are a 400 with the booking form's messages.
    const query = parseWith(quoteQuerySchema, {
      startDate: param("startDate"),
      endDate: param("endDate"),
      guests: param("guests"),
      promoCode: param("promoCode"),
    });
    return jsonResponse(await quoteForSlug(params.slug ?? "", query));
  },
});
export const loader = handler;
export const action = handler;
