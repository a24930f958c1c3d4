import { describe, expect, it } from "vitest";
import {
  bookingMoney,
  dueSentence,
  inShillings,
  normaliseKenyanPhone,
  paymentChoices,
  policyRefund,
  receiptOf,
  refundSentence,
  refundStage,
  refundsToTell,
  type PaymentEntry,
} from "~/lib/payments";
import { isoInBusinessZone } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { DEFAULT_PAYMENT_RULES } from "~/policies";
import { toMinorUnits } from "~/lib/stripe.server";

const confirmed = { status: "confirmed", total: 1000, startDate: "2027-03-31" };
let nextId = 1;
const row = (
  kind: PaymentEntry["kind"],
  amount: number,
  status: PaymentEntry["status"] = "succeeded",
  method: PaymentEntry["method"] = "bank",
): PaymentEntry => ({
  id: nextId++,
  kind,
  method,
  amount,
  currency: "USD",
  status,
  providerRef: null,
  note: null,
  at: "2027-01-01T10:00:00.000Z",
});

describe("a booking's money", () => {
  it("a request that is not confirmed owes nothing", () => {
    const money = bookingMoney({ ...confirmed, status: "pending" }, [], DEFAULT_PAYMENT_RULES, "2027-01-10");
    expect(money).toMatchObject({ status: "none", total: 1000, paid: 0, due: 0, depositAmount: 300, balanceDueDate: "2027-03-01" });
  });

  it("a confirmed stay owes its deposit until the balance date, then the rest", () => {
    expect(bookingMoney(confirmed, [], DEFAULT_PAYMENT_RULES, "2027-01-10")).toMatchObject({ status: "deposit_due", due: 300 });
    // A part of the deposit paid: the rest of it.
    expect(bookingMoney(confirmed, [row("payment", 100)], DEFAULT_PAYMENT_RULES, "2027-01-10")).toMatchObject({
      status: "deposit_due",
      due: 200,
      paid: 100,
    });
    const deposit = [row("payment", 300)];
    // Deposit in, balance date to come: nothing is due now (issue 36, item 2); the balance falls due later.
    expect(bookingMoney(confirmed, deposit, DEFAULT_PAYMENT_RULES, "2027-01-10")).toMatchObject({
      status: "deposit_paid",
      due: 0,
      dueNow: 0,
      dueLater: { amount: 700, by: "2027-03-01" },
      paid: 300,
    });
    expect(bookingMoney(confirmed, [...deposit, row("payment", 700)], DEFAULT_PAYMENT_RULES, "2027-01-10")).toMatchObject({
      status: "paid",
      due: 0,
      paid: 1000,
    });
  });

  it("from the balance date on, everything is due at once, deposit or not", () => {
    expect(bookingMoney(confirmed, [], DEFAULT_PAYMENT_RULES, "2027-02-28")).toMatchObject({ status: "deposit_due", due: 300 });
    expect(bookingMoney(confirmed, [], DEFAULT_PAYMENT_RULES, "2027-03-01")).toMatchObject({ status: "balance_due", due: 1000 });
    expect(bookingMoney(confirmed, [], { depositPercent: 30, balanceDueDays: 7 }, "2027-03-01")).toMatchObject({
      status: "deposit_due",
      balanceDueDate: "2027-03-24",
    });
  });

  it("pending and failed attempts pay nothing; the deposit is rounded to a whole unit", () => {
    const money = bookingMoney(
      { ...confirmed, total: 1255 },
      [row("payment", 377, "pending", "card"), row("payment", 377, "failed", "mpesa")],
      DEFAULT_PAYMENT_RULES,
      "2027-01-10",
    );
    expect(money).toMatchObject({ status: "deposit_due", paid: 0, depositAmount: 377, due: 377 });
    expect(money.payments).toHaveLength(2);
    expect(bookingMoney(confirmed, [], { depositPercent: 0, balanceDueDays: 30 }, "2027-01-10")).toMatchObject({
      status: "deposit_paid",
      dueNow: 0,
      dueLater: { amount: 1000, by: "2027-03-01" },
    });
  });

  it("a refund owed comes first; once made, a cancelled booking is refunded", () => {
    const cancelled = { ...confirmed, status: "cancelled" };
    const paid = row("payment", 300);
    expect(bookingMoney(cancelled, [paid, row("refund", 300, "pending")], DEFAULT_PAYMENT_RULES, "2027-01-10")).toMatchObject({
      status: "refund_due",
      refundDue: 300,
      paid: 300,
      due: 0,
    });
    expect(bookingMoney(cancelled, [paid, row("refund", 300)], DEFAULT_PAYMENT_RULES, "2027-01-10")).toMatchObject({
      status: "refunded",
      paid: 0,
      refundDue: 0,
    });
    expect(bookingMoney(cancelled, [], DEFAULT_PAYMENT_RULES, "2027-01-10")).toMatchObject({ status: "none", due: 0 });
  });

  it("an inquiry sent before quotes were kept has no total and owes nothing", () => {
    expect(bookingMoney({ ...confirmed, total: null }, [], DEFAULT_PAYMENT_RULES, "2027-01-10")).toMatchObject({
      status: "none",
      total: 0,
      balanceDueDate: null,
    });
  });
});

