import type { ReactNode } from "react";
import type { LucideIcon } from "~/components/ui/lucide-sprite";
import { DialogTrigger } from "./dialog";
import { Card } from "./page-header";

/** Where a row is being drawn: the table (md and up) or the row's card (phones). */
export type RowView = "table" | "card";

/**
 * One column of an admin list, declared once for both of its views: a column of the table from the
 * md breakpoint up, and a labelled value of the row's card below it.
 */
export interface Column<T> {
  /** The column's header; on a card, the label of the value. */
  header: string;
  /** The table cell; without it the value is shown on the cards only. */
  cell?: (item: T) => ReactNode;
  /** The card's value where it differs from the cell (words instead of an icon); `false` leaves it off the cards. */
  card?: ((item: T) => ReactNode) | false;
  /** Numbers are right-aligned (with even-width digits), marks centred. */
  align?: "right" | "center";
  /** More classes for the table cell (colour, width, wrapping). */
  className?: string;
}

/**
 * A row's button that opens one of the page's dialogs (edit, delete): an icon in the table (its name
 * from `label`), an outlined button with its word on a card. `danger` colours it red.
 */
export function RowDialogTrigger({
  view,
  href,
  icon: Icon,
  text,
  label,
  danger,
}: {
  view: RowView;
  href: string;
  icon: LucideIcon;
  text: string;
  label: string;
  danger?: boolean;
}) {
  const red = view === "table" ? "!text-red-700 hover:!bg-red-50" : "!border-red-700 !text-red-800 hover:!bg-red-50";
  return (
    <DialogTrigger href={href} variant={view === "table" ? "ghost" : "outline"} size="sm" className={danger ? red : ""} label={label}>
      <Icon aria-hidden className="h-4 w-4" />
      {view === "card" ? text : null}
    </DialogTrigger>
  );
}

/** An empty value in a list: a light dash. */
export function NoValue() {
  return <span className="text-stone-500">—</span>;
}

const headerAlign = { right: "text-right", center: "text-center" } as const;
const cellAlign = { right: "text-right tabular-nums", center: "text-center" } as const;
const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ");

/** From which width the table shows instead of the cards (Tailwind's md, 768 px, or lg, 1024 px). */
const BREAKPOINTS = {
  md: { cards: "md:hidden", table: "hidden md:block" },
  lg: { cards: "lg:hidden", table: "hidden lg:block" },
} as const;

/**
 * An admin list: a table from md (or lg) up and, below it, one card per row that shows every column as a
 * labelled value, so nothing scrolls sideways on a phone. Only one of the two is displayed at a time,
 * so accessible names stay unique. A list whose phone view is more than its columns (a booking inquiry's
 * message, note and actions) draws its own cards with `renderCard`.
 *
 * The first column is the row's header: a `<th scope="row">` in the table, and its `card` renders the
 * card's heading. `actions` fills the last column (kept in view when the table scrolls sideways) and
 * the foot of each card; it is told which view it draws, as the table has room for icons only.
 */
export function AdminTable<T extends { id: number }>({
  label,
  items,
  columns,
  actions,
  actionsHeader = "Actions",
  empty,
  minWidth,
  busy,
  cardTestId,
  rowTestId,
  breakpoint = "md",
  renderCard,
  dense,
}: {
  /** The list's accessible name, e.g. "Properties" (the table's caption; its scroll region is "Properties table"). */
  label: string;
  items: T[];
  columns: [Column<T>, ...Column<T>[]];
  actions?: (item: T, view: RowView) => ReactNode;
  actionsHeader?: ReactNode;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  /** The table's smallest width, a Tailwind class such as "min-w-[760px]". */
  minWidth: string;
  /** The rows are being reloaded. */
  busy?: boolean;
  cardTestId?: string;
  rowTestId?: string;
  /** Where the table takes over from the cards: md (768 px, the default) or lg (1024 px). */
  breakpoint?: keyof typeof BREAKPOINTS;
  /** The page's own card for a row, instead of one drawn from the columns. */
  renderCard?: (item: T) => ReactNode;
  /** Tighter cells: one line per row, for lists staff scan many rows of. */
  dense?: boolean;
}) {
  const [first, ...rest] = columns;
  const onTable = rest.filter((column) => column.cell);
  const onCard = rest.filter((column) => column.card !== false);
  const shown = BREAKPOINTS[breakpoint];
  const pad = dense ? "px-3 py-1.5" : "px-4 py-3";
  return (
    <>
      {items.length === 0 ? (
        empty ? (
          <p className={`rounded-xl border border-stone-200 bg-white px-5 py-10 text-center text-stone-600 shadow-sm ${shown.cards}`}>{empty}</p>
        ) : null
      ) : renderCard ? (
        <div className={`space-y-4 ${shown.cards}`}>{items.map(renderCard)}</div>
      ) : (
        <ul aria-label={label} className={`space-y-3 ${shown.cards}`}>
          {items.map((item) => {
            const buttons = actions?.(item, "card");
            return (
              <li key={item.id} className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid={cardTestId}>
                <div className="min-w-0 break-words font-semibold text-forest-900">{first.card ? first.card(item) : first.cell?.(item)}</div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                  {onCard.map((column) => (
                    <div key={column.header} className="min-w-0">
                      <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{column.header}</dt>
                      <dd className="mt-0.5 break-words text-stone-900">{(column.card || column.cell)?.(item)}</dd>
                    </div>
                  ))}
                </dl>
                {buttons ? <div className="mt-3 flex flex-wrap gap-2 border-t border-stone-100 pt-3">{buttons}</div> : null}
              </li>
            );
          })}
        </ul>
      )}
      <Card className={`overflow-hidden ${shown.table}`}>
        <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={`${label} table`}>
          <table className={`w-full ${minWidth} text-left text-sm`} aria-busy={busy || undefined}>
            <caption className="sr-only">{label}</caption>
            <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold text-stone-700">
              <tr>
                {[first, ...onTable].map((column) => (
                  <th key={column.header} scope="col" className={classes(pad, column.align && headerAlign[column.align])}>
                    {column.header}
                  </th>
                ))}
                {actions ? (
                  <th scope="col" className={`sticky right-0 bg-stone-50 text-right ${pad}`}>
                    {actionsHeader}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {items.length === 0 ? (
                empty ? (
                  <tr>
                    <td colSpan={1 + onTable.length + (actions ? 1 : 0)} className="px-4 py-12 text-center text-stone-600">
                      {empty}
                    </td>
                  </tr>
                ) : null
              ) : (
                items.map((item) => (
                  <tr key={item.id} className="group hover:bg-stone-50" data-testid={rowTestId}>
                    <th scope="row" className={classes(pad, "font-medium text-stone-900", first.className)}>
                      {first.cell?.(item)}
                    </th>
                    {onTable.map((column) => (
                      <td key={column.header} className={classes(pad, column.align && cellAlign[column.align], column.className)}>
                        {column.cell?.(item)}
                      </td>
                    ))}
                    {actions ? (
                      <td className={`sticky right-0 bg-white group-hover:bg-stone-50 ${pad}`}>
                        <div className="flex items-center justify-end gap-1">{actions(item, "table")}</div>
                      </td>
                    ) : null}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}
