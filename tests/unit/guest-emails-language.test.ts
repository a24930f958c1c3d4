import { describe, expect, it } from "vitest";
import { emailContent, renderEmail } from "~/emails/render.server";
import type { EmailPayload, InquiryEmailData } from "~/schemas/email-payload";

// Every e-mail to a guest about a booking, written in the language the guest wrote in: nothing English left but
// the names (the property, the business, the guest) and what staff typed (a note, directions, a reply).

const business = {
  businessName: "Tigoni Retreats",
  addressLine1: "Limuru Road",
  addressLine2: "Tigoni",
  phone: "+254 712 000 000",
  email: "stay@example.com",
  currency: "USD",
};
const inquiry = (language: "sw" | "de"): InquiryEmailData => ({
  id: 7,
  reference: "TR-7K3M9Q",
  name: "Amani",
  email: "amani@example.com",
  phone: "+254 712 345 678",
  startDate: "2027-07-14",
  endDate: "2027-07-17",
  guests: 2,
  requestChef: true,
  requestActivities: [],
  message: null,
  createdAt: "2027-05-01T07:15:00.000Z",
  propertyName: "Alpine Retreat",
  total: 1050,
  quoteLines: [{ kind: "nights", label: "3 nights × $350", amount: 1050, detail: { part: "nights", nights: 3, weekend: false, price: 350 } }],
  guestToken: "tok",
  language,
});

const payloads = (language: "sw" | "de"): EmailPayload[] => {
  const i = inquiry(language);
  const pay = {
    guestToken: "tok",
    total: 1050,
    depositAmount: 315,
    due: 315,
    balanceDueDate: "2027-06-14",
    status: "deposit_due",
    methods: ["card", "mpesa"] as ("card" | "mpesa")[],
    dueLater: { amount: 735, by: "2027-06-14" },
    balanceDueDays: 30,
    paid: 0,
  };
  const money = { total: 1050, paid: 315, due: 0, balanceDueDate: "2027-06-14", status: "deposit_paid" };
  return [
    { kind: "guestInquiry", inquiry: i, business, guestToken: "tok" },
    { kind: "guestDecision", inquiry: i, business, decision: "confirmed", pay },
    { kind: "guestDecision", inquiry: i, business, decision: "cancelled" },
    { kind: "guestReply", inquiry: i, business, reply: { body: "Karibu!", author: "staff" } },
    { kind: "guestCancelled", inquiry: i, business, previousStatus: "confirmed" },
    { kind: "guestCancelled", inquiry: i, business, previousStatus: "pending" },
    {
      kind: "guestPayment",
      inquiry: i,
      business,
      payment: { kind: "payment", method: "mpesa", amount: 315, currency: "USD", receipt: "SKL8X2", at: "2027-05-02T09:00:00.000Z" },
      money,
    },
    {
      kind: "guestPayment",
      inquiry: i,
      business,
      payment: { kind: "refund", method: "card", amount: 100, currency: "USD", at: "2027-05-03T09:00:00.000Z" },
      money,
    },
    {
      kind: "guestPaymentReminder",
      inquiry: i,
      business,
      stage: "week",
      money: { total: 1050, paid: 315, balanceDueDate: "2027-06-14" },
      guestToken: "tok",
    },
    { kind: "guestPaymentReminder", inquiry: i, business, stage: "due", money: { total: 1050, paid: 315, balanceDueDate: "2027-06-14" } },
    {
      kind: "guestRefundOwed",
      inquiry: i,
      business,
      refund: {
        paid: 315,
        amount: 157,
        currency: "USD",
        methods: ["mpesa"],
        rows: [{ method: "mpesa", amount: 157, currency: "USD", shillings: 20410 }],
      },
    },
    { kind: "guestRefundOwed", inquiry: i, business, refund: { paid: 315, amount: 0, currency: "USD", methods: ["card"], policy: 0 } },
    {
      kind: "guestPaymentUnconfirmed",
      inquiry: i,
      business,
      attempt: { method: "card", amount: 315, currency: "USD", startedAt: "2027-05-02T09:00:00.000Z" },
      guestToken: "tok",
    },
    {
      kind: "guestDatesChanged",
      inquiry: i,
      business,
      status: "confirmed",
      previous: { startDate: "2027-07-10", endDate: "2027-07-13", total: 900 },
      guestToken: "tok",
    },
  ] as EmailPayload[];
};

/** Words that give away an English sentence (none is Swahili or German). */
const ENGLISH =
  /\b(the|and|your|you|with|please|booking|paid|payment|refund|dear|thank|due|stay|guests?|nights?|total|reference|received|cancel\w*|policy|check-in|check-out)\b/i;
/** A 12-hour clock (German "am" is a word, so only in capitals). */
const TWELVE_HOUR = /\b(AM|PM)\b/;
const NAMES = ["Tigoni Retreats", "Alpine Retreat", "Limuru Road", "Karibu!", "M-Pesa", "Stripe"];

for (const language of ["sw", "de"] as const) {
  describe(`guest e-mails in ${language === "sw" ? "Swahili" : "German"}`, () => {
    for (const payload of payloads(language)) {
      it(`${payload.kind}${"decision" in payload ? ` (${payload.decision})` : ""}${"stage" in payload ? ` (${payload.stage})` : ""}: no English outside names`, () => {
        const content = emailContent(payload);
        expect(content.language).toBe(language);
        const { text, html } = renderEmail(content);
        expect(html).toContain(`<html lang="${language}">`);
        let words = `${content.subject}\n${content.preheader}\n${text}`;
        for (const name of NAMES) words = words.split(name).join("");
        // Links are addresses, not words.
        words = words.replace(/https?:\/\/\S+/g, "").replace(/\S+@\S+/g, "");
        expect(words.match(ENGLISH), words).toBeNull();
        expect(words.match(TWELVE_HOUR), words).toBeNull();
        if (payload.kind !== "guestPaymentUnconfirmed" && payload.kind !== "guestDatesChanged") return;
        expect(text).toContain(`/${language}/stay/tok`);
      });
    }
  });
}
