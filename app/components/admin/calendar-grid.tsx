import { Form, Link } from "@remix-run/react";
import type { CSSProperties } from "react";
import { ChevronLeft, ChevronRight } from "~/components/ui/lucide-sprite";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { formatLongDate } from "~/lib/dates";
import { daysOfMonth, formatMonth, shiftMonth } from "~/lib/months";
import { assignLanes } from "~/lib/calendar-lanes";
import { addDays } from "~/lib/day-ranges";
import type { CalendarEntry, CalendarEntryKind, PropertyCalendar } from "~/schemas/calendar";

/**
 * A month of one or more properties' calendars as a server-drawn table: one column per night, a bar
 * per confirmed stay, pending request, block and imported booking, and one row per property that
 * grows a line (a lane) for each set of entries sharing nights, the property's header spanning them,
 * so no bar hides another. No JavaScript: it scrolls sideways inside its own region on a phone, and
 * every bar's text (kind, name, nights) is in the table for screen readers.
 */

/** How each kind of bar looks and is named: never by colour alone (pending bars are hatched and say so). */
const KINDS: Record<CalendarEntryKind, { name: string; className: string; style?: CSSProperties }> = {
  stay: { name: "Confirmed stay", className: "border border-forest-800 bg-forest-700 text-white" },
  pending: {
    name: "Pending request",
    className: "border-2 border-dashed border-amber-700 text-amber-950",
    style: { backgroundImage: "repeating-linear-gradient(135deg, #fef3c7 0 5px, #ffffff 5px 10px)" },
  },
  block: { name: "Blocked", className: "border border-stone-500 bg-stone-200 text-stone-900" },
  imported: { name: "Imported booking", className: "border border-sky-800 bg-sky-100 text-sky-950" },
};

/** The visible words of a bar: a request says it is pending; blocks and imports carry their kind in their label. */
const barText = (entry: CalendarEntry) => (entry.kind === "pending" ? `Pending: ${entry.label}` : entry.label);

/** What a screen reader hears for a bar: its kind, its label and its nights (check-out day named). */
function barDescription(entry: CalendarEntry): string {
  const label = entry.kind === "stay" || entry.kind === "pending" ? `${KINDS[entry.kind].name}: ${entry.label}` : entry.label;
  return `${label}, ${formatLongDate(entry.startDate)} to ${formatLongDate(entry.endDate)} (check-out)`;
}

interface Placed {
  entry: CalendarEntry;
  /** Index of its first night in the month, and how many of the month's nights it covers. */
  start: number;
  span: number;
}

/**
 * The month's entries on lanes (see assignLanes: entries that share a night never share a line), each
 * bar cut to the month. A property with nothing this month still gets one (empty) line.
 */
function lanesOfMonth(entries: CalendarEntry[], days: string[]): Placed[][] {
  const first = days[0];
  const end = addDays(days[days.length - 1], 1);
  const inMonth = entries.filter((e) => e.endDate > e.startDate && e.endDate > first && e.startDate < end);
  const lanes = assignLanes(inMonth).map((lane) =>
    lane.map((entry) => {
      const from = entry.startDate < first ? first : entry.startDate;
      const to = entry.endDate > end ? end : entry.endDate;
      const start = days.indexOf(from);
      return { entry, start, span: days.indexOf(addDays(to, -1)) - start + 1 };
    }),
  );
  return lanes.length ? lanes : [[]];
}

function Bar({ entry, startsBefore, endsAfter }: { entry: CalendarEntry; startsBefore: boolean; endsAfter: boolean }) {
  const kind = KINDS[entry.kind];
  const text = barText(entry);
  const description = barDescription(entry);
  const className = `flex h-7 min-w-0 items-center gap-0.5 overflow-hidden whitespace-nowrap px-1.5 text-xs font-medium ${kind.className} ${
    startsBefore ? "rounded-l-none border-l-0" : "rounded-l-md"
  } ${endsAfter ? "rounded-r-none border-r-0" : "rounded-r-md"}`;
  const content = (
    <>
      {startsBefore ? <span aria-hidden>‹</span> : null}
      <span aria-hidden className="truncate">
        {text}
      </span>
      <span className="sr-only">{description}</span>
    </>
  );
  return entry.inquiryId ? (
    <Link
      to={`/admin/booking-inquiries/${entry.inquiryId}`}
      className={`${className} hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-forest-900`}
      style={kind.style}
      title={description}
      data-kind={entry.kind}
    >
      {content}
    </Link>
  ) : (
    <span className={className} style={kind.style} title={description} data-kind={entry.kind}>
      {content}
    </span>
  );
}

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" });
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

