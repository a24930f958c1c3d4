import { Link } from "@remix-run/react";
import { TriangleAlert } from "~/components/ui/lucide-sprite";
import { formatLongDate } from "~/lib/dates";
import type { StayConflict } from "~/models/calendar.server";

/** What each kind of clash is called, in words staff use. */
export const CONFLICT_LABELS: Record<StayConflict["kind"], string> = {
  stay: "Confirmed stay",
  pending: "Other pending request",
  block: "Blocked dates",
  imported: "Imported booking",
};

/** "Confirmed stay: Jane Guest, March 3, 2027 to March 6, 2027". */
export function conflictText(conflict: StayConflict & { reference?: string }): string {
  const who = [conflict.reference, conflict.name].filter(Boolean).join(" ");
  return `${CONFLICT_LABELS[conflict.kind]}${who ? `: ${who}` : ""}, ${formatLongDate(conflict.startDate)} to ${formatLongDate(conflict.endDate)}`;
}

/** The list's marker on a pending request whose nights clash: how many, and with what (the page names each one). */
export function ConflictMarker({ conflicts, href, compact = false }: { conflicts: StayConflict[]; href: string; compact?: boolean }) {
  if (conflicts.length === 0) return null;
  const kinds = [...new Set(conflicts.map((c) => CONFLICT_LABELS[c.kind].toLowerCase()))].join(", ");
  const count = conflicts.length === 1 ? "1 clash" : `${conflicts.length} clashes`;
  return (
    <Link
      to={href}
      data-testid="conflict-marker"
      title={compact ? `${count}: ${kinds}` : undefined}
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-amber-700 bg-amber-50 text-xs font-semibold text-amber-900 hover:underline ${
        compact ? "px-1.5 py-0.5" : "px-2.5 py-0.5"
      }`}
    >
      <TriangleAlert aria-hidden className="h-3.5 w-3.5" />
      {/* In the table's one-line rows only the number shows; screen readers hear the same words as on a card. */}
      {compact ? <span aria-hidden>{conflicts.length}</span> : count}
      <span className="sr-only">
        {compact ? count : ""}: {kinds}
      </span>
    </Link>
  );
}

/** Each clash named, with a link to the booking it is (stays and requests) or the property's calendar (blocks, imports). */
export function ConflictList({ conflicts, propertyId }: { conflicts: (StayConflict & { reference?: string })[]; propertyId: number }) {
  return (
    <ul className="mt-3 space-y-2">
      {conflicts.map((c) => (
        <li key={`${c.kind}-${c.id}`} className="flex items-start gap-2 text-sm text-stone-900" data-testid="conflict">
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          {c.kind === "stay" || c.kind === "pending" ? (
            <Link to={`/admin/booking-inquiries/${c.id}`} className="text-forest-800 underline-offset-2 hover:underline">
              {conflictText(c)}
            </Link>
          ) : (
            <Link to={`/admin/properties/${propertyId}/calendar`} className="text-forest-800 underline-offset-2 hover:underline">
              {conflictText(c)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
