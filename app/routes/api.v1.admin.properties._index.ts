import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { listPropertiesPage } from "~/models/property.server";
import { propertySchema } from "~/schemas/property";
import { addProperty } from "~/services/properties.server";

const handler = apiRoute({
  /** Live properties in the order staff added them. Optional ?q= (name, location or slug), ?limit= (1-500, default 100), ?page=. */
  GET: async ({ request }) => {
    await requireApiUser(request);
    const url = new URL(request.url);
    const q = (url.searchParams.get("q") ?? "").slice(0, 100);
    const result = await listPropertiesPage({ q, ...apiPageQuery(url.searchParams) });
    return jsonResponse(result.items, { headers: pageHeaders(result, url) });
  },
  POST: async ({ request }) => {
    const me = await requireApiUser(request);
    const input = parseWith(propertySchema, await readJsonBody(request));
    return jsonResponse(await addProperty(me, input), 201);
  },
});
export const loader = handler;
export const action = handler;
