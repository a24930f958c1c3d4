import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { findInquiry } from "~/models/inquiry.server";
import { inquiryStatusSchema } from "~/schemas/inquiry-status";
import { inquiryNoteSchema, noteToStore } from "~/schemas/inquiry-note";
import { changeInquiry } from "~/services/inquiries.server";

/**
 * Confirm, cancel or reopen an inquiry: body { status } (records who changed it and when), and/or
 * keep an internal staff note: body { note } (null or "" clears it). Answers the inquiry with its note.
 */
const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Booking inquiry");
    const body = await readJsonBody(request);
    const hasNote = Object.hasOwn(body, "note");
    // Validate everything before changing anything.
    const note = hasNote ? noteToStore(parseWith(inquiryNoteSchema, body).note) : undefined;
    const status = !hasNote || Object.hasOwn(body, "status") ? parseWith(inquiryStatusSchema, body).status : undefined;
    await changeInquiry(user, id, { status, note });
    return jsonResponse(await findInquiry(id));
  },
});
export const loader = handler;
export const action = handler;
