import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/services/auth.server";
import { findInquiry, setInquiryNote, setInquiryStatus } from "~/models/inquiry.server";
import { inquiryStatusSchema } from "~/schemas/inquiry-status";
import { inquiryNoteSchema, noteToStore } from "~/schemas/inquiry-note";
import { recordAudit } from "~/services/audit.server";

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
    // The status first: a refused change (404, 409 overlap) leaves the note as it was too.
    if (status) {
      await setInquiryStatus(id, status, user.username);
      await recordAudit(user, "inquiry.status", { type: "booking-inquiry", id }, { status });
    }
    if (note !== undefined) {
      await setInquiryNote(id, note, user.username);
      await recordAudit(user, "inquiry.note", { type: "booking-inquiry", id }, { cleared: note === null });
    }
    return jsonResponse(await findInquiry(id));
  },
});
export const loader = handler;
export const action = handler;
