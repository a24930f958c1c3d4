import { describe, expect, it } from "vitest";
import { bookingMoney, DEFAULT_PAYMENT_RULES, policyRefund, type PaymentEntry } from "~/lib/payments";

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
