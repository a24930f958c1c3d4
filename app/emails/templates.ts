import { DEFAULT_CURRENCY, formatMoney, formatSignedMoney } from "~/lib/money";
import { cancellationPolicyLines, checkInTime, checkOutTime, noRefundWhen } from "~/policies";
import { BUSINESS_ZONE_NAME, formatDateTime, formatLongDate, nightsBetween } from "~/lib/dates";
import { plural } from "~/lib/plural";
import { dueSentence, METHOD_WORDS, methodWords, refundSentence, refundsToTell, type PaymentMethod } from "~/lib/payments";
import type {
  EmailBusiness,
  GuestCancelledStatus,
  InquiryDecision,
  InquiryEmailData,
  MessageEmailData,
  MoneyFacts,
  PayFacts,
  PaymentFacts,
  RefundOwedFacts,
} from "~/schemas/email-payload";
import type { EmailBlock, EmailContent, EmailFooter } from "./content";
import { formatDay, formatMoment } from "~/i18n/format";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { wordsFor, type Words } from "~/i18n/words";
import { localTime, STAY_POLICY } from "~/policies";
import { quoteLineText, type QuoteLine } from "~/lib/pricing";

// The words of an e-mail to a guest are in the language the guest wrote in (staff's e-mails stay English). The
// English catalogue holds the very texts these e-mails have always said, so an English e-mail reads as before.
// (Asked for when an e-mail is written, never when this module loads: the catalogues are registered at start.)
const english = () => wordsFor();
/** The e-mail's language, for its document and footer (none for English). */
const languageOf = (w: Words) => (w.language !== DEFAULT_LANGUAGE ? { language: w.language } : {});

/**
 * The e-mails (docs/decisions/0501-email-outbox.md), each as content built from what its outbox row
 * stored when it was queued (app/schemas/email-payload.ts); render.server.tsx makes both parts at send time.
 */

export function footer(business: EmailBusiness): EmailFooter {
  return {
    businessName: business.businessName,
    addressLines: [business.addressLine1, business.addressLine2].filter(Boolean),
    phone: business.phone,
    email: business.email,
  };
}

function stayRows(inquiry: InquiryEmailData, currency?: string, w: Words = english()) {
  const { t, language, locale } = w;
  // What the code did is told in English words; another language names the code.
  const promo = language === DEFAULT_LANGUAGE ? inquiry.promo : (inquiry.promoCode ?? inquiry.promo);
  return [
    { label: t("email.property"), value: inquiry.propertyName },
    { label: t("email.checkIn"), value: formatDay(inquiry.startDate, language) },
    { label: t("email.checkOut"), value: formatDay(inquiry.endDate, language) },
    { label: t("email.nights"), value: String(nightsBetween(inquiry.startDate, inquiry.endDate)) },
    { label: t("email.guests"), value: String(inquiry.guests) },
    // The quote line by line as the guest saw it (nights, discount, fees, taxes), then its total.
    ...(inquiry.quoteLines ?? []).map((line) => ({
      label: quoteLineText(line as QuoteLine, t, locale, currency ?? DEFAULT_CURRENCY),
      value: formatSignedMoney(line.amount, currency, w.locale),
    })),
    ...(inquiry.total != null ? [{ label: t("email.quotedTotal"), value: formatMoney(inquiry.total, currency, locale) }] : []),
    // The code entered and what it did (it may have added nothing beside a larger stay discount).
    ...(promo ? [{ label: t("email.promoCode"), value: promo }] : []),
  ];
}

function extrasRows(inquiry: InquiryEmailData, { t }: Words = english()) {
  return [
    { label: t("email.privateChef"), value: inquiry.requestChef ? t("email.requested") : t("email.notRequested") },
    { label: t("email.activities"), value: inquiry.requestActivities.length ? inquiry.requestActivities.join(", ") : t("email.noneRequested") },
  ];
}

/** Every e-mail about an inquiry names its reference in the subject, so guest and staff can find the thread by it. */
const withReference = (subject: string, inquiry: InquiryEmailData) => (inquiry.reference ? `${subject} (${inquiry.reference})` : subject);

/** The reference as the first detail (none in e-mails queued before inquiries had one). */
const referenceRow = (inquiry: InquiryEmailData, w: Words = english()) =>
  inquiry.reference ? [{ label: w.t("email.reference"), value: inquiry.reference }] : [];

