import { apiRoute, jsonResponse } from "~/lib/api.server";
import { queryInt } from "~/lib/paging.server";
import { listFeaturedProperties } from "~/models/property.server";

const handler = apiRoute({
  GET: async ({ request }) => {
    const limit = queryInt(new URL(request.url).searchParams.get("limit"), "limit", 100) ?? 3;
    return jsonResponse(await listFeaturedProperties(limit));
  },
});
export const loader = handler;
export const action = handler;
