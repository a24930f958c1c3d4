import type { ReactNode } from "react";
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
