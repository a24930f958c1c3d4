import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { createContactMessage } from "~/models/message.server";
import { contactSchema } from "~/schemas/contact";

const handler = apiRoute({
  POST: async ({ request }) => {
    const input = parseWith(contactSchema, await readJsonBody(request));
    return jsonResponse(await createContactMessage(input), 201);
  },
});
export const loader = handler;
export const action = handler;