/** What staff see first in an e-mail about a booking: its reference and how to reach the guest. */
const guestRows = (inquiry: InquiryEmailData) => [
  ...referenceRow(inquiry),
  { label: "Guest", value: inquiry.name },
  { label: "E-mail", value: inquiry.email },
  { label: "Phone", value: inquiry.phone },
];

/** The link every guest e-mail about a booking carries to the guest's own page (none when the e-mail does not know it). */
export const guestPageLink = (guestPageUrl: string | undefined, label = english().t("email.openBookingPage")): EmailBlock[] =>
  guestPageUrl ? [{ type: "link", label, href: guestPageUrl }] : [];

const dateRange = (i: InquiryEmailData) => `${formatLongDate(i.startDate)} to ${formatLongDate(i.endDate)}`;

/** To the business: everything staff need to answer, and a link to it in the admin. */
export function staffInquiryEmail(inquiry: InquiryEmailData, business: EmailBusiness, adminUrl: string): EmailContent {
  const blocks: EmailBlock[] = [
    { type: "paragraph", text: `${inquiry.name} sent a booking inquiry on ${atBusinessTime(inquiry.createdAt)}.` },
    {
      type: "details",
      rows: [...guestRows(inquiry), ...stayRows(inquiry, business.currency), ...extrasRows(inquiry)],
    },
    { type: "quote", label: "Message", text: inquiry.message?.trim() || "No message" },
    { type: "link", label: "Open the inquiry in the admin", href: adminUrl },
    { type: "paragraph", text: `Reply to this e-mail to write to ${inquiry.name} directly.` },
  ];
  return {
    subject: withReference(`New booking inquiry: ${inquiry.propertyName}, ${dateRange(inquiry)} (${inquiry.name})`, inquiry),
    preheader: `${plural(inquiry.guests, "guest")}, ${plural(nightsBetween(inquiry.startDate, inquiry.endDate), "night")}`,
    heading: "New booking inquiry",
    blocks,
    footer: footer(business),
  };
}

/**
 * The acknowledgements go to whatever address was typed into a public form, so they carry nothing a
 * stranger typed (no name, message, subject or wish): they confirm receipt and give what identifies it,
 * the reference and when it arrived, and otherwise only what this site says (the property's name, the
 * dates and party from its own fields, the business's contact details). Nobody can use them to send
 * their text to someone else.
 */
const inquiryReference = (inquiry: InquiryEmailData, w: Words = english()) => inquiry.reference ?? w.t("email.inquiryNumber", { id: inquiry.id });
const messageReference = (message: MessageEmailData, w: Words = english()) => w.t("email.messageNumber", { id: message.id });
/** When something happened, with the business's zone named: "November 21, 2026 at 10:15 AM (East Africa Time)". */
const atBusinessTime = (iso: string, w?: Words) =>
  w && w.language !== DEFAULT_LANGUAGE ? `${formatMoment(iso, w.language)} (${w.t("email.zone")})` : `${formatDateTime(iso)} (${BUSINESS_ZONE_NAME})`;
/** A stay's dates in the guest's words: "July 14, 2026 to July 17, 2026". */
const stayDates = (i: InquiryEmailData, w: Words) =>
  w.t("email.dateRange", { from: formatDay(i.startDate, w.language), to: formatDay(i.endDate, w.language) });

/**
 * To the guest: that the inquiry arrived, its reference, the stay asked for, that the team will confirm,
 * where to follow it (the guest's own page, when the e-mail knows it) and how to reach us.
 */
export function guestInquiryEmail(inquiry: InquiryEmailData, business: EmailBusiness, guestPageUrl?: string, otherActivities = 0): EmailContent {
  const w = wordsFor(inquiry.language);
  const { t } = w;
  // The activities by name, as the page and the staff e-mail give them (only the site's own: see queueInquiryEmails).
  const activities = [...inquiry.requestActivities, ...(otherActivities ? [t("email.otherActivities", { count: otherActivities })] : [])];
  const property = inquiry.propertyName;
  return {
    subject: withReference(t("email.ackSubject", { property }), inquiry),
    preheader: t("email.ackPreheader", { reference: inquiryReference(inquiry, w), dates: stayDates(inquiry, w) }),
    heading: t("email.ackHeading"),
    blocks: [
      { type: "paragraph", text: t("email.ackReceived", { property }) },
      {
        type: "details",
        rows: [
          { label: t("email.reference"), value: inquiryReference(inquiry, w) },
          { label: t("email.received"), value: atBusinessTime(inquiry.createdAt, w) },
          ...stayRows(inquiry, business.currency, w),
          { label: t("email.privateChef"), value: inquiry.requestChef ? t("email.requested") : t("email.notRequested") },
          { label: t("email.activities"), value: activities.length ? activities.join(", ") : t("email.noneRequested") },
        ],
      },
      ...(guestPageUrl ? [{ type: "link" as const, label: t("email.followOrCancel"), href: guestPageUrl }] : []),
      { type: "paragraph", text: t("email.ackQuestions", { email: business.email, phone: business.phone }) },
    ],
    footer: footer(business),
    ...languageOf(w),
  };
}

