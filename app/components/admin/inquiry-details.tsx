import type { ReactNode } from "react";
import { ChefHat, Mail, Phone } from "~/components/ui/lucide-sprite";
import { plural } from "~/components/admin/format";
import { formatMoney } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";

/*
 * What the booking list's cards and a booking's own page both say about a request, said once: one detail
 * (label and value), the guest's e-mail and phone as links, the quoted total, the extras and the message.
 */

/** One detail of a request; `wide` spans both columns of a phone's two-column grid. */
export function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 sm:col-span-1" : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-stone-900">{children}</dd>
    </div>
  );
}

interface ContactFacts {
  email: string;
  phone: string;
}

/** The guest's e-mail and phone, each a link that opens the mail program or dials. */
export function ContactDetails({ inquiry, wide }: { inquiry: ContactFacts; wide?: boolean }) {
  const link = "inline-flex items-center gap-1.5 text-forest-800 hover:underline";
  return (
    <>
      <Detail label="Email" wide={wide}>
        <a href={`mailto:${inquiry.email}`} className={`${link} break-all`}>
          <Mail aria-hidden className="h-4 w-4 shrink-0" />
          {inquiry.email}
        </a>
      </Detail>
      <Detail label="Phone" wide={wide}>
        <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`} className={link}>
          <Phone aria-hidden className="h-4 w-4 shrink-0" />
          {inquiry.phone}
        </a>
      </Detail>
    </>
  );
}

/** "$1,050 for 3 nights", or that the request came without a quote. */
export function QuotedTotal({ inquiry, nights }: { inquiry: { total: number | null; nights?: number | null }; nights: number }) {
  const currency = useCurrency();
  return (
    <Detail label="Quoted total">
      {inquiry.total !== null ? `${formatMoney(inquiry.total, currency)} for ${plural(inquiry.nights ?? nights, "night")}` : "No quote"}
    </Detail>
  );
}

/** Whether the guest asked for the private chef, and which activities. */
export function ExtrasDetails({ inquiry, wide }: { inquiry: { requestChef: boolean; requestActivities: string[] }; wide?: boolean }) {
  return (
    <>
      <Detail label="Private chef">
        {inquiry.requestChef ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-gold-800">
            <ChefHat aria-hidden className="h-4 w-4" />
            Requested
          </span>
        ) : (
          "Not requested"
        )}
      </Detail>
      <Detail label="Activities" wide={wide}>
        {inquiry.requestActivities.length ? inquiry.requestActivities.join(", ") : "None requested"}
      </Detail>
    </>
  );
}

/** The guest's message as they wrote it (line breaks kept, a long unbroken word wrapped inside the box). */
export function GuestMessage({ message }: { message: string | null }) {
  return (
    <div className="mt-4">
      <p className="text-xs font-medium uppercase tracking-wide text-stone-600">Message</p>
      {message ? (
        <p className="mt-1 whitespace-pre-line rounded-md bg-stone-50 p-3 text-sm text-stone-800 [overflow-wrap:anywhere]">{message}</p>
      ) : (
        <p className="mt-1 text-sm text-stone-600">No message</p>
      )}
    </div>
  );
}
