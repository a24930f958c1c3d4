import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { ArrowLeft, Banknote, CalendarDays, type LucideIcon } from "~/components/ui/lucide-sprite";

/** A page's title and subtitle, with its actions (or one `link` to another page) on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
  link,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  link?: { to: string; icon: LucideIcon; label: string };
}) {
  if (link)
    actions = (
      <HeaderLink to={link.to} icon={link.icon}>
        {link.label}
      </HeaderLink>
    );
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold text-forest-900 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-stone-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/**
 * A white card on the stone background: a <section> when a heading names it (`aria-labelledby`), else a plain box
 * (a table's frame, an empty list's text), since a section is a part of the page's outline and wants a heading.
 */
export function Card({ children, className = "", ...rest }: { children: ReactNode; className?: string } & React.HTMLAttributes<HTMLElement>) {
  const Box = rest["aria-labelledby"] ? "section" : "div";
  return (
    <Box className={`rounded-xl border border-stone-200 bg-white shadow-sm ${className}`} {...rest}>
      {children}
    </Box>
  );
}

/**
 * A card that is a section of its page under an <h2> (`id` names it): the booking page's parts, the rates and
 * settings sections, the calendar's panels. `size` "xl" for a page's main parts; `spaced` when a form follows.
 */
export function TitledCard({
  id,
  title,
  size = "lg",
  spaced = false,
  className = "p-5 sm:p-6",
  children,
}: {
  id: string;
  title: ReactNode;
  size?: "lg" | "xl";
  spaced?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className} aria-labelledby={id}>
      <h2 id={id} className={`${spaced ? "mb-3 " : ""}${size === "xl" ? "text-xl" : "text-lg"} font-semibold text-forest-900`}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A page header's way to another page: an outlined link with its icon. */
export function HeaderLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass("outline")}>
      <Icon aria-hidden className="h-4 w-4" />
      {children}
    </Link>
  );
}

const PROPERTY_PAGES = {
  calendar: { title: "Calendar", icon: CalendarDays },
  rates: { title: "Rates", icon: Banknote },
} as const;

/**
 * The header of a property's own admin pages (its calendar, its rates): the page's name and the property's, a link
 * to the property's other page and one back to the properties list.
 */
export function PropertyPageHeader({
  property,
  page,
  subtitle,
}: {
  property: { id: number; name: string };
  page: keyof typeof PROPERTY_PAGES;
  subtitle: string;
}) {
  const other = page === "calendar" ? "rates" : "calendar";
  return (
    <PageHeader
      title={`${PROPERTY_PAGES[page].title}: ${property.name}`}
      subtitle={subtitle}
      actions={
        <>
          <HeaderLink to={`/admin/properties/${property.id}/${other}`} icon={PROPERTY_PAGES[other].icon}>
            {PROPERTY_PAGES[other].title}
          </HeaderLink>
          <HeaderLink to="/admin/properties" icon={ArrowLeft}>
            Properties
          </HeaderLink>
        </>
      }
    />
  );
}
