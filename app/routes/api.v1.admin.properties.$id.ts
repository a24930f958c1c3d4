import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { deleteProperty, updateProperty } from "~/models/property.server";
import { propertySchema } from "~/schemas/property";
import { recordAudit } from "~/services/audit.server";

const handler = apiRoute({
  PUT: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const id = idParam(params.id, "Property");
    const input = parseWith(propertySchema, await readJsonBody(request));
    const property = await updateProperty(id, input);
    await recordAudit(me, "property.update", { type: "property", id: property.id, label: property.name });
    return jsonResponse(property);
  },
  DELETE: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const id = idParam(params.id, "Property");
    const { archived } = await deleteProperty(id);
    await recordAudit(me, "property.delete", { type: "property", id }, { archived });
    return jsonResponse({
      message: archived
        ? "Property has been deleted. It had booking inquiries, so it was archived and its inquiries are kept."
        : "Property has been deleted",
      archived,
    });
  },
});
export const loader = handler;
export const action = handler;
