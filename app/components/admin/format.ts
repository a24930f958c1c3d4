import { format } from "date-fns";
import { formatLongDate } from "~/lib/dates";

const thousands = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A Ksh amount with thousands separators, e.g. 12500 -> "12,500". */
export function formatKsh(amount: number): string {
  return thousands.format(amount);
}

/** East Africa Time (UTC+3, no daylight saving): the business's clock, whatever the server's zone. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** "November 21, 2026 at 10:15 AM" in East Africa Time, for when something happened. */
export function formatDateTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const eat = new Date(t + EAT_OFFSET_MS);
  const local = new Date(eat.getUTCFullYear(), eat.getUTCMonth(), eat.getUTCDate(), eat.getUTCHours(), eat.getUTCMinutes());
  return `${formatLongDate(iso)} at ${format(local, "h:mm a")}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Mary Wanjiku" from the optional first and last names, or null. */
export function fullName(user: { firstName: string | null; lastName: string | null }): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return name || null;
}
