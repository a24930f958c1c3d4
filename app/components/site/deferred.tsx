import { lazy, type ComponentType } from "react";

/**
 * Components whose code the browser loads only when they are really needed (issue 9, first paint). The
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
