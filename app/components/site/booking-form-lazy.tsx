import { memo, useEffect, useState } from "react";
import type { InquirySent } from "~/lib/toast";
import type { BookingFormProps } from "./booking-form";
import { deferredOnApproach, sameByValue } from "./deferred";
import { InquirySentPanel } from "./inquiry-sent";

// So the first paint stays light, the booking form's code (react-aria calendars, Conform, the zod schemas, date
// helpers: ~100 KB gzip) is not downloaded with the page. The server renders the whole form, which works
// as a plain HTML form until its code arrives; the code is fetched when the form comes near the screen
// (so not for a phone's first screen, where the form is further down), or when the visitor first points
// at, touches, focuses or types in it, and React then hydrates it in place (a dehydrated Suspense
// boundary keeps the server's markup meanwhile). It is fetched at once on a client-side navigation and
// when the page shows this form's answer (errors to fix).
// See docs/performance.md.

// The server renders the form itself, never a lazy placeholder (app/entry.server.tsx registers it).
const Form = deferredOnApproach<BookingFormProps>("BookingForm", () => import("./booking-form").then((m) => m.BookingForm));

/**
 * The booking form, with its code loaded when needed. Same props as `BookingForm`, plus `sent`: once an inquiry is
 * sent, the confirmation panel takes the form's place (the page reads it from the root loader, which found it in
 * the flash cookie the action set). Nothing here subscribes to the router: a location change (following "#booking")
 * must not reach the form's Suspense boundary before its code has hydrated it (React error #421).
 */
export const BookingForm = memo(function BookingForm({ sent, ...props }: BookingFormProps & { sent?: InquirySent | null }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [another, setAnother] = useState(0);
  useEffect(() => {
    // 'Send another inquiry': the fresh form, its first field focused (its code may still be on its way).
    if (!another) return;
    let tries = 0;
    const focusFirst = () => {
      const field = document.getElementById(props.id ?? "booking-form")?.querySelector<HTMLElement>("select[name=propertyId], input[name=name]");
      if (field) field.focus();
      else if (++tries < 30) timer = setTimeout(focusFirst, 100);
    };
    let timer = setTimeout(focusFirst, 0);
    return () => clearTimeout(timer);
  }, [another, props.id]);
  if (sent && dismissed !== sent.reference) {
    return (
      <InquirySentPanel
        sent={sent}
        onAnother={() => {
          setDismissed(sent.reference);
          setAnother((n) => n + 1);
        }}
      />
    );
  }
  return <Form {...props} loadNow={Boolean(props.lastResult)} />;
}, sameByValue);