export function CalendarGrid({
  month,
  today,
  rows,
  propertyHref,
}: {
  month: string;
  today: string;
  rows: PropertyCalendar[];
  /** Where a property's name leads (its own calendar); plain text without it. */
  propertyHref?: (property: PropertyCalendar["property"]) => string;
}) {
  const days = daysOfMonth(month);
  const monthName = formatMonth(month);
  const last = addDays(days[days.length - 1], 1);
  return (
    <div
      role="region"
      aria-label={`Calendar for ${monthName}`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-forest-700"
      data-testid="calendar-grid"
    >
      <table className="w-full table-fixed border-separate border-spacing-0 text-xs" style={{ minWidth: `calc(8.5rem + ${days.length} * 1.625rem)` }}>
        <caption className="sr-only">
          {monthName}: one row per property, one column per night; confirmed stays, pending requests, blocked dates and imported bookings
        </caption>
        <colgroup>
          <col className="w-28 sm:w-[8.5rem]" />
          {days.map((day) => (
            <col key={day} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 border-b border-stone-200 bg-stone-50 px-2 py-2 text-left font-semibold text-stone-700">
              Property
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                abbr={formatLongDate(day)}
                aria-current={day === today ? "date" : undefined}
                className={`border-b border-l border-stone-200 px-0 py-1 text-center font-medium ${
                  day === today ? "bg-gold-100 text-forest-900" : isWeekend(day) ? "bg-stone-100 text-stone-700" : "bg-stone-50 text-stone-700"
                }`}
              >
                <span className="block text-[0.625rem] uppercase leading-tight">{weekday(day).slice(0, 2)}</span>
                <span className="block text-sm leading-tight">{Number(day.slice(8))}</span>
                <span className="sr-only">{formatLongDate(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ property, entries }) => {
            const lines = lanesOfMonth(entries, days);
            return lines.map((line, index) => {
              const cells = [];
              let day = 0;
              for (const bar of line) {
                for (; day < bar.start; day++) cells.push(<td key={day} className={cellClass(days[day], today, index, lines.length)} />);
                cells.push(
                  <td key={day} colSpan={bar.span} className={`${cellClass(days[day], today, index, lines.length)} px-px py-1`}>
                    <Bar entry={bar.entry} startsBefore={bar.entry.startDate < days[0]} endsAfter={bar.entry.endDate > last} />
                  </td>,
                );
                day += bar.span;
              }
              for (; day < days.length; day++) cells.push(<td key={day} className={cellClass(days[day], today, index, lines.length)} />);
              return (
                <tr key={`${property.id}-${index}`} data-property={property.slug} data-lane={index}>
                  {index === 0 ? (
                    <th
                      scope="row"
                      rowSpan={lines.length}
                      className="sticky left-0 z-10 border-b border-stone-200 bg-white px-2 py-1 text-left align-middle font-medium text-stone-900"
                    >
                      {propertyHref ? (
                        <Link to={propertyHref(property)} className="block truncate text-forest-800 hover:underline" title={property.name}>
                          {property.name}
                        </Link>
                      ) : (
                        <span className="block truncate" title={property.name}>
                          {property.name}
                        </span>
                      )}
                    </th>
                  ) : null}
                  {cells}
                </tr>
              );
            });
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A night's cell: a light line between days, the last lane of a property closes its row, today tinted. */
function cellClass(day: string, today: string, lane: number, laneCount: number): string {
  const bottom = lane === laneCount - 1 ? "border-b border-stone-200" : "";
  return `h-9 border-l border-stone-100 ${bottom} ${day === today ? "bg-gold-50" : ""}`;
}

/** What the bars mean, in words and with a sample of each. */
export function CalendarLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-stone-700" aria-label="Legend">
      {(Object.keys(KINDS) as CalendarEntryKind[]).map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span aria-hidden className={`inline-block h-4 w-7 rounded ${KINDS[kind].className}`} style={KINDS[kind].style} />
          {KINDS[kind].name}
        </li>
      ))}
    </ul>
  );
}

/** Previous and next month, this month, and a month picker (a plain GET form, so it works without JavaScript). */
export function MonthNav({ month, thisMonth, path }: { month: string; thisMonth: string; path: string }) {
  const href = (m: string) => `${path}?month=${m}`;
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <nav aria-label="Months" className="flex flex-wrap items-end gap-2">
      <Link to={href(previous)} className={buttonClass("outline", "sm")} preventScrollReset>
        <ChevronLeft aria-hidden className="h-4 w-4" />
        {formatMonth(previous)}
        <span className="sr-only"> (previous month)</span>
      </Link>
      <Link to={href(next)} className={buttonClass("outline", "sm")} preventScrollReset>
        {formatMonth(next)}
        <span className="sr-only"> (next month)</span>
        <ChevronRight aria-hidden className="h-4 w-4" />
      </Link>
      {month !== thisMonth ? (
        <Link to={href(thisMonth)} className={buttonClass("ghost", "sm")}>
          This month
        </Link>
      ) : null}
      <Form method="get" action={path} className="flex items-end gap-2">
        <label className="sr-only" htmlFor="calendar-month">
          Month
        </label>
        <input
          id="calendar-month"
          type="month"
          name="month"
          defaultValue={month}
          key={month}
          required
          className={`${inputClass} !mt-0 !w-auto !py-1.5 text-sm`}
        />
        <button type="submit" className={buttonClass("outline", "sm")}>
          Show
        </button>
      </Form>
    </nav>
  );
}

/** A `?month=` that is not a month: the page shows the current month and says so. */
export function MonthRefused({ refused, month, className }: { refused: string | null; month: string; className: string }) {
  if (refused === null) return null;
  return (
    <p role="alert" className={`rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`}>
      &ldquo;{refused}&rdquo; is not a month (write it YYYY-MM, e.g. {month}): showing {formatMonth(month)}.
    </p>
  );
}
