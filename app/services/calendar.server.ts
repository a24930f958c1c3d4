import ical from "ical-generator";
import { addDays, addMonths, type DayRange } from "~/lib/day-ranges";
import { todayInBusinessZone } from "~/lib/dates";
import { safeFetchText } from "~/lib/safe-fetch.server";

import {
  addFeed,
  createBlock,
  deleteBlock,
  deleteFeed,
  exportEventsForToken,
  getExportToken,
  listAllFeeds,
  listBlocks,
  listFeeds,
  readCalendarSources,
  recordFeedError,
  regenerateExportToken,
  replaceFeedEvents,
  type CalendarFeed,
  type CalendarSources,
} from "~/models/calendar.server";
import type { CalendarEntry, CalendarWindow, PropertyCalendar } from "~/schemas/calendar";
import { getPropertyById } from "~/models/property.server";
import { NotFoundError } from "~/lib/domain-errors";
import { AVAILABILITY_MESSAGES } from "~/messages";
import type { BlockInput } from "~/schemas/availability";
import { env } from "~/lib/env.server";
import { writeTransaction } from "~/db/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { parseFeed } from "./ical-feed.server";
import { MAX_WINDOW_MONTHS } from "./booking.server";

/** Calendar sync: the admin calendar's use cases, the iCal export and the periodic import. */

export const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;

async function liveProperty(propertyId: number) {
  const property = await getPropertyById(propertyId);
  if (!property) throw new NotFoundError(AVAILABILITY_MESSAGES.propertyNotFound);
  return property;
}

/** The host of a feed address (the log names the calendar, never its secret path). */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

export const exportUrlFor = (origin: string, token: string) => `${origin}/ical/${token}.ics`;

/** The admin view and its JSON twin: { exportUrl, blocks, feeds }. */
export async function calendarOverview(propertyId: number, origin: string) {
  const property = await liveProperty(propertyId);
  const [token, blocks, feeds] = await Promise.all([getExportToken(propertyId), listBlocks(propertyId), listFeeds(propertyId)]);
  return {
    property: { id: property.id, name: property.name, slug: property.slug },
    exportUrl: exportUrlFor(origin, token),
    blocks: blocks.map((b) => ({
      id: b.id,
      startDate: b.startDate,
      endDate: b.endDate,
      note: b.note,
      createdAt: b.createdAt,
      createdBy: b.createdBy,
    })),
    feeds: feeds.map((f) => ({ id: f.id, url: f.url, lastSyncedAt: f.lastSyncedAt, lastError: f.lastError, lastErrorAt: f.lastErrorAt })),
  };
}

// The calendars of every property (the admin calendar page, its JSON twin, a property's month) -------

/** Known channels by the host of their calendar address; any other source is named by its host. */
const FEED_SOURCES: [RegExp, string][] = [
  [/(^|\.)airbnb\./, "Airbnb"],
  [/(^|\.)booking\.com$/, "Booking.com"],
  [/(^|\.)(vrbo|homeaway)\./, "Vrbo"],
  [/(^|\.)google\.com$/, "Google Calendar"],
];

/** Where an imported calendar comes from, as staff name it: "Airbnb", or the address's host. */
export function feedSource(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return "another calendar";
  }
  return FEED_SOURCES.find(([pattern]) => pattern.test(host))?.[1] ?? host.replace(/^www\./, "");
}

const KIND_ORDER: Record<CalendarEntry["kind"], number> = { stay: 0, pending: 1, block: 2, imported: 3 };