/** Staff's own words in a decision e-mail, when they wrote some. */
const personalNote = (business: EmailBusiness, message?: string | null, w: Words = english()): EmailBlock[] =>
  message?.trim() ? [{ type: "quote", label: w.t("email.noteFrom", { business: business.businessName }), text: message.trim() }] : [];

/** How the guest can pay on their page, from the methods offered when the e-mail was queued (older rows: both). */
export function howToPay(methods: readonly ("card" | "mpesa")[] = ["card", "mpesa"], w: Words = english()): string {
  const words = methods.map((m) => methodWords(m, w));
  const list =
    w.language === DEFAULT_LANGUAGE
      ? words.length > 1
        ? `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`
        : (words[0] ?? "card")
      : new Intl.ListFormat(w.locale, { type: "disjunction" }).format(words.length ? words : [methodWords("card", w)]);
  return w.t("email.howToPay", { methods: list });
}

/**
 * What a confirmation asks the guest to pay, by when, and the link to pay on their page: the same sentence as the guest's
 * page and the booking page (lib/payments dueSentence), so none says "due now" beside a later date or a date already come.
 */
function payBlocks(pay: PayFacts, guestPageUrl: string, currency?: string, w: Words = english()): EmailBlock[] {
  const { t } = w;
  const money = (n: number) => formatMoney(n, currency, w.locale);
  const balance = pay.total - pay.depositAmount;
  const whenBalance = pay.balanceDueDate ? formatLongDate(pay.balanceDueDate) : null;
  // Rows queued before the money's one function said what is due later keep their words.
  const later = pay.dueLater ?? (pay.status === "deposit_due" ? { amount: balance, by: pay.balanceDueDate } : { amount: 0, by: null });
  const sentence =
    pay.balanceDueDays !== undefined
      ? dueSentence(
          {
            status: pay.status as never,
            total: pay.total,
            paid: pay.paid ?? 0,
            dueNow: pay.due,
            dueLater: later,
            balanceDueDays: pay.balanceDueDays,
          },
          currency,
          w,
        )
      : pay.status === "balance_due"
        ? `Please pay ${money(pay.due)} now: as your stay is less than a few weeks away, the full amount is due on confirmation.`
        : `To secure your stay, please pay the deposit of ${money(pay.due)} now${balance > 0 && whenBalance ? `; the balance of ${money(balance)} is due by ${whenBalance}` : ""}.`;
  const text = `${sentence ?? t("email.nothingDue")} ${howToPay(pay.methods, w)}`;
  return [
    {
      type: "details",
      rows: [
        { label: t("email.dueNow"), value: money(pay.due) },
        ...(later.amount > 0 && later.by
          ? [{ label: t("email.balanceDueBy", { day: formatDay(later.by, w.language) }), value: money(later.amount) }]
          : []),
      ],
    },
    { type: "paragraph", text },
    { type: "link", label: t("email.payOnPage"), href: guestPageUrl },
  ];
}

