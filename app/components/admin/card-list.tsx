import type { HTMLAttributes, ReactNode } from "react";
import { Card } from "./page-header";
import { Pagination } from "./pagination";

/** A paged list of cards (inquiries, messages): the cards, or the empty text, then the page links. */
export function CardList<T extends { id: number }>({
  items,
  empty,
  render,
  page,
  pageSize,
  total,
  label,
}: {
  items: T[];
  empty: ReactNode;
  render: (item: T) => ReactNode;
  page: number;
  pageSize: number;
  total: number;
  /** The accessible name of the page links, e.g. "Booking inquiry pages". */
  label: string;
}) {
  return (
    <>
      {items.length === 0 ? (
        <Card className="px-5 py-12 text-center text-stone-600">
          <p>{empty}</p>
        </Card>
      ) : (
        <div className="space-y-4">{items.map(render)}</div>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} label={label} />
    </>
  );
}

/**
 * One card of a CardList (an inquiry, a message): a landmark named by its heading plus a hidden
 * reference (two cards can share a title), the lines under the title, its status badge, what it holds,
 * and a footer with what last happened to it and its action.
 */
export function ListCard({
  headingId,
  title,
  reference,
  subtitle,
  badge,
  status,
  action,
  after,
  children,
  className,
  ...rest
}: {
  headingId: string;
  title: ReactNode;
  /** Read after the title, e.g. ", inquiry #7, 1 – 4 March 2030". */
  reference: ReactNode;
  subtitle: ReactNode;
  badge: ReactNode;
  status: ReactNode;
  action: ReactNode;
  /** Below the footer (the staff note). */
  after?: ReactNode;
  children: ReactNode;
  className: string;
} & Omit<HTMLAttributes<HTMLElement>, "title">) {
  return (
    <Card aria-labelledby={`${headingId} ${headingId}-ref`} className={className} {...rest}>
      <span id={`${headingId}-ref`} className="sr-only">
        {reference}
      </span>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-forest-900">
            {title}
          </h2>
          {subtitle}
        </div>
        <div className="shrink-0">{badge}</div>
      </div>
      {children}
      <div className="mt-4 flex flex-col gap-3 border-t border-stone-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">{status}</p>
        {action}
      </div>
      {after}
    </Card>
  );
}
