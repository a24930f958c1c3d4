import { renderToStaticMarkup } from "react-dom/server";
import { guestPagePath } from "~/lib/inquiry-reference.server";
import { publicUrl } from "~/lib/mail.server";
import { emailPayloadSchema, type EmailPayload } from "~/schemas/email-payload";
import { renderEmailText, type EmailContent } from "./content";
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from "~/i18n/languages";
import { EmailDocument } from "./document";
import { guestMessageEmail } from "./guest-message";
import { staffReviewEmail } from "./staff-review";
import {
  guestCancelledEmail,
  guestDatesChangedEmail,
  guestDecisionEmail,
  guestInquiryEmail,
  guestRefundOwedEmail,
  guestPaymentUnconfirmedEmail,
  staffPaymentEmail,
  guestPaymentEmail,
  guestPaymentReminderEmail,
  guestReplyEmail,
  senderMessageEmail,
  staffGuestCancelEmail,
  staffInquiryEmail,
  staffMessageEmail,
} from "./templates";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Both parts of an e-mail from the same content: HTML through React (which escapes all text), and plain text. */
export function renderEmail(content: EmailContent): RenderedEmail {
  return {
    subject: content.subject,
    html: `<!DOCTYPE html>${renderToStaticMarkup(<EmailDocument content={content} />)}`,
    text: renderEmailText(content),
  };
}

/** The booking's own page in the admin, where staff see everything about it and act on it. */
const bookingPageUrl = (id: number) => `${publicUrl()}/admin/booking-inquiries/${id}`;

/** The guest's own page (only the guest's e-mails carry its token), in the language the guest wrote in. */
const guestPageUrl = (token: string, language: Language = DEFAULT_LANGUAGE) => publicUrl() + pathInLanguage(language, guestPagePath(token));

/** What an e-mail says, from what was stored when it was queued; the admin links point at this site as it is now. */
export function emailContent(payload: EmailPayload): EmailContent {
  // A guest's e-mail links to their page in the language they wrote in.
  const language = "inquiry" in payload ? payload.inquiry.language : undefined;
  /** The guest's page from the token a guest e-mail stored (the inquiry's own, or the kind's older field). */
  const pageOf = (...tokens: (string | undefined)[]) => {
    const token = tokens.find(Boolean);
    return token ? guestPageUrl(token, language) : undefined;
  };
  switch (payload.kind) {
    case "staffInquiry":
      return staffInquiryEmail(payload.inquiry, payload.business, bookingPageUrl(payload.inquiry.id));
    case "guestInquiry":
      return guestInquiryEmail(payload.inquiry, payload.business, pageOf(payload.guestToken, payload.inquiry.guestToken), payload.otherActivities);
    case "guestDecision":
      return guestDecisionEmail(
        payload.inquiry,
        payload.decision,
        payload.business,
        payload,
        pageOf(payload.pay?.guestToken, payload.inquiry.guestToken),
      );
    case "guestDatesChanged":
      return guestDatesChangedEmail(payload.inquiry, payload.status, payload.previous, payload.business, guestPageUrl(payload.guestToken, language));
    case "guestReply":
      return guestReplyEmail(payload.inquiry, payload.reply, payload.business, pageOf(payload.inquiry.guestToken));
    case "staffGuestCancel":
      return staffGuestCancelEmail(
        payload.inquiry,
        payload.previousStatus,
        payload.business,
        bookingPageUrl(payload.inquiry.id),
        payload.cancelledAt,
      );
    case "guestCancelled":
      return guestCancelledEmail(payload.inquiry, payload.previousStatus, payload.business, pageOf(payload.inquiry.guestToken));
    case "guestPayment":
      return guestPaymentEmail(payload.inquiry, payload.payment, payload.money, payload.business, pageOf(payload.inquiry.guestToken));
    case "guestPaymentReminder":
      return guestPaymentReminderEmail(
        payload.inquiry,
        payload.stage,
        payload.money,
        payload.business,
        pageOf(payload.guestToken, payload.inquiry.guestToken),
        payload.methods,
        payload.guestToken !== undefined,
      );
    case "staffPayment":
      return staffPaymentEmail(payload.inquiry, payload.payment, payload.money, payload.business, bookingPageUrl(payload.inquiry.id));
    case "guestPaymentUnconfirmed":
      return guestPaymentUnconfirmedEmail(payload.inquiry, payload.attempt, payload.business, guestPageUrl(payload.guestToken, language));
    case "guestRefundOwed":
      return guestRefundOwedEmail(payload.inquiry, payload.refund, payload.business, pageOf(payload.inquiry.guestToken));
    case "guestMessage":
      return guestMessageEmail(payload.inquiry, payload.message, payload.business, pageOf(payload.inquiry.guestToken));
    case "staffReview":
      return staffReviewEmail(payload.review, payload.business, `${publicUrl()}/admin/reviews?status=waiting#review-${payload.review.id}`);
    case "staffMessage":
      return staffMessageEmail(payload.message, payload.business, `${publicUrl()}/admin/contact-messages#message-${payload.message.id}`);
    case "senderMessage":
      return senderMessageEmail(payload.message, payload.business);
  }
}

/** An outbox row as stored: its kind, and either its payload (rendered now) or the parts rendered when it was queued. */
export interface StoredEmail {
  kind: string;
  payload: string | null;
  subject: string | null;
  html: string | null;
  text: string | null;
}

/** The payload of a stored row, checked; throws when it is not one this code can write. */
function payloadOf(email: { kind: string; payload: string }): EmailPayload {
  const parsed = emailPayloadSchema.safeParse({ ...JSON.parse(email.payload), kind: email.kind });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `The stored ${email.kind} e-mail cannot be rendered: ${issue ? `${issue.path.join(".") || "payload"}: ${issue.message}` : "bad payload"}`,
    );
  }
  return parsed.data;
}

/**
 * The e-mail to send (the sender, at send time): rendered from its payload, or, for a row queued before
 * e-mails were rendered by the sender, the parts stored with it, as they are.
 */
export function renderStoredEmail(email: StoredEmail): RenderedEmail {
  if (email.payload !== null) return renderEmail(emailContent(payloadOf({ ...email, payload: email.payload })));
  if (email.subject === null || email.html === null || email.text === null) throw new Error(`The stored ${email.kind} e-mail has nothing to send`);
  return { subject: email.subject, html: email.html, text: email.text };
}

/** The subject alone (the Email page), without rendering the parts; a row that cannot be rendered shows its kind. */
export function storedEmailSubject(email: Pick<StoredEmail, "kind" | "payload" | "subject">): string {
  if (email.subject !== null) return email.subject;
  if (email.payload === null) return email.kind;
  try {
    return emailContent(payloadOf({ ...email, payload: email.payload })).subject;
  } catch {
    return email.kind;
  }
}
