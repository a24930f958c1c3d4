import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { createContactMessage } from "~/services/messages.server";
import { contactSchema } from "~/schemas/contact";
import { requirePublicFormSlot } from "~/web/public-form-limits.server";

const handler = apiRoute({
  POST: async ({ request, context }) => {
    await requirePublicFormSlot(context);
    const input = parseWith(contactSchema, await readJsonBody(request));
    return jsonResponse(await createContactMessage(input), 201);
  },
});
export const loader = handler;
export const action = handler;