/** To the guest when staff confirm or cancel (with staff's note; a confirmation also with the extras asked for and the directions). */
export function guestDecisionEmail(
  inquiry: InquiryEmailData,
  decision: InquiryDecision,
  business: EmailBusiness,
  extras: { message?: string | null; directions?: string | null; pay?: PayFacts } = {},
  guestPageUrl?: string,
): EmailContent {
  const w = wordsFor(inquiry.language);
  const { t } = w;
  const property = inquiry.propertyName;
  const contact = t("email.contactLine", { email: business.email, phone: business.phone });
  if (decision === "confirmed") {
    const directions = extras.directions?.trim();
    const pay = extras.pay && guestPageUrl ? payBlocks(extras.pay, guestPageUrl, business.currency, w) : [];
    const checkIn = localTime(checkInTime(), w.locale);
    const checkOut = localTime(checkOutTime(), w.locale);
    return {
      subject: withReference(t("email.confirmedSubject", { property }), inquiry),
      preheader: t("email.confirmedPreheader", { dates: stayDates(inquiry, w), checkIn, checkOut }),
      heading: t("email.confirmedHeading"),
      blocks: [
        { type: "paragraph", text: t("email.confirmedText", { name: inquiry.name, property }) },
        ...personalNote(business, extras.message, w),
        {
          type: "details",
          rows: [
            ...referenceRow(inquiry, w),
            ...stayRows(inquiry, business.currency, w),
            { label: t("email.checkInTime"), value: checkIn },
            { label: t("email.checkOutTime"), value: checkOut },
            ...extrasRows(inquiry, w),
          ],
        },
        ...(pay.length ? pay : guestPageLink(guestPageUrl, t("email.openBookingPage"))),
        ...(directions ? [{ type: "quote" as const, label: t("email.directions"), text: directions }] : []),
        { type: "list", title: t("email.cancellationPolicy"), items: cancellationPolicyLines(STAY_POLICY, t) },
        { type: "paragraph", text: contact },
      ],
      footer: footer(business),
      ...languageOf(w),
    };
  }
  return {
    subject: withReference(t("email.declinedSubject", { property }), inquiry),
    preheader: stayDates(inquiry, w),
    heading: t("email.declinedHeading"),
    blocks: [
      { type: "paragraph", text: t("email.declinedText", { name: inquiry.name, property }) },
      ...personalNote(business, extras.message, w),
      { type: "details", rows: [...referenceRow(inquiry, w), ...stayRows(inquiry, business.currency, w)] },
      ...guestPageLink(guestPageUrl, t("email.openBookingPage")),
      { type: "paragraph", text: t("email.otherDates", { contact }) },
    ],
    footer: footer(business),
    ...languageOf(w),
  };
}

/** To the guest: what staff wrote about their inquiry, with the stay it is about; replying reaches the business. */
export function guestReplyEmail(
  inquiry: InquiryEmailData,
  reply: { body: string; author: string },
  business: EmailBusiness,
  guestPageUrl?: string,
): EmailContent {
  const w = wordsFor(inquiry.language);
  const { t } = w;
  return {
    subject: t("email.replySubject", { property: inquiry.propertyName, reference: inquiryReference(inquiry, w) }),
    preheader: reply.body.replace(/\s+/g, " ").slice(0, 120),
    heading: t("email.replyHeading"),
    blocks: [
      { type: "paragraph", text: t("email.dear", { name: inquiry.name }) },
      { type: "quote", label: t("email.from", { business: business.businessName }), text: reply.body },
      { type: "details", rows: [{ label: t("email.reference"), value: inquiryReference(inquiry, w) }, ...stayRows(inquiry, business.currency, w)] },
      ...guestPageLink(guestPageUrl, t("email.openBookingPage")),
      { type: "paragraph", text: t("email.replyAnswer", { phone: business.phone }) },
    ],
    footer: footer(business),
    ...languageOf(w),
  };
}

/** To the business: the guest cancelled on their own page; the nights are free again. */
export function staffGuestCancelEmail(
  inquiry: InquiryEmailData,
  previousStatus: GuestCancelledStatus,
  business: EmailBusiness,
  adminUrl: string,
  cancelledAt: string,
): EmailContent {
  const confirmed = previousStatus === "confirmed";
  // A confirmed stay held its nights; a pending request held none, it only waited for an answer.
  const outcome = confirmed ? "The nights are free again on the site and in the calendar." : "It needs no answer any more.";
  return {
    subject: withReference(
      `Guest cancelled ${confirmed ? "a confirmed booking" : "a request"}: ${inquiry.propertyName}, ${dateRange(inquiry)} (${inquiry.name})`,
      inquiry,
    ),
    preheader: `${inquiry.name} cancelled on their booking page. ${outcome}`,
    heading: confirmed ? "A guest cancelled a confirmed booking" : "A guest cancelled a booking request",
    blocks: [
      {
        type: "paragraph",
        text: `${inquiry.name} cancelled their ${confirmed ? "confirmed booking" : "booking request"} on their booking page on ${atBusinessTime(cancelledAt)}. ${outcome}`,
      },
      {
        type: "details",
        rows: [
          ...guestRows(inquiry),
          { label: "Status before", value: confirmed ? "Confirmed" : "Pending" },
          ...stayRows(inquiry, business.currency),
        ],
      },
      { type: "link", label: "Open the booking in the admin", href: adminUrl },
      { type: "paragraph", text: `Reply to this e-mail to write to ${inquiry.name} directly.` },
    ],
    footer: footer(business),
  };
}

