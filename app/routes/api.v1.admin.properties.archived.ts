import { apiRoute, jsonResponse } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { listArchivedProperties } from "~/models/property.server";

/** The Archived view's JSON twin: archived properties, most recently archived first. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    return jsonResponse(await listArchivedProperties());
  },
});
export const loader = handler;