/** One row per property, its entries by first night (a day's stays before its requests, blocks and imports). */
function toCalendars(sources: CalendarSources): PropertyCalendar[] {
  const rows = new Map<number, PropertyCalendar>(sources.properties.map((p) => [p.id, { property: p, entries: [] }]));
  const add = (propertyId: number, entry: CalendarEntry) => rows.get(propertyId)?.entries.push(entry);
  for (const i of sources.inquiries)
    add(i.propertyId, {
      kind: i.status === "confirmed" ? "stay" : "pending",
      startDate: i.startDate,
      endDate: i.endDate,
      inquiryId: i.id,
      label: i.name,
    });
  for (const b of sources.blocks)
    add(b.propertyId, { kind: "block", startDate: b.startDate, endDate: b.endDate, label: b.note ? `Blocked: ${b.note}` : "Blocked" });
  for (const e of sources.events)
    add(e.propertyId, { kind: "imported", startDate: e.startDate, endDate: e.endDate, label: `Imported from ${feedSource(e.feedUrl)}` });
  for (const row of rows.values())
    row.entries.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : KIND_ORDER[a.kind] - KIND_ORDER[b.kind]));
  return [...rows.values()];
}

/**
 * Every live property with the confirmed stays, pending requests, blocks and imported events that have a
 * night from `from` to `to` (both included). Entries keep their own dates (a stay that began last month
 * starts last month); four queries whatever the number of properties.
 */
export async function propertyCalendars(window: CalendarWindow): Promise<PropertyCalendar[]> {
  return toCalendars(await readCalendarSources({ startDate: window.from, endDate: addDays(window.to, 1) }));
}

/** One live property's calendar over the same window (its calendar page's month). */
export async function propertyCalendar(propertyId: number, window: CalendarWindow): Promise<PropertyCalendar> {
  const sources = await readCalendarSources({ startDate: window.from, endDate: addDays(window.to, 1) }, propertyId);
  const [row] = toCalendars(sources);
  if (!row) throw new NotFoundError(AVAILABILITY_MESSAGES.propertyNotFound);
  return row;
}

// The staff commands on a property's calendar (the calendar page and its JSON twins): each change and
// its audit row commit together; fetching a feed (the network) always happens outside the transaction.

/** The audit target of a calendar change: the property, by its name. */
const target = (property: { id: number; name: string }) => ({ type: "property", id: property.id, label: property.name });

/** Block nights (staff's own use, maintenance): recorded with who added the block. */
export async function addBlock(actor: AuditActor, propertyId: number, input: BlockInput) {
  const property = await liveProperty(propertyId);
  return writeTransaction(async (trx) => {
    const block = await createBlock(trx, propertyId, input, actor.username);
    await recordAudit(trx, actor, "calendar.block-add", target(property), { startDate: input.startDate, endDate: input.endDate });
    return block;
  });
}

export async function removeBlock(actor: AuditActor, propertyId: number, blockId: number) {
  const property = await liveProperty(propertyId);
  await writeTransaction(async (trx) => {
    const block = await deleteBlock(trx, propertyId, blockId);
    await recordAudit(trx, actor, "calendar.block-remove", target(property), { blockId, startDate: block.startDate, endDate: block.endDate });
  });
}

/** A new feed is fetched at once (after it is stored), so staff see straight away whether the address works. */
export async function addCalendarFeed(actor: AuditActor, propertyId: number, url: string): Promise<CalendarFeed> {
  const property = await liveProperty(propertyId);
  const feed = await writeTransaction(async (trx) => {
    const feed = await addFeed(trx, propertyId, url);
    await recordAudit(trx, actor, "calendar.feed-add", target(property), { url: new URL(url).host });
    return feed;
  });
  await syncFeed(feed);
  return (await listFeeds(propertyId)).find((f) => f.id === feed.id) ?? feed;
}

export async function removeCalendarFeed(actor: AuditActor, propertyId: number, feedId: number) {
  const property = await liveProperty(propertyId);
  await writeTransaction(async (trx) => {
    const feed = await deleteFeed(trx, propertyId, feedId);
    await recordAudit(trx, actor, "calendar.feed-remove", target(property), { feedId, url: hostOf(feed.url) });
  });
}

