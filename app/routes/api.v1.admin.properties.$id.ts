import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { propertySchema } from "~/schemas/property";
import { editProperty, removeProperty } from "~/services/properties.server";

const handler = apiRoute({
  PUT: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const id = idParam(params.id, "Property");
    const input = parseWith(propertySchema, await readJsonBody(request));
    return jsonResponse(await editProperty(me, id, input));
  },
  DELETE: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const { archived } = await removeProperty(me, idParam(params.id, "Property"));
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
