import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { businessNameFrom, pageMeta } from "~/components/site/meta";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFoundContent } from "~/components/site/not-found";
import { ResponsiveImg } from "~/components/site/responsive-image";
import { Container } from "~/components/site/section";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import {
  CalendarCheck,
  CalendarX2,
  CheckCircle2,
  Clock,
  CreditCard,
  Info,
  Mail,
  MapPinned,
  Phone,
  Smartphone,
  TriangleAlert,
  XCircle,
} from "~/components/ui/lucide-sprite";
import { BUSINESS_ZONE_NAME, formatDateTime, formatLongDate, nightsBetween } from "~/lib/dates";
import { ConflictError, NotFoundError, ValidationError } from "~/lib/domain-errors";
import { CHOICE_LABELS, METHOD_WORDS, PAYMENT_CHOICES, type PaymentChoice } from "~/lib/payments";
import { guestPagePath } from "~/lib/inquiry-reference.server";
import { stayPolicyWording } from "~/policies";
import { formatMoney, formatSignedMoney } from "~/lib/money";
import { plural } from "~/lib/plural";
import { redirectWithToast } from "~/lib/toast.server";
import { API_MESSAGES, GUEST_STAY_MESSAGES, ONLINE_PAYMENT_MESSAGES } from "~/messages";
import { getCurrency } from "~/models/settings.server";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import { cancelStayAsGuest, getGuestStay } from "~/services/guest-stay.server";
import { confirmCardReturn, guestPaymentView, ProviderUnavailable, startCardPayment, startMpesaPayment } from "~/services/online-payments.server";
import { publicFormRetryAfter } from "~/web/public-form-limits.server";
import type { SiteLoader } from "./_site";

// The guest's own page. Its address is the guest's secret: server/security-headers.js marks every answer under
// /stay `private, no-store`, `noindex` and `no-referrer` (its 404 and its data requests too), and the page
// cache keeps only the public routes it lists, never this one.

/** An unknown or malformed token: the site's 404 page, saying nothing about which. */
const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/**
 * The booking's money as the guest's page carries it: the detail JSON's `payment` (raw amounts), and the same
 * written out for the page, with what the guest can pay now and how. Shown only when the site takes payments
 * online (a provider's keys are set) or money has moved already.
 */
