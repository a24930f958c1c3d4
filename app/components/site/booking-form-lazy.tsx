import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { isAppHydrated } from "~/lib/use-hydrated";
import type { BookingFormProps } from "./booking-form";

// Issue 9, first paint: the booking form's code (react-aria calendars, Conform, the zod schemas, date
// helpers: ~100 KB gzip) is not downloaded with the page. The server renders the whole form, which works
// as a plain HTML form until its code arrives; the code is fetched when the visitor first points at,
// touches, focuses or types in the form, and React then hydrates it in place (a dehydrated Suspense
// boundary keeps the server's markup meanwhile). On a client-side navigation it is fetched at once.
// See docs/performance.md.

let requestLoad: () => void = () => {};
const wanted =
  typeof document === "undefined"
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        requestLoad = resolve;
      });

const LazyBookingForm = lazy(() => wanted.then(() => import("./booking-form")).then((m) => ({ default: m.BookingForm })));

const INTERACTIONS = ["pointerenter", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** The booking form, with its code loaded on first interaction. Same props as `BookingForm`. */
export function BookingForm(props: BookingFormProps) {
  const box = useRef<HTMLDivElement>(null);
  // First rendered in the browser after hydration (a client-side navigation): nothing to wait for.
  const [afterHydration] = useState(isAppHydrated);
  if (afterHydration) requestLoad();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const load = () => requestLoad();
    for (const type of INTERACTIONS) element.addEventListener(type, load, { once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, load);
    };
  }, []);

  return (
    <div ref={box} className="contents">
      <Suspense fallback={null}>
        <LazyBookingForm {...props} />
      </Suspense>
    </div>
  );
}
