import { formatAdminDateTime } from "~/lib/dates";
import type { TimelineEntry } from "~/services/inquiries.server";

const KIND_LABELS: Record<TimelineEntry["kind"], string> = {
  received: "Received",
  email: "E-mail",
  status: "Status",
  dates: "Dates",
  note: "Note",
  reply: "Reply",
  "guest-cancel": "Guest cancelled",
  payment: "Payment",
};

const KIND_STYLES: Record<TimelineEntry["kind"], string> = {
  received: "bg-forest-100 text-forest-900",
  email: "bg-stone-100 text-stone-800",
  status: "bg-gold-100 text-gold-900",
  dates: "bg-gold-100 text-gold-900",
  note: "bg-stone-100 text-stone-800",
  reply: "bg-blue-50 text-blue-900",
  "guest-cancel": "bg-red-50 text-red-900",
  payment: "bg-emerald-50 text-emerald-900",
};

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="mt-4 space-y-4 border-l-2 border-stone-200 pl-4" data-testid="timeline">
      {entries.map((entry, i) => (
        <li key={i} className="relative" data-kind={entry.kind}>
          <span aria-hidden className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-forest-700" />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
            <span className={`rounded px-1.5 py-0.5 font-semibold ${KIND_STYLES[entry.kind]}`}>{KIND_LABELS[entry.kind]}</span>
            <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time>
            <span>· {entry.actor}</span>
          </div>
          <p className="mt-1 whitespace-pre-line text-sm text-stone-900 [overflow-wrap:anywhere]">{entry.summary}</p>
        </li>
      ))}
    </ol>
  );
}
