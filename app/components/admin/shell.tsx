import { Form, Link, NavLink, useLocation, useNavigation } from "@remix-run/react";
import {
  ArrowLeft,
  CalendarCheck,
  Banknote,
  ChartColumn,
  CalendarDays,
  Compass,
  Home,
  LayoutDashboard,
  Loader2,
  LogOut,
  Mail,
  Menu,
  MessageSquareQuote,
  Percent,
  Send,
  ScrollText,
  Settings,
  UserCircle,
  Users,
  X,
  type LucideIcon,
} from "~/components/ui/lucide-sprite";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { isAdmin, type UserRole } from "~/schemas/user";

export interface ShellUser {
  username: string;
  role: UserRole;
}

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  /** Shown while the page's data loads (SPEC: 'Loading activities...'). */
  loading: string;
}

export const ADMIN_NAV: NavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, loading: "Loading dashboard..." },
  { to: "/admin/properties", label: "Properties", icon: Home, loading: "Loading properties..." },
  { to: "/admin/activities", label: "Activities", icon: Compass, loading: "Loading activities..." },
  { to: "/admin/booking-inquiries", label: "Booking Inquiries", icon: CalendarCheck, loading: "Loading booking inquiries..." },
  { to: "/admin/calendar", label: "Calendar", icon: CalendarDays, loading: "Loading calendar..." },
  { to: "/admin/payments", label: "Payments", icon: Banknote, loading: "Loading payments..." },
  { to: "/admin/reports", label: "Reports", icon: ChartColumn, loading: "Loading reports..." },
  { to: "/admin/promo-codes", label: "Promo codes", icon: Percent, loading: "Loading promo codes..." },
  { to: "/admin/reviews", label: "Reviews", icon: MessageSquareQuote, loading: "Loading reviews..." },
  { to: "/admin/contact-messages", label: "Contact Messages", icon: Mail, loading: "Loading contact messages..." },
  { to: "/admin/emails", label: "Email", icon: Send, loading: "Loading e-mails..." },
  { to: "/admin/users", label: "Users", icon: Users, adminOnly: true, loading: "Loading users..." },
  { to: "/admin/settings", label: "Settings", icon: Settings, adminOnly: true, loading: "Loading settings..." },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText, adminOnly: true, loading: "Loading audit log..." },
];

function NavItems({ user, onNavigate }: { user: ShellUser; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {ADMIN_NAV.filter((item) => !item.adminOnly || isAdmin(user)).map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            prefetch="intent"
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-md border-l-4 px-3 py-2 text-sm font-medium transition-colors ${
                isActive ? "border-gold-400 bg-forest-800 text-white" : "border-transparent text-forest-100 hover:bg-forest-800/60 hover:text-white"
              }`
            }
          >
            <Icon aria-hidden className="h-5 w-5 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function UserArea({ user }: { user: ShellUser }) {
  return (
    <div className="space-y-3 border-t border-forest-700 pt-4">
      <div className="flex items-center gap-3 px-3">
        <UserCircle aria-hidden className="h-8 w-8 shrink-0 text-gold-300" />
        <div className="min-w-0">
          <p className="text-xs text-forest-200">Signed in as</p>
          <p className="truncate text-sm font-semibold text-white" data-testid="signed-in-user">
            {user.username}
          </p>
        </div>
      </div>
      <div className="space-y-1">
        <NavLink
          to="/admin/account"
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-md px-3 py-2 text-sm ${isActive ? "bg-forest-800 text-white" : "text-forest-100 hover:bg-forest-800/60 hover:text-white"}`
          }
        >
          <UserCircle aria-hidden className="h-4 w-4" />
          Your account
        </NavLink>
        <Link to="/" className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-forest-100 hover:bg-forest-800/60 hover:text-white">
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Back to website
        </Link>
        <Form method="post" action="/admin/logout">
          <button
            type="submit"
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-forest-100 hover:bg-forest-800/60 hover:text-white"
          >
            <LogOut aria-hidden className="h-4 w-4" />
            Log out
          </button>
        </Form>
      </div>
    </div>
  );
}

function Brand() {
  return (
    <Link to="/admin/dashboard" className="block rounded-md px-3 py-1">
      <span className="block font-serif text-xl font-semibold text-white">Tigoni Retreats</span>
      <span className="block text-xs font-medium uppercase tracking-widest text-gold-300">Admin</span>
    </Link>
  );
}

/**
 * Small screens: a menu button (JavaScript) or a native disclosure (no JavaScript) with the same items.
 * With JavaScript the menu closes on Escape (focus back on the button), on a click or tap outside it
 * and on navigation, and the button's aria-expanded follows.
 */
function MobileMenu({ user }: { user: ShellUser }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (menuRef.current && !menuRef.current.contains(event.target as Node)) setOpen(false);
    };
    // Focus moving out of the menu (Tab past its last item) closes it as well.
    const onFocus = (event: FocusEvent) => {
      if (menuRef.current && event.target instanceof Node && !menuRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open]);

  const panel = (
    <div className="space-y-4 bg-forest-900 px-4 pb-5 pt-2">
      <nav aria-label="Admin">
        <NavItems user={user} onNavigate={() => setOpen(false)} />
      </nav>
      <UserArea user={user} />
    </div>
  );

  if (!hydrated) {
    return (
      <details className="group lg:hidden">
        <summary className="absolute right-4 top-3 flex cursor-pointer list-none items-center gap-2 rounded-md border border-forest-600 px-3 py-2 text-sm font-medium text-white [&::-webkit-details-marker]:hidden">
          <Menu aria-hidden className="h-5 w-5" />
          Menu
        </summary>
        {panel}
      </details>
    );
  }
  return (
    <div className="lg:hidden" ref={menuRef}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="absolute right-4 top-3 flex items-center gap-2 rounded-md border border-forest-600 px-3 py-2 text-sm font-medium text-white"
      >
        {open ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
        Menu
      </button>
      <div id={panelId} hidden={!open}>
        {panel}
      </div>
    </div>
  );
}

/** Shown while another admin page's data loads. */
function PageLoading() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" && !navigation.formMethod ? navigation.location.pathname : null;
  const item = target && target !== location.pathname ? ADMIN_NAV.find((i) => i.to === target) : undefined;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed left-1/2 top-3 z-40 -translate-x-1/2 lg:left-[calc(50%+8rem)]">
      {item ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-forest-900 px-4 py-2 text-sm text-white shadow-lg">
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
          {item.loading}
        </span>
      ) : null}
    </div>
  );
}

export function AdminShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-stone-50">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-forest-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col justify-between overflow-y-auto bg-forest-900 px-3 py-6 lg:flex print:!hidden">
        <div className="space-y-8">
          <Brand />
          <nav aria-label="Admin">
            <NavItems user={user} />
          </nav>
        </div>
        <UserArea user={user} />
      </aside>
      <header className="relative bg-forest-900 px-4 py-3 lg:hidden print:hidden">
        <Brand />
        <MobileMenu user={user} />
      </header>
      <PageLoading />
      <main id="admin-main" tabIndex={-1} className="px-4 py-6 outline-none sm:px-6 lg:ml-64 lg:px-10 lg:py-10 print:!m-0 print:!p-0">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
