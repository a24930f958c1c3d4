import { useEffect, useRef, useState, type ReactNode } from "react";

const HEADER_OFFSET_PX = 96;
const BOTTOM_GAP_PX = 16;

/**
 * A sidebar that sticks below the header on large screens. When it is taller than the window it
 * first scrolls with the page until its end (the submit button) is in view, then sticks there,
 * so nothing is ever out of reach and there is no scroll box inside the page.
 */
export function StickySidebar({ id, labelledBy, children }: { id?: string; labelledBy?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [top, setTop] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (contentResized: boolean) => {
      const fits = element.offsetHeight + HEADER_OFFSET_PX + BOTTOM_GAP_PX <= window.innerHeight;
      const next = fits ? HEADER_OFFSET_PX : window.innerHeight - element.offsetHeight - BOTTOM_GAP_PX;
      // A taller-than-the-window sidebar that got shorter (the booking form's code arriving drops its
      // no-JavaScript "Check price" button) keeps its place: moving it would shift the button under a
      // pointer about to click. Only growing (errors shown) or a window resize moves it.
      setTop((previous) => (contentResized && !fits && previous !== null && next > previous ? previous : next));
    };
    update(false);
    const observer = new ResizeObserver(() => update(true));
    observer.observe(element);
    const onResize = () => update(false);
    window.addEventListener("resize", onResize);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", onResize);
    };
  }, []);

  return (
    <aside
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start"
      style={top === null ? undefined : { top }}
    >
      {children}
    </aside>
  );
}
