import type { SubmissionResult } from "@conform-to/react";
import { Form, useRevalidator } from "@remix-run/react";
import { memo, useEffect } from "react";
import { deferredOnApproach, sameByValue } from "~/components/site/deferred";
import { CheckCircle2, CreditCard, Info, Smartphone, TriangleAlert } from "~/components/ui/lucide-sprite";
import { useT, type MessageId } from "~/i18n/i18n";
import { useFormErrorText } from "~/i18n/form-errors";
import { ONLINE_PAYMENT_MESSAGES } from "~/messages";
import { Card, CardTitle, Detail, type Page } from "./stay-cards";

// The guest's page's payment card: what the booking costs and has been paid, and paying online. The two pay
// forms' code (Conform's validation with the zod schema) is fetched only when they come near the screen or are
// touched (deferredOnApproach): the server renders them whole, and they work as plain HTML forms meanwhile.

type PayFormProps = { page: Page; lastResult?: SubmissionResult<string[]> };
const LazyCardPayForm = deferredOnApproach<PayFormProps>("CardPayForm", () => import("./pay-forms").then((m) => m.CardPayForm));
const LazyMpesaPayForm = deferredOnApproach<PayFormProps>("MpesaPayForm", () => import("./pay-forms").then((m) => m.MpesaPayForm));
const CardPayForm = memo(function CardPayForm(props: PayFormProps) {
  return <LazyCardPayForm {...props} loadNow={Boolean(props.lastResult)} />;
}, sameByValue);
const MpesaPayForm = memo(function MpesaPayForm(props: PayFormProps) {
  return <LazyMpesaPayForm {...props} loadNow={Boolean(props.lastResult)} />;
}, sameByValue);

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

/** The booking's money, and paying it: by card (Stripe's page) or M-Pesa (a prompt on the guest's phone). */
export function PaymentCard({ page, lastResult }: { page: Page; lastResult?: SubmissionResult<string[]> }) {
  const p = page.payment;
  const pending = p.attempt?.status === "pending" ? p.attempt : null;
  useWhilePending(pending !== null);
  const owed = p.total - p.paid;
  const t = useT();
  const say = useFormErrorText();
  return (
    <Card labelledBy="payment-title">
      <div id="payment" className="scroll-mt-28">
        <CardTitle id="payment-title">{t("pay.title")}</CardTitle>
      </div>
      <dl className="mt-2" data-testid="stay-payment">
        <Detail label={t("pay.total")}>{p.text.total}</Detail>
        <Detail label={t("pay.paid")}>{p.text.paid}</Detail>
        {p.status === "deposit_paid" && p.paid > 0 ? <Detail label={t("pay.deposit")}>{t("pay.paid")}</Detail> : null}
        {p.status !== "refund_due" && p.status !== "refunded" && owed > 0 ? <Detail label={t("pay.stillToPay")}>{p.text.owed}</Detail> : null}
        {p.dueNow > 0 ? <Detail label={p.status === "deposit_due" ? t("pay.depositDueNow") : t("pay.dueNow")}>{p.text.due}</Detail> : null}
        {/* A later date only while it is later: never beside "due now" for the same money, never a day already come. */}
        {p.text.dueLater && p.text.dueLaterOn ? (
          <>
            <Detail label={t("pay.balance")}>{p.text.dueLater}</Detail>
            <Detail label={t("pay.balanceDueBy")}>{p.text.dueLaterOn}</Detail>
          </>
        ) : null}
      </dl>
      {p.text.status ? (
        <p className="mt-3 font-medium text-forest-900" data-testid="payment-status">
          {p.text.status}
        </p>
      ) : null}
      {p.refunds.length > 0 ? (
        <ul className="mt-3 space-y-2 font-medium text-forest-900" data-testid="refund-status">
          {p.refunds.map((r) => (
            <li key={r.id} data-stage={r.stage}>
              {r.sentence}
            </li>
          ))}
        </ul>
      ) : null}
      {p.notice ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg bg-stone-100 p-4 text-stone-800">
          <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
          {say(p.notice)}
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
            {say(
              pending.unknown
                ? pending.method === "mpesa"
                  ? ONLINE_PAYMENT_MESSAGES.mpesaUnknown
                  : ONLINE_PAYMENT_MESSAGES.cardUnknown
                : pending.method === "mpesa"
                  ? ONLINE_PAYMENT_MESSAGES.checkPhone
                  : ONLINE_PAYMENT_MESSAGES.inProgress,
            )}
          </p>
          <p className="mt-1 text-sm">
            {t(pending.unknown ? "pay.unknownText" : pending.method === "mpesa" ? "pay.mpesaPinText" : "pay.cardOpenText")}
          </p>
          {/* A POST: the provider is asked by the server's task runner (at most every 30 seconds), never by loading the page. */}
          <Form method="post" action={`${page.path}#payment`} preventScrollReset>
            <input type="hidden" name="intent" value="check" />
            <button type="submit" className="mt-2 text-sm font-medium text-forest-800 underline underline-offset-4">
              {t("pay.checkAgain")}
            </button>
          </Form>
        </div>
      ) : null}
      {p.attempt?.status === "failed" ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            {t(p.attempt.note ? "pay.lastFailedNote" : "pay.lastFailed", {
              method: t(`pay.method.${p.attempt.method}` as MessageId),
              note: p.attempt.note ?? "",
            })}
          </span>
        </p>
      ) : null}
      {p.choices.length > 0 && !pending ? (
        <div className="mt-5 space-y-5 border-t border-stone-100 pt-5">
          {p.dueNow === 0 ? <p className="text-sm text-stone-700">{t("pay.payEarly")}</p> : null}
          {p.offers.card ? (
            <section aria-labelledby="pay-card-title">
              <h3 id="pay-card-title" className="font-sans text-base font-semibold text-forest-900">
                {t("pay.byCard")}
              </h3>
              <p className="mt-1 text-sm text-stone-700">{t("pay.byCardText")}</p>
              <CardPayForm page={page} lastResult={lastResult} />
            </section>
          ) : null}
          {p.offers.mpesa ? (
            <section aria-labelledby="pay-mpesa-title">
              <h3 id="pay-mpesa-title" className="font-sans text-base font-semibold text-forest-900">
                {t("pay.byMpesa")}
              </h3>
              <p className="mt-1 text-sm text-stone-700">
                {t("pay.byMpesaText")}
                {p.choices[0]?.shillings ? t("pay.shillingsNote") : ""}
              </p>
              <MpesaPayForm page={page} lastResult={lastResult} />
            </section>
          ) : null}
        </div>
      ) : null}
      {p.history.length > 0 ? (
        <div className="mt-5 border-t border-stone-100 pt-4">
          <h3 className="font-sans text-sm font-semibold text-forest-900">{t("pay.payments")}</h3>
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
