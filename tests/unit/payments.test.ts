import { describe, expect, it } from "vitest";
import { bookingMoney, inShillings, normaliseKenyanPhone, paymentChoices, policyRefund, type PaymentEntry } from "~/lib/payments";
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
    expect(bookingMoney(confirmed, deposit, DEFAULT_PAYMENT_RULES, "2027-01-10")).toMatchObject({ status: "balance_due", due: 700, paid: 300 });
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
    expect(bookingMoney(confirmed, [], { depositPercent: 0, balanceDueDays: 30 }, "2027-01-10")).toMatchObject({ status: "balance_due", due: 1000 });
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
