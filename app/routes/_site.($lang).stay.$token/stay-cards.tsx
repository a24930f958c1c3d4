import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { CalendarCheck, Clock, Info, MapPinned, XCircle } from "~/components/ui/lucide-sprite";
import { RichText } from "~/components/site/rich-text";
import { useLocalePath, useT, type MessageId } from "~/i18n/i18n";
import type { guestStayView } from "./view.server";

// The guest's page's cards: the frame every card shares, what happens next, and the cancel confirmation.

/** The loader's data as the page's components read it (plain data: it reads the same on both sides of the wire). */
export type Page = Awaited<ReturnType<typeof guestStayView>>;

/** The action's answer (a Conform reply), only for the form it belongs to: its intent, and for paying its method. */
export function answerFor(answer: SubmissionResult<string[]> | undefined, intent: "cancel" | "pay", method?: "card" | "mpesa") {
  const sent = answer?.initialValue as Record<string, unknown> | null | undefined;
  return sent?.intent === intent && (method === undefined || sent.method === method) ? answer : undefined;
}

/**
 * A refusal of the whole page's command (already cancelled, not due, the provider down, too many requests), or a
 * hidden field's error (how or what to pay): shown at the top of the page, whichever form it came from.
 */
export function refusalOf(answer: SubmissionResult<string[]> | undefined): string | undefined {
  return answer?.error?.[""]?.[0] ?? answer?.error?.method?.[0] ?? answer?.error?.choice?.[0] ?? undefined;
}

export const STATUS_WORDS: Record<Page["status"], MessageId> = {
  pending: "stay.statusPending",
  confirmed: "stay.statusConfirmed",
  cancelled: "stay.statusCancelled",
  none: "stay.statusNone",
};

export const STATUS_STYLES: Record<Page["status"], string> = {
  pending: "bg-gold-200 text-forest-950",
  confirmed: "bg-forest-100 text-forest-900",
  cancelled: "bg-stone-200 text-stone-900",
  none: "bg-stone-200 text-stone-900",
};

export function Card({ labelledBy, children, className = "" }: { labelledBy: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:p-7 ${className}`}>
      {children}
    </section>
  );
}

export function CardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-semibold text-forest-900 sm:text-2xl">
      {children}
    </h2>
  );
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-stone-100 py-3 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900 sm:text-right">{children}</dd>
    </div>
  );
}

export function Policy({ lines }: { lines: string[] }) {
  const t = useT();
  return (
    <div className="mt-4 rounded-lg bg-cream p-4">
      <h3 className="font-sans text-sm font-semibold text-forest-900">{t("stay.cancellationPolicy")}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the status means for the guest, and what happens next. */
export function NextSteps({ page, contact }: { page: Page; contact: ReactNode }) {
  const t = useT();
  const localePath = useLocalePath();
  const withContact = (id: MessageId) => <RichText text={t(id)} tags={{ contact: () => contact }} />;
  switch (page.status) {
    case "pending":
      return <p>{t("stay.pendingNext", { receivedAt: page.receivedAt, zone: page.zone })}</p>;
    case "confirmed":
      if (page.stage === "ended") return <p>{t("stay.ended")}</p>;
      return (
        <>
          <p>{page.stage === "under-way" ? t("stay.underWay") : t("stay.confirmedNext")}</p>
          <ul className="mt-4 space-y-2">
            <li className="flex items-start gap-2">
              <CalendarCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
              <span>{t("stay.checkInOn", { day: page.checkIn, time: page.policy.checkIn })}</span>
            </li>
            <li className="flex items-start gap-2">
              <Clock aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
              <span>{t("stay.checkOutOn", { day: page.checkOut, time: page.policy.checkOut })}</span>
            </li>
          </ul>
          {page.property?.directions ? (
            <div className="mt-5">
              <h3 className="flex items-center gap-2 font-sans text-base font-semibold text-forest-900">
                <MapPinned aria-hidden className="h-5 w-5 text-gold-700" />
                {t("stay.howToFind", { name: page.property.name })}
              </h3>
              <p lang={page.staffLang} className="mt-2 whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]">
                {page.property.directions}
              </p>
            </div>
          ) : null}
          {page.tooLate && page.stage === "upcoming" ? (
            <p className="mt-5 flex items-start gap-2 rounded-lg bg-stone-100 p-4 text-stone-800">
              <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
              <span>
                {page.policy.tooLate} {withContact("stay.toChange")}
              </span>
            </p>
          ) : null}
        </>
      );
    case "cancelled":
      if (page.cancelledBy === "guest") {
        return (
          <p>
            {t(page.isBooking ? "stay.youCancelledBooking" : "stay.youCancelledRequest")}
            {page.changedOn ? t("stay.onDay", { day: page.changedOn }) : ""}
            {t("stay.comeAgain")}{" "}
            {page.property?.slug ? (
              <Link to={localePath(`/properties/${page.property.slug}`)} className="font-medium text-forest-800 underline underline-offset-4">
                {t("stay.newRequestFor", { name: page.property.name })}
              </Link>
            ) : (
              <Link to={localePath("/properties")} className="font-medium text-forest-800 underline underline-offset-4">
                {t("stay.seeProperties")}
              </Link>
            )}
            .
          </p>
        );
      }
      return (
        <p>
          {page.cancelledBy === "staff"
            ? t(page.isBooking ? "stay.weCancelledBooking" : "stay.weCancelledRequest")
            : t(page.isBooking ? "stay.bookingWasCancelled" : "stay.requestWasCancelled")}
          {page.changedOn ? t("stay.onDay", { day: page.changedOn }) : ""}
          {withContact("stay.otherDates")}
        </p>
      );
    default:
      return <p>{withContact("stay.lookingInto")}</p>;
  }
}

/**
 * The confirmation step: a real form (works without JavaScript); with JavaScript its heading takes the focus. It
 * sends only its intent and has nothing to validate, so it needs no Conform (whose code the guest page's first
 * visit then does not load); a refusal shows at the top of the page (refusalOf).
 */
export function ConfirmCancel({ page }: { page: Page }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === page.path;
  const t = useT();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section id="cancel" aria-labelledby="cancel-title" className="mt-6 scroll-mt-28 rounded-xl border-2 border-red-300 bg-red-50 p-5">
      <h3 id="cancel-title" ref={heading} tabIndex={-1} className="font-sans text-lg font-semibold text-red-900 outline-none">
        {t(page.isBooking ? "stay.cancelBookingQ" : "stay.cancelRequestQ")}
      </h3>
      <p className="mt-2 text-stone-800">
        {t(page.isBooking ? "stay.cancelBookingText" : "stay.cancelRequestText", {
          reference: page.reference,
          property: page.property?.name ?? t("stay.yourStayFallback"),
          from: page.checkIn,
          to: page.checkOut,
        })}
      </p>
      {page.status === "confirmed" ? <Policy lines={page.policy.cancellation} /> : null}
      <Form id="cancel-form" method="post" action={page.path} noValidate className="mt-5 flex flex-col-reverse gap-3 sm:flex-row">
        <input type="hidden" name="intent" value="cancel" />
        <Link to={page.path} className={buttonClass("outline", "md")}>
          {t("stay.keepIt")}
        </Link>
        <SubmitButton variant="danger" icon={XCircle} pending={busy} busy={t("stay.cancelling")}>
          {t("stay.yesCancel")}
        </SubmitButton>
      </Form>
    </section>
  );
}
