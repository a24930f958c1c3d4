import { errorResponse } from "~/lib/api.server";

/** Any other /api path: a JSON 404, never the HTML not-found page. */
const handler = async () => errorResponse(404, "Not found");
export const loader = handler;
export const action = handler;
