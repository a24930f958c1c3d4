import { apiRoute, jsonResponse } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { listPayments } from "~/models/payment.server";
import { paymentQueryStrict } from "~/web/admin-lists.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * Every payment and refund, newest first, with its booking's reference, guest and property; ?method=&status=&kind=&from=&to=
 * filter it as the Payments page does (a bad value is a 400), ?limit= and ?page= page it (X-Total-Count, Link).
 */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const url = new URL(request.url);
    const result = await listPayments({ ...apiPageQuery(url.searchParams), ...paymentQueryStrict(url.searchParams) });
    return jsonResponse(result.items, { headers: pageHeaders(result, url) });
  },
});
export const loader = handler;