describe("the cancellation policy's refund", () => {
  const checkIn = "2027-03-31";
  it("gives all of it 30 or more days before check-in", () => {
    expect(policyRefund(1000, checkIn, "2027-03-01")).toBe(1000);
    expect(policyRefund(1000, checkIn, "2027-01-01")).toBe(1000);
  });
  it("gives half, rounded down, from 14 to 29 days before", () => {
    expect(policyRefund(1000, checkIn, "2027-03-02")).toBe(500);
    expect(policyRefund(1001, checkIn, "2027-03-17")).toBe(500);
  });
  it("gives nothing fewer than 14 days before, and nothing of nothing", () => {
    expect(policyRefund(1000, checkIn, "2027-03-18")).toBe(0);
    expect(policyRefund(1000, checkIn, checkIn)).toBe(0);
    expect(policyRefund(0, checkIn, "2027-01-01")).toBe(0);
  });
});

describe("paying online", () => {
  it("a Kenyan mobile number in any usual form becomes 2547…/2541…; anything else is refused", () => {
    expect(normaliseKenyanPhone("0712 345 678")).toBe("254712345678");
    expect(normaliseKenyanPhone("+254 712-345-678")).toBe("254712345678");
    expect(normaliseKenyanPhone("254712345678")).toBe("254712345678");
    expect(normaliseKenyanPhone("0110 123 456")).toBe("254110123456");
    expect(normaliseKenyanPhone("+254110123456")).toBe("254110123456");
    expect(normaliseKenyanPhone("(0712) 345.678")).toBe("254712345678");
    for (const bad of ["", "0712", "07123456789", "0212345678", "+255712345678", "712345678", "254812345678", "07l2345678", "+1 415 555 0100"]) {
      expect(normaliseKenyanPhone(bad), bad).toBeNull();
    }
  });

  it("shillings are the amount itself in KES, else the amount at the Settings rate rounded up; no rate, no M-Pesa", () => {
    expect(inShillings(300, "KES", null)).toBe(300);
    expect(inShillings(300, "USD", 129.5)).toBe(38850);
    expect(inShillings(301, "USD", 129.37)).toBe(38941); // 38940.37 rounded up
    expect(inShillings(3, "EUR", 0.1)).toBe(1); // 0.3 rounded up: never less than was asked
    expect(inShillings(300, "USD", null)).toBeNull();
  });

  it("Stripe's amounts are in the currency's smallest unit", () => {
    expect(toMinorUnits(300, "USD")).toBe(30000);
    expect(toMinorUnits(300, "kes")).toBe(30000);
    expect(toMinorUnits(300, "JPY")).toBe(300);
    expect(toMinorUnits(3, "KWD")).toBe(3000);
  });

  it("the guest may pay the deposit or everything while the deposit is due, then the balance; never more than is owed", () => {
    const rules = { depositPercent: 30, balanceDueDays: 30 };
    const confirmed = { status: "confirmed", total: 1000, startDate: "2027-06-01" };
    expect(rules).toEqual(DEFAULT_PAYMENT_RULES);
    const fresh = bookingMoney(confirmed, [], rules, "2027-01-01");
    expect(paymentChoices(fresh)).toEqual({ deposit: 300, full: 1000 });
    const deposit = bookingMoney(confirmed, [row("payment", 300)], rules, "2027-01-01");
    expect(paymentChoices(deposit)).toEqual({ balance: 700 });
    const late = bookingMoney(confirmed, [], rules, "2027-05-10");
    expect(paymentChoices(late)).toEqual({ full: 1000 });
    expect(paymentChoices(bookingMoney(confirmed, [row("payment", 1000)], rules, "2027-01-01"))).toEqual({});
    expect(paymentChoices(bookingMoney({ ...confirmed, status: "cancelled" }, [], rules, "2027-01-01"))).toEqual({});
  });
});

