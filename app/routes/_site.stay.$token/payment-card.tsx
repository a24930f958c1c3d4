import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { buttonClass } from "~/components/ui/button";
import { CheckCircle2, CreditCard, Info, Smartphone, TriangleAlert } from "~/components/ui/lucide-sprite";
import { METHOD_WORDS } from "~/lib/payments";
import { ONLINE_PAYMENT_MESSAGES } from "~/messages";
import { guestPaySchema } from "~/schemas/guest-page";
import { answerFor, Card, CardTitle, Detail, type Page } from "./stay-cards";

// The guest's page's payment card: what the booking costs and has been paid, and paying online.

/**
 * While an attempt is open, the page reloads its data every few seconds (with JavaScript; without, 'Check again'
 * does). Loading never calls the provider: the server asks it at most once per 30 s, whatever the number of tabs.
 */
function useWhilePending(pending: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (state === "idle") revalidate();
    }, 3000);
    return () => clearInterval(timer);
  }, [pending, revalidate, state]);
}

function PayButtons({ page, method }: { page: Page; method: "card" | "mpesa" }) {
  const navigation = useNavigation();
  const busyChoice = navigation.state !== "idle" && navigation.formData?.get("method") === method ? navigation.formData.get("choice") : null;
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {page.payment.choices.map((c) => (
        <button
          key={c.choice}
          type="submit"
          name="choice"
          value={c.choice}
          disabled={busyChoice !== null}
          className={buttonClass(c.choice === "full" && page.payment.choices.length > 1 ? "outline" : "primary", "md")}
        >
          {method === "card" ? <CreditCard aria-hidden className="h-4 w-4" /> : <Smartphone aria-hidden className="h-4 w-4" />}
          {busyChoice === c.choice ? "Please wait..." : `${c.label}: ${method === "mpesa" && c.shillings ? c.shillings : c.amount}`}
        </button>
      ))}
    </div>
  );
}

