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
  /** Called once the page has hydrated: replay the click that came before. */
  hydrated: () => void;
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
  let pageHydrated = false;
  let pending: HTMLElement | null = null;
  // React has hydrated this element (it carries React's props) and, inside a part whose code comes later
  // (`data-deferred-part`, deferred.tsx), that part has committed (`data-part-ready`): a click now reaches its handler.
  function ready(element: Element) {
    const part = element.closest("[data-deferred-part]");
    if (part && !part.hasAttribute("data-part-ready")) return false;
    return Object.keys(element).some((key) => key.indexOf("__reactProps$") === 0);
  }
  // Clicks the pending control again once it is ready (its part's code is on its way: it is under the pointer), for at
  // most ten seconds.
  function replay() {
    const control = pending;
    if (!control || !pageHydrated) return;
    const giveUp = Date.now() + 10000;
    const attempt = () => {
      if (pending !== control || !control.isConnected) return;
      if (ready(control)) {
        pending = null;
        control.click();
      } else if (Date.now() < giveUp) setTimeout(attempt, 50);
      else pending = null;
    };
    attempt();
  }
  function onClick(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    // Once the page has hydrated, only a click inside a part whose code has not run yet (a deferred form's calendar
    // button) is remembered; everything else has its handler.
    if (pageHydrated && !target.closest("[data-deferred-part]:not([data-part-ready])")) return;
    // A link the page's code handles in place (a photo opening the lightbox): held and replayed, or followed as plain
    // HTML if the code has not come within four seconds. A modified click (new tab, download) is the browser's.
    const link = target.closest("a[data-replay]");
    const mouse = event as MouseEvent;
    if (link instanceof HTMLAnchorElement) {
      if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
      event.preventDefault();
      pending = link;
      setTimeout(() => {
        if (pending !== link) return;
        pending = null;
        location.assign(link.href);
      }, 4000);
      return;
    }
    const control = target.closest("button:not([type=submit]), [role=button], [aria-haspopup]");
    // A button without a type submits its form: that works without JavaScript and is not replayed.
    if (control instanceof HTMLElement && !(control instanceof HTMLButtonElement && control.type === "submit")) {
      pending = control;
      // After the page hydrated, React may hydrate the part at once for this click (its code had come) and handle it:
      // then the part is ready once the click is through, and nothing is replayed.
      if (pageHydrated) setTimeout(() => (pending === control && ready(control) ? (pending = null) : replay()), 0);
    }
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
  window.__hydrateOnIntent = {
    hydrated() {
      pageHydrated = true;
      replay();
    },
  };
  addEventListener("click", onClick, true);
  for (const type of intents) addEventListener(type, start, { capture: true, passive: true });
}

/** The source text `<Scripts hydrateOnIntent>` puts in the page. */
export const RUN_ON_INTENT = String(runOnIntent);

/** Called once the page has hydrated: click again the control a visitor clicked before (see `runOnIntent`). */
export function replayIntent(): void {
  if (typeof window !== "undefined") window.__hydrateOnIntent?.hydrated();
}
