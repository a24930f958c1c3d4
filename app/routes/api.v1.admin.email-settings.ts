import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { getEmailSettings } from "~/models/settings.server";
import { emailSettingsSchema } from "~/schemas/email-settings";
import { requireApiUser } from "~/web/auth-guards.server";
import { saveEmailSettings } from "~/services/settings.server";

/** Which automatic e-mails are sent (the switches on the Settings page): administrators only. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, "admin");
    return jsonResponse(await getEmailSettings());
  },
  PUT: async ({ request }) => {
    const me = await requireApiUser(request, "admin");
    // A switch left out of the body keeps its current value.
    const input = parseWith(emailSettingsSchema, { ...(await getEmailSettings()), ...(await readJsonBody(request)) });
    return jsonResponse(await saveEmailSettings(me, input));
  },
});
export const loader = handler;
export const action = handler;
