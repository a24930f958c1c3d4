import { formatLongDate, nightsBetween } from "~/lib/dates";
import { addDays } from "~/lib/day-ranges";
import { formatMoney } from "~/lib/money";
import { policyRefundOf, type PaymentRules } from "~/policies";
import { formatDay } from "~/i18n/format";
import type { MessageId } from "~/i18n/i18n";
import { wordsFor, type Words } from "~/i18n/words";

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
/**
 * `deposit_paid`: the deposit is in and the balance is not due yet (nothing is due now; the balance may be paid early).
 * `balance_due`: check-in is within the balance days, so everything still owed is due now.
 */
export type PaymentStatus = "none" | "deposit_due" | "deposit_paid" | "balance_due" | "paid" | "refund_due" | "refunded";

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
  /** What a person can use to find it: the M-Pesa receipt number, or the card's brand and last four ("Visa ending 4242"). */
  receipt?: string | null;
  /** M-Pesa: the amount in whole Kenyan shillings (a refund: what comes back to the phone). */
  shillings?: number | null;
  /** An online attempt the provider may have taken but whose answer was lost: open until the provider says. */
  outcomeUnknown?: boolean;
}

export interface BookingMoney {
  status: PaymentStatus;
  /** The quoted total (0 without a quote). */
  total: number;
  /** Paid in, less what was refunded. */
  paid: number;
  /** What the guest should pay now (0 when nothing is due): the same as `dueNow`. */
  due: number;
  /** What is due now: the deposit while it is unpaid, everything owed once check-in is within the balance days. */
  dueNow: number;
  /** What falls due later, and by when (YYYY-MM-DD, never a day already come); `{ amount: 0, by: null }` when nothing does. */
  dueLater: { amount: number; by: string | null };
  /** Check-in is within the balance days (the balance date has come): everything owed is due now, no later date. */
  withinBalanceDays: boolean;
  /** The Settings' balance days the rule used ("check-in is within 30 days"). */
  balanceDueDays: number;
  depositAmount: number;
  /** YYYY-MM-DD: the day the rules put the balance on (it may have come already: read `dueLater.by`); null without a quote. */
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
  const balanceNow = balanceDueDate !== null && today >= balanceDueDate;
  const base = { total, paid, depositAmount, balanceDueDate, refundDue, payments, balanceDueDays: rules.balanceDueDays };
  const nothing = { due: 0, dueNow: 0, dueLater: { amount: 0, by: null }, withinBalanceDays: false };

  if (refundDue > 0) return { ...base, ...nothing, status: "refund_due" };
  if (booking.status !== "confirmed" || booking.total == null || total <= 0) {
    return { ...base, ...nothing, status: refunded > 0 ? "refunded" : "none" };
  }
  if (paid >= total) return { ...base, ...nothing, status: "paid" };
  const owed = total - paid;
  // Check-in is within the balance days: all of it now, and no balance date (it has come, or passed before confirmation).
  if (balanceNow) return { ...base, status: "balance_due", due: owed, dueNow: owed, dueLater: { amount: 0, by: null }, withinBalanceDays: true };
  const dueNow = Math.max(0, depositAmount - paid);
  const later = { amount: owed - dueNow, by: balanceDueDate };
  return { ...base, status: dueNow > 0 ? "deposit_due" : "deposit_paid", due: dueNow, dueNow, dueLater: later, withinBalanceDays: false };
}

/**
 * The one sentence of what the guest owes now and later, from `bookingMoney()`'s answer: the guest's page, the e-mails
 * and the booking page all say it, so none can say "due now" beside a later date or give a date already past.
 * Null when nothing is owed (paid, refunds, not confirmed).
 */
export function dueSentence(
  money: Pick<BookingMoney, "status" | "total" | "paid" | "dueNow" | "dueLater" | "balanceDueDays">,
  currency?: string,
  { t, language, locale }: Words = wordsFor(),
) {
  const m = (n: number) => formatMoney(n, currency, locale);
  const later = money.dueLater.by ? formatDay(money.dueLater.by, language) : "";
  switch (money.status) {
    case "deposit_due":
      return t("pay.depositDue", { amount: m(money.dueNow) });
    case "deposit_paid":
      return t(money.paid > 0 ? "pay.depositPaid" : "pay.nothingDueYet", { amount: m(money.dueLater.amount), day: later });
    case "balance_due":
      return money.paid > 0
        ? t("pay.balanceDueNow", { amount: m(money.dueNow), days: money.balanceDueDays })
        : t("pay.fullDueNow", { days: money.balanceDueDays });
    default:
      return null;
  }
}

