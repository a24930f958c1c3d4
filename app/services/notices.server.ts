import type { DB } from "~/db/db.server";
import type { PaymentMethod } from "~/lib/payments";
import { promoCodeText, type Quote, type QuoteLine } from "~/lib/pricing";
import { enqueueEmails, type EmailDraft } from "~/models/email.server";
import { getBusinessSettings, getEmailSettings } from "~/models/settings.server";
import { listActivityNames } from "~/models/activity.server";
import type {
  EmailBusiness,
  EmailPayload,
  GuestCancelledStatus,
  InquiryDecision,
  InquiryEmailData,
  MessageEmailData,
  MoneyFacts,
  PayFacts,
  PaymentFacts,
  RefundOwedFacts,
} from "~/schemas/email-payload";
import type { EmailSettings } from "~/schemas/email-settings";
import type { StaffReviewFacts } from "~/emails/staff-review";

/*
 * Which e-mails a change sends, and to whom: staff or the guest (or a contact message's sender), each by its
 * Settings switch where it has one, with the facts its payload carries. The command that causes them calls
 * these inside its own write transaction; the outbox model stores the drafts (enqueueEmails) and the sender
 * renders them later (docs/decisions/0501-email-outbox.md, 1128-sql-in-models.md).
 */

/** Which e-mails are on, and the business details the e-mails queued with them say. */
export interface EmailSettingsNow {
  on: EmailSettings;
  business: EmailBusiness;
  /** The names of the site's activities (read when an acknowledgement needs them, unless the caller did). */
  activityNames?: string[];
}

/** Which e-mails are on, and the business details as they are now: what the e-mails queued now will say. */
export async function readEmailSettings(trx: DB): Promise<EmailSettingsNow> {
  const [on, settings] = await Promise.all([getEmailSettings(trx), getBusinessSettings(trx)]);
  const { businessName, addressLine1, addressLine2, phone, email, currency } = settings;
  const business: EmailBusiness = { businessName, addressLine1, addressLine2, phone, email, currency };
  return { on, business };
}

/** The facts of an inquiry its e-mails tell (a caller's inquiry may carry more, such as a staff note: never stored). */
function inquiryFacts(inquiry: InquiryEmailData & { quote?: Pick<Quote, "lines" | "promo"> | null; promoCode?: string | null }): InquiryEmailData {
  const { id, reference, name, email, phone, startDate, endDate, guests, requestChef, requestActivities, message, createdAt, propertyName, total } =
    inquiry;
  const quoteLines = inquiry.quoteLines ?? inquiry.quote?.lines;
  const promo = inquiry.promo ?? promoCodeText(inquiry);
  return {
    id,
    reference,
    name,
    email,
    phone,
    startDate,
    endDate,
    guests,
    requestChef,
    requestActivities,
    message,
    createdAt,
    propertyName,
    total: total ?? null,
    ...(quoteLines
      ? { quoteLines: quoteLines.map(({ kind, label, amount, detail }) => ({ kind, label, amount, ...(detail ? { detail } : {}) })) }
      : {}),
    ...(promo ? { promo } : {}),
    ...(inquiry.language && inquiry.language !== "en"
      ? { language: inquiry.language, ...(inquiry.promoCode ? { promoCode: inquiry.promoCode } : {}) }
      : {}),
  };
}

/** The facts a guest's own e-mail tells: with the guest page's token, so it links to the page (staff e-mails never carry it). */
function guestFacts(inquiry: InquiryEmailData & { quote?: { lines: QuoteLine[] } | null }, guestToken?: string): InquiryEmailData {
  const token = guestToken ?? inquiry.guestToken;
  return { ...inquiryFacts(inquiry), ...(token ? { guestToken: token } : {}) };
}

function messageFacts(message: MessageEmailData): MessageEmailData {
  const { id, name, email, subject, message: text, createdAt, language } = message;
  return { id, name, email, subject, message: text, createdAt, ...(language && language !== "en" ? { language } : {}) };
}

/**
 * A new inquiry: staff are told, the guest gets the acknowledgement (each when its switch is on). Only the
 * guest's e-mail carries `guestToken` (the link to the guest's own page); staff e-mails never do.
 * `settings`: read by the caller just before (readEmailSettings), or here.
 */
