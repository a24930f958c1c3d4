import { Link } from "@remix-run/react";
import { Ban, CalendarClock, CalendarX2, Clock, PartyPopper, PawPrint } from "~/components/ui/lucide-sprite";
import type { StayPolicyWording } from "~/policies";
import { useLocalePath, useT } from "~/i18n/i18n";
import { RichText } from "./rich-text";

/** Booked stays as the loader words them (dates formatted on the server, so no date code ships to the page). */
export interface BookedStay {
  startDate: string;
  from: string;
  to: string;
}

/**
 * The spec's availability note ("Check our calendar or contact us for current availability."), made true:
 * 'calendar' jumps to the booking form's calendars, 'contact us' to the contact page, and the nights already
 * taken are listed right here.
 */
export function AvailabilityNote({ booked }: { booked?: BookedStay[] }) {
  const t = useT();
  const localePath = useLocalePath();
  const link = "font-medium text-forest-800 underline underline-offset-2 hover:text-forest-600";
  return (
    <div id="availability" className="flex scroll-mt-24 items-start gap-3 rounded-xl bg-forest-50 p-5 ring-1 ring-forest-100">
      <CalendarClock aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
      <div>
        <h3 className="font-sans text-base font-semibold text-forest-900">{t("availability.title")}</h3>
        <p className="mt-1 text-stone-700">
          <RichText
            text={t("availability.note")}
            tags={{
              calendar: (words) => (
                <a href="#booking" className={link}>
                  {words}
                </a>
              ),
              contact: (words) => (
                <Link to={localePath("/contact")} className={link}>
                  {words}
                </Link>
              ),
            }}
          />
        </p>
        {booked ? (
          booked.length ? (
            <>
              <p id="availability-booked" className="mt-3 text-sm font-medium text-stone-800">
                {t("availability.bookedTitle")}
              </p>
              <ul aria-labelledby="availability-booked" className="mt-1 list-inside list-disc text-sm text-stone-700">
                {booked.map((r) => (
                  <li key={r.startDate}>{t("availability.bookedRange", { from: r.from, to: r.to })}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-3 text-sm text-stone-700">{t("availability.allOpen")}</p>
          )
        ) : null}
      </div>
    </div>
  );
}

/**
 * The policies every property shares: check-in and check-out, cancellation (as app/policies words them, on the
 * server: `stayPolicyWording()` in the loader), house rules.
 */
export function PropertyPolicies({ policy }: { policy: Pick<StayPolicyWording, "checkIn" | "checkOut" | "cancellation"> }) {
  const t = useT();
  return (
    <section aria-labelledby="policies-title">
      <h2 id="policies-title" className="text-2xl font-semibold text-forest-900 sm:text-3xl">
        {t("policies.title")}
      </h2>
      <div className="mt-6 grid gap-5 md:grid-cols-3">
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
          <h3 className="flex items-center gap-2 font-sans text-base font-semibold text-forest-900">
            <Clock aria-hidden className="h-5 w-5 text-gold-700" /> {t("policies.checkInOut")}
          </h3>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-stone-600">{t("policies.checkIn")}</dt>
              <dd className="font-medium text-stone-900">{policy.checkIn}</dd>
            </div>
            <div>
              <dt className="text-stone-600">{t("policies.checkOut")}</dt>
              <dd className="font-medium text-stone-900">{policy.checkOut}</dd>
            </div>
          </dl>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
          <h3 className="flex items-center gap-2 font-sans text-base font-semibold text-forest-900">
            <CalendarX2 aria-hidden className="h-5 w-5 text-gold-700" /> {t("policies.cancellation")}
          </h3>
          <ul className="mt-4 space-y-2 text-sm text-stone-800">
            {policy.cancellation.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
          <h3 className="flex items-center gap-2 font-sans text-base font-semibold text-forest-900">
            <Ban aria-hidden className="h-5 w-5 text-gold-700" /> {t("policies.houseRules")}
          </h3>
          <ul className="mt-4 space-y-2 text-sm text-stone-800">
            <li className="flex items-center gap-2">
              <Ban aria-hidden className="h-4 w-4 text-stone-500" /> {t("policies.noSmoking")}
            </li>
            <li className="flex items-center gap-2">
              <PartyPopper aria-hidden className="h-4 w-4 text-stone-500" /> {t("policies.noParties")}
            </li>
            <li className="flex items-center gap-2">
              <PawPrint aria-hidden className="h-4 w-4 text-stone-500" /> {t("policies.pets")}
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
