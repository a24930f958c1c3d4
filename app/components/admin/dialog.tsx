import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Link, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { X } from "~/components/ui/lucide-sprite";
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Admin dialogs live in the URL (?dialog=add, ?edit=ID, ?delete=ID), so they also work without
 * JavaScript: the server renders the same form inline in the page, and links open and close it.
 * With JavaScript the form shows in a headless UI Dialog (focus trap, Escape, backdrop).
 * See docs/decisions/0202-admin-dialogs-in-the-url.md.
 */
export const DIALOG_PARAMS = ["dialog", "edit", "delete"] as const;

/** The current URL with the dialog parameters replaced by `set` (or all removed). */
export function dialogHref(
  location: { pathname: string; search: string },
  set: Partial<Record<(typeof DIALOG_PARAMS)[number], string>> = {},
): string {
  const params = new URLSearchParams(location.search);
  for (const name of DIALOG_PARAMS) params.delete(name);
  for (const [name, value] of Object.entries(set)) if (value) params.set(name, value);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** Opening or closing a dialog is not a reason to reload the page's data. */
export function skipRevalidationForDialogs({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const p = new URLSearchParams(url.search);
    for (const name of DIALOG_PARAMS) p.delete(name);
    p.sort();
    return p.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

const CloseContext = createContext<{ close: () => void; closeHref: string }>({ close: () => {}, closeHref: "." });

function useCloser(closeHref: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    // Opened from the list: going back closes it and keeps the browser history tidy.
    if ((location.state as { dialog?: boolean } | null)?.dialog) navigate(-1);
    else navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [closeHref, location.state, navigate]);
}

export const DIALOG_ANCHOR = "admin-dialog";

/**
 * A link (no JavaScript) or a button (JavaScript) that opens a dialog by changing the URL.
 * Pass the href from `dialogHref`.
 */
export function DialogTrigger({
  href,
  children,
  variant = "primary",
  size = "md",
  className = "",
  label,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Accessible name when the content is an icon. */
  label?: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const cls = buttonClass(variant, size, className);
  if (!hydrated) {
    return (
      <Link to={`${href}#${DIALOG_ANCHOR}`} className={cls} aria-label={label} title={label}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={cls}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      onClick={() => navigate(href, { preventScrollReset: true, state: { dialog: true } })}
    >
      {children}
    </button>
  );
}

/** The dialog's Cancel: a button that closes it, or a link back to the list without JavaScript. */
export function DialogCancel({ children = "Cancel" }: { children?: ReactNode }) {
  const hydrated = useHydrated();
  const { close, closeHref } = useContext(CloseContext);
  if (!hydrated) {
    return (
      <Link to={closeHref} className={buttonClass("outline")}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={close} className={buttonClass("outline")}>
      {children}
    </button>
  );
}

export function AdminDialog({
  open,
  closeHref,
  title,
  description,
  children,
  size = "lg",
}: {
  open: boolean;
  closeHref: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: "sm" | "lg";
}) {
  const hydrated = useHydrated();
  const close = useCloser(closeHref);
  const width = size === "sm" ? "max-w-md" : "max-w-2xl";

  if (!hydrated) {
    if (!open) return null;
    return (
      <CloseContext.Provider value={{ close, closeHref }}>
        <section
          id={DIALOG_ANCHOR}
          aria-labelledby={`${DIALOG_ANCHOR}-title`}
          className={`mb-6 rounded-xl border-2 border-gold-300 bg-white p-5 shadow-sm sm:p-6 ${width}`}
        >
          <h2 id={`${DIALOG_ANCHOR}-title`} className="text-xl font-semibold text-forest-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
          <div className="mt-5">{children}</div>
        </section>
      </CloseContext.Provider>
    );
  }

  return (
    <CloseContext.Provider value={{ close, closeHref }}>
      <Dialog open={open} onClose={close} className="fixed inset-0 z-50 w-screen overflow-y-auto">
        <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
        <div className="relative">
          <div className="flex min-h-screen items-start justify-center p-4 sm:items-center">
            <DialogPanel className={`relative w-full ${width} rounded-xl bg-white p-5 shadow-xl sm:p-6`}>
              <DialogTitle as="h2" className="pr-8 text-xl font-semibold text-forest-900">
                {title}
              </DialogTitle>
              {description ? <Description className="mt-1 text-sm text-stone-600">{description}</Description> : null}
              <button
                type="button"
                onClick={close}
                aria-label="Close"
                className="absolute right-3 top-3 rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
              >
                <X aria-hidden className="h-5 w-5" />
              </button>
              <div className="mt-5">{children}</div>
            </DialogPanel>
          </div>
        </div>
      </Dialog>
    </CloseContext.Provider>
  );
}