function paymentForPage(pay: Awaited<ReturnType<typeof guestPaymentView>>, currency: string, returned: string | null) {
  const { money, offers, choices, shillings, attempt } = pay;
  const money_ = (n: number) => formatMoney(n, currency);
  const online = offers.card || offers.mpesa;
  const settled = money.payments.filter((p) => p.status !== "pending" && p.status !== "failed");
  return {
    status: money.status,
    total: money.total,
    paid: money.paid,
    due: money.due,
    depositAmount: money.depositAmount,
    balanceDueDate: money.balanceDueDate,
    payments: money.payments.map(({ id, method, amount, currency, status, providerRef, at }) => ({
      id,
      method,
      amount,
      currency,
      status,
      providerRef,
      at,
    })),
    shown: (online && money.total > 0 && money.status !== "none") || settled.length > 0,
    offers,
    choices: PAYMENT_CHOICES.filter((choice) => choices[choice] !== undefined).map((choice: PaymentChoice) => ({
      choice,
      label: CHOICE_LABELS[choice],
      amount: money_(choices[choice]!),
      shillings: shillings?.[choice] ? formatMoney(shillings[choice]!, "KES") : null,
    })),
    text: {
      total: money_(money.total),
      paid: money_(money.paid),
      owed: money_(Math.max(0, money.total - money.paid)),
      due: money_(money.due),
      deposit: money_(money.depositAmount),
      balanceDueOn: money.balanceDueDate ? formatLongDate(money.balanceDueDate) : null,
      refundDue: money_(money.refundDue),
    },
    history: settled.map((p) => ({
      id: p.id,
      what: `${p.kind === "refund" ? "Refund" : "Payment"} by ${METHOD_WORDS[p.method]}${p.kind === "refund" && p.status === "pending" ? " (on its way)" : ""}`,
      amount: formatMoney(p.amount, p.currency),
      on: formatLongDate(p.at),
      receipt: p.providerRef,
    })),
    attempt,
    notice:
      returned === "card-cancelled"
        ? ONLINE_PAYMENT_MESSAGES.cardCancelled
        : returned === "card" && attempt?.status === "pending" && attempt.method === "card"
          ? ONLINE_PAYMENT_MESSAGES.cardConfirming
          : null,
  };
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  let view;
  try {
    view = await getGuestStay(params.token);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
  const { stay, cancelRefusal, today } = view;
  const currency = await getCurrency();
  const url = new URL(request.url);
  const returned = url.searchParams.get("payment");
  // Back from Stripe's page: ask Stripe about the session now, in case its webhook is still on its way.
  if (returned === "card") await confirmCardReturn(stay.id, url.searchParams.get("session"));
  const pay = await guestPaymentView(stay);
  const nights = nightsBetween(stay.startDate, stay.endDate);
  const stage = stay.status !== "confirmed" ? null : today >= stay.endDate ? "ended" : today >= stay.startDate ? "under-way" : "upcoming";
  // Dates and money are written here, so the page's code carries no date or currency formatting.
  return {
    path: guestPagePath(params.token!),
    reference: stay.reference,
    status: stay.status,
    cancelledBy: stay.cancelledBy,
    stage,
    changedOn: stay.statusChangedAt ? formatLongDate(stay.statusChangedAt) : null,
    receivedAt: formatDateTime(stay.createdAt),
    checkIn: formatLongDate(stay.startDate),
    checkOut: formatLongDate(stay.endDate),
    nights,
    guests: stay.guests,
    requestChef: stay.requestChef,
    requestActivities: stay.requestActivities,
    quote:
      stay.total != null
        ? {
            nights: stay.nights ?? nights,
            total: formatMoney(stay.total, currency),
            // Line by line as it was sent (nights at each price, discount, fees, taxes), as the e-mails list it.
            lines: (stay.quote?.lines ?? []).map((line) => ({
              label: line.label,
              amount: formatSignedMoney(line.amount, currency),
            })),
          }
        : null,
    property: stay.property,
    canCancel: cancelRefusal === null,
    tooLate: cancelRefusal === "tooLate",
    confirming: cancelRefusal === null && new URL(request.url).searchParams.get("cancel") === "1",
    payment: paymentForPage(pay, currency, returned),
    // The rules as app/policies words them, sent as data: no wording code in the page's JavaScript.
    policy: stayPolicyWording(),
  };
}

/**
 * The one command of the page: cancel (intent=cancel, after the confirmation step). Counted against the
 * public forms' limit; success goes back to the page with a toast (Post/Redirect/Get, with or without
 * JavaScript); a refusal (already cancelled, too late) answers the page with its reason and status 409.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const wait = await publicFormRetryAfter(context);
  if (wait !== null) return data({ refused: API_MESSAGES.tooManyRequests }, { status: 429, headers: { "Retry-After": String(wait) } });
  const formData = await request.formData();
  if (formData.get("intent") === "pay") return pay(params.token, formData);
  if (formData.get("intent") !== "cancel") return data({ refused: API_MESSAGES.unknownAction }, { status: 400 });
  try {
    const { reference, wasConfirmed } = await cancelStayAsGuest(params.token);
    return redirectWithToast(guestPagePath(params.token!), GUEST_STAY_MESSAGES.cancelled(wasConfirmed, reference));
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    if (error instanceof ConflictError) return data({ refused: error.message }, { status: 409 });
    throw error;
  }
}

/**
 * Pay online (intent=pay, method=card|mpesa, choice=deposit|balance|full, phone for M-Pesa). Card: 303 to Stripe
 * Checkout's page. M-Pesa: the push is on its way to the phone, back to the page, which shows it until it settles.
 * A choice that is not due, or a cancelled booking: 409 with the reason; a bad phone number: the field's error
 * with what was typed (400); the provider not answering: 503 with a plain message (nothing charged).
 */
async function pay(token: string | undefined, formData: FormData) {
  const method = formData.get("method");
  const choice = formData.get("choice");
  const phone = String(formData.get("phone") ?? "");
  if (method !== "card" && method !== "mpesa") return data({ refused: ONLINE_PAYMENT_MESSAGES.method }, { status: 400 });
  if (!PAYMENT_CHOICES.includes(choice as PaymentChoice)) return data({ refused: ONLINE_PAYMENT_MESSAGES.choice }, { status: 400 });
  try {
    if (method === "card") return redirect(await startCardPayment(token, choice as PaymentChoice), 303);
    await startMpesaPayment(token, choice as PaymentChoice, phone);
    return redirect(`${guestPagePath(token!)}#payment`, 303);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    if (error instanceof ValidationError) return data({ phoneError: error.message, phone }, { status: 400 });
    if (error instanceof ConflictError) return data({ refused: error.message }, { status: 409 });
    if (error instanceof ProviderUnavailable)
      return data(
        { refused: method === "card" ? ONLINE_PAYMENT_MESSAGES.cardUnavailable : ONLINE_PAYMENT_MESSAGES.mpesaUnavailable, phone },
        { status: 503 },
      );
    throw error;
  }
}

const NOT_INDEXED = { name: "robots", content: "noindex, nofollow" };

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const business = businessNameFrom(matches);
  if (!page) return [...pageMeta(`${NOT_FOUND_TITLE} | ${business}`, NOT_FOUND_TEXT), NOT_INDEXED];
  return [
    ...pageMeta(`Your booking request ${page.reference} | ${business}`, "Follow your booking request, and cancel it if your plans change."),
    NOT_INDEXED,
  ];
};

