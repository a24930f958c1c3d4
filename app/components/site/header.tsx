import { Link, NavLink, useLocation } from "@remix-run/react";
import { Menu, X } from "~/components/ui/lucide-sprite";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath, useT, type MessageId } from "~/i18n/i18n";
import type { Language } from "~/i18n/languages";
import { BrandMark } from "./brand-mark";
import { LanguageSwitcher } from "./language-switcher";

/** The spec's value: the header turns solid once the page is scrolled more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

const NAV_ITEMS: readonly { to: string; label: MessageId; end: boolean }[] = [
  { to: "/", label: "nav.home", end: true },
  { to: "/about", label: "nav.about", end: false },
  { to: "/contact", label: "nav.contact", end: false },
];

/** 'Book Now' goes to the booking form of the page when it has one (property pages), else to the home page's. */
export function bookNowHref(pathname: string): string {
  return /^(?:\/[a-z]{2})?\/properties\//.test(pathname) ? "#booking" : "/#booking";
}

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  return `relative py-2 text-sm font-medium tracking-wide text-white transition-colors hover:text-gold-200 ${
    isActive ? "underline decoration-gold-400 decoration-2 underline-offset-[10px]" : ""
  }`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return `block rounded-md px-3 py-3 text-base font-medium text-white hover:bg-white/10 ${
    isActive ? "underline decoration-gold-400 decoration-2 underline-offset-8" : ""
  }`;
}

function MobileLinks({ onNavigate, bookHref, languages }: { onNavigate?: () => void; bookHref: string; languages: readonly Language[] }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <nav aria-label={t("nav.mobileLabel")} className="mx-auto max-w-7xl px-4 pb-5 pt-2 sm:px-6">
      <ul className="space-y-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={localePath(item.to)} end={item.end} prefetch="intent" className={mobileLinkClass} onClick={onNavigate}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <Link to={bookHref} onClick={onNavigate} className={buttonClass("gold", "lg", "mt-4 w-full")}>
        {t("nav.bookNow")}
      </Link>
      <LanguageSwitcher languages={languages} className="mt-5 border-t border-white/10 pt-4" />
    </nav>
  );
}

/**
 * Fixed site header: transparent over the hero at the top of the page, solid with a shadow once
 * the page is scrolled more than 10 px (a scroll-driven animation in app/tailwind.css: no script, so it
 * is right before the page hydrates) and while the menu is open. The server's markup is the hydrated
 * header's: the menu button is there from the first paint, and a tap on it before the page's code has
 * arrived is replayed once it has (app/lib/hydrate-on-intent.ts). Without JavaScript a <noscript> style
 * keeps the header solid (so it stays readable over any content) and swaps the button for a <details>
 * disclosure (`.no-js-only`, hidden from JavaScript visitors).
 */
export function SiteHeader({ businessName, languages }: { businessName: string; languages: readonly Language[] }) {
  const location = useLocation();
  const t = useT();
  const localePath = useLocalePath();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const bookNow = bookNowHref(location.pathname);
  const bookHref = bookNow.startsWith("#") ? bookNow : localePath(bookNow);

  // Any navigation (link, back/forward) closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header data-open={open ? "" : undefined} className="site-header fixed inset-x-0 top-0 z-50">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:h-20 lg:px-8">
        <Link to={localePath("/")} className="flex min-w-0 items-center gap-2.5 text-white" aria-label={t("nav.homeLink", { businessName })}>
          <BrandMark className="h-8 w-8 shrink-0 text-gold-300" />
          <span className="truncate font-serif text-xl font-semibold tracking-wide sm:text-2xl">{businessName}</span>
        </Link>

        <nav aria-label={t("nav.mainLabel")} className="hidden items-center gap-8 md:flex">
          <ul className="flex items-center gap-8">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={localePath(item.to)} end={item.end} prefetch="intent" className={desktopLinkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to={bookHref} className={buttonClass("gold", "md", "px-5 shadow-sm")}>
            {t("nav.bookNow")}
          </Link>
          <LanguageSwitcher languages={languages} compact />
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="js-only inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
          <span className="sr-only">{t(open ? "nav.closeMenu" : "nav.openMenu")}</span>
        </button>
        {/* Without JavaScript (shown by the <noscript> style only): a native disclosure opens and closes the menu. */}
        <div className="md:hidden">
          <div className="no-js-only">
            <details className="group">
              <summary className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden">
                <Menu aria-hidden className="h-6 w-6 group-open:hidden" />
                <X aria-hidden className="hidden h-6 w-6 group-open:block" />
                <span className="sr-only">{t("nav.menu")}</span>
              </summary>
              <div className="absolute inset-x-0 top-full border-t border-white/10 bg-forest-950 shadow-lg">
                <MobileLinks bookHref={bookHref} languages={languages} />
              </div>
            </details>
          </div>
        </div>
      </div>

      <div
        id="mobile-menu"
        className={`grid border-white/10 bg-forest-950 transition-[grid-template-rows,visibility] duration-300 ease-in-out md:hidden ${
          open ? "visible grid-rows-[1fr] border-t" : "invisible grid-rows-[0fr]"
        }`}
      >
        <div className="overflow-hidden">
          <MobileLinks bookHref={bookHref} languages={languages} onNavigate={() => setOpen(false)} />
        </div>
      </div>
    </header>
  );
}
