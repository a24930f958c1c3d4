import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { createInquiry } from "~/models/inquiry.server";
import { bookingInquirySchema } from "~/schemas/inquiry";
import { requirePublicFormSlot } from "~/services/public-form-limits.server";

const handler = apiRoute({
  POST: async ({ request, context }) => {
    await requirePublicFormSlot(context);
    const input = parseWith(bookingInquirySchema, await readJsonBody(request));
    return jsonResponse(await createInquiry(input), 201);
  },
});
export const loader = handler;
export const action = handler;
