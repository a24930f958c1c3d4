import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during server rendering and the first client render, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

// Set once React has hydrated the page (app/root.tsx marks it after its first commit): components that
// first render after that are on a client-side navigation, not on the server's HTML.
let appHydrated = false;

/** Called by app/root.tsx in an effect: hydration of the server's HTML is done. */
export function markAppHydrated(): void {
  appHydrated = true;
}

/** True in the browser once the first page has hydrated (false on the server and during hydration). */
export function isAppHydrated(): boolean {
  return appHydrated;
}
