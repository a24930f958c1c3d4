import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { conflictText } from "~/components/admin/inquiry-conflicts";
import { idParam, parseWith } from "~/lib/api.server";
import { ConflictError } from "~/lib/domain-errors";
import { dispatchIntent, failureToast, replyFailure, replyInvalid, successToast } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { StayConflict } from "~/models/calendar.server";
import {
  ADMIN_TOASTS,
  BOOKING_DATES_MESSAGES,
  INQUIRY_LANGUAGE_TOASTS,
  INQUIRY_NOTE_TOASTS,
  INQUIRY_REPLY_TOASTS,
  PAYMENT_MESSAGES,
} from "~/messages";
import { inquiryNoteSchema, noteToStore } from "~/schemas/inquiry-note";
import { inquiryLanguageSchema } from "~/schemas/inquiry-language";
import { inquiryReplySchema } from "~/schemas/inquiry-reply";
import { inquiryStatusSchema, type InquiryStatus } from "~/schemas/inquiry-status";
import { offlinePaymentSchema } from "~/schemas/payment";
import { changeInquiry, replyToInquiry } from "~/services/inquiries.server";
import { changeBookingDates } from "~/services/booking.server";
import { stayDatesSchema } from "~/schemas/availability";
import { markRefundMade, recordOfflinePayment } from "~/services/payments.server";
import { sendGuestMessageNow, skipGuestMessage } from "~/services/guest-messages.server";
import { GUEST_MESSAGE_MESSAGES } from "~/messages";
import { MESSAGE_TITLES, type GuestMessageKind } from "~/schemas/guest-messages";
import type { requireUser } from "~/web/auth-guards.server";

/** A refusal's words, naming the stays, blocks and imports it ran into when it has them; else undefined. */
function clashText(error: unknown): string | undefined {
  if (!(error instanceof ConflictError && Array.isArray(error.facts?.conflicts))) return undefined;
  const names = (error.facts.conflicts as StayConflict[]).map(conflictText).join("; ");
  return names ? `${error.message} Clashes with: ${names}.` : error.message;
}

/** A refused confirmation names the stays, blocks and imports it ran into. */
function statusFailure(error: unknown) {
  const clashes = clashText(error);
  if (clashes) return { title: ADMIN_TOASTS.errorTitle, description: clashes, variant: "error" as const };
  return failureToast(error, ADMIN_TOASTS.inquiryStatusFailed);
}

/**
 * The booking's commands, each back to this page with a toast: confirm / cancel / reopen (a confirmation
 * or cancellation may carry a personal message for the guest's e-mail; cancelling asks first), the internal
 * note, a payment received, a refund made, and a reply to the guest (the note, payment and reply forms: Conform,
 * field errors come back to the form with 400, typed text kept).
 */
