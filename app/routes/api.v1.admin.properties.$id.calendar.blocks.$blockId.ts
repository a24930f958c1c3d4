import { apiRoute, idParam } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { removeBlock } from "~/services/calendar.server";
import { recordAudit } from "~/services/audit.server";

/** Remove a block: 204; its nights are free again. */
const handler = apiRoute({
  DELETE: async ({ request, params }) => {
    const me = await requireApiUser(request);
    const propertyId = idParam(params.id, "Property");
    const blockId = idParam(params.blockId, "Block");
    await removeBlock(propertyId, blockId);
    await recordAudit(me, "calendar.block-remove", { type: "property", id: propertyId }, { blockId });
    return new Response(null, { status: 204 });
  },
});
export const loader = handler;
export const action = handler;
