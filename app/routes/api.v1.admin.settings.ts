import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { getBusinessSettings, getPaymentSettings, getPricingSettings } from "~/models/settings.server";
import { businessSettingsSchema, paymentSettingsSchema, pricingRulesSchema, pricingSettingsSchema } from "~/schemas/settings";
import { saveBusinessSettings } from "~/services/settings.server";

/** The business details shown in the footer and on the contact page: administrators only. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    return jsonResponse({ ...(await getBusinessSettings()), ...(await getPricingSettings()), ...(await getPaymentSettings()) });
  },
  PUT: async ({ request }) => {
    const me = await requireApiUser(request, "admin");
    const body = await readJsonBody(request);
    const input = parseWith(businessSettingsSchema, body);
    // The pricing fields are optional here, so existing clients keep working; the long-stay ones are the first stay discount.
    const pricing = { ...parseWith(pricingSettingsSchema.partial(), body), ...parseWith(pricingRulesSchema, body) };
    // So are the payment settings (deposit, balance due, M-Pesa exchange rate).
    const payment = parseWith(paymentSettingsSchema.partial(), body);
    return jsonResponse(await saveBusinessSettings(me, input, pricing, { fields: Object.keys(body) }, payment));
  },
});
export const loader = handler;
export const action = handler;
