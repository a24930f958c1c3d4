import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { createProperty } from "~/models/property.server";
import { propertySchema } from "~/schemas/property";

const handler = apiRoute({
  POST: async ({ request }) => {
    await requireApiUser(request);
    const input = parseWith(propertySchema, await readJsonBody(request));
    return jsonResponse(await createProperty(input), 201);
  },
});
export const loader = handler;
export const action = handler;
