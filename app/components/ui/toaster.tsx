import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import type { Toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { cardClass, TOAST_DURATION_MS, ToastIcon, viewportClass } from "./toast-style";

const ToastViewport = lazy(() => import("./toast-viewport"));

/** The toast as a plain status box (before hydration, with JavaScript off, and while the viewport's code loads); hides itself after 5 s with CSS. */
function StaticToast({ toast }: { toast: Toast }) {
  return (
    <div className={`${viewportClass} pointer-events-none`}>
      <style>{"@keyframes toast-auto-hide{to{opacity:0;visibility:hidden}}"}</style>
      <div
        role="status"
        // Nothing to press on it (no close button before the code arrives): clicks go through to the page, so a
        // Save button under it works again at once rather than after the 5 s.
        className={`${cardClass(toast.variant)} !pointer-events-none`}
        style={{ animation: `toast-auto-hide 300ms ease-in ${TOAST_DURATION_MS}ms forwards` }}
        data-testid="toast"
      >
        <ToastIcon variant={toast.variant} />
        <div>
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
        </div>
      </div>
    </div>
  );
}

/**
 * Shows the current toast: the latest replaces the previous one (one visible at a time),
 * auto-dismisses after 5 s and can be swiped away. Before hydration (or with JavaScript off)
 * the same message is rendered as a plain status box so nothing depends on scripts.
 */
type ShowToast = (toast: Omit<Toast, "id">) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** Show a toast from the browser (e.g. when a form action answers with an error). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ toast, children }: { toast: Toast | null; children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(toast);
  const [open, setOpen] = useState(Boolean(toast));

  // A toast from the server (flash cookie) replaces whatever is showing.
  useEffect(() => {
    if (toast) {
      setCurrent(toast);
      setOpen(true);
    }
  }, [toast]);

  const show = useCallback<ShowToast>((t) => {
    setCurrent({ ...t, id: `${Date.now()}-${Math.random()}` });
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Toaster toast={current} open={open} onOpenChange={setOpen} serverToast={toast} />
    </ToastContext.Provider>
  );
}

function Toaster({
  toast: current,
  open,
  onOpenChange: setOpen,
  serverToast: toast,
}: {
  toast: Toast | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  serverToast: Toast | null;
}) {
  const hydrated = useHydrated();

  if (!hydrated) {
    // Without JavaScript the notice hides itself after the same 5 s (pure CSS), so it never stays over the page.
    return toast ? <StaticToast toast={toast} /> : null;
  }

  // The interactive toast (Radix: swipe, timer, dismiss button) loads with its code only when there is
  // something to show, so no page pays for it on first paint. Until it arrives the same
  // message shows as the plain status box.
  if (!current) return null;
  return (
    <Suspense fallback={open ? <StaticToast toast={current} /> : null}>
      <ToastViewport toast={current} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
