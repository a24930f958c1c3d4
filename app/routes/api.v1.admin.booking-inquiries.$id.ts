import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/web/auth-guards.server";
import { findInquiry } from "~/models/inquiry.server";
import { inquiryStatusSchema } from "~/schemas/inquiry-status";
import { inquiryNoteSchema, noteToStore } from "~/schemas/inquiry-note";
import { inquiryLanguageSchema } from "~/schemas/inquiry-language";
import { changeInquiry, getInquiryDetail } from "~/services/inquiries.server";
import { changeBookingDates } from "~/services/booking.server";
import { stayDatesSchema } from "~/schemas/availability";
import { ValidationError } from "~/lib/domain-errors";

const DATES_ALONE = "startDate and endDate are changed on their own, without status, message, refund, note or language";

/**
 * GET: the inquiry with its clashes (`conflicts`, pending requests only) and its `timeline`
 * ([{ at, kind, actor, summary }], oldest first); unknown or malformed id → 404 { message }.
 * PATCH: confirm, cancel or reopen: body { status, message? } (records who changed it and when; the
 * optional message goes into the guest's decision e-mail), and/or keep an internal staff note: body
 * { note } (null or "" clears it). Cancelling a booking with money paid records the refund owed: body
 * { refund } (whole units, at most what was paid; left out: what the cancellation policy gives). Answers the inquiry with its note. Confirming into a clash is a 409
 * naming the clashes ({ message, conflicts }). Moving the stay: body { startDate, endDate } alone (priced again; 409 on a
 * clash, an online payment in progress, a price below what was paid, a cancelled or begun stay). The language the guest's
 * e-mails are written in: body { language } ("en", "sw" or "de"), alone or with the others.
 */
const handler = apiRoute({
  GET: async ({ request, params }) => {
    await requireApiUser(request);
    return jsonResponse(await getInquiryDetail(idParam(params.id, "Booking inquiry")));
  },
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Booking inquiry");
    const body = await readJsonBody(request);
    // Moving the stay ({ startDate, endDate }) is a command of its own: priced again, re-timed, the guest told.
    if (Object.hasOwn(body, "startDate") || Object.hasOwn(body, "endDate")) {
      if (["status", "note", "message", "refund", "language"].some((key) => Object.hasOwn(body, key))) {
        throw new ValidationError(DATES_ALONE, { startDate: [DATES_ALONE] });
      }
      await changeBookingDates(user, id, parseWith(stayDatesSchema, body));
      return jsonResponse(await findInquiry(id));
    }
    const hasNote = Object.hasOwn(body, "note");
    const hasLanguage = Object.hasOwn(body, "language");
    // Validate everything before changing anything.
    const note = hasNote ? noteToStore(parseWith(inquiryNoteSchema, body).note) : undefined;
    const language = hasLanguage ? parseWith(inquiryLanguageSchema, body).language : undefined;
    const decision = !(hasNote || hasLanguage) || Object.hasOwn(body, "status") ? parseWith(inquiryStatusSchema, body) : undefined;
    await changeInquiry(user, id, { status: decision?.status, message: decision?.message, refund: decision?.refund, note, language });
    return jsonResponse(await findInquiry(id));
  },
});
export const loader = handler;
export const action = handler;
