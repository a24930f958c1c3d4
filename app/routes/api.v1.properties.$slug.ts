import { apiRoute, jsonResponse } from "~/lib/api.server";
import { notFound } from "~/lib/errors.server";
import { getPropertyBySlug } from "~/models/property.server";

const handler = apiRoute({
  GET: async ({ params }) => {
    const property = await getPropertyBySlug(params.slug ?? "");
    if (!property) throw notFound("Property not found");
    return jsonResponse(property);
  },
});
export const loader = handler;
export const action = handler;
