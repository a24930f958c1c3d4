import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { getBusinessSettings, getPricingSettings } from "~/models/settings.server";
import { businessSettingsSchema, pricingRulesSchema, pricingSettingsSchema } from "~/schemas/settings";
import { saveBusinessSettings } from "~/services/settings.server";

/** The business details shown in the footer and on the contact page: administrators only. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    return jsonResponse({ ...(await getBusinessSettings()), ...(await getPricingSettings()) });
  },
  PUT: async ({ request }) => {
    const me = await requireApiUser(request, "admin");
    const body = await readJsonBody(request);
    const input = parseWith(businessSettingsSchema, body);
    // The pricing fields are optional here, so existing clients keep working; the long-stay ones are the first stay discount.
    const pricing = { ...parseWith(pricingSettingsSchema.partial(), body), ...parseWith(pricingRulesSchema, body) };
    return jsonResponse(await saveBusinessSettings(me, input, pricing, { fields: Object.keys(body) }));
  },
});
export const loader = handler;
export const action = handler;