/**
 * To the guest: that their own cancellation went through. Like the acknowledgements it carries nothing a
 * stranger typed (no name or message): the reference, the property and the dates from the site's own fields.
 */
export function guestCancelledEmail(
  inquiry: InquiryEmailData,
  previousStatus: GuestCancelledStatus,
  business: EmailBusiness,
  guestPageUrl?: string,
): EmailContent {
  const w = wordsFor(inquiry.language);
  const { t } = w;
  const booking = previousStatus === "confirmed";
  const property = inquiry.propertyName;
  return {
    subject: withReference(t(booking ? "email.youCancelledBookingSubject" : "email.youCancelledRequestSubject", { property }), inquiry),
    preheader: t("email.cancelledAsAsked", { reference: inquiryReference(inquiry, w), dates: stayDates(inquiry, w) }),
    heading: t(booking ? "email.bookingIsCancelled" : "email.requestIsCancelled"),
    blocks: [
      { type: "paragraph", text: t(booking ? "email.cancelledBookingText" : "email.cancelledRequestText", { property }) },
      { type: "details", rows: [{ label: t("email.reference"), value: inquiryReference(inquiry, w) }, ...stayRows(inquiry, business.currency, w)] },
      ...(booking ? [{ type: "list" as const, title: t("email.cancellationPolicy"), items: cancellationPolicyLines(STAY_POLICY, t) }] : []),
      ...guestPageLink(guestPageUrl, t("email.openBookingPage")),
      { type: "paragraph", text: t("email.didNotMean", { email: business.email, phone: business.phone }) },
    ],
    footer: footer(business),
    ...languageOf(w),
  };
}

/** To the business: a new contact message. */
export function staffMessageEmail(message: MessageEmailData, business: EmailBusiness, adminUrl: string): EmailContent {
  return {
    subject: `New contact message: ${message.subject} (${message.name})`,
    preheader: `From ${message.name} <${message.email}>`,
    heading: "New contact message",
    blocks: [
      { type: "paragraph", text: `${message.name} wrote on ${atBusinessTime(message.createdAt)}.` },
      {
        type: "details",
        rows: [
          { label: "From", value: message.name },
          { label: "E-mail", value: message.email },
          { label: "Subject", value: message.subject },
        ],
      },
      { type: "quote", label: "Message", text: message.message },
      { type: "link", label: "Open the message in the admin", href: adminUrl },
      { type: "paragraph", text: `Reply to this e-mail to answer ${message.name} directly.` },
    ],
    footer: footer(business),
  };
}

/** To the sender: that the message arrived and its reference (see the acknowledgements above). */
export function senderMessageEmail(message: MessageEmailData, business: EmailBusiness): EmailContent {
  const w = wordsFor(message.language);
  const { t } = w;
  return {
    subject: t("email.messageSubject", { reference: messageReference(message, w) }),
    preheader: t("email.messagePreheader"),
    heading: t("email.messageHeading"),
    blocks: [
      { type: "paragraph", text: t("email.messageReceived") },
      {
        type: "details",
        rows: [
          { label: t("email.reference"), value: messageReference(message, w) },
          { label: t("email.received"), value: atBusinessTime(message.createdAt, w) },
        ],
      },
      { type: "paragraph", text: t("email.messageSooner", { phone: business.phone }) },
    ],
    footer: footer(business),
    ...languageOf(w),
  };
}

