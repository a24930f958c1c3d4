import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { createProperty } from "~/models/property.server";
import { propertySchema } from "~/schemas/property";
import { recordAudit } from "~/services/audit.server";

const handler = apiRoute({
  POST: async ({ request }) => {
    const me = await requireApiUser(request);
    const input = parseWith(propertySchema, await readJsonBody(request));
    const property = await createProperty(input);
    await recordAudit(me, "property.create", { type: "property", id: property.id, label: property.name });
    return jsonResponse(property, 201);
  },
});
export const loader = handler;
export const action = handler;
