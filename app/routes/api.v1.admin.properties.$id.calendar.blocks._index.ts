import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { addBlock } from "~/services/calendar.server";
import { blockSchema } from "~/schemas/availability";

/** Block nights: body { startDate, endDate, note? } → 201 with the block. */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const propertyId = idParam(params.id, "Property");
    const input = parseWith(blockSchema, await readJsonBody(request));
    return jsonResponse(await addBlock(user, propertyId, input), 201);
  },
});
export const loader = handler;
export const action = handler;
