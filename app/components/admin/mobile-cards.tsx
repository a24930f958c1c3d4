import type { ReactNode } from "react";

/** A labelled value of a mobile card: the column's header and the cell's content. */
export type CardField<T> = [label: string, value: (item: T) => ReactNode];

/**
 * The phone view of an admin table (issue 13): below the md breakpoint the table is hidden and each
 * row becomes a card that shows every column as a labelled value, so nothing scrolls sideways at
 * 360 px. Give it the same fields and actions as the table's columns.
 */
export function MobileCards<T extends { id: number }>({
  label,
  items,
  empty,
  heading,
  fields,
  actions,
  testId,
}: {
  /** The list's accessible name, e.g. "Properties". */
  label: string;
  items: T[];
  empty?: ReactNode;
  heading: (item: T) => ReactNode;
  fields: CardField<T>[];
  actions?: (item: T) => ReactNode;
  testId?: string;
}) {
  if (items.length === 0) {
    return empty ? (
      <p className="rounded-xl border border-stone-200 bg-white px-5 py-10 text-center text-stone-600 shadow-sm md:hidden">{empty}</p>
    ) : null;
  }
  return (
    <ul aria-label={label} className="space-y-3 md:hidden">
      {items.map((item) => {
        const buttons = actions?.(item);
        return (
          <li key={item.id} className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid={testId}>
            <div className="min-w-0 break-words font-semibold text-forest-900">{heading(item)}</div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              {fields.map(([name, value]) => (
                <div key={name} className="min-w-0">
                  <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{name}</dt>
                  <dd className="mt-0.5 break-words text-stone-900">{value(item)}</dd>
                </div>
              ))}
            </dl>
            {buttons ? <div className="mt-3 flex flex-wrap gap-2 border-t border-stone-100 pt-3">{buttons}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
