/**
 * Lanes for a property's calendar row: entries whose nights overlap go on separate lines, so every
 * bar is seen and can be clicked. Shared by the server and the page: no server code here.
 */

/** Anything with nights [startDate, endDate) (calendar days YYYY-MM-DD, the check-out day free) and a kind. */
export interface LaneEntry {
  kind: "stay" | "pending" | "block" | "imported";
  startDate: string;
  endDate: string;
}

/**
 * The order entries claim lanes in: confirmed stays first (the top line reads as the property's real
 * occupancy), then blocks and imported bookings (they also take nights), then pending requests (still
 * only asking).
 */
const RANK: Record<LaneEntry["kind"], number> = { stay: 0, block: 1, imported: 1, pending: 2 };

const overlaps = (a: LaneEntry, b: LaneEntry) => a.startDate < b.endDate && b.startDate < a.endDate;

/**
 * Greedy interval lane assignment: entries in a stable order (kind as above, then first night, then
 * check-out day, then as given), each put on the first lane where it shares no night with anything
 * already there, else on a new lane. Each lane comes back sorted by first night; no lanes for no entries.
 */
export function assignLanes<T extends LaneEntry>(entries: readonly T[]): T[][] {
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        RANK[a.entry.kind] - RANK[b.entry.kind] ||
        compare(a.entry.startDate, b.entry.startDate) ||
        compare(a.entry.endDate, b.entry.endDate) ||
        a.index - b.index,
    );
  const lanes: T[][] = [];
  for (const { entry } of ordered) {
    const lane = lanes.find((l) => l.every((other) => !overlaps(entry, other)));
    if (lane) lane.push(entry);
    else lanes.push([entry]);
  }
  return lanes.map((lane) => [...lane].sort((a, b) => compare(a.startDate, b.startDate)));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
