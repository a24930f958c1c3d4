import type { ReactNode } from "react";
import { ArrowRight, CheckCircle2, Info } from "~/components/ui/lucide-sprite";
import { buttonClass } from "~/components/ui/button";
import type { InquirySent } from "~/lib/toast";
import { useT } from "~/i18n/i18n";

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
  const t = useT();
  return (
    <section aria-labelledby="inquiry-sent-title" className="space-y-4" data-testid="inquiry-sent" tabIndex={-1}>
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-forest-700" />
        <div>
          <h3 id="inquiry-sent-title" className="font-sans text-lg font-semibold text-forest-900">
            {t("sent.title")}
          </h3>
          <p className="mt-1 text-sm text-stone-700">{t("sent.keepReference")}</p>
        </div>
      </div>
      <dl className="rounded-md border border-forest-100 bg-forest-50 px-3 py-1 text-sm">
        <Row label={t("sent.reference")}>
          <span className="whitespace-nowrap font-mono text-base tracking-wider text-forest-900">{sent.reference}</span>
        </Row>
        <Row label={t("booking.property")}>{sent.property}</Row>
        <Row label={t("list.checkIn")}>{sent.checkIn}</Row>
        <Row label={t("list.checkOut")}>{sent.checkOut}</Row>
        <Row label={t("sent.nights")}>{sent.nights}</Row>
        <Row label={t("booking.guests")}>{t("sent.guests", { count: sent.guests })}</Row>
        {sent.promo ? <Row label={t("quote.promoCode")}>{sent.promo}</Row> : null}
        {sent.total ? <Row label={t("sent.quotedTotal")}>{sent.total}</Row> : null}
      </dl>
      <p className="flex items-start gap-2 text-sm text-stone-700">
        <Info aria-hidden className="mt-px h-4 w-4 shrink-0" />
        {t("booking.replyPromise")}
      </p>
      <a href={sent.stayPath} className={buttonClass("gold", "lg", "w-full")}>
        {t("sent.follow")}
        <ArrowRight aria-hidden className="h-5 w-5" />
      </a>
      <p className="text-sm text-stone-700">
        {t("sent.ownPage")}{" "}
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
          {t("sent.another")}
        </a>
      </p>
    </section>
  );
}
