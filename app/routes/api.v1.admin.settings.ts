import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { getBusinessSettings, updateBusinessSettings } from "~/models/settings.server";
import { businessSettingsSchema } from "~/schemas/settings";

/** The business details shown in the footer and on the contact page: administrators only. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    return jsonResponse(await getBusinessSettings());
  },
  PUT: async ({ request }) => {
    await requireApiUser(request, "admin");
    const input = parseWith(businessSettingsSchema, await readJsonBody(request));
    return jsonResponse(await updateBusinessSettings(input));
  },
});
export const loader = handler;
export const action = handler;