/** To the guest: a receipt for a payment staff recorded, or word that their refund was made, with what is still to pay. */
export function guestPaymentEmail(
  inquiry: InquiryEmailData,
  payment: PaymentFacts,
  money: MoneyFacts,
  business: EmailBusiness,
  guestPageUrl?: string,
): EmailContent {
  const w = wordsFor(inquiry.language);
  const { t, locale } = w;
  const cash = (n: number, currency: string) => formatMoney(n, currency, locale);
  const refund = payment.kind === "refund";
  // A refund by M-Pesa tells the shillings coming back, with the site's currency beside them.
  const amount =
    refund && payment.method === "mpesa" && payment.shillings && payment.currency.toUpperCase() !== "KES"
      ? `${cash(payment.shillings, "KES")} (${cash(payment.amount, payment.currency)})`
      : cash(payment.amount, payment.currency);
  const by = t("email.amountBy", { amount, method: methodWords(payment.method, w) });
  const owed = money.total - money.paid;
  // What the guest can recognise the payment by: never a provider's internal id ("pi_…").
  const receipt = payment.receipt ?? (!refund && payment.method === "mpesa" ? payment.providerRef : null);
  const rows = [
    { label: t("email.reference"), value: inquiryReference(inquiry, w) },
    { label: t("email.property"), value: inquiry.propertyName },
    { label: t("email.stay"), value: stayDates(inquiry, w) },
    { label: refund ? t("email.refundMade") : t("email.received"), value: by },
    ...(payment.at ? [{ label: refund ? t("email.madeOn") : t("email.paidOn"), value: formatDay(payment.at, w.language) }] : []),
    ...(receipt ? [{ label: payment.method === "mpesa" ? t("email.mpesaReceipt") : t("email.card"), value: receipt }] : []),
    ...(refund
      ? []
      : [
          { label: t("email.paidSoFar"), value: cash(money.paid, payment.currency) },
          { label: t("email.stillToPay"), value: cash(Math.max(0, owed), payment.currency) },
          // A balance date only while it is to come (money.status tells: within the balance days it is due now).
          ...(owed > 0 && money.balanceDueDate && money.status !== "balance_due"
            ? [{ label: t("email.balanceDueByLabel"), value: formatDay(money.balanceDueDate, w.language) }]
            : owed > 0 && money.status === "balance_due"
              ? [{ label: t("email.due"), value: t("email.now") }]
              : []),
        ]),
  ];
  return {
    subject: withReference(t(refund ? "email.refundSubject" : "email.paymentSubject", { amount, property: inquiry.propertyName }), inquiry),
    preheader: refund
      ? t("email.refundPreheader", { amount })
      : owed > 0
        ? t("email.stillToPayPreheader", { amount: cash(owed, payment.currency) })
        : t("email.paidInFullPreheader"),
    heading: t(refund ? "email.refundHeading" : "email.paymentHeading"),
    blocks: [
      { type: "paragraph", text: t("email.dear", { name: inquiry.name }) },
      {
        type: "paragraph",
        text: refund
          ? t("email.refundDays", {
              sentence: refundSentence(
                { ...payment, shillings: payment.shillings ?? null, status: "succeeded", at: payment.at ?? new Date().toISOString() },
                w,
              ),
            })
          : t(owed > 0 ? "email.receivedPayment" : "email.receivedPaymentFull", { amount, method: methodWords(payment.method, w) }),
      },
      { type: "details", rows },
      ...guestPageLink(guestPageUrl, t("email.openBookingPage")),
      { type: "paragraph", text: t("email.questionsPhone", { phone: business.phone }) },
    ],
    footer: footer(business),
    ...languageOf(w),
  };
}

/** To the guest: the balance of their confirmed stay is due in a week, or today, and is not paid yet. */
export function guestPaymentReminderEmail(
  inquiry: InquiryEmailData,
  stage: "week" | "due",
  money: { total: number; paid: number; balanceDueDate: string },
  business: EmailBusiness,
  guestPageUrl?: string,
  methods?: readonly ("card" | "mpesa")[],
  /** The site took payments online when it was queued (the reminder then says how to pay on the page). */
  online = guestPageUrl !== undefined,
): EmailContent {
  const w = wordsFor(inquiry.language);
  const { t, locale } = w;
  const owed = formatMoney(money.total - money.paid, business.currency, locale);
  const when = formatDay(money.balanceDueDate, w.language);
  const property = inquiry.propertyName;
  return {
    subject: withReference(
      stage === "due" ? t("email.balanceDueTodaySubject", { amount: owed }) : t("email.balanceDueOnSubject", { amount: owed, day: when }),
      inquiry,
    ),
    preheader: t("email.reminderPreheader", { property, dates: stayDates(inquiry, w), amount: owed, day: when }),
    heading: t(stage === "due" ? "email.balanceDueTodayHeading" : "email.balanceDueWeekHeading"),
    blocks: [
      { type: "paragraph", text: t("email.dear", { name: inquiry.name }) },
      { type: "paragraph", text: t(stage === "due" ? "email.reminderTodayText" : "email.reminderOnText", { property, amount: owed, day: when }) },
      {
        type: "details",
        rows: [
          { label: t("email.reference"), value: inquiryReference(inquiry, w) },
          { label: t("email.stay"), value: stayDates(inquiry, w) },
          { label: t("email.total"), value: formatMoney(money.total, business.currency, locale) },
          { label: t("email.paidSoFar"), value: formatMoney(money.paid, business.currency, locale) },
          { label: t("email.stillToPay"), value: owed },
          { label: t("email.dueBy"), value: when },
        ],
      },
      ...(online && guestPageUrl
        ? [
            { type: "paragraph" as const, text: howToPay(methods, w) },
            { type: "link" as const, label: t("email.payOnPage"), href: guestPageUrl },
            { type: "paragraph" as const, text: t("email.paidAlready", { phone: business.phone }) },
          ]
        : [
            { type: "paragraph" as const, text: t("email.toPay", { phone: business.phone }) },
            ...guestPageLink(guestPageUrl, t("email.openBookingPage")),
          ]),
    ],
    footer: footer(business),
    ...languageOf(w),
  };
}

