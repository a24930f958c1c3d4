import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { setInquiryStatus } from "~/models/inquiry.server";
import { inquiryStatusSchema } from "~/schemas/inquiry-status";
import { recordAudit } from "~/services/audit.server";

/** Confirm, cancel or reopen an inquiry: body { status }. Records who changed it and when. */
const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Booking inquiry");
    const { status } = parseWith(inquiryStatusSchema, await readJsonBody(request));
    const inquiry = await setInquiryStatus(id, status, user.username);
    await recordAudit(user, "inquiry.status", { type: "booking-inquiry", id }, { status });
    return jsonResponse(inquiry);
  },
});
export const loader = handler;
export const action = handler;
