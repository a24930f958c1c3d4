import { data } from "@remix-run/node";
import { isoInBusinessZone, nightsBetween } from "~/lib/dates";
import { NotFoundError } from "~/lib/domain-errors";
import { guestPagePath } from "~/lib/inquiry-reference.server";
import { formatMoney, formatSignedMoney } from "~/lib/money";
import { formatDay, formatMoment } from "~/i18n/format";
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from "~/i18n/languages";
import { wordsFor, type Words } from "~/i18n/words";
import type { MessageId } from "~/i18n/i18n";
import { quoteLineText } from "~/lib/pricing";
import {
  dueSentence,
  methodWords,
  normaliseKenyanPhone,
  PAYMENT_CHOICES,
  receiptOf,
  refundAmountWords,
  refundSentence,
  refundStage,
  refundsToTell,
  type PaymentChoice,
} from "~/lib/payments";
import { ONLINE_PAYMENT_MESSAGES } from "~/messages";
import { getCurrency } from "~/models/settings.server";
import { STAY_POLICY, stayPolicyWording } from "~/policies";
import { getGuestStay } from "~/services/guest-page.server";
import { guestPaymentView } from "~/services/online-payments.server";

// The guest's page's view-model: everything the page shows, with dates and money already written out.

/** An unknown or malformed token: the site's 404 page, saying nothing about which. */
export const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/**
 * The booking's money as the guest's page carries it: the detail JSON's `payment` (raw amounts), and the same
 * written out for the page, with what the guest can pay now and how. Shown only when the site takes payments
 * online (a provider's keys are set) or money has moved already.
 */
