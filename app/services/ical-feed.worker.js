// @ts-check
// Reads an imported iCal feed in a worker thread (started by ical-feed.server.ts), so a big or tricky feed
// never holds up the process that serves visitors. ical.js parses it (strict RFC 5545 values) and expands
// repeating events (RRULE, RDATE, EXDATE and the instances a RECURRENCE-ID moves or cancels) within the
// sync window. The answer is each blocking occurrence's UID, start and end, as a calendar day (all-day or
// floating times) or an instant (UTC, a VTIMEZONE or a time-zone name): the caller turns instants into
// days of the business's time zone.
//
// This file is not bundled: its text is loaded as a `data:` URL module, so it imports only Node's own
// modules, and ical.js from the address the caller resolved.
import { parentPort, workerData } from "node:worker_threads";

/**
 * @typedef {{ day: string } | { at: number }} Stamp
 * @typedef {{ uid: string; start: Stamp; end: Stamp | null }} Occurrence
 * @typedef {{ text: string; from: string; to: string; maxEvents: number; maxRepeats: number; icalUrl: string }} Job
 * @typedef {InstanceType<typeof import("ical.js").default.Time>} Time
 * @typedef {InstanceType<typeof import("ical.js").default.Component>} Component
 */

/** A refusal the caller words for staff. */
class FeedRefusal extends Error {
  /** @param {"unreadable" | "too-many-events" | "too-many-repeats"} code */
  constructor(code) {
    super(code);
    this.code = code;
  }
}

const job = /** @type {Job} */ (workerData);
/** @type {typeof import("ical.js").default} */
const ICAL = (await import(job.icalUrl)).default;

const pad = (/** @type {number} */ n, width = 2) => String(n).padStart(width, "0");

/** @param {Time} time */
const wallDay = (time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

/** @param {string} zone */
function isKnownZone(zone) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a wall-clock time in an IANA time zone names (for a TZID no VTIMEZONE in the feed describes).
 * @param {Time} time
 * @param {string} zone
 */
function wallTimeIn(time, zone) {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const offsetAt = (/** @type {number} */ ms) => {
    /** @type {Record<string, number>} */
    const p = {};
    for (const part of format.formatToParts(new Date(ms))) if (part.type !== "literal") p[part.type] = Number(part.value);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - ms;
  };
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/**
 * @param {Time} time
 * @returns {Stamp}
 */
function stampOf(time) {
  if (time.isDate) return { day: wallDay(time) };
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return { at: time.toUnixTime() * 1000 };
  // A TZID without a VTIMEZONE leaves the time floating with the zone's name beside it.
  const named = /** @type {{ timezone?: string }} */ (/** @type {unknown} */ (time)).timezone;
  if (named && isKnownZone(named)) return { at: wallTimeIn(time, named) };
  // A floating time is the same wall clock everywhere: the day as written.
  return { day: wallDay(time) };
}

/** The calendar day a stamp falls on, roughly (UTC for instants): enough to place it against the window. */
const roughDay = (/** @type {Stamp} */ stamp) => ("day" in stamp ? stamp.day : new Date(stamp.at).toISOString().slice(0, 10));

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)Z?)?$/;

/**
 * ical.js rolls an impossible date over (20271341 becomes 2028-02-10) and reads 2027-03-01 as a date of
 * its own making: a value that is not a real day or time refuses the feed rather than block wrong nights.
 * @param {Component} vevent
 */
function checkTimes(vevent) {
  for (const name of ["dtstart", "dtend", "recurrence-id", "exdate", "rdate"]) {
    for (const property of vevent.getAllProperties(name)) {
      if (property.type !== "date" && property.type !== "date-time") continue;
      for (const value of property.jCal.slice(3)) {
        const m = DATE_VALUE.exec(String(value));
        const day = m && new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
        if (!m || !day || day.getUTCMonth() !== Number(m[2]) - 1 || day.getUTCDate() !== Number(m[3])) throw new FeedRefusal("unreadable");
      }
    }
  }
}

/** @param {Component} vevent */
const isCancelled = (vevent) => String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";

/** @param {string} text */
function read(text) {
  const vevents = text.match(/^BEGIN:VEVENT[ \t]*\r?$/gim)?.length ?? 0;
  if (vevents > job.maxEvents) throw new FeedRefusal("too-many-events");
  /** @type {Component} */
  let calendar;
  try {
    const parsed = ICAL.parse(text);
    // Several VCALENDARs in one file: the first (feeds send one).
    calendar = new ICAL.Component(Array.isArray(parsed[0]) ? parsed[0] : parsed);
  } catch {
    throw new FeedRefusal("unreadable");
  }
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);

  /** @type {Occurrence[]} */
  const occurrences = [];
  let repeats = 0;
  /** @param {string} uid @param {Time} start @param {Time | null} end */
  const add = (uid, start, end) => {
    const occurrence = { uid, start: stampOf(start), end: end ? stampOf(end) : null };
    // Kept when it ends after the window opens (an event without an end lasts its start day).
    const lastDay = occurrence.end ? roughDay(occurrence.end) : roughDay(occurrence.start);
    if (lastDay < job.from) return;
    if (occurrences.length >= job.maxEvents) throw new FeedRefusal("too-many-events");
    occurrences.push(occurrence);
  };

  /** @type {Map<string, Component[]>} */
  const overrides = new Map();
  /** @type {Component[]} */
  const masters = [];
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    checkTimes(vevent);
    const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
    if (uid && vevent.hasProperty("recurrence-id")) overrides.set(uid, [...(overrides.get(uid) ?? []), vevent]);
    else masters.push(vevent);
  }
  const mastered = new Set();

  try {
    masters.forEach((vevent, index) => {
      const event = new ICAL.Event(vevent);
      const uid = (event.uid || `event-${index + 1}`).slice(0, 500);
      if (!event.startDate) return;
      if (!event.isRecurring()) {
        if (!isCancelled(vevent)) add(uid, event.startDate, event.endDate);
        return;
      }
      mastered.add(event.uid);
      for (const override of overrides.get(event.uid) ?? []) event.relateException(new ICAL.Event(override));
      if (isCancelled(vevent)) return;
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        if (++repeats > job.maxRepeats) throw new FeedRefusal("too-many-repeats");
        if (wallDay(next) >= job.to) break;
        const details = event.getOccurrenceDetails(next);
        if (details.item !== event && isCancelled(details.item.component)) continue;
        add(uid, details.startDate, details.endDate);
      }
    });
    // A moved instance whose repeating event is not in the feed stands alone.
    for (const [uid, list] of overrides) {
      if (mastered.has(uid)) continue;
      for (const vevent of list) {
        const event = new ICAL.Event(vevent);
        if (event.startDate && !isCancelled(vevent)) add(uid.slice(0, 500), event.startDate, event.endDate);
      }
    }
  } catch (error) {
    if (error instanceof FeedRefusal) throw error;
    // ical.js throws on values that break the standard (a malformed date, RRULE or duration).
    throw new FeedRefusal("unreadable");
  }
  return occurrences;
}

try {
  parentPort?.postMessage({ occurrences: read(job.text) });
} catch (error) {
  parentPort?.postMessage({ refused: error instanceof FeedRefusal ? error.code : "unreadable" });
}