/** To staff: the guest paid online; what came in, what is still owed, and the booking in the admin. */
export function staffPaymentEmail(
  inquiry: InquiryEmailData,
  payment: PaymentFacts,
  money: MoneyFacts,
  business: EmailBusiness,
  adminUrl: string,
): EmailContent {
  const amount = formatMoney(payment.amount, payment.currency);
  const owed = Math.max(0, money.total - money.paid);
  return {
    subject: withReference(`Payment received: ${amount} by ${METHOD_WORDS[payment.method]} from ${inquiry.name}`, inquiry),
    preheader: owed > 0 ? `${formatMoney(owed, payment.currency)} still to pay.` : "The stay is paid in full.",
    heading: "A guest paid online",
    blocks: [
      {
        type: "paragraph",
        text: `${inquiry.name} paid ${amount} by ${METHOD_WORDS[payment.method]} for ${inquiry.propertyName}, ${dateRange(inquiry)}.`,
      },
      {
        type: "details",
        rows: [
          ...guestRows(inquiry),
          { label: "Received", value: `${amount} by ${METHOD_WORDS[payment.method]}` },
          ...(payment.providerRef ? [{ label: payment.method === "mpesa" ? "M-Pesa receipt" : "Stripe payment", value: payment.providerRef }] : []),
          { label: "Paid so far", value: formatMoney(money.paid, payment.currency) },
          { label: "Still to pay", value: formatMoney(owed, payment.currency) },
        ],
      },
      { type: "link", label: "Open the booking in the admin", href: adminUrl },
    ],
    footer: footer(business),
  };
}

/** To the guest: their booking with money paid is cancelled; what comes back under the policy, and how. */
export function guestRefundOwedEmail(
  inquiry: InquiryEmailData,
  refund: RefundOwedFacts,
  business: EmailBusiness,
  guestPageUrl?: string,
): EmailContent {
  const w = wordsFor(inquiry.language);
  const { t, locale } = w;
  const amount = formatMoney(refund.amount, refund.currency, locale);
  const paid = formatMoney(refund.paid, refund.currency, locale);
  const noRefund = noRefundWhen();
  // Nothing back although the policy gave something: staff decided so with the guest, not the policy's last band.
  const byAgreement = refund.amount === 0 && (refund.policy ?? 0) > 0;
  // Each refund owed as the guest's page tells it (lib/payments refundSentence): owed, or being sent; rows from before: as then.
  const how = refund.rows?.length
    ? refundsToTell(refund.rows.map((r) => ({ ...r, kind: "refund" as const, status: "pending" as const, at: "" })))
        .map((r) => refundSentence(r, w))
        .join(" ")
    : refund.methods.length === 1 && refund.methods[0] === "card"
      ? t("email.refundBackToCard")
      : t("email.refundTheWayYouPaid", { methods: refund.methods.map((m) => methodWords(m, w)).join(", ") });
  const reference = inquiryReference(inquiry, w);
  // The policy's band is worded in English ("fewer than 14 days before check-in"); another language says the policy applies.
  const policyText =
    w.language === DEFAULT_LANGUAGE
      ? `Your booking ${reference} is cancelled. Under our cancellation policy, the ${paid} you paid is not refunded${noRefund ? `, as the stay was cancelled ${noRefund}` : ""}.`
      : t("email.refundPolicyText", { reference, paid });
  return {
    subject: withReference(
      refund.amount > 0
        ? t("email.refundSubject", { amount, property: inquiry.propertyName })
        : t("email.noRefundSubject", { property: inquiry.propertyName }),
      inquiry,
    ),
    preheader:
      refund.amount > 0
        ? t("email.refundBackPreheader", { paid, amount })
        : byAgreement
          ? t("email.refundAgreedPreheader", { paid })
          : t("email.refundPolicyPreheader", { paid }),
    heading: t(refund.amount > 0 ? "email.yourRefund" : "email.aboutMoney"),
    blocks: [
      { type: "paragraph", text: t("email.dear", { name: inquiry.name }) },
      {
        type: "paragraph",
        text:
          refund.amount > 0
            ? t("email.refundBackText", { reference, paid, amount, how })
            : byAgreement
              ? t("email.refundAgreedText", { reference, paid })
              : policyText,
      },
      {
        type: "details",
        rows: [
          { label: t("email.reference"), value: reference },
          { label: t("email.stay"), value: stayDates(inquiry, w) },
          { label: t("email.paidLabel"), value: paid },
          { label: t("email.refundLabel"), value: amount },
        ],
      },
      ...guestPageLink(guestPageUrl, t("email.openBookingPage")),
      { type: "list", title: t("email.cancellationPolicy"), items: cancellationPolicyLines(STAY_POLICY, t) },
      { type: "paragraph", text: t("email.questionsPhone", { phone: business.phone }) },
    ],
    footer: footer(business),
    ...languageOf(w),
  };
}

