import "~/lib/zod-config";
import { z } from "zod";
import { PAYMENT_METHODS } from "~/lib/payments";
import { LANGUAGES } from "~/i18n/languages";

/**
 * What a queued e-mail needs to be written at send time (the `payload` column of the outbox, with the
 * kind in its own column). Every value a guest or the business reads is stored here as it was when the
 * e-mail was queued (names, dates, property name, quote, the business details of the footer and the
 * contact lines, the decision), so an e-mail sent later still says what was true then; only ids are
 * kept for what is read at send time (the link to the admin). The models write it; the sender
 * (app/emails/render.server.tsx) checks it with this schema before rendering, so a row written by
 * another version of the code is refused plainly instead of rendered wrong.
 */

/** The business details an e-mail's footer, contact lines and prices need; `currency` is Settings → Currency, USD when unset. */
export const emailBusinessSchema = z.object({
  businessName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  phone: z.string(),
  email: z.string(),
  currency: z.string().optional(),
});

/** What a quote line is (app/lib/pricing.ts QuoteLineDetail): a guest's e-mail words it in the guest's language. */
const quoteLineDetailSchema = z.discriminatedUnion("part", [
  z.object({ part: z.literal("nights"), nights: z.number(), weekend: z.boolean(), price: z.number() }),
  z.object({ part: z.literal("promo"), code: z.string(), percent: z.number().nullable() }),
  z.object({ part: z.literal("longStay"), percent: z.number() }),
  z.object({ part: z.literal("cleaning") }),
  z.object({ part: z.literal("extraGuests"), guests: z.number(), nights: z.number(), price: z.number() }),
  z.object({ part: z.literal("tax"), name: z.string(), percent: z.number() }),
]);

/** An inquiry as its e-mails need it; `total` is the quote the guest saw when sending. */
export const inquiryEmailDataSchema = z.object({
  id: z.number().int(),
  /** "TR-7K3M9Q"; absent in e-mails queued before inquiries had references (they show "Booking inquiry #id"). */
  reference: z.string().optional(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  guests: z.number().int(),
  requestChef: z.boolean(),
  requestActivities: z.array(z.string()),
  message: z.string().nullable(),
  createdAt: z.string(),
  propertyName: z.string(),
  total: z.number().nullable().optional(),
  /** The promo code entered, as the quote told it ("HIGHLANDS10 saves $245"); absent when none was entered. */
  promo: z.string().nullable().optional(),
  /** The quote's lines as the guest saw them (absent for inquiries from before quotes had lines). */
  quoteLines: z
    .array(z.object({ kind: z.string(), label: z.string(), amount: z.number(), detail: quoteLineDetailSchema.optional() }))
    .nullable()
    .optional(),
  /** The guest's page (guest e-mails only; absent in staff e-mails and older rows): every guest e-mail links to it. */
  guestToken: z.string().optional(),
  /** The promo code entered (e-mails in another language than English name it; the English ones tell `promo`). */
  promoCode: z.string().nullable().optional(),
  /** The language the guest wrote in, when not English: the guest's e-mails are written in it (staff's stay English). */
  language: z.enum(LANGUAGES).optional(),
});

export const messageEmailDataSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The language the sender wrote in, when not English: the acknowledgement is written in it. */
  language: z.enum(LANGUAGES).optional(),
});

export const INQUIRY_DECISIONS = ["confirmed", "cancelled"] as const;
export type InquiryDecision = (typeof INQUIRY_DECISIONS)[number];

/** What a request was when its guest cancelled it: a pending request or a confirmed booking. */
export const GUEST_CANCELLED_STATUSES = ["pending", "confirmed"] as const;

const inquiryFacts = { inquiry: inquiryEmailDataSchema, business: emailBusinessSchema };

/** One payment or refund as an e-mail tells it (`providerRef`: the M-Pesa receipt number, Stripe's reference). */
const paymentFacts = z.object({
  kind: z.enum(["payment", "refund"]),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  currency: z.string(),
  providerRef: z.string().nullable().optional(),
  /** What the guest can recognise it by: the M-Pesa receipt number, "Visa ending 4242" (absent in older rows). */
  receipt: z.string().nullable().optional(),
  /** M-Pesa: the amount in shillings. */
  shillings: z.number().nullable().optional(),
  /** When it was received or made (ISO; absent in older rows). */
  at: z.string().optional(),
});
export type PaymentFacts = z.infer<typeof paymentFacts>;
/** A booking's money as it stood when an e-mail about a payment was queued. */
const moneyFacts = z.object({ total: z.number(), paid: z.number(), due: z.number(), balanceDueDate: z.string().nullable(), status: z.string() });
export type MoneyFacts = z.infer<typeof moneyFacts>;
/** What a confirmation asks the guest to pay, and where. */
const payFacts = z.object({
  guestToken: z.string(),
  total: z.number(),
  depositAmount: z.number(),
  due: z.number(),
  balanceDueDate: z.string().nullable(),
  status: z.string(),
  /** How the guest can pay online (the one answer: services/payment-methods.server.ts); absent in older rows. */
  methods: z.array(z.enum(["card", "mpesa"])).optional(),
  /** What falls due later and by when, the balance days, what was paid (lib/payments bookingMoney); absent in older rows. */
  dueLater: z.object({ amount: z.number(), by: z.string().nullable() }).optional(),
  balanceDueDays: z.number().optional(),
  paid: z.number().optional(),
});
export type PayFacts = z.infer<typeof payFacts>;
const messageFacts = { message: messageEmailDataSchema, business: emailBusinessSchema };

