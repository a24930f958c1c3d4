import { apiRoute, idParam } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { removeBlock } from "~/services/calendar.server";

/** Remove a block: 204; its nights are free again. */
const handler = apiRoute({
  DELETE: async ({ request, params }) => {
    const me = await requireApiUser(request);
    await removeBlock(me, idParam(params.id, "Property"), idParam(params.blockId, "Block"));
    return new Response(null, { status: 204 });
  },
});
export const loader = handler;
export const action = handler;
