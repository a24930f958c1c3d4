import { formatMoney } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";
import type { CalendarMonth, CalendarNight, TakenKind } from "~/services/rates.server";
import { TitledCard } from "./page-header";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const nightName = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** What a taken night says, in words (its mark is a letter and a pattern too, never colour alone). */
const TAKEN: Record<TakenKind, { label: string; mark: string; className: string }> = {
  booked: { label: "Booked", mark: "B", className: "bg-forest-800 text-white" },
  blocked: { label: "Blocked", mark: "X", className: "bg-stone-700 text-white" },
  imported: { label: "Imported booking", mark: "I", className: "bg-stone-700 text-white" },
};

/** A night's name for screen readers and the tooltip: "Fri 4 Dec 2026: $420, weekend, High season, booked". */
function nightLabel(night: CalendarNight, currency: string): string {
  const parts = [formatMoney(night.price, currency)];
  if (night.weekend) parts.push("weekend");
  if (night.season) parts.push(night.season);
  if (night.taken) parts.push(TAKEN[night.taken].label.toLowerCase());
  return `${nightName.format(utc(night.date))}: ${parts.join(", ")}`;
}

/** A month's nights in weeks of Monday to Sunday (empty cells before the first and after the last). */
function weeksOf(nights: CalendarNight[]): (CalendarNight | null)[][] {
  const lead = (utc(nights[0].date).getUTCDay() + 6) % 7;
  const cells: (CalendarNight | null)[] = [...Array<null>(lead).fill(null), ...nights];
  while (cells.length % 7) cells.push(null);
  const weeks: (CalendarNight | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

function Night({ night, currency }: { night: CalendarNight; currency: string }) {
  const taken = night.taken ? TAKEN[night.taken] : null;
  const label = nightLabel(night, currency);
  return (
    <td
      className={`h-14 border border-stone-200 px-0.5 py-1 align-top ${taken ? "bg-stone-100" : night.season ? "bg-gold-100" : ""}`}
      title={label}
      data-date={night.date}
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden className="flex h-full flex-col items-start gap-0.5 leading-none">
        <span className="flex w-full items-center justify-between text-[11px] text-stone-600">
          {Number(night.date.slice(8))}
          {taken ? <span className={`rounded px-0.5 text-[10px] font-bold ${taken.className}`}>{taken.mark}</span> : null}
        </span>
        <span className={`text-[11px] font-medium tabular-nums ${taken ? "text-stone-600 line-through" : "text-stone-900"}`}>
          {formatMoney(night.price, currency)}
        </span>
      </span>
    </td>
  );
}

/**
 * The next twelve months, each night with its price from the rule every quote uses, season nights shaded
 * and taken nights marked with a letter (B booked, X blocked, I imported) and a struck-through price. Each
 * night's full description is its cell's accessible name. Months stack on a phone; a month's table
 * scrolls inside its card if it ever has to.
 */
export function PriceCalendar({ months }: { months: CalendarMonth[] }) {
  const currency = useCurrency();
  return (
    <TitledCard id="price-calendar-title" title="Prices for the next 12 months">
      <p className="mt-1 text-sm text-stone-600">Each night&apos;s price as guests are quoted it, from the rates saved above.</p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700" aria-label="Calendar key">
        <li className="flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-4 border border-stone-300 bg-gold-100" />
          In a season
        </li>
        {Object.values(TAKEN).map((t) => (
          <li key={t.mark} className="flex items-center gap-1">
            <span aria-hidden className={`rounded px-0.5 text-[10px] font-bold ${t.className}`}>
              {t.mark}
            </span>
            {t.label} (price struck through)
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-6 md:grid-cols-2 2xl:grid-cols-3">
        {months.map((m) => (
          <div key={m.month} className="min-w-0 overflow-x-auto">
            <table className="w-full table-fixed border-collapse text-center">
              <caption className="pb-2 text-left text-sm font-semibold text-stone-900">{monthName.format(utc(`${m.month}-01`))}</caption>
              <thead>
                <tr>
                  {WEEKDAYS.map((d) => (
                    <th key={d} scope="col" className="pb-1 text-[11px] font-medium text-stone-600">
                      <abbr title={d} className="no-underline">
                        {d.slice(0, 2)}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeksOf(m.nights).map((week) => (
                  <tr key={week.find(Boolean)!.date}>
                    {week.map((night, i) => (night ? <Night key={night.date} night={night} currency={currency} /> : <td key={`empty-${i}`} />))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </TitledCard>
  );
}
