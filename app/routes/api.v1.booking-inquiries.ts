import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { submitInquiry } from "~/services/stay.server";
import { bookingInquirySchema } from "~/schemas/inquiry";
import { requirePublicFormSlot } from "~/web/public-form-limits.server";

const handler = apiRoute({
  POST: async ({ request, context }) => {
    await requirePublicFormSlot(context);
    const input = parseWith(bookingInquirySchema, await readJsonBody(request));
    return jsonResponse(await submitInquiry(input), 201);
  },
});
export const loader = handler;
export const action = handler;
