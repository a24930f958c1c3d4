import { useEffect, useRef, type ReactNode } from "react";
import { useNonce } from "~/lib/nonce";

/**
 * Keeps `aside`'s sticky `top` so its end is always within reach: below the header (96 px) when it fits in the
 * window, else as far up as puts its end (the submit button) 16 px above the window's bottom. Returns what stops it.
 * Sent as its source text in an inline script as well (below), so it must use nothing from outside its body.
 */
export function keepStickyEnd(aside: HTMLElement & { stopStickyEnd?: () => void }): () => void {
  // The parsed page's run stops when the hydrated page's starts: one listener, one observer.
  aside.stopStickyEnd?.();
  const update = () => {
    const height = aside.offsetHeight;
    aside.style.top = `${height + 96 + 16 <= window.innerHeight ? 96 : window.innerHeight - height - 16}px`;
  };
  update();
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
  observer?.observe(aside);
  window.addEventListener("resize", update);
  const stop = () => {
    observer?.disconnect();
    window.removeEventListener("resize", update);
  };
  aside.stopStickyEnd = stop;
  return stop;
}

/**
 * A sidebar that sticks below the header on large screens. When it is taller than the window it
 * first scrolls with the page until its end (the submit button) is in view, then sticks there,
 * so nothing is ever out of reach and there is no scroll box inside the page.
 *
 * Public pages hydrate on the visitor's first touch (docs/decisions/1128-javascript-budget.md), so the place is set
 * by a few lines run as the page is parsed (the same function as after hydration): the sidebar does not move when the
 * page's code arrives. React never renders `style` here, so the two never disagree.
 */
export function StickySidebar({ id, labelledBy, children }: { id?: string; labelledBy?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const nonce = useNonce();

  useEffect(() => {
    const element = ref.current;
    return element ? keepStickyEnd(element) : undefined;
  }, []);

  return (
    <>
      <aside ref={ref} id={id} aria-labelledby={labelledBy} className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
        {children}
      </aside>
      {/* Run while the page is parsed; a script React inserts on a client-side navigation does not run (the effect does). */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `(${keepStickyEnd.toString()})(document.currentScript.previousElementSibling)` }}
      />
    </>
  );
}