/** The booking's money, and paying it: by card (Stripe's page) or M-Pesa (a prompt on the guest's phone). */
export function PaymentCard({ page, lastResult }: { page: Page; lastResult?: SubmissionResult<string[]> }) {
  const p = page.payment;
  const pending = p.attempt?.status === "pending" ? p.attempt : null;
  useWhilePending(pending !== null);
  const owed = p.total - p.paid;
  return (
    <Card labelledBy="payment-title">
      <div id="payment" className="scroll-mt-28">
        <CardTitle id="payment-title">Payment</CardTitle>
      </div>
      <dl className="mt-2" data-testid="stay-payment">
        <Detail label="Total">{p.text.total}</Detail>
        <Detail label="Paid">{p.text.paid}</Detail>
        {p.status === "refund_due" ? <Detail label="Refund on its way">{p.text.refundDue}</Detail> : null}
        {p.status !== "refund_due" && p.status !== "refunded" ? <Detail label="Still to pay">{p.text.owed}</Detail> : null}
        {p.status === "deposit_due" ? <Detail label="Deposit due now">{p.text.due}</Detail> : null}
        {owed > 0 && p.text.balanceDueOn && (p.status === "deposit_due" || p.status === "balance_due") ? (
          <Detail label="Balance due by">{p.text.balanceDueOn}</Detail>
        ) : null}
      </dl>
      <p className="mt-3 font-medium text-forest-900" data-testid="payment-status">
        {p.status === "paid"
          ? "Paid in full: thank you!"
          : p.status === "deposit_due"
            ? `To secure your stay, pay the deposit of ${p.text.due}.`
            : p.status === "balance_due"
              ? `${p.text.due} is due now.`
              : p.status === "refund_due"
                ? `A refund of ${p.text.refundDue} is on its way to you.`
                : p.status === "refunded"
                  ? "Your refund has been sent."
                  : null}
      </p>
      {p.notice ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg bg-stone-100 p-4 text-stone-800">
          <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
          {p.notice}
        </p>
      ) : null}
      {pending ? (
        <div role="status" className="mt-4 rounded-lg border border-gold-300 bg-gold-50 p-4 text-stone-900" data-testid="payment-attempt">
          <p className="flex items-start gap-2 font-semibold">
            {pending.method === "mpesa" ? (
              <Smartphone aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
            ) : (
              <CreditCard aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
            )}
            {pending.unknown
              ? pending.method === "mpesa"
                ? ONLINE_PAYMENT_MESSAGES.mpesaUnknown
                : ONLINE_PAYMENT_MESSAGES.cardUnknown
              : pending.method === "mpesa"
                ? ONLINE_PAYMENT_MESSAGES.checkPhone
                : ONLINE_PAYMENT_MESSAGES.inProgress}
          </p>
          <p className="mt-1 text-sm">
            {pending.unknown
              ? "The payment provider has not told us yet whether it went through. We keep asking, and this page updates when it answers."
              : pending.method === "mpesa"
                ? "Enter your M-Pesa PIN in the prompt on your phone. This page updates when M-Pesa confirms."
                : "A card payment is open on Stripe's page. If you did not finish it, it closes by itself within the hour."}
          </p>
          {/* A POST: the provider is asked by the server's task runner (at most every 30 seconds), never by loading the page. */}
          <Form method="post" action={`${page.path}#payment`} preventScrollReset>
            <input type="hidden" name="intent" value="check" />
            <button type="submit" className="mt-2 text-sm font-medium text-forest-800 underline underline-offset-4">
              Check again
            </button>
          </Form>
        </div>
      ) : null}
      {p.attempt?.status === "failed" ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            Your last {METHOD_WORDS[p.attempt.method]} payment did not go through{p.attempt.note ? `: ${p.attempt.note}` : ""}. Nothing was charged;
            you can try again.
          </span>
        </p>
      ) : null}
      {p.choices.length > 0 && !pending ? (
        <div className="mt-5 space-y-5 border-t border-stone-100 pt-5">
          {p.offers.card ? (
            <section aria-labelledby="pay-card-title">
              <h3 id="pay-card-title" className="font-sans text-base font-semibold text-forest-900">
                Pay by card
              </h3>
              <p className="mt-1 text-sm text-stone-700">On Stripe&rsquo;s secure page; your card details never reach us.</p>
              <CardPayForm page={page} lastResult={lastResult} />
            </section>
          ) : null}
          {p.offers.mpesa ? (
            <section aria-labelledby="pay-mpesa-title">
              <h3 id="pay-mpesa-title" className="font-sans text-base font-semibold text-forest-900">
                Pay by M-Pesa
              </h3>
              <p className="mt-1 text-sm text-stone-700">
                We send a payment prompt to your phone; approve it with your M-Pesa PIN.
                {p.choices[0]?.shillings ? " Amounts in Kenyan shillings at our current rate." : ""}
              </p>
              <MpesaPayForm page={page} lastResult={lastResult} />
            </section>
          ) : null}
        </div>
      ) : null}
      {p.history.length > 0 ? (
        <div className="mt-5 border-t border-stone-100 pt-4">
          <h3 className="font-sans text-sm font-semibold text-forest-900">Payments</h3>
          <ul className="mt-2 space-y-2 text-sm text-stone-800" data-testid="payment-history">
            {p.history.map((h) => (
              <li key={h.id} className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="flex items-center gap-1.5">
                  <CheckCircle2 aria-hidden className="h-4 w-4 text-forest-700" />
                  {h.what}, {h.on}
                  {h.receipt ? <span className="text-stone-600">({h.receipt})</span> : null}
                </span>
                <span className="font-medium">{h.amount}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

const validatePay = (formData: FormData) => parseWithZod(formData, { schema: guestPaySchema });

/** By card: a button per amount due, each to Stripe's page. */
function CardPayForm({ page, lastResult }: { page: Page; lastResult?: SubmissionResult<string[]> }) {
  const [form] = useForm({ id: "pay-card", lastResult: answerFor(lastResult, "pay", "card"), onValidate: ({ formData }) => validatePay(formData) });
  return (
    <Form method="post" action={page.path} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="method" value="card" />
      <PayButtons page={page} method="card" />
    </Form>
  );
}

/** By M-Pesa: the phone to send the prompt to (what was typed comes back with its error), and a button per amount due. */
function MpesaPayForm({ page, lastResult }: { page: Page; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "pay-mpesa",
    lastResult: answerFor(lastResult, "pay", "mpesa"),
    onValidate: ({ formData }) => validatePay(formData),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const phone = fields.phone;
  return (
    <Form method="post" action={`${page.path}#payment`} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="method" value="mpesa" />
      <label htmlFor="mpesa-phone" className="mt-3 block text-sm font-medium text-stone-900">
        M-Pesa phone number
      </label>
      <input
        id="mpesa-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        key={phone.key}
        defaultValue={phone.initialValue as string | undefined}
        placeholder="0712 345 678"
        aria-invalid={phone.errors ? true : undefined}
        aria-describedby={phone.errors ? "mpesa-phone-error" : undefined}
        className="mt-1 block w-full max-w-xs rounded-md border border-stone-400 px-3 py-2 text-stone-900 focus:border-forest-700 focus:outline-none focus:ring-2 focus:ring-forest-600"
      />
      {phone.errors ? (
        <p id="mpesa-phone-error" className="mt-1 text-sm font-medium text-red-800">
          {phone.errors[0]}
        </p>
      ) : null}
      <PayButtons page={page} method="mpesa" />
    </Form>
  );
}
