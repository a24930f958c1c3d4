import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { promoCodeSchema } from "~/schemas/promo-code";
import { editPromoCode, removePromoCode } from "~/services/promo-codes.server";

const handler = apiRoute({
  PUT: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const id = idParam(params.id, "Promo code");
    const input = parseWith(promoCodeSchema, await readJsonBody(request));
    return jsonResponse(await editPromoCode(me, id, input));
  },
  DELETE: async ({ request, params }) => {
    const me = await requireApiUser(request);
    await removePromoCode(me, idParam(params.id, "Promo code"));
    return jsonResponse({ message: "Promo code has been deleted" });
  },
});
export const loader = handler;
export const action = handler;
