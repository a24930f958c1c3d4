import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { addBlock } from "~/services/calendar.server";
import { blockSchema } from "~/schemas/stay";
import { recordAudit } from "~/services/audit.server";

/** Block nights: body { startDate, endDate, note? } → 201 with the block. */
const handler = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const propertyId = idParam(params.id, "Property");
    const input = parseWith(blockSchema, await readJsonBody(request));
    const block = await addBlock(propertyId, input, user.username);
    await recordAudit(user, "calendar.block-add", { type: "property", id: propertyId }, { startDate: input.startDate, endDate: input.endDate });
    return jsonResponse(block, 201);
  },
});
export const loader = handler;
export const action = handler;
