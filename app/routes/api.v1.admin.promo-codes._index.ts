import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { listPromoCodes } from "~/models/promo-code.server";
import { promoCodeSchema } from "~/schemas/promo-code";
import { addPromoCode } from "~/services/promo-codes.server";

/** Promo codes with their uses (staff). */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    return jsonResponse(await listPromoCodes());
  },
  POST: async ({ request }) => {
    const me = await requireApiUser(request);
    const input = parseWith(promoCodeSchema, await readJsonBody(request));
    return jsonResponse(await addPromoCode(me, input), 201);
  },
});
export const loader = handler;
export const action = handler;
