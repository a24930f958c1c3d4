import type { ReactNode } from "react";
import { ArrowRight, CheckCircle2, Info } from "~/components/ui/lucide-sprite";
import { buttonClass } from "~/components/ui/button";
import { plural } from "~/lib/plural";
import type { InquirySent } from "~/lib/toast";
import { INQUIRY_REPLY_PROMISE } from "~/inquiry-reply-promise";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-forest-100 py-2 last:border-b-0">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * In place of the booking form once the inquiry is stored: what was sent, the same reply promise the form made, and
 * the guest's own page. Rendered by the server from the flash cookie the action set, so it shows without JavaScript;
 * it stays until the visitor leaves the page ('Send another inquiry' brings the form back).
 */
export function InquirySentPanel({ sent, onAnother }: { sent: InquirySent; onAnother?: () => void }) {
  return (
    <section aria-labelledby="inquiry-sent-title" className="space-y-4" data-testid="inquiry-sent" tabIndex={-1}>
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-forest-700" />
        <div>
          <h3 id="inquiry-sent-title" className="font-sans text-lg font-semibold text-forest-900">
            Your request is on its way
          </h3>
          <p className="mt-1 text-sm text-stone-700">Thank you. Keep your reference: with it we find your request at once.</p>
        </div>
      </div>
      <dl className="rounded-md border border-forest-100 bg-forest-50 px-3 py-1 text-sm">
        <Row label="Reference">
          <span className="whitespace-nowrap font-mono text-base tracking-wider text-forest-900">{sent.reference}</span>
        </Row>
        <Row label="Property">{sent.property}</Row>
        <Row label="Check-in">{sent.checkIn}</Row>
        <Row label="Check-out">{sent.checkOut}</Row>
        <Row label="Nights">{sent.nights}</Row>
        <Row label="Guests">{plural(sent.guests, "guest")}</Row>
        {sent.promo ? <Row label="Promo code">{sent.promo}</Row> : null}
        {sent.total ? <Row label="Quoted total">{sent.total}</Row> : null}
      </dl>
      <p className="flex items-start gap-2 text-sm text-stone-700">
        <Info aria-hidden className="mt-px h-4 w-4 shrink-0" />
        {INQUIRY_REPLY_PROMISE}
      </p>
      <a href={sent.stayPath} className={buttonClass("gold", "lg", "w-full")}>
        Follow your request
        <ArrowRight aria-hidden className="h-5 w-5" />
      </a>
      <p className="text-sm text-stone-700">
        Your request has its own page, where you can follow it or cancel it.{" "}
        <a
          href={sent.formPath}
          className="font-medium text-forest-800 underline underline-offset-2"
          onClick={(event) => {
            // With JavaScript the form comes back in place; without, the page loads again (the panel was shown once).
            if (!onAnother) return;
            event.preventDefault();
            onAnother();
          }}
        >
          Send another inquiry
        </a>
      </p>
    </section>
  );
}