type Page = ReturnType<typeof useLoaderData<typeof loader>>;

const STATUS_WORDS: Record<Page["status"], string> = {
  pending: "Waiting for our confirmation",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  none: "Being reviewed",
};

const STATUS_STYLES: Record<Page["status"], string> = {
  pending: "bg-gold-200 text-forest-950",
  confirmed: "bg-forest-100 text-forest-900",
  cancelled: "bg-stone-200 text-stone-900",
  none: "bg-stone-200 text-stone-900",
};

function Card({ labelledBy, children, className = "" }: { labelledBy: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:p-7 ${className}`}>
      {children}
    </section>
  );
}

function CardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-semibold text-forest-900 sm:text-2xl">
      {children}
    </h2>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-stone-100 py-3 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900 sm:text-right">{children}</dd>
    </div>
  );
}

function Policy({ lines }: { lines: string[] }) {
  return (
    <div className="mt-4 rounded-lg bg-cream p-4">
      <h3 className="font-sans text-sm font-semibold text-forest-900">Cancellation policy</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the status means for the guest, and what happens next. */
function NextSteps({ page, contact }: { page: Page; contact: ReactNode }) {
  switch (page.status) {
    case "pending":
      return (
        <p>
          We received your request on {page.receivedAt} ({BUSINESS_ZONE_NAME}). Our team is checking availability and will reply by e-mail, usually
          within one business day. This is not a confirmation yet: the nights are reserved for you only once we confirm.
        </p>
      );
    case "confirmed":
      if (page.stage === "ended") return <p>Your stay has ended. Thank you for staying with us; we hope to welcome you again.</p>;
      return (
        <>
          <p>{page.stage === "under-way" ? "Your stay is under way: enjoy it!" : "Your booking is confirmed. We look forward to welcoming you."}</p>
          <ul className="mt-4 space-y-2">
            <li className="flex items-start gap-2">
              <CalendarCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
              <span>
                Check-in on {page.checkIn}, {page.policy.checkIn}
              </span>
            </li>
            <li className="flex items-start gap-2">
              <Clock aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
              <span>
                Check-out on {page.checkOut} by {page.policy.checkOut}
              </span>
            </li>
          </ul>
          {page.property?.directions ? (
            <div className="mt-5">
              <h3 className="flex items-center gap-2 font-sans text-base font-semibold text-forest-900">
                <MapPinned aria-hidden className="h-5 w-5 text-gold-700" />
                How to find {page.property.name}
              </h3>
              <p className="mt-2 whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]">{page.property.directions}</p>
            </div>
          ) : null}
          {page.tooLate && page.stage === "upcoming" ? (
            <p className="mt-5 flex items-start gap-2 rounded-lg bg-stone-100 p-4 text-stone-800">
              <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
              <span>
                {page.policy.tooLate} To change or cancel it, {contact}.
              </span>
            </p>
          ) : null}
        </>
      );
    case "cancelled":
      if (page.cancelledBy === "guest") {
        return (
          <p>
            You cancelled this request
            {page.changedOn ? ` on ${page.changedOn}` : ""}. The dates are no longer reserved for you. Would you like to come another time?{" "}
            {page.property?.slug ? (
              <Link to={`/properties/${page.property.slug}`} className="font-medium text-forest-800 underline underline-offset-4">
                Send a new request for {page.property.name}
              </Link>
            ) : (
              <Link to="/properties" className="font-medium text-forest-800 underline underline-offset-4">
                See our properties
              </Link>
            )}
            .
          </p>
        );
      }
      return (
        <p>
          {page.cancelledBy === "staff" ? "We cancelled this request" : "This request was cancelled"}
          {page.changedOn ? ` on ${page.changedOn}` : ""}, and the dates are not reserved for you. We would be glad to help you find other dates or
          another of our properties: {contact}.
        </p>
      );
    default:
      return <p>We are looking into this request. For news, {contact} and give your reference.</p>;
  }
}

/** The confirmation step: a real form (works without JavaScript); with JavaScript its heading takes the focus. */
function ConfirmCancel({ page }: { page: Page }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === page.path;
  const word = page.status === "confirmed" ? "booking" : "request";
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section id="cancel" aria-labelledby="cancel-title" className="mt-6 scroll-mt-28 rounded-xl border-2 border-red-300 bg-red-50 p-5">
      <h3 id="cancel-title" ref={heading} tabIndex={-1} className="font-sans text-lg font-semibold text-red-900 outline-none">
        Cancel this {word}?
      </h3>
      <p className="mt-2 text-stone-800">
        Your {word} {page.reference} for {page.property?.name ?? "your stay"}, {page.checkIn} to {page.checkOut}, will be cancelled and the nights
        offered to other guests. You cannot undo this: to stay later, you would send a new request.
      </p>
      {page.status === "confirmed" ? <Policy lines={page.policy.cancellation} /> : null}
      <Form method="post" action={page.path} className="mt-5 flex flex-col-reverse gap-3 sm:flex-row">
        <input type="hidden" name="intent" value="cancel" />
        <Link to={page.path} className={buttonClass("outline", "md")}>
          Keep it
        </Link>
        <SubmitButton variant="danger" icon={XCircle} pending={busy} busy="Cancelling...">
          Yes, cancel
        </SubmitButton>
      </Form>
    </section>
  );
}

/** While an M-Pesa push waits on the guest's phone, the page asks again every few seconds (with JavaScript; without, the link does). */
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
function PaymentCard({ page, phoneError, phone }: { page: Page; phoneError?: string; phone?: string }) {
  const p = page.payment;
  const pendingMpesa = p.attempt?.status === "pending" && p.attempt.method === "mpesa";
  useWhilePending(pendingMpesa || p.notice === ONLINE_PAYMENT_MESSAGES.cardConfirming);
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
      {pendingMpesa ? (
        <div role="status" className="mt-4 rounded-lg border border-gold-300 bg-gold-50 p-4 text-stone-900">
          <p className="flex items-start gap-2 font-semibold">
            <Smartphone aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
            {ONLINE_PAYMENT_MESSAGES.checkPhone}
          </p>
          <p className="mt-1 text-sm">Enter your M-Pesa PIN in the prompt on your phone. This page updates when M-Pesa confirms.</p>
          {/* A form, not a link: without JavaScript a link to the page it is on would only scroll; a GET form loads it again. */}
          <Form method="get" action={page.path} preventScrollReset>
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
      {p.choices.length > 0 && !pendingMpesa ? (
        <div className="mt-5 space-y-5 border-t border-stone-100 pt-5">
          {p.offers.card ? (
            <section aria-labelledby="pay-card-title">
              <h3 id="pay-card-title" className="font-sans text-base font-semibold text-forest-900">
                Pay by card
              </h3>
              <p className="mt-1 text-sm text-stone-700">On Stripe&rsquo;s secure page; your card details never reach us.</p>
              <Form method="post" action={page.path}>
                <input type="hidden" name="intent" value="pay" />
                <input type="hidden" name="method" value="card" />
                <PayButtons page={page} method="card" />
              </Form>
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
              <Form method="post" action={`${page.path}#payment`} noValidate>
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
                  defaultValue={phone}
                  placeholder="0712 345 678"
                  aria-invalid={phoneError ? true : undefined}
                  aria-describedby={phoneError ? "mpesa-phone-error" : undefined}
                  className="mt-1 block w-full max-w-xs rounded-md border border-stone-400 px-3 py-2 text-stone-900 focus:border-forest-700 focus:outline-none focus:ring-2 focus:ring-forest-600"
                />
                {phoneError ? (
                  <p id="mpesa-phone-error" className="mt-1 text-sm font-medium text-red-800">
                    {phoneError}
                  </p>
                ) : null}
                <PayButtons page={page} method="mpesa" />
              </Form>
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

export default function GuestStayPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && "refused" in answer ? answer.refused : undefined;
  const phoneError = answer && "phoneError" in answer ? answer.phoneError : undefined;
  const typedPhone = answer && "phone" in answer ? answer.phone : undefined;
  const settings = useRouteLoaderData<SiteLoader>("routes/_site")?.settings ?? DEFAULT_BUSINESS_SETTINGS;
  const contact = (
    <>
      call us on{" "}
      <a href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`} className="font-medium text-forest-800 underline underline-offset-4">
        {settings.phone}
      </a>{" "}
      or write to{" "}
      <a href={`mailto:${settings.email}`} className="font-medium text-forest-800 underline underline-offset-4 [overflow-wrap:anywhere]">
        {settings.email}
      </a>
    </>
  );
  return (
    <>
      <section className="bg-forest-900 pb-12 pt-28 text-white sm:pt-32">
        <Container>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">Your booking request</p>
          <h1 className="mt-2 text-3xl font-semibold text-white [overflow-wrap:anywhere] sm:text-4xl">
            {page.property ? `Your stay at ${page.property.name}` : "Your stay"}
          </h1>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-forest-100">
            <span>
              Reference <strong className="ml-1 font-mono text-lg tracking-wider text-white">{page.reference}</strong>
            </span>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[page.status]}`} data-testid="stay-status">
              {STATUS_WORDS[page.status]}
            </span>
          </p>
        </Container>
      </section>

      <Container className="py-10 sm:py-14">
        {refused ? (
          <p role="alert" className="mb-6 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900">
            <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
            {refused}
          </p>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <div className="min-w-0 space-y-6">
            <Card labelledBy="next-title">
              <CardTitle id="next-title">{page.status === "cancelled" ? "This request is cancelled" : "What happens next"}</CardTitle>
              <div className="mt-3 leading-relaxed text-stone-800">
                <NextSteps page={page} contact={contact} />
              </div>
              {page.canCancel && page.status === "confirmed" && !page.confirming ? (
                <>
                  <p className="mt-5 text-stone-800">{page.policy.cancelHint}</p>
                  <Policy lines={page.policy.cancellation} />
                </>
              ) : null}
              {page.confirming ? (
                <ConfirmCancel page={page} />
              ) : page.canCancel ? (
                <div className="mt-6 border-t border-stone-100 pt-5">
                  {page.status === "pending" ? <p className="mb-3 text-stone-800">Plans changed? You can cancel this request here.</p> : null}
                  <Link
                    to={`${page.path}?cancel=1#cancel`}
                    className={buttonClass("outline", "md", "!border-red-700 !text-red-800 hover:!bg-red-50")}
                    preventScrollReset
                  >
                    <CalendarX2 aria-hidden className="h-4 w-4" />
                    {page.status === "confirmed" ? "Cancel booking" : "Cancel request"}
                  </Link>
                </div>
              ) : null}
            </Card>

            {page.payment.shown ? <PaymentCard page={page} phoneError={phoneError} phone={typedPhone} /> : null}

            <Card labelledBy="stay-title">
              <CardTitle id="stay-title">Your stay</CardTitle>
              {page.property?.image ? (
                <ResponsiveImg
                  src={page.property.image}
                  sizes="(min-width: 1024px) 40rem, 100vw"
                  alt={page.property.imageAlt || page.property.name}
                  className="mt-4 aspect-[2/1] w-full rounded-xl object-cover"
                  loading="lazy"
                />
              ) : null}
              <dl className="mt-2">
                <Detail label="Property">
                  {page.property?.slug ? (
                    <Link to={`/properties/${page.property.slug}`} className="text-forest-800 underline underline-offset-4">
                      {page.property.name}
                    </Link>
                  ) : (
                    (page.property?.name ?? "No longer listed")
                  )}
                </Detail>
                <Detail label="Check-in">{page.checkIn}</Detail>
                <Detail label="Check-out">{page.checkOut}</Detail>
                <Detail label="Nights">{page.nights}</Detail>
                <Detail label="Guests">{page.guests}</Detail>
                <Detail label="Private chef">{page.requestChef ? "Requested" : "Not requested"}</Detail>
                <Detail label="Activities">{page.requestActivities.length ? page.requestActivities.join(", ") : "None requested"}</Detail>
                <Detail label="Sent">
                  {page.receivedAt} ({BUSINESS_ZONE_NAME})
                </Detail>
              </dl>
            </Card>
          </div>

          <div className="min-w-0 space-y-6">
            <Card labelledBy="quote-title">
              <CardTitle id="quote-title">Your quote</CardTitle>
              {page.quote ? (
                <>
                  <dl className="mt-2" data-testid="stay-quote">
                    <Detail label="Nights">{page.quote.nights}</Detail>
                    {page.quote.lines.map((line, index) => (
                      <Detail key={index} label={line.label}>
                        {line.amount}
                      </Detail>
                    ))}
                    <Detail label="Quoted total">
                      <span className="font-serif text-xl text-forest-900">{page.quote.total}</span>
                    </Detail>
                  </dl>
                  <p className="mt-3 text-sm text-stone-700">
                    The price we showed you for {plural(page.quote.nights, "night")} when you sent the request; our confirmation states the price that
                    applies.
                  </p>
                </>
              ) : (
                <p className="mt-3 text-stone-800">No price was kept with this request: we give you the price when we reply.</p>
              )}
            </Card>

            <Card labelledBy="help-title">
              <CardTitle id="help-title">Questions?</CardTitle>
              <p className="mt-3 text-stone-800">Give your reference {page.reference} and we will find your request at once.</p>
              <ul className="mt-4 space-y-3">
                <li>
                  <a
                    href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}
                    className="inline-flex items-center gap-2 font-medium text-forest-800 underline underline-offset-4"
                  >
                    <Phone aria-hidden className="h-5 w-5 shrink-0" />
                    {settings.phone}
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${settings.email}`}
                    className="inline-flex items-center gap-2 font-medium text-forest-800 underline underline-offset-4 [overflow-wrap:anywhere]"
                  >
                    <Mail aria-hidden className="h-5 w-5 shrink-0" />
                    {settings.email}
                  </a>
                </li>
              </ul>
            </Card>
          </div>
        </div>
      </Container>
    </>
  );
}

/** An unknown or malformed token is the site's own 404 page; anything else a short apology. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="bg-forest-900 px-4 pb-20 pt-28 text-center text-white">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="mx-auto mt-4 max-w-xl text-forest-100">We are sorry, something went wrong on our side. Please try again in a moment.</p>
    </section>
  );
}