export async function queueInquiryEmails(
  trx: DB,
  inquiry: InquiryEmailData & { quote?: Pick<Quote, "lines" | "promo"> | null; promoCode?: string | null },
  guestToken?: string,
  settings?: EmailSettingsNow,
): Promise<void> {
  const { on, business } = settings ?? (await readEmailSettings(trx));
  const facts = inquiryFacts(inquiry);
  const drafts: EmailDraft[] = [];
  const inquiryId = inquiry.id;
  if (on.emailStaffInquiry)
    drafts.push({ to: business.email, replyTo: inquiry.email, inquiryId, payload: { kind: "staffInquiry", inquiry: facts, business } });
  if (on.emailGuestInquiry) {
    // The acknowledgement goes to whatever address was typed, so it names only the site's own activities (what the
    // form offers); anything else a client of the API sent is counted, not repeated (decision 1128-guest-forms).
    const requested = facts.requestActivities;
    const names = requested.length ? new Set(settings?.activityNames ?? (await listActivityNames(trx))) : new Set<string>();
    const named = requested.filter((name) => names.has(name));
    const otherActivities = requested.length - named.length;
    drafts.push({
      to: inquiry.email,
      replyTo: business.email,
      inquiryId,
      payload: {
        kind: "guestInquiry",
        inquiry: { ...guestFacts(inquiry, guestToken), requestActivities: named },
        business,
        guestToken,
        ...(otherActivities ? { otherActivities } : {}),
      },
    });
  }
  await enqueueEmails(trx, drafts);
}

/** What staff add to a decision e-mail: their own words, and (confirmations) how to find the place. */
export interface DecisionExtras {
  message?: string | null;
  directions?: string | null;
  /** A confirmation, when the site takes payments online: what is due, by when, and where to pay. */
  pay?: PayFacts;
}

/** An inquiry newly confirmed or cancelled: the guest hears the decision. */
export async function queueDecisionEmail(
  trx: DB,
  inquiry: InquiryEmailData & { quote?: Pick<Quote, "lines" | "promo"> | null; promoCode?: string | null },
  decision: InquiryDecision,
  extras: DecisionExtras = {},
): Promise<void> {
  const { on, business } = await readEmailSettings(trx);
  if (!on.emailGuestDecision) return;
  const payload: EmailPayload = {
    kind: "guestDecision",
    inquiry: guestFacts(inquiry),
    decision,
    business,
    message: extras.message || null,
    directions: decision === "confirmed" ? extras.directions || null : null,
    ...(decision === "confirmed" && extras.pay ? { pay: extras.pay } : {}),
  };
  await enqueueEmails(trx, [{ to: inquiry.email, replyTo: business.email, inquiryId: inquiry.id, payload }]);
}

/**
 * The guest cancelled on their own page: staff are always told (the nights are free again and a confirmed
 * stay is off: nobody should learn that from the calendar), and the guest gets an acknowledgement when the
 * decision e-mails are on (Settings: "Booking confirmed or cancelled: tell the guest").
 */
export async function queueGuestCancelEmails(
  trx: DB,
  inquiry: InquiryEmailData,
  previousStatus: GuestCancelledStatus,
  cancelledAt: string,
): Promise<void> {
  const { on, business } = await readEmailSettings(trx);
  const facts = inquiryFacts(inquiry);
  const inquiryId = inquiry.id;
  const drafts: EmailDraft[] = [
    {
      to: business.email,
      replyTo: inquiry.email,
      inquiryId,
      payload: { kind: "staffGuestCancel", inquiry: facts, business, previousStatus, cancelledAt },
    },
  ];
  if (on.emailGuestDecision)
    drafts.push({
      to: inquiry.email,
      replyTo: business.email,
      inquiryId,
      payload: { kind: "guestCancelled", inquiry: guestFacts(inquiry), business, previousStatus },
    });
  await enqueueEmails(trx, drafts);
}

/**
 * Staff's reply to a guest about their inquiry: always sent (staff wrote it on purpose, so no switch
 * turns it off), answering to the business's address.
 */
export async function queueReplyEmail(trx: DB, inquiry: InquiryEmailData, reply: { body: string; author: string }): Promise<void> {
  const { business } = await readEmailSettings(trx);
  await enqueueEmails(trx, [
    {
      to: inquiry.email,
      replyTo: business.email,
      inquiryId: inquiry.id,
      payload: { kind: "guestReply", inquiry: guestFacts(inquiry), reply, business },
    },
  ]);
}

/**
 * A scheduled guest message (./guest-messages.server.ts), its subject and body already filled in from staff's
 * template: always sent once it is due (each message has its own switch in Settings → Guest messages).
 */
export async function queueGuestMessageEmail(
  trx: DB,
  inquiry: InquiryEmailData,
  message: { kind: string; subject: string; body: string },
): Promise<void> {
  const { business } = await readEmailSettings(trx);
  await enqueueEmails(trx, [
    {
      to: inquiry.email,
      replyTo: business.email,
      inquiryId: inquiry.id,
      payload: { kind: "guestMessage", inquiry: guestFacts(inquiry), business, message },
    },
  ]);
}

/** One e-mail to the guest about their booking, answering to the business: `facts` adds what its kind says. */
async function queueToGuest(
  trx: DB,
  inquiry: InquiryEmailData,
  facts: (common: { inquiry: InquiryEmailData; business: EmailBusiness }) => EmailPayload,
): Promise<void> {
  const { business } = await readEmailSettings(trx);
  await enqueueEmails(trx, [
    { to: inquiry.email, replyTo: business.email, inquiryId: inquiry.id, payload: facts({ inquiry: guestFacts(inquiry), business }) },
  ]);
}

