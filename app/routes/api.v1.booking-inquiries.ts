import { apiRoute, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { submitInquiry } from "~/services/booking.server";
import { bookingInquirySchema } from "~/schemas/inquiry";
import { readPublicFormBody, withPublicFormSlot } from "~/web/public-form-limits.server";

const handler = apiRoute({
  POST: async ({ request, context }) => {
    // The visitor's limit slot is taken in the inquiry's own transaction (or alone, for a bad body).
    const input = await readPublicFormBody(context, async () => parseWith(bookingInquirySchema, await readJsonBody(request)));
    return jsonResponse(await withPublicFormSlot(context, (visitor) => submitInquiry(input, visitor)), 201);
  },
});
export const loader = handler;
export const action = handler;