/** To the guest: an online payment whose provider's answer was lost was never confirmed (we said we would e-mail). */
export function guestPaymentUnconfirmedEmail(
  inquiry: InquiryEmailData,
  attempt: { method: PaymentMethod; amount: number; currency: string; startedAt: string },
  business: EmailBusiness,
  guestPageUrl: string,
): EmailContent {
  const w = wordsFor(inquiry.language);
  const { t } = w;
  const amount = formatMoney(attempt.amount, attempt.currency, w.locale);
  const how = methodWords(attempt.method, w);
  const mpesa = attempt.method === "mpesa";
  const when = w.language === DEFAULT_LANGUAGE ? formatDateTime(attempt.startedAt) : formatMoment(attempt.startedAt, w.language);
  const zone = w.language === DEFAULT_LANGUAGE ? BUSINESS_ZONE_NAME : t("email.zone");
  return {
    subject: withReference(t("email.unconfirmedSubject", { method: how, amount }), inquiry),
    preheader: t("email.unconfirmedPreheader"),
    heading: t("email.unconfirmedHeading", { method: how }),
    blocks: [
      { type: "paragraph", text: t("email.dear", { name: inquiry.name }) },
      {
        type: "paragraph",
        text: t(mpesa ? "email.unconfirmedMpesa" : "email.unconfirmedCard", { when, zone, amount, reference: inquiryReference(inquiry, w) }),
      },
      { type: "paragraph", text: t(mpesa ? "email.unconfirmedMpesaWhat" : "email.unconfirmedCardWhat") },
      { type: "link", label: t("email.openBookingPage"), href: guestPageUrl },
      { type: "paragraph", text: t("email.questionsCall", { phone: business.phone }) },
    ],
    footer: footer(business),
    ...languageOf(w),
  };
}

/**
 * To the guest: staff moved their stay. The new dates and price first, then what they were, and the link to their page.
 * Words follow the status: a request while it is pending, a booking once confirmed.
 */
export function guestDatesChangedEmail(
  inquiry: InquiryEmailData,
  status: "pending" | "confirmed",
  previous: { startDate: string; endDate: string; total: number | null },
  business: EmailBusiness,
  guestPageUrl: string,
): EmailContent {
  const w = wordsFor(inquiry.language);
  const { t, locale } = w;
  const booking = status === "confirmed";
  const property = inquiry.propertyName;
  const dates = stayDates(inquiry, w);
  const was = stayDates({ ...inquiry, ...previous }, w);
  const priceChanged = previous.total != null && inquiry.total != null && previous.total !== inquiry.total;
  return {
    subject: withReference(t(booking ? "email.newDatesBookingSubject" : "email.newDatesRequestSubject", { property }), inquiry),
    preheader: t("email.newDatesPreheader", { dates, was }),
    heading: t(booking ? "email.newDatesBookingHeading" : "email.newDatesRequestHeading"),
    blocks: [
      {
        type: "paragraph",
        text: t(booking ? "email.newDatesBookingText" : "email.newDatesRequestText", { name: inquiry.name, property, dates, was }),
      },
      ...(priceChanged
        ? [
            {
              type: "paragraph" as const,
              text: t("email.newPrice", {
                price: formatMoney(inquiry.total!, business.currency, locale),
                was: formatMoney(previous.total!, business.currency, locale),
              }),
            },
          ]
        : []),
      { type: "details", rows: [...referenceRow(inquiry, w), ...stayRows(inquiry, business.currency, w)] },
      { type: "link", label: t("email.openBookingPage"), href: guestPageUrl },
      { type: "paragraph", text: t("email.datesNotSuit", { email: business.email, phone: business.phone }) },
    ],
    footer: footer(business),
    ...languageOf(w),
  };
}
