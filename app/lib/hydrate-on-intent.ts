/*
 * Hydration on the visitor's first touch (docs/decisions/1128-javascript-budget.md). A public page is whole without
 * JavaScript: its links are links and its forms post. So its first visit downloads no JavaScript at all; the app's
 * code (React, Remix and the page's route modules) is fetched and the page hydrated when the visitor first presses,
 * touches, focuses or types on it. A click on an in-page control (a button that is not a submit button, a calendar
 * or menu trigger, a link marked `data-replay` such as a gallery photo) that lands before the code did is clicked
 * again once the page (and the part holding it) has hydrated; other links and submit buttons already did what they
 * do without JavaScript.
 *
 * `runOnIntent` is sent as its source text inside the page (the patched `<Scripts hydrateOnIntent>`, see
 * patches/@remix-run+react+2.17.5.patch), so it must not use anything from outside its own body.
 */

/**
 * A route's `handle.hydrate`: "eager" (or a function of the route's data answering it) loads the app's code with the
 * page, as every admin page does; a public page otherwise hydrates on the visitor's first touch.
 */
export interface HydrateHandle {
  hydrate?: "eager" | ((data: unknown) => "eager" | "on-intent");
}

interface IntentState {
  /** The in-page control clicked before the page hydrated, clicked again after. */
  pending: HTMLElement | null;
  /** Stop remembering clicks (the page has hydrated). */
  stop: () => void;
}

declare global {
  interface Window {
    __hydrateOnIntent?: IntentState;
  }
}

export function runOnIntent(moduleScript: string): void {
  const nonce = document.currentScript ? (document.currentScript as HTMLScriptElement).nonce : "";
  const intents = ["pointerdown", "touchstart", "keydown", "focusin"];
  let started = false;
  const state: IntentState = {
    pending: null,
    stop() {
      removeEventListener("click", onClick, true);
    },
  };
  function onClick(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    // A link the page's code handles in place (a photo opening the lightbox): held and replayed, or followed as plain
    // HTML if the code has not come within four seconds. A modified click (new tab, download) is the browser's.
    const link = target ? target.closest("a[data-replay]") : null;
    const mouse = event as MouseEvent;
    if (link instanceof HTMLAnchorElement && mouse.button === 0 && !mouse.metaKey && !mouse.ctrlKey && !mouse.shiftKey && !mouse.altKey) {
      event.preventDefault();
      state.pending = link;
      setTimeout(() => {
        if (state.pending !== link) return;
        state.pending = null;
        location.assign(link.href);
      }, 4000);
      return;
    }
    const control = target ? target.closest("button:not([type=submit]), [role=button], [aria-haspopup]") : null;
    // A button without a type submits its form: that works without JavaScript and is not replayed.
    if (control instanceof HTMLElement && !(control instanceof HTMLButtonElement && control.type === "submit")) state.pending = control;
  }
  function start() {
    if (started) return;
    started = true;
    for (const type of intents) removeEventListener(type, start, true);
    const script = document.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = moduleScript;
    document.head.appendChild(script);
  }
  window.__hydrateOnIntent = state;
  addEventListener("click", onClick, true);
  for (const type of intents) addEventListener(type, start, { capture: true, passive: true });
}

/** The source text `<Scripts hydrateOnIntent>` puts in the page. */
export const RUN_ON_INTENT = String(runOnIntent);

/**
 * React has hydrated this element (it carries React's props) and, inside a part whose code comes later
 * (`data-deferred-part`, deferred.tsx), that part has committed: a click on it now reaches its handler.
 */
function isHydrated(element: Element): boolean {
  const part = element.closest("[data-deferred-part]");
  if (part && !part.hasAttribute("data-part-ready")) return false;
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/**
 * Called once the page has hydrated: stop remembering clicks, and click again the control a visitor clicked before.
 * A control inside a part whose own code comes later (a deferred form's calendar button, deferred.tsx) is clicked once
 * that part has hydrated too (it is near the pointer, so its code is on its way), for at most ten seconds.
 */
export function replayIntent(): void {
  const state = typeof window === "undefined" ? undefined : window.__hydrateOnIntent;
  if (!state) return;
  state.stop();
  const control = state.pending;
  state.pending = null;
  if (!control) return;
  const giveUp = Date.now() + 10_000;
  const attempt = () => {
    if (!control.isConnected) return;
    if (isHydrated(control)) control.click();
    else if (Date.now() < giveUp) setTimeout(attempt, 50);
  };
  attempt();
}
