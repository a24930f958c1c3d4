import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { setInquiryStatus } from "~/models/inquiry.server";
import { inquiryStatusSchema } from "~/schemas/inquiry-status";

/** Confirm, cancel or reopen an inquiry: body { status }. Records who changed it and when. */
const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Booking inquiry");
    const { status } = parseWith(inquiryStatusSchema, await readJsonBody(request));
    return jsonResponse(await setInquiryStatus(id, status, user.username));
  },
});
export const loader = handler;
export const action = handler;
