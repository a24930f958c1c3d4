import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Banknote, Check } from "~/components/ui/lucide-sprite";
import { SubmitButton } from "~/components/ui/button";
import { inputClass, labelClass, SelectField, TextField, WholeNumberField } from "~/components/ui/field";
import { useIsPending } from "~/components/ui/use-form-status";
import { formatAdminDateTime, formatLongDate } from "~/lib/dates";
import { formConstraint } from "~/lib/forms";
import { formatMoney } from "~/lib/money";
import {
  dueSentence,
  METHOD_WORDS,
  receiptOf,
  refundAmountWords,
  refundStage,
  REFUND_STAGE_WORDS,
  type BookingMoney,
  type PaymentStatus,
} from "~/lib/payments";
import { useCurrency } from "~/lib/use-currency";
import { offlinePaymentSchema } from "~/schemas/payment";
import { FormStart, IntentFields } from "./form-bits";
import { Detail } from "./inquiry-details";

/** A booking's payment status as staff read it. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  none: "Nothing due",
  deposit_due: "Deposit due",
  deposit_paid: "Deposit paid",
  balance_due: "Balance due",
  paid: "Paid in full",
  refund_due: "Refund due",
  refunded: "Refunded",
};

const ROW_STATUS_WORDS = { pending: "pending", succeeded: "received", failed: "failed", refunded: "refunded" } as const;

/** What the booking costs, what was paid and what is due now, then each payment and refund. */
export function MoneySummary({ money, markRefunds = false }: { money: BookingMoney; markRefunds?: boolean }) {
  const currency = useCurrency();
  const money$ = (n: number) => formatMoney(n, currency);
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="booking-money">
        <Detail label="Status">
          <span className="font-semibold">{PAYMENT_STATUS_LABELS[money.status]}</span>
        </Detail>
        <Detail label="Total">{money$(money.total)}</Detail>
        <Detail label="Paid">{money$(money.paid)}</Detail>
        <Detail label="Due now">{money$(money.dueNow)}</Detail>
        <Detail label="Deposit">{money$(money.depositAmount)}</Detail>
        {/* Never a balance date already come: within the balance days everything is due now. */}
        <Detail label="Balance due by">
          {money.dueLater.by ? `${formatLongDate(money.dueLater.by)} (${money$(money.dueLater.amount)})` : money.withinBalanceDays ? "Due now" : "—"}
        </Detail>
        {money.refundDue > 0 ? <Detail label="Refund owed">{money$(money.refundDue)}</Detail> : null}
      </dl>
      {dueSentence(money, currency) ? (
        <p className="mt-3 text-sm font-medium text-stone-900" data-testid="booking-money-due">
          {dueSentence(money, currency)}
        </p>
      ) : null}
      {money.payments.length ? (
        <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm" aria-label="Payments and refunds">
          {money.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
              <span>
                <span className="font-medium text-stone-900">
                  {p.kind === "refund" ? "Refund" : "Payment"} by {METHOD_WORDS[p.method]}:{" "}
                  {p.kind === "refund" ? refundAmountWords(p) : formatMoney(p.amount, p.currency)}
                </span>{" "}
                <span className="text-stone-600">
                  (
                  {p.outcomeUnknown
                    ? "outcome unknown: the provider's answer was lost; recorded as soon as it says"
                    : p.kind === "refund" && p.status !== "failed"
                      ? REFUND_STAGE_WORDS[refundStage(p)]
                      : ROW_STATUS_WORDS[p.status]}
                  )
                </span>
                {receiptOf(p) ? <span className="text-stone-600"> receipt {receiptOf(p)}</span> : null}
                {p.note ? <span className="block text-stone-700 [overflow-wrap:anywhere]">{p.note}</span> : null}
              </span>
              <span className="flex items-center gap-3">
                <time dateTime={p.at} className="text-xs text-stone-600">
                  {formatAdminDateTime(p.at)}
                </time>
                {markRefunds && p.kind === "refund" && p.status === "pending" ? <RefundMadeButton paymentId={p.id} /> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

const CONSTRAINT = formConstraint(offlinePaymentSchema);

/** Record a bank transfer or cash received (works without JavaScript; field errors come back to the form). */
export function OfflinePaymentForm({ money, lastResult }: { money: BookingMoney; lastResult: SubmissionResult<string[]> | undefined }) {
  const pending = useIsPending({ intent: "payment" });
  const currency = useCurrency();
  const owed = money.total - money.paid;
  const [form, fields] = useForm({
    id: "payment",
    constraint: CONSTRAINT,
    lastResult,
    defaultValue: { method: "bank", amount: money.dueNow > 0 ? String(money.dueNow) : "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: offlinePaymentSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className="mt-5 border-t border-stone-200 pt-4">
      <FormStart intent="payment" form={form} />
      <h3 className="text-base font-semibold text-forest-900">Record a payment received</h3>
      <p className="mt-1 text-sm text-stone-600">A bank transfer or cash paid to you directly. Still owed: {formatMoney(owed, currency)}.</p>
      <div className="mt-3 grid gap-x-4 sm:grid-cols-2">
        <SelectField meta={fields.method} label="How it was paid">
          <option value="bank">Bank transfer</option>
          <option value="cash">Cash</option>
        </SelectField>
        <WholeNumberField meta={fields.amount} label={`Amount (${currency})`} max={owed} min={1} />
        <TextField meta={fields.note} label="Note (optional)" placeholder="Transfer reference" className="sm:col-span-2" maxLength={500} />
      </div>
      <SubmitButton icon={Banknote} pending={pending} busy="Recording..." variant="outline">
        Record payment
      </SubmitButton>
    </Form>
  );
}

/** A refund owed (by M-Pesa, bank or cash) has been given back: one press marks it made (works without JavaScript). */
function RefundMadeButton({ paymentId }: { paymentId: number }) {
  const pending = useIsPending({ intent: "refund-made" });
  return (
    <Form method="post" preventScrollReset>
      <IntentFields intent="refund-made" />
      <input type="hidden" name="paymentId" value={paymentId} />
      <SubmitButton icon={Check} pending={pending} busy="Saving..." size="sm" variant="outline">
        Mark refund made
      </SubmitButton>
    </Form>
  );
}

/**
 * Cancelling a booking with money paid: what was paid, what the cancellation policy gives back today, and the
 * refund to owe the guest (staff may lower or raise it up to what was paid).
 */
export function RefundField({ refund }: { refund: { paid: number; policy: number } }) {
  const currency = useCurrency();
  return (
    <div className="mt-3">
      <label htmlFor="cancel-refund" className={labelClass}>
        Refund to the guest ({currency})
      </label>
      <input
        id="cancel-refund"
        name="refund"
        type="number"
        inputMode="numeric"
        min={0}
        max={refund.paid}
        step={1}
        required
        defaultValue={refund.policy}
        aria-describedby="cancel-refund-hint"
        className={inputClass}
      />
      <p id="cancel-refund-hint" className="mt-1 text-sm text-stone-700">
        Paid so far: {formatMoney(refund.paid, currency)}. The cancellation policy gives back {formatMoney(refund.policy, currency)} today; you may
        change it, up to what was paid.
      </p>
    </div>
  );
}