export async function bookingAction(request: Request, user: Awaited<ReturnType<typeof requireUser>>, id: number) {
  const here = `/admin/booking-inquiries/${id}`;
  return dispatchIntent(request, here, {
    status: async (formData) => {
      let status: InquiryStatus;
      let message: string | undefined;
      let refund: number | undefined;
      try {
        ({ status, message, refund } = parseWith(inquiryStatusSchema, {
          status: formData.get("status"),
          message: formData.get("message") ?? undefined,
          refund: formData.get("refund") ?? undefined,
        }));
      } catch (error) {
        return redirectWithToast(here, failureToast(error, ADMIN_TOASTS.inquiryStatusFailed));
      }
      // Cancelling e-mails the guest: the first press asks, the second (confirmed=yes) does it.
      if (status === "cancelled" && formData.get("confirmed") !== "yes") {
        return data({ reviewCancel: { message: message ?? "" } });
      }
      try {
        await changeInquiry(user, id, { status, message, refund });
        return redirectWithToast(here, successToast(ADMIN_TOASTS.inquiryStatusChanged[status]));
      } catch (error) {
        return redirectWithToast(here, statusFailure(error));
      }
    },
    language: async (formData) => {
      try {
        const { language } = parseWith(inquiryLanguageSchema, { language: formData.get("language") });
        await changeInquiry(user, id, { language });
        return redirectWithToast(here, successToast(INQUIRY_LANGUAGE_TOASTS.saved));
      } catch (error) {
        return redirectWithToast(here, failureToast(error, INQUIRY_LANGUAGE_TOASTS.failed));
      }
    },
    note: async (formData) => {
      // Conform: a refused note comes back to its field (400, what was typed kept).
      const submission = parseWithZod(formData, { schema: inquiryNoteSchema });
      if (submission.status !== "success") return replyInvalid(submission);
      try {
        const note = noteToStore(submission.value.note);
        await changeInquiry(user, id, { note });
        return redirectWithToast(here, successToast(note ? INQUIRY_NOTE_TOASTS.saved : INQUIRY_NOTE_TOASTS.cleared));
      } catch (error) {
        return redirectWithToast(here, failureToast(error, INQUIRY_NOTE_TOASTS.failed));
      }
    },
    "refund-made": async (formData) => {
      try {
        await markRefundMade(user, idParam(String(formData.get("paymentId") ?? ""), "Payment"));
        return redirectWithToast(here, successToast(PAYMENT_MESSAGES.refundMade));
      } catch (error) {
        return redirectWithToast(here, failureToast(error, PAYMENT_MESSAGES.recordFailed));
      }
    },
    payment: async (formData) => {
      const submission = parseWithZod(formData, { schema: offlinePaymentSchema });
      if (submission.status !== "success") return replyInvalid(submission);
      try {
        await recordOfflinePayment(user, id, submission.value);
      } catch (error) {
        return replyFailure(submission, error, PAYMENT_MESSAGES.recordFailed);
      }
      return redirectWithToast(here, successToast(PAYMENT_MESSAGES.recorded));
    },
    // Move the stay: priced again, re-timed, the guest told; a refusal comes back to the form (409 names the clashes).
    dates: async (formData) => {
      const submission = parseWithZod(formData, { schema: stayDatesSchema });
      if (submission.status !== "success") return replyInvalid(submission);
      let moved;
      try {
        moved = await changeBookingDates(user, id, submission.value);
      } catch (error) {
        const clashes = clashText(error);
        if (clashes) return data(submission.reply({ formErrors: [clashes] }), { status: 409 });
        return replyFailure(submission, error, BOOKING_DATES_MESSAGES.failed);
      }
      const said = moved.guestTold ? BOOKING_DATES_MESSAGES.changed : BOOKING_DATES_MESSAGES.changedQuietly;
      return redirectWithToast(
        here,
        successToast(moved.promoDropped ? `${said}. ${BOOKING_DATES_MESSAGES.promoDropped(moved.promoDropped)}.` : said),
      );
    },
    // A scheduled guest message sent now or skipped (audited); 404 / 409 come back as a toast.
    "message-send": async (formData) => {
      const kind = String(formData.get("kind")) as GuestMessageKind;
      try {
        await sendGuestMessageNow(user, id, kind);
        return redirectWithToast(here, successToast(GUEST_MESSAGE_MESSAGES.sentNow(MESSAGE_TITLES[kind])));
      } catch (error) {
        return redirectWithToast(here, failureToast(error, GUEST_MESSAGE_MESSAGES.notWaiting));
      }
    },
    "message-skip": async (formData) => {
      const kind = String(formData.get("kind")) as GuestMessageKind;
      try {
        await skipGuestMessage(user, id, kind);
        return redirectWithToast(here, successToast(GUEST_MESSAGE_MESSAGES.skipped(MESSAGE_TITLES[kind])));
      } catch (error) {
        return redirectWithToast(here, failureToast(error, GUEST_MESSAGE_MESSAGES.notWaiting));
      }
    },
    reply: async (formData) => {
      const submission = parseWithZod(formData, { schema: inquiryReplySchema });
      if (submission.status !== "success") return replyInvalid(submission);
      try {
        await replyToInquiry(user, id, submission.value.body);
      } catch (error) {
        return replyFailure(submission, error, INQUIRY_REPLY_TOASTS.failed);
      }
      return redirectWithToast(here, successToast(INQUIRY_REPLY_TOASTS.sent));
    },
  });
}
