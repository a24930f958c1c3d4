import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { parseWith } from "~/lib/api.server";
import { httpErrorOf } from "~/lib/errors.server";
import { backTo, dispatchIntent, failureToast, formId, redirectAfter, replyInvalid, successToast } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ADMIN_TOASTS, INQUIRY_NOTE_TOASTS } from "~/messages";
import { inquiryNoteSchema, noteToStore } from "~/schemas/inquiry-note";
import { inquiryStatusSchema } from "~/schemas/inquiry-status";
import { changeInquiry } from "~/services/inquiries.server";
import type { requireUser } from "~/web/auth-guards.server";
import { CONFIRM_CANCEL } from "./confirm-cancel";

/** The page's URL to come back to, without the confirmation step. */
function backToList(request: Request): string {
  const url = new URL(backTo(request), "http://x");
  url.searchParams.delete(CONFIRM_CANCEL);
  return url.pathname + url.search;
}

/**
 * Confirm, cancel or reopen (recorded with who and when), or save the internal note; back to the
 * same filter and page with a toast. A note that is too long comes back to its field (400, Conform's reply).
 */
export async function inquiriesAction(request: Request, user: Awaited<ReturnType<typeof requireUser>>) {
  const back = backToList(request);
  const formData = await request.formData();
  // A missing or malformed id (empty, "abc", 0, -1, beyond any id) names no inquiry: 404 with the API's message,
  // shown at the top of the list, and nothing changes.
  const malformedId = malformedInquiryId(formData);
  if (malformedId) return data({ actionError: malformedId }, { status: 404 });
  return dispatchIntent(formData, back, {
    status: (formData) =>
      redirectAfter(
        back,
        async () => {
          const id = formId(formData.get("id"), "Booking inquiry");
          const { status, refund } = parseWith(inquiryStatusSchema, { status: formData.get("status"), refund: formData.get("refund") ?? undefined });
          await changeInquiry(user, id, { status, refund });
          return ADMIN_TOASTS.inquiryStatusChanged[status];
        },
        ADMIN_TOASTS.inquiryStatusFailed,
      ),
    note: async (formData) => {
      const id = formId(formData.get("id"), "Booking inquiry");
      // Conform: an invalid note comes back to its field (400, what was typed kept; the form is found by its id).
      const submission = parseWithZod(formData, { schema: inquiryNoteSchema });
      if (submission.status !== "success") return replyInvalid(submission);
      try {
        const note = noteToStore(submission.value.note);
        await changeInquiry(user, id, { note });
        return redirectWithToast(back, successToast(note ? INQUIRY_NOTE_TOASTS.saved : INQUIRY_NOTE_TOASTS.cleared));
      } catch (error) {
        return redirectWithToast(back, failureToast(error, INQUIRY_NOTE_TOASTS.failed));
      }
    },
  });
}

/** The message for a status or note form whose id cannot name an inquiry, or none when it can. */
function malformedInquiryId(formData: FormData): string | undefined {
  const intent = formData.get("intent");
  if (intent !== "status" && intent !== "note") return undefined;
  try {
    formId(formData.get("id"), "Booking inquiry");
    return undefined;
  } catch (error) {
    return httpErrorOf(error)?.message ?? INQUIRY_NOTE_TOASTS.failed;
  }
}