function paymentForPage(pay: Awaited<ReturnType<typeof guestPaymentView>>, currency: string, returned: string | null, phone: string, w: Words) {
  const { money, offers, choices, shillings, attempt } = pay;
  const { t, language, locale } = w;
  const money_ = (n: number) => formatMoney(n, currency, locale);
  const day = (iso: string) => formatDay(iso, language);
  const online = offers.card || offers.mpesa;
  const settled = money.payments.filter((p) => p.status !== "pending" && p.status !== "failed");
  const refunds = money.payments.filter((p) => p.kind === "refund" && (p.status === "pending" || p.status === "succeeded"));
  return {
    status: money.status,
    total: money.total,
    paid: money.paid,
    due: money.due,
    dueNow: money.dueNow,
    dueLater: money.dueLater,
    depositAmount: money.depositAmount,
    balanceDueDate: money.balanceDueDate,
    refundDue: money.refundDue,
    // Times with the business's offset (2026-11-28T00:07:00+03:00); what a person can use, never a provider's id.
    payments: money.payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      method: p.method,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      receipt: receiptOf(p),
      shillings: p.shillings ?? null,
      ...(p.kind === "refund" && p.status !== "failed" ? { refundStage: refundStage(p) } : {}),
      at: isoInBusinessZone(p.at),
      ...(p.outcomeUnknown ? { outcomeUnknown: true } : {}),
    })),
    shown: (online && money.total > 0 && money.status !== "none") || settled.length > 0 || refunds.length > 0,
    offers,
    choices: PAYMENT_CHOICES.filter((choice) => choices[choice] !== undefined).map((choice: PaymentChoice) => ({
      choice,
      label: t(`pay.choice.${choice}` as MessageId),
      amount: money_(choices[choice]!),
      shillings: shillings?.[choice] ? formatMoney(shillings[choice]!, "KES", locale) : null,
    })),
    /** The phone given with the inquiry, when it is a Kenyan mobile number: the M-Pesa field starts with it. */
    mpesaPhone: offers.mpesa && Object.keys(choices).length > 0 && normaliseKenyanPhone(phone) ? phone.trim() : null,
    text: {
      total: money_(money.total),
      paid: money_(money.paid),
      owed: money_(Math.max(0, money.total - money.paid)),
      due: money_(money.dueNow),
      deposit: money_(money.depositAmount),
      dueLater: money.dueLater.amount > 0 ? money_(money.dueLater.amount) : null,
      dueLaterOn: money.dueLater.by ? formatDay(money.dueLater.by, language) : null,
      refundDue: money_(money.refundDue),
      /** The one sentence of what is due now and later (lib/payments dueSentence), as the e-mails and the admin say it. */
      status: money.status === "paid" ? t("pay.paidInFull") : dueSentence(money, currency, w),
    },
    refunds: refundsToTell(refunds).map((r) => ({
      id: r.ids.join("-"),
      stage: refundStage(r),
      amount: refundAmountWords(r, locale),
      sentence: refundSentence(r, w),
    })),
    history: settled
      .filter((p) => p.kind === "payment")
      .map((p) => ({
        id: p.id,
        what: t("pay.paymentBy", { method: methodWords(p.method, w) }),
        amount: formatMoney(p.amount, p.currency, locale),
        on: day(p.at),
        receipt: receiptOf(p),
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

/** The page's data for the guest's token (the 404 page for an unknown one), as the loader answers it. */
export async function guestStayView(token: string | undefined, request: Request, language: Language = DEFAULT_LANGUAGE) {
  const w = wordsFor(language);
  let view;
  try {
    view = await getGuestStay(token);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
  const { stay, cancelRefusal, today } = view;
  const currency = await getCurrency();
  const url = new URL(request.url);
  // Back from Stripe's page (through its return address, which asked the task runner to check the session).
  const returned = url.searchParams.get("payment");
  const pay = await guestPaymentView(stay);
  const nights = nightsBetween(stay.startDate, stay.endDate);
  const stage = stay.status !== "confirmed" ? null : today >= stay.endDate ? "ended" : today >= stay.startDate ? "under-way" : "upcoming";
  // Dates and money are written here, so the page's code carries no date or currency formatting.
  return {
    path: pathInLanguage(language, guestPagePath(token!)),
    /** The business's clock, named in the page's language. */
    zone: w.t("stay.zone"),
    /** Staff's own words (directions) are English: marked so on another language's page. */
    staffLang: language === DEFAULT_LANGUAGE ? undefined : "en",
    reference: stay.reference,
    status: stay.status,
    /** It is (or was, before it was cancelled) a confirmed booking: the page speaks of a booking, not a request. */
    isBooking: stay.wasConfirmed,
    cancelledBy: stay.cancelledBy,
    stage,
    changedOn: stay.statusChangedAt ? formatDay(stay.statusChangedAt, language) : null,
    receivedAt: formatMoment(stay.createdAt, language),
    checkIn: formatDay(stay.startDate, language),
    checkOut: formatDay(stay.endDate, language),
    nights,
    guests: stay.guests,
    requestChef: stay.requestChef,
    requestActivities: stay.requestActivities,
    // What the guest wrote in 'Special requests': theirs to read back, never in the money part.
    specialRequests: stay.message?.trim() || null,
    quote:
      stay.total != null
        ? {
            nights: stay.nights ?? nights,
            total: formatMoney(stay.total, currency, w.locale),
            // Line by line as it was sent (nights at each price, discount, fees, taxes), as the e-mails list it.
            lines: (stay.quote?.lines ?? []).map((line) => ({
              label: quoteLineText(line, w.t, w.locale, currency),
              amount: formatSignedMoney(line.amount, currency, w.locale),
            })),
          }
        : null,
    property: stay.property,
    canCancel: cancelRefusal === null,
    tooLate: cancelRefusal === "tooLate",
    confirming: cancelRefusal === null && new URL(request.url).searchParams.get("cancel") === "1",
    payment: paymentForPage(pay, currency, returned, stay.phone, w),
    // The rules as app/policies words them, sent as data: no wording code in the page's JavaScript.
    policy: stayPolicyWording(STAY_POLICY, w.t, w.locale),
  };
}