/**
 * One e-mail of each kind (the kinds of app/schemas/email-settings.ts, and those no switch turns off: staff's
 * replies and the staff notice of a guest's cancellation), with what it says.
 */
export const emailPayloadSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("staffInquiry"), ...inquiryFacts }),
  // The guest's page token (absent in e-mails queued before guests had a page): the only e-mail that carries it.
  z.object({
    kind: z.literal("guestInquiry"),
    ...inquiryFacts,
    guestToken: z.string().optional(),
    /** Requested activities that are not the site's own (sent through the API): counted, never repeated to the typed address. */
    otherActivities: z.number().int().optional(),
  }),
  z.object({
    kind: z.literal("guestDecision"),
    ...inquiryFacts,
    decision: z.enum(INQUIRY_DECISIONS),
    /** A confirmation when the site takes payments online: what is due, by when, and the guest's page to pay on. */
    pay: payFacts.optional(),
    /** Staff's own words to the guest, when they wrote some. */
    message: z.string().nullable().optional(),
    /** The property's directions when it was confirmed. */
    directions: z.string().nullable().optional(),
  }),
  z.object({ kind: z.literal("guestReply"), ...inquiryFacts, reply: z.object({ body: z.string(), author: z.string() }) }),
  // The guest cancelled on their own page: staff are told, the guest gets an acknowledgement.
  z.object({ kind: z.literal("staffGuestCancel"), ...inquiryFacts, previousStatus: z.enum(GUEST_CANCELLED_STATUSES), cancelledAt: z.string() }),
  z.object({ kind: z.literal("guestCancelled"), ...inquiryFacts, previousStatus: z.enum(GUEST_CANCELLED_STATUSES) }),
  // A payment received or a refund made: the amounts as they stood then.
  z.object({ kind: z.literal("guestPayment"), ...inquiryFacts, payment: paymentFacts, money: moneyFacts }),
  // To staff: the guest paid online (card or M-Pesa).
  z.object({ kind: z.literal("staffPayment"), ...inquiryFacts, payment: paymentFacts, money: moneyFacts }),
  // A booking with money paid was cancelled: what the policy gives back (perhaps nothing) and how it comes back.
  z.object({
    kind: z.literal("guestRefundOwed"),
    ...inquiryFacts,
    refund: z.object({
      paid: z.number(),
      amount: z.number(),
      currency: z.string(),
      methods: z.array(z.enum(PAYMENT_METHODS)),
      /** What the cancellation policy gave (absent in older rows): staff may give less or more. */
      policy: z.number().optional(),
      /** Each refund owed, as the guest's page tells it (absent in older rows). */
      rows: z
        .array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number(), currency: z.string(), shillings: z.number().nullable() }))
        .optional(),
    }),
  }),
  // An online attempt whose provider's answer was lost was never confirmed: nothing recorded; what to do if money left.
  z.object({
    kind: z.literal("guestPaymentUnconfirmed"),
    ...inquiryFacts,
    attempt: z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number(), currency: z.string(), startedAt: z.string() }),
    guestToken: z.string(),
  }),
  // The balance is due in a week ("week") or today ("due") and is not paid yet.
  z.object({
    kind: z.literal("guestPaymentReminder"),
    ...inquiryFacts,
    stage: z.enum(["week", "due"]),
    money: z.object({ total: z.number(), paid: z.number(), balanceDueDate: z.string() }),
    /** The guest's page, when the site takes payments online (the reminder links to it to pay). */
    guestToken: z.string().optional(),
    /** How the guest can pay online (absent in older rows: card or M-Pesa). */
    methods: z.array(z.enum(["card", "mpesa"])).optional(),
  }),
  // Staff moved the stay: the new dates and price (in `inquiry`), what they were, and the guest's page.
  z.object({
    kind: z.literal("guestDatesChanged"),
    ...inquiryFacts,
    status: z.enum(["pending", "confirmed"]),
    previous: z.object({ startDate: z.string(), endDate: z.string(), total: z.number().nullable() }),
    guestToken: z.string(),
  }),
  // A scheduled guest message (Settings → Guest messages), its subject and body filled in when it was queued.
  z.object({
    kind: z.literal("guestMessage"),
    ...inquiryFacts,
    message: z.object({ kind: z.string(), subject: z.string(), body: z.string() }),
  }),
  // To staff: a guest wrote a review (or wrote it again after it was turned down); it waits for moderation.
  z.object({
    kind: z.literal("staffReview"),
    review: z.object({
      id: z.number().int(),
      reference: z.string(),
      guestName: z.string(),
      propertyName: z.string(),
      stayMonth: z.string(),
      overall: z.number().int(),
      title: z.string(),
      body: z.string(),
      shownName: z.string(),
      again: z.boolean(),
    }),
    business: emailBusinessSchema,
  }),
  z.object({ kind: z.literal("staffMessage"), ...messageFacts }),
  z.object({ kind: z.literal("senderMessage"), ...messageFacts }),
]);

export type EmailBusiness = z.infer<typeof emailBusinessSchema>;
export type InquiryEmailData = z.infer<typeof inquiryEmailDataSchema>;
export type MessageEmailData = z.infer<typeof messageEmailDataSchema>;
export type EmailPayload = z.infer<typeof emailPayloadSchema>;
export type GuestCancelledStatus = (typeof GUEST_CANCELLED_STATUSES)[number];
/** What a guest's refund notice tells: what was paid, what comes back and how (the `guestRefundOwed` payload's `refund`). */
export type RefundOwedFacts = Extract<EmailPayload, { kind: "guestRefundOwed" }>["refund"];
