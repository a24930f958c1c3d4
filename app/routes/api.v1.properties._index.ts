import { apiRoute, jsonResponse } from "~/lib/api.server";
import { listProperties } from "~/models/property.server";

const handler = apiRoute({
  GET: async () => jsonResponse(await listProperties()),
});
export const loader = handler;
export const action = handler;
