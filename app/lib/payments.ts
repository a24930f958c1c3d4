import { nightsBetween } from "~/lib/dates";
import { addDays } from "~/lib/day-ranges";
import { policyRefundOf, type PaymentRules } from "~/policies";

/*
 * A booking's money, worked out from its stored quote and its payment rows only: what is owed, by when,
 * what was paid, and what is due now. Pure, so the guest's page, the booking page, the JSON and the
 * e-mails all say the same (docs/decisions/1127-payments.md).
 */

export const PAYMENT_METHODS = ["card", "mpesa", "bank", "cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What staff record by hand: money that did not pass through a provider. */
export const OFFLINE_METHODS = ["bank", "cash"] as const satisfies readonly PaymentMethod[];
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

/** How a payment method reads in a sentence: "by bank transfer". */
export const METHOD_WORDS: Record<PaymentMethod, string> = { card: "card", mpesa: "M-Pesa", bank: "bank transfer", cash: "cash" };

export const PAYMENT_ROW_STATUSES = ["pending", "succeeded", "failed", "refunded"] as const;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];
export type PaymentStatus = "none" | "deposit_due" | "balance_due" | "paid" | "refund_due" | "refunded";

/** One payment or refund as the booking's money lists it (the JSON's `payments`). */
export interface PaymentEntry {
  id: number;
  kind: "payment" | "refund";
  method: PaymentMethod;
  amount: number;
  currency: string;
  status: PaymentRowStatus;
  providerRef: string | null;
  note: string | null;
  at: string;
  /** An online attempt the provider may have taken but whose answer was lost: open until the provider says. */
  outcomeUnknown?: boolean;
}

export interface BookingMoney {
  status: PaymentStatus;
  /** The quoted total (0 without a quote). */
  total: number;
  /** Paid in, less what was refunded. */
  paid: number;
  /** What the guest should pay now (0 when nothing is due). */
  due: number;
  depositAmount: number;
  /** YYYY-MM-DD; null without a quote. */
  balanceDueDate: string | null;
  /** Refunds owed and not yet made. */
  refundDue: number;
  payments: PaymentEntry[];
}

interface BookingForMoney {
  status: string;
  total: number | null;
  startDate: string;
}

const sum = (rows: PaymentEntry[], kind: PaymentEntry["kind"], status: PaymentRowStatus) =>
  rows.filter((r) => r.kind === kind && r.status === status).reduce((n, r) => n + r.amount, 0);

/**
 * The booking's money on `today` (YYYY-MM-DD, the business's day). A booking that is not confirmed owes
 * nothing; a confirmed one owes its deposit (the percent of its total, rounded to a whole unit) until the
 * balance date, then everything, so a stay confirmed after that date is due in full at once. Refunds owed
 * come first: while one is owed the status says so.
 */
export function bookingMoney(booking: BookingForMoney, payments: PaymentEntry[], rules: PaymentRules, today: string): BookingMoney {
  const total = booking.total ?? 0;
  const paidIn = sum(payments, "payment", "succeeded") + sum(payments, "payment", "refunded");
  const refunded = sum(payments, "refund", "succeeded");
  const refundDue = sum(payments, "refund", "pending");
  const paid = paidIn - refunded;
  const depositAmount = Math.round((total * rules.depositPercent) / 100);
  const balanceDueDate = booking.total == null ? null : addDays(booking.startDate, -rules.balanceDueDays);
  const base = { total, paid, depositAmount, balanceDueDate, refundDue, payments };

  if (refundDue > 0) return { ...base, status: "refund_due", due: 0 };
  if (booking.status !== "confirmed" || booking.total == null || total <= 0) {
    return { ...base, status: refunded > 0 ? "refunded" : "none", due: 0 };
  }
  if (paid >= total) return { ...base, status: "paid", due: 0 };
  const balanceNow = balanceDueDate !== null && today >= balanceDueDate;
  if (!balanceNow && paid < depositAmount) return { ...base, status: "deposit_due", due: depositAmount - paid };
  return { ...base, status: "balance_due", due: total - paid };
}

/**
 * The refund the cancellation policy gives on `paid` when a stay starting `checkIn` is cancelled on
 * `today`: the percent of the band those days before check-in fall in (app/policies), rounded down to a
 * whole unit.
 */
export function policyRefund(paid: number, checkIn: string, today: string): number {
  return policyRefundOf(paid, nightsBetween(today, checkIn));
}

/** What cancelling on `today` gives back: what was paid (less refunds made or owed) and the policy's refund of it. */
export function refundOnCancelling(money: BookingMoney, checkIn: string, today: string): { paid: number; policy: number } {
  const paid = Math.max(0, money.paid - money.refundDue);
  return { paid, policy: policyRefund(paid, checkIn, today) };
}

/**
 * A Kenyan mobile number as M-Pesa wants it (2547XXXXXXXX or 2541XXXXXXXX), from the ways people write it:
 * 07XX XXX XXX, 01XX XXX XXX, +2547…, 2547…, +2541…, 2541… (spaces, dashes, dots and brackets ignored).
 * Anything else: null.
 */
export function normaliseKenyanPhone(input: string): string | null {
  const digits = input.trim().replace(/[\s().-]/g, "");
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(digits);
  return match ? `254${match[1]}` : null;
}

/** What a payment of `amount` (whole units of `currency`) costs in whole Kenyan shillings: rounded up, so the business never receives less. */
export function inShillings(amount: number, currency: string, kesExchangeRate: number | null): number | null {
  if (currency.toUpperCase() === "KES") return amount;
  if (!kesExchangeRate || kesExchangeRate <= 0) return null;
  return Math.ceil(Math.round(amount * kesExchangeRate * 1e6) / 1e6);
}

/** What the guest can choose to pay now: the deposit, the balance (after a deposit), or everything still owed. */
export const PAYMENT_CHOICES = ["deposit", "balance", "full"] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];
/** The guest page's buttons. */
export const CHOICE_LABELS: Record<PaymentChoice, string> = { deposit: "Pay deposit", balance: "Pay balance", full: "Pay in full" };

/**
 * The amounts the guest may pay now, by choice: while the deposit is due, the deposit or everything still owed;
 * once the balance is due, the balance (something was paid) or everything (nothing was). Nothing when nothing is due.
 */
export function paymentChoices(money: Pick<BookingMoney, "status" | "total" | "paid" | "due">): Partial<Record<PaymentChoice, number>> {
  const owed = money.total - money.paid;
  if (owed <= 0 || money.due <= 0) return {};
  if (money.status === "deposit_due") return money.due < owed ? { deposit: money.due, full: owed } : { full: owed };
  if (money.status === "balance_due") return money.paid > 0 ? { balance: owed } : { full: owed };
  return {};
}
