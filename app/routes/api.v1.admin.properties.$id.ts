import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { deleteProperty, updateProperty } from "~/models/property.server";
import { propertySchema } from "~/schemas/property";

const handler = apiRoute({
  PUT: async ({ request, params }) => {
    await requireApiUser(request);
    const id = idParam(params.id, "Property");
    const input = parseWith(propertySchema, await readJsonBody(request));
    return jsonResponse(await updateProperty(id, input));
  },
  DELETE: async ({ request, params }) => {
    await requireApiUser(request);
    const { archived } = await deleteProperty(idParam(params.id, "Property"));
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
