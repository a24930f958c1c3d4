import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { toCalendarDay } from "~/lib/dates";
import { addDays, type DayRange } from "~/lib/day-ranges";
// The worker's own text, bundled as a string: it runs as a `data:` URL module, so it needs no file of its own
// beside the server build.

/** The most VEVENTs a feed may hold, and the most nights' events it may block once repeats are expanded. */
export const FEED_MAX_EVENTS = 5000;
/** The most occurrences of repeating events walked through (before the window too) in one feed. */
export const FEED_MAX_REPEATS = 100_000;
/** A feed that takes longer to read is given up (its worker stopped), like one that takes too long to fetch. */
export const FEED_PARSE_TIMEOUT_MS = 10_000;
/** The worker's heap: a 5 MB feed of 5,000 events needs a fraction of it. */
const WORKER_HEAP_MB = 128;

export interface FeedEvent extends DayRange {
  uid: string;
}

type Stamp = { day: string } | { at: number };
type WorkerAnswer =
  { occurrences: { uid: string; start: Stamp; end: Stamp | null }[] } | { refused: "unreadable" | "too-many-events" | "too-many-repeats" };

const REFUSALS = {
  unreadable: "The calendar could not be read",
  "too-many-events": `The calendar has more than ${FEED_MAX_EVENTS.toLocaleString("en-GB")} events: only feeds of one property's bookings are imported`,
  "too-many-repeats": "The calendar's repeating events have too many dates to expand",
} as const;

const icalUrl = () => pathToFileURL(createRequire(import.meta.url).resolve("ical.js")).href;
// The worker's source is bundled as text (Vite's ?raw) and loaded on the first import only: the scripts
// run by tsx (seed, backup, create-admin) reach this module but never read a feed, and tsx has no ?raw.
let workerUrl: Promise<URL> | undefined;
const loadWorkerUrl = () =>
  (workerUrl ??= import("./ical-feed.worker.js?raw").then(
    ({ default: source }: { default: string }) => new URL(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`),
  ));

/** A calendar day of the business's time zone. */
function dayOf(stamp: Stamp): string | null {
  return "day" in stamp ? toCalendarDay(stamp.day) : toCalendarDay(new Date(stamp.at).toISOString());
}

/**
 * The blocking events of an .ics text (Airbnb, Booking.com, channel managers), read by ical.js in a worker
 * thread so the process that serves visitors never waits on it: all-day or timed VEVENTs, cancelled ones
 * skipped, repeating ones expanded (with their exceptions and moved instances) within `window`; events that
 * ended before the window opened are left out. Throws, with a message for staff, when the text is not a
 * calendar, breaks the standard, holds more than FEED_MAX_EVENTS events or takes too long to read.
 */
export async function parseFeed(text: string, window: DayRange): Promise<FeedEvent[]> {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, "")) || !/END:VCALENDAR\s*$/i.test(text)) {
    throw new Error("The address did not return an iCalendar (.ics) file");
  }
  const answer = await runWorker({
    text,
    from: window.startDate,
    to: window.endDate,
    maxEvents: FEED_MAX_EVENTS,
    maxRepeats: FEED_MAX_REPEATS,
    icalUrl: icalUrl(),
  });
  if ("refused" in answer) throw new Error(REFUSALS[answer.refused] ?? REFUSALS.unreadable);
  const events: FeedEvent[] = [];
  for (const { uid, start, end } of answer.occurrences) {
    const startDate = dayOf(start);
    if (!startDate) continue;
    // Nights are [start day, end day): a timed stay ending at 11:00 frees that night (the check-out
    // day); an event without an end, or ending the day it starts, takes one night.
    let endDate = end ? dayOf(end) : null;
    if (!endDate || endDate <= startDate) endDate = addDays(startDate, 1);
    events.push({ uid, startDate, endDate });
  }
  return events;
}

async function runWorker(job: Record<string, unknown>): Promise<WorkerAnswer> {
  const url = await loadWorkerUrl();
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new Error("The calendar took too long to read"))), FEED_PARSE_TIMEOUT_MS);
    worker.once("message", (answer: WorkerAnswer) => finish(() => resolve(answer)));
    worker.once("error", (error) => {
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a failure to start: logged for the operator, worded for staff.
      console.error("Calendar feed worker failed", error);
      finish(() => reject(new Error(REFUSALS.unreadable)));
    });
    worker.once("exit", () => finish(() => reject(new Error(REFUSALS.unreadable))));
  });
}
