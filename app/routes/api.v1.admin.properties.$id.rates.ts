import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { ratesSchema } from "~/schemas/rates";
import { getRates, saveRates } from "~/services/rates.server";

/** A property's rates: weekend price, minimum stay, fees and seasons (staff). */
const handler = apiRoute({
  GET: async ({ request, params }) => {
    await requireApiUser(request);
    return jsonResponse(await getRates(idParam(params.id, "Property")));
  },
  PUT: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const id = idParam(params.id, "Property");
    const input = parseWith(ratesSchema, await readJsonBody(request));
    return jsonResponse(await saveRates(me, id, input));
  },
});
export const loader = handler;
export const action = handler;
