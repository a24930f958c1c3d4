import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import { isAppHydrated } from "~/lib/use-hydrated";

/**
 * Components whose code the browser loads only when they are really needed (so the first visit stays light). The
 * server renders them directly: app/entry.server.tsx, which only the server bundle contains, registers
 * them here (a lazy component would stream a placeholder, and without JavaScript nothing would swap the
 * content in). In the browser this stays empty.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const serverComponents: Record<string, ComponentType<any>> = {};

/**
 * A component rendered in full by the server whose code the browser fetches only after `load()` is
 * called. Until then the server's markup stays as it is (React keeps a dehydrated Suspense boundary), so
 * a part of the page that goes away on hydration (a section the property tabs fold away) never costs
 * its code. Render it inside <Suspense>.
 */
export function deferredComponent<P extends object>(name: string, importer: () => Promise<ComponentType<P>>) {
  let requestLoad: () => void = () => {};
  const wanted =
    typeof document === "undefined"
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          requestLoad = resolve;
        });
  const Lazy = lazy(() => wanted.then(importer).then((Component) => ({ default: Component }))) as unknown as ComponentType<P>;

  function Deferred(props: P) {
    const Server = serverComponents[name] as ComponentType<P> | undefined;
    return Server ? <Server {...props} /> : <Lazy {...props} />;
  }
  Deferred.displayName = `Deferred(${name})`;
  return { Component: Deferred, load: () => requestLoad() };
}

/**
 * Props equal by value: a route re-rendering passes fresh objects (a revalidation's `page`, a `fixedProperty`)
 * that show the same thing, and those must not count as new props for the server's markup.
 */
export function sameByValue<P extends object>(a: P, b: P): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof P>;
  return [...keys].every((key) => a[key] === b[key] || JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

const INTERACTIONS = ["pointerenter", "pointerdown", "touchstart", "focusin", "keydown", "input", "change"] as const;

/**
 * Calls `load` when the element in `box` comes within 200 px of the screen, or when the visitor first
 * points at, touches, focuses or types in it. The listeners sit on window in the capture phase: React
 * stops discrete events (focus, keys, input, change, taps) aimed at a part it has not hydrated yet at its
 * root, before they reach the part. `box` may be `display: contents`: its first child is watched.
 */
function useLoadOnApproach(box: RefObject<HTMLElement>, load: () => void) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) load();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    const target = element.firstElementChild ?? element;
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: "200px" });
    observer?.observe(target);
    return () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [box, load]);
}

/**
 * A form (or other part) rendered in full by the server whose code the browser fetches when it comes
 * near the screen or the visitor first touches it (`useLoadOnApproach`), at once when it is first
 * rendered after hydration (a client-side navigation), and at once when `loadNow` is set (the page
 * carries the form's answer). Until then it works as the server's plain HTML.
 */
export function deferredOnApproach<P extends object>(name: string, importer: () => Promise<ComponentType<P>>) {
  const { Component, load } = deferredComponent(name, importer);

  /** Rendered only if React gives up hydrating the server's markup and renders fresh: fetch the code now. */
  function LoadNow() {
    useEffect(() => load(), []);
    return null;
  }

  /** Marks the part as hydrated (its code has run): a tap on it before that is replayed now (hydrate-on-intent.ts). */
  function PartReady({ box }: { box: RefObject<HTMLDivElement> }) {
    useEffect(() => box.current?.setAttribute("data-part-ready", ""), [box]);
    return null;
  }

  function OnApproach({ loadNow, ...props }: P & { loadNow?: boolean }) {
    const box = useRef<HTMLDivElement>(null);
    const [afterHydration] = useState(isAppHydrated);
    // New props for the server's markup (a navigation changed what the part shows): React can only apply them by
    // hydrating it, and a navigation (a transition) waits for that, so the code is needed now, not on approach.
    const first = useRef(props);
    if (afterHydration || loadNow || !sameByValue(first.current, props)) load();
    useLoadOnApproach(box, load);
    return (
      <div ref={box} className="contents" data-deferred-part="">
        <Suspense fallback={<LoadNow />}>
          <Component {...(props as P)} />
          <PartReady box={box} />
        </Suspense>
      </div>
    );
  }
  OnApproach.displayName = `OnApproach(${name})`;
  return OnApproach;
}