/** A new secret export link: the old one stops working at once. */
export async function regenerateExport(actor: AuditActor, propertyId: number) {
  const property = await liveProperty(propertyId);
  return writeTransaction(async (trx) => {
    const token = await regenerateExportToken(trx, propertyId);
    await recordAudit(trx, actor, "calendar.export-regenerate", target(property));
    return token;
  });
}

/**
 * 'Sync now': fetch every feed of the property (each feed's events are replaced in a transaction of
 * their own, after its fetch), then record who asked. True when every feed answered.
 */
export async function syncPropertyNow(actor: AuditActor, propertyId: number): Promise<boolean> {
  const ok = await syncProperty(propertyId);
  const property = await getPropertyById(propertyId);
  await writeTransaction((trx) => recordAudit(trx, actor, "calendar.sync", property ? target(property) : { type: "property", id: propertyId }));
  return ok;
}

// Import -------------------------------------------------------------------------------------

const allowPrivateHosts = () => env("ICAL_ALLOW_PRIVATE_HOSTS");

/**
 * The sync window: repeating events are expanded from 30 days ago (what the export shows too) to 24 months
 * ahead (the longest availability window); events that ended before it are not kept.
 */
export function syncWindow(today = todayInBusinessZone()): DayRange {
  return { startDate: addDays(today, -30), endDate: addMonths(today, MAX_WINDOW_MONTHS) };
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string })?.code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "The calendar's server could not be found";
  if (code === "ECONNREFUSED") return "The calendar's server refused the connection";
  return message || "The calendar could not be fetched";
}

/** Fetch one feed: a good answer replaces its events; a failure keeps them and records the error. */
export async function syncFeed(feed: { id: number; url: string }): Promise<boolean> {
  try {
    const text = await safeFetchText(feed.url, { allowPrivate: allowPrivateHosts(), maxBytes: FEED_MAX_BYTES, timeoutMs: FEED_TIMEOUT_MS });
    await replaceFeedEvents(feed.id, await parseFeed(text, syncWindow()));
    return true;
  } catch (error) {
    await recordFeedError(feed.id, describe(error));
    return false;
  }
}

/** 'Sync now' for one property: every feed, one after the other. */
async function syncProperty(propertyId: number): Promise<boolean> {
  await liveProperty(propertyId);
  let ok = true;
  for (const feed of await listFeeds(propertyId)) ok = (await syncFeed(feed)) && ok;
  return ok;
}

let syncing: Promise<void> | undefined;

/** Every feed of every live property (the timer); runs one at a time. */
export function syncAllFeeds(): Promise<void> {
  syncing ??= (async () => {
    try {
      for (const feed of await listAllFeeds()) await syncFeed(feed);
    } catch (error) {
      console.error("Calendar sync failed", error);
    } finally {
      syncing = undefined;
    }
  })();
  return syncing;
}

/** Minutes between two imports: ICAL_SYNC_MINUTES (default 30, at least 1). */
export function syncIntervalMinutes(): number {
  return env("ICAL_SYNC_MINUTES");
}

// Export -------------------------------------------------------------------------------------

const utcDate = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/**
 * The property's feed (RFC 5545): one all-day VEVENT per confirmed stay and block from 30 days
 * ago, UID stable across exports, SUMMARY:Reserved and nothing about the guest. Null for an unknown token.
 */
export async function exportCalendar(token: string, host: string): Promise<string | null> {
  const data = await exportEventsForToken(token, addDays(todayInBusinessZone(), -30));
  if (!data) return null;
  const calendar = ical({ name: data.name, prodId: { company: "Tigoni Retreats", product: "Availability", language: "EN" } });
  const stamp = new Date();
  for (const event of data.events as (DayRange & { uid: string })[]) {
    calendar.createEvent({
      id: `${event.uid}-p${data.propertyId}@${host}`,
      stamp,
      start: utcDate(event.startDate),
      end: utcDate(event.endDate),
      allDay: true,
      summary: "Reserved",
    });
  }
  // Every content line ends with CRLF (RFC 5545 section 3.1), the last one too; ical-generator omits that one.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