/**
 * Staff moved a stay: the guest is told the new dates and price (when the decision e-mails are on: Settings,
 * "Booking confirmed or cancelled: tell the guest"), queued in the change's transaction.
 */
export async function queueDatesChangedEmail(
  trx: DB,
  inquiry: InquiryEmailData & { quote?: { lines: QuoteLine[] } | null },
  change: { status: "pending" | "confirmed"; previous: { startDate: string; endDate: string; total: number | null }; guestToken: string },
): Promise<void> {
  const { on } = await readEmailSettings(trx);
  if (!on.emailGuestDecision) return;
  await queueToGuest(trx, inquiry, (common) => ({ kind: "guestDatesChanged", ...common, ...change }));
}

const paymentFacts = ({ kind, method, amount, currency, providerRef, receipt, shillings, at }: PaymentFacts): PaymentFacts => ({
  kind,
  method,
  amount,
  currency,
  providerRef: providerRef ?? null,
  receipt: receipt ?? null,
  shillings: shillings ?? null,
  ...(at ? { at } : {}),
});
const moneyFacts = ({ total, paid, due, balanceDueDate, status }: MoneyFacts): MoneyFacts => ({ total, paid, due, balanceDueDate, status });

/** To the guest: a receipt for a payment received, or word that a refund was made (always sent: it is their money). */
export function queuePaymentEmail(trx: DB, inquiry: InquiryEmailData, payment: PaymentFacts, money: MoneyFacts): Promise<void> {
  return queueToGuest(trx, inquiry, (common) => ({ kind: "guestPayment", ...common, payment: paymentFacts(payment), money: moneyFacts(money) }));
}

/** To staff: the guest paid online (card or M-Pesa); always sent, like the receipt. */
export async function queueStaffPaymentEmail(trx: DB, inquiry: InquiryEmailData, payment: PaymentFacts, money: MoneyFacts): Promise<void> {
  const { business } = await readEmailSettings(trx);
  await enqueueEmails(trx, [
    {
      to: business.email,
      replyTo: inquiry.email,
      inquiryId: inquiry.id,
      payload: { kind: "staffPayment", inquiry: inquiryFacts(inquiry), business, payment: paymentFacts(payment), money: moneyFacts(money) },
    },
  ]);
}

/** To the guest: an online attempt whose answer was lost was never confirmed and is closed (the page promised an e-mail). */
export function queuePaymentUnconfirmedEmail(
  trx: DB,
  inquiry: InquiryEmailData,
  attempt: { method: PaymentMethod; amount: number; currency: string; startedAt: string },
  guestToken: string,
): Promise<void> {
  return queueToGuest(trx, inquiry, (common) => ({ kind: "guestPaymentUnconfirmed", ...common, attempt, guestToken }));
}

/** To the guest: their booking with money paid was cancelled; what the policy (or staff) gives back, and how. */
export function queueRefundOwedEmail(trx: DB, inquiry: InquiryEmailData, refund: RefundOwedFacts): Promise<void> {
  return queueToGuest(trx, inquiry, (common) => ({ kind: "guestRefundOwed", ...common, refund }));
}

/** To the guest: their balance is due in a week or today (the reminders job sends each once). */
export function queuePaymentReminderEmail(
  trx: DB,
  inquiry: InquiryEmailData,
  stage: "week" | "due",
  money: { total: number; paid: number; balanceDueDate: string },
  /** The guest's page and how they can pay there, when the site takes payments online. */
  online?: { guestToken: string; methods: ("card" | "mpesa")[] },
): Promise<void> {
  return queueToGuest(trx, inquiry, (common) => ({ kind: "guestPaymentReminder", ...common, stage, money, ...(online ?? {}) }));
}

/** New contact message: the business and the sender. */
export async function queueContactEmails(trx: DB, message: MessageEmailData): Promise<void> {
  const { on, business } = await readEmailSettings(trx);
  const facts = messageFacts(message);
  const drafts: EmailDraft[] = [];
  if (on.emailStaffMessage) drafts.push({ to: business.email, replyTo: message.email, payload: { kind: "staffMessage", message: facts, business } });
  if (on.emailSenderMessage)
    drafts.push({ to: message.email, replyTo: business.email, payload: { kind: "senderMessage", message: facts, business } });
  await enqueueEmails(trx, drafts);
}

/**
 * To staff: a guest wrote their review (or wrote it again after it was turned down). Always sent: a review waits
 * for moderation, and nobody else would know.
 */
export async function queueStaffReviewEmail(trx: DB, inquiryId: number, review: StaffReviewFacts): Promise<void> {
  const { business } = await readEmailSettings(trx);
  await enqueueEmails(trx, [{ to: business.email, inquiryId, payload: { kind: "staffReview", review, business } }]);
}