/**
 * What a person can use to find a payment: its M-Pesa receipt number, or the card's brand and last four digits when
 * Stripe gave them. Never a provider's internal id (Stripe's "pi_…", a refund's "re_…").
 */
export function receiptOf(p: Pick<PaymentEntry, "kind" | "method" | "receipt" | "providerRef">): string | null {
  if (p.receipt) return p.receipt;
  return p.kind === "payment" && p.method === "mpesa" ? p.providerRef : null;
}

/** Where an owed refund stands: owed (staff will send it), being sent (its provider is sending it), made (with its date). */
export type RefundStage = "owed" | "sending" | "made";

/** The stage of refund row `r` (a refund owed by card is sent by Stripe at once; the others wait for staff). */
export function refundStage(r: Pick<PaymentEntry, "method" | "status">): RefundStage {
  if (r.status === "succeeded") return "made";
  return r.method === "card" ? "sending" : "owed";
}

/** How each stage reads, the same on the guest's page, in the e-mails and on the booking page. */
export const REFUND_STAGE_WORDS: Record<RefundStage, string> = { owed: "owed", sending: "being sent", made: "made" };

/** A refund's amount as the guest gets it: "KES 43,680 ($336)" for M-Pesa (with the shillings), else "$336". */
export function refundAmountWords(r: Pick<PaymentEntry, "amount" | "currency" | "method" | "shillings">, locale = "en-US"): string {
  const site = formatMoney(r.amount, r.currency, locale);
  return r.method === "mpesa" && r.shillings && r.currency.toUpperCase() !== "KES" ? `${formatMoney(r.shillings, "KES", locale)} (${site})` : site;
}

/** A payment method as a guest reads it in a sentence, in the words' language ("by bank transfer", "kwa M-Pesa"). */
export function methodWords(method: PaymentMethod, { t }: Words = wordsFor()): string {
  return t(`pay.method.${method}` as MessageId);
}

/**
 * A booking's refunds as the guest is told them: the rows of one method and stage (made ones: on the same day) summed,
 * so a refund spread over two payments by bank reads as one refund, not two. Oldest first.
 */
export function refundsToTell<T extends Pick<PaymentEntry, "kind" | "amount" | "currency" | "method" | "shillings" | "status" | "at">>(
  rows: readonly T[],
): (T & { ids: number[] })[] {
  const groups = new Map<string, T & { ids: number[] }>();
  for (const row of rows) {
    if (row.kind !== "refund" || (row.status !== "pending" && row.status !== "succeeded")) continue;
    const stage = refundStage(row);
    const key = `${row.method}|${row.currency}|${stage}|${stage === "made" ? formatLongDate(row.at) : ""}`;
    const id = (row as { id?: number }).id ?? 0;
    const seen = groups.get(key);
    if (!seen) groups.set(key, { ...row, shillings: row.shillings ?? null, ids: [id] });
    else {
      seen.amount += row.amount;
      seen.shillings = seen.shillings != null && row.shillings != null ? seen.shillings + row.shillings : null;
      seen.ids.push(id);
      if (row.at > seen.at) seen.at = row.at;
    }
  }
  return [...groups.values()];
}

/**
 * The one sentence about a refund, by its stage: "A refund of KES 43,680 ($336) is owed to you: we will send it by
 * M-Pesa and e-mail you when it is sent." / "… is being sent to your card." / "… was sent by M-Pesa on November 28, 2026."
 */
export function refundSentence(
  r: Pick<PaymentEntry, "amount" | "currency" | "method" | "shillings" | "status" | "at">,
  w: Words = wordsFor(),
): string {
  const { t, language, locale } = w;
  const values = {
    amount: refundAmountWords(r, locale),
    method: methodWords(r.method, w),
    day: r.at ? formatDay(r.at, language) : "",
  };
  const byCard = r.method === "card";
  switch (refundStage(r)) {
    case "owed":
      return t(byCard ? "pay.refundOwedCard" : "pay.refundOwed", values);
    case "sending":
      return t(byCard ? "pay.refundSendingCard" : "pay.refundSending", values);
    case "made":
      return t(byCard ? "pay.refundMadeCard" : "pay.refundMade", values);
  }
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
export function paymentChoices(money: Pick<BookingMoney, "status" | "total" | "paid" | "dueNow">): Partial<Record<PaymentChoice, number>> {
  const owed = money.total - money.paid;
  if (owed <= 0) return {};
  if (money.status === "deposit_due") return money.dueNow < owed ? { deposit: money.dueNow, full: owed } : { full: owed };
  // The deposit is in and the balance not due yet: paying it early is an offer, not a demand.
  if (money.status === "balance_due" || money.status === "deposit_paid") return money.paid > 0 ? { balance: owed } : { full: owed };
  return {};
}