describe("the guest's money told one way (issue 36)", () => {
  const rules = { depositPercent: 30, balanceDueDays: 30 };
  // Check-in December 20, confirmed November 27: the balance date (November 20) has come before the confirmation.
  const late = { status: "confirmed", total: 2205, startDate: "2026-12-20" };

  it("no due date in the past: check-in within the balance days makes everything due now, with no later date, in words", () => {
    const money = bookingMoney(late, [], rules, "2026-11-27");
    expect(money).toMatchObject({ status: "balance_due", dueNow: 2205, dueLater: { amount: 0, by: null }, withinBalanceDays: true });
    expect(dueSentence(money, "USD")).toBe("The full amount is due now: check-in is within 30 days.");
    expect(dueSentence(bookingMoney(late, [], { depositPercent: 30, balanceDueDays: 45 }, "2026-11-27"), "USD")).toBe(
      "The full amount is due now: check-in is within 45 days.",
    );
    // Never a day already come as a due date, whatever the day.
    for (let day = 1; day <= 19; day++) {
      const today = `2026-12-${String(day).padStart(2, "0")}`;
      const m = bookingMoney(late, [], rules, today);
      expect(m.dueLater.by === null || m.dueLater.by > today).toBe(true);
      expect(dueSentence(m, "USD")).not.toMatch(/November|December/);
    }
  });

  it("'due now' means due now: once the deposit is paid nothing is due now, and the balance is an offer", () => {
    const stay = { status: "confirmed", total: 1120, startDate: "2027-03-05" };
    const money = bookingMoney(stay, [row("payment", 336, "succeeded", "mpesa")], rules, "2026-11-28");
    expect(money).toMatchObject({ status: "deposit_paid", dueNow: 0, dueLater: { amount: 784, by: "2027-02-03" } });
    const sentence = dueSentence(money, "USD")!;
    expect(sentence).toBe(
      "Your deposit is paid: nothing is due now. The balance of $784 is due by February 3, 2027; you may pay it any time before then.",
    );
    expect(sentence).not.toMatch(/\$784 is due now/);
    expect(paymentChoices(money)).toEqual({ balance: 784 });
    // Before: the deposit is due now and the balance later, never both "now".
    const fresh = bookingMoney(stay, [], rules, "2026-11-28");
    expect(fresh).toMatchObject({ status: "deposit_due", dueNow: 336, dueLater: { amount: 784, by: "2027-02-03" } });
    // Nothing paid and nothing owed: nothing now, nothing later.
    expect(bookingMoney({ ...stay, status: "pending" }, [], rules, "2026-11-28")).toMatchObject({ dueNow: 0, dueLater: { amount: 0, by: null } });
  });

  it("a refund is owed, then being sent, then made with its day in East Africa Time; M-Pesa tells the shillings", () => {
    const mpesa = { ...row("refund", 336, "pending", "mpesa"), shillings: 43680 };
    const kes = formatMoney(43680, "KES");
    expect(refundStage(mpesa)).toBe("owed");
    expect(refundSentence(mpesa)).toBe(`A refund of ${kes} ($336) is owed to you: we will send it by M-Pesa and e-mail you when it is sent.`);
    const card = row("refund", 336, "pending", "card");
    expect(refundStage(card)).toBe("sending");
    expect(refundSentence(card)).toBe("A refund of $336 is being sent to your card; we will e-mail you when it is made.");
    // Made at 00:07 East Africa Time on November 28 (21:07 UTC on the 27th).
    const made = { ...mpesa, status: "succeeded" as const, at: "2026-11-27T21:07:00.000Z" };
    expect(refundStage(made)).toBe("made");
    expect(refundSentence(made)).toBe(`A refund of ${kes} ($336) was made by M-Pesa on November 28, 2026.`);
  });

  it("a refund spread over two payments is told as one, by method and stage", () => {
    const told = refundsToTell([
      row("refund", 735, "pending"),
      row("refund", 315, "pending"),
      row("payment", 1050),
      row("refund", 50, "pending", "card"),
    ]);
    expect(told.map((r) => refundSentence(r))).toEqual([
      "A refund of $1,050 is owed to you: we will send it by bank transfer and e-mail you when it is sent.",
      "A refund of $50 is being sent to your card; we will e-mail you when it is made.",
    ]);
  });

  it("receipts are what a person can use, never a provider's internal id", () => {
    expect(receiptOf({ ...row("payment", 300, "succeeded", "card"), providerRef: "pi_itnCf123", receipt: "Visa ending 4242" })).toBe(
      "Visa ending 4242",
    );
    expect(receiptOf({ ...row("payment", 300, "succeeded", "card"), providerRef: "pi_itnCf123" })).toBeNull();
    expect(receiptOf({ ...row("payment", 300, "succeeded", "mpesa"), providerRef: "QK12AB34CD" })).toBe("QK12AB34CD");
    expect(receiptOf({ ...row("refund", 300, "succeeded", "card"), providerRef: "re_123" })).toBeNull();
  });

  it("JSON times are ISO 8601 in the business's zone with their offset", () => {
    expect(isoInBusinessZone("2026-11-27T21:07:00.000Z")).toBe("2026-11-28T00:07:00+03:00");
    expect(isoInBusinessZone("2026-12-01")).toBe("2026-12-01");
  });
});
