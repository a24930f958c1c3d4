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
    const update = () => {
      const fits = element.offsetHeight + HEADER_OFFSET_PX + BOTTOM_GAP_PX <= window.innerHeight;
      setTop(fits ? HEADER_OFFSET_PX : window.innerHeight - element.offsetHeight - BOTTOM_GAP_PX);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
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
