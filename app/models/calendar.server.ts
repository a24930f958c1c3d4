import { randomBytes } from "node:crypto";
import { sql, type SelectQueryBuilder } from "kysely";
import { compiledOnce } from "~/db/compiled-once";
import { getDb, writeTransaction, type DB } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { nowIso } from "~/lib/clock";
import { NotFoundError } from "~/lib/domain-errors";
import { mergeRanges, type DayRange } from "~/lib/day-ranges";

/**
 * Availability. Owns calendarBlocks, calendarFeeds, calendarEvents and calendarExports.
 * It also reads (never writes) the confirmed stays of bookingInquiries, because a property's
 * unavailable nights are the union of confirmed stays, staff blocks and imported events.
 * Functions that take a `db` can run inside writeTransaction().
 */

export interface CalendarBlock extends DayRange {
  id: number;
  propertyId: number;
  note: string | null;
  createdAt: string;
  createdBy: string | null;
}

export interface CalendarFeed {
  id: number;
  url: string;
  lastSyncedAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

export interface ImportedEvent extends DayRange {
  uid: string;
}

/** A property's taken nights by why they are taken (unmerged): confirmed stays, staff blocks, imported bookings. */
export interface TakenNights {
  stays: DayRange[];
  blocks: DayRange[];
  imported: DayRange[];
}

/**
 * The rows that take a property's nights touching [from, to), one query per kind: confirmed stays (other than
 * `exceptInquiryId`), blocks, imported events.
 */
function takingRows(db: DB, propertyId: number, from: string, to: string, exceptInquiryId?: number) {
  let stays = db
    .selectFrom("bookingInquiries")
    .select(["startDate", "endDate"])
    .where("propertyId", "=", propertyId)
    .where("status", "=", "confirmed")
    .where("endDate", ">", from)
    .where("startDate", "<", to);
  if (exceptInquiryId !== undefined) stays = stays.where("id", "!=", exceptInquiryId);
  const touching = (table: "calendarBlocks" | "calendarEvents") =>
    db
      .selectFrom(table)
      .select(["startDate", "endDate"])
      .where("propertyId", "=", propertyId)
      .where("endDate", ">", from)
      .where("startDate", "<", to);
  return { stays, blocks: touching("calendarBlocks"), imported: touching("calendarEvents") };
}

/** The ranges that make a night unavailable, by kind, optionally limited to those touching [from, to). */
async function takenByKind(db: DB, propertyId: number, window?: DayRange, exceptInquiryId?: number): Promise<TakenNights> {
  const rows = takingRows(db, propertyId, window?.startDate ?? "0000-01-01", window?.endDate ?? "9999-12-31", exceptInquiryId);
  const [stays, blocks, imported] = await Promise.all([rows.stays.execute(), rows.blocks.execute(), rows.imported.execute()]);
  return { stays, blocks, imported };
}

/** Every range that makes a night unavailable (unmerged), optionally limited to those touching [from, to). */
async function rawUnavailable(db: DB, propertyId: number, window?: DayRange, exceptInquiryId?: number): Promise<DayRange[]> {
  const { stays, blocks, imported } = await takenByKind(db, propertyId, window, exceptInquiryId);
  return [...stays, ...blocks, ...imported];
}

/** The property's taken nights in `window`, each kind merged on its own (the staff price calendar marks them apart). */
export async function listTakenNights(propertyId: number, window: DayRange): Promise<TakenNights> {
  const taken = await takenByKind(await getDb(), propertyId, window);
  return { stays: mergeRanges(taken.stays), blocks: mergeRanges(taken.blocks), imported: mergeRanges(taken.imported) };
}

/** The property's unavailable nights as merged, sorted ranges (endDate exclusive). */
export async function listUnavailableRanges(propertyId: number, window?: DayRange): Promise<DayRange[]> {
  return mergeRanges(await rawUnavailable(await getDb(), propertyId, window));
}

/**
 * Does the stay share a night with a confirmed stay (other than `exceptInquiryId`), a block or an imported
 * event? One statement that stops at the first such row: it runs under the write lock of the booking it guards.
 */
export async function stayOverlapsUnavailable(db: DB, propertyId: number, stay: DayRange, exceptInquiryId?: number): Promise<boolean> {
  const taken = await (exceptInquiryId === undefined
    ? firstTaking(db, { propertyId, from: stay.startDate, to: stay.endDate })
    : firstTakingRow(takingRows(db, propertyId, stay.startDate, stay.endDate, exceptInquiryId)).execute());
  return taken.length > 0;
}

const firstTakingRow = ({ stays, blocks, imported }: ReturnType<typeof takingRows>) => stays.unionAll(blocks).unionAll(imported).limit(1);

// A new booking's check (every guest's inquiry runs it under the write lock), compiled once.
const firstTaking = compiledOnce(["propertyId", "from", "to"], (db, v: { propertyId: number; from: string; to: string }) =>
  firstTakingRow(takingRows(db, v.propertyId, v.from, v.to)),
);

// Calendars of properties --------------------------------------------------------------------------

/** What the admin calendars draw, each row with its live property's id. */
export interface CalendarSources {
  properties: { id: number; name: string; slug: string }[];
  /** Confirmed stays and pending requests. */
  inquiries: { id: number; propertyId: number; name: string; status: "confirmed" | "pending"; startDate: string; endDate: string }[];
  blocks: { id: number; propertyId: number; startDate: string; endDate: string; note: string | null }[];
  /** Imported events with the address of the calendar they came from. */
  events: { id: number; propertyId: number; startDate: string; endDate: string; feedUrl: string }[];
}

/**
 * Every live property (or just `propertyId`) with its confirmed stays, pending requests, blocks and
 * imported events that have a night in [startDate, endDate): four queries, however many properties.
 * Archived properties are left out (their rows are not read): the last three ask for the live ones' ids.
 */
export async function readCalendarSources(window: DayRange, propertyId?: number): Promise<CalendarSources> {
  const db = await getDb();
  const properties = await db
    .selectFrom("properties")
    .select(["id", "name", "slug"])
    .where("archivedAt", "is", null)
    .$if(propertyId !== undefined, (q) => q.where("id", "=", propertyId!))
    .orderBy("id")
    .execute();
  const ids = properties.map((p) => p.id);
  if (ids.length === 0) return { properties, inquiries: [], blocks: [], events: [] };
  const [inquiries, blocks, events] = await Promise.all([
    touchingWindow(db, "bookingInquiries", ids, window)
      .where("status", "in", ["confirmed", "pending"])
      .select(["id", "propertyId", "name", "status", "startDate", "endDate"])
      .execute(),
    touchingWindow(db, "calendarBlocks", ids, window).select(["id", "propertyId", "startDate", "endDate", "note"]).execute(),
    touchingWindow(db, "calendarEvents", ids, window)
      .innerJoin("calendarFeeds", "calendarFeeds.id", "calendarEvents.feedId")
      .select([
        "calendarEvents.id",
        "calendarEvents.propertyId",
        "calendarEvents.startDate",
        "calendarEvents.endDate",
        "calendarFeeds.url as feedUrl",
      ])
      .execute(),
  ]);
  return {
    properties,
    inquiries: inquiries.map((i) => ({ ...i, status: i.status === "confirmed" ? "confirmed" : "pending" })),
    blocks,
    events,
  };
}

/**
 * The rows of `table` (stays, blocks or imported events) of the properties `propertyIds` that have a night in
 * `window`, in calendar order. Its columns are named with the table's name, so a join may follow.
 */
function touchingWindow<T extends "bookingInquiries" | "calendarBlocks" | "calendarEvents">(
  db: DB,
  table: T,
  propertyIds: number[],
  window: DayRange,
): SelectQueryBuilder<Database, T, object> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return db
    .selectFrom(table as "calendarBlocks")
    .where(column("propertyId"), "in", propertyIds)
    .where(column("endDate"), ">", window.startDate)
    .where(column("startDate"), "<", window.endDate)
    .orderBy(column("startDate"))
    .orderBy(column("id")) as unknown as SelectQueryBuilder<Database, T, object>;
}

// Clashes --------------------------------------------------------------------------------------

/** What a pending request's nights run into: a confirmed stay, another pending request, a staff block or an imported event. */
export interface StayConflict extends DayRange {
  kind: "stay" | "pending" | "block" | "imported";
  /** The inquiry's, block's or imported event's id. */
  id: number;
  /** The inquiry's reference (stays and pending requests), e.g. "TR-7K3M9Q". */
  reference?: string;
  /** The guest's name (stay, pending), the block's note, or the host of the imported feed. */
  name?: string;
}

/** A stay to check: an inquiry's own nights on its property. */
export interface StayToCheck extends DayRange {
  id: number;
  propertyId: number;
}

/** Stays checked per statement: 4 bound values each, a few hundred a statement on either engine. */
const STAYS_PER_QUERY = 100;

const byStart = (a: StayConflict, b: StayConflict) =>
  a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.id - b.id;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The clashes of each stay, by its inquiry id: every confirmed stay, other pending request, block and
 * imported event on the same property sharing a night with it. A page of stays costs three statements
 * per hundred (one per source, each term of its OR read through the source's property-and-date index),
 * however many stays or clashes there are.
 */
export async function findStayConflicts(db: DB, stays: readonly StayToCheck[]): Promise<Map<number, StayConflict[]>> {
  const found = new Map<number, StayConflict[]>(stays.map((s) => [s.id, []]));
  for (let i = 0; i < stays.length; i += STAYS_PER_QUERY) {
    const chunk = stays.slice(i, i + STAYS_PER_QUERY);
    const [inquiries, blocks, events] = await Promise.all([
      db
        .selectFrom("bookingInquiries")
        .select(["id", "reference", "propertyId", "status", "name", "startDate", "endDate"])
        .where((eb) =>
          eb.or(
            chunk.map((s) =>
              eb.and([
                eb("propertyId", "=", s.propertyId),
                eb("status", "in", ["confirmed", "pending"]),
                eb("startDate", "<", s.endDate),
                eb("endDate", ">", s.startDate),
              ]),
            ),
          ),
        )
        .execute(),
      db
        .selectFrom("calendarBlocks")
        .select(["id", "propertyId", "note", "startDate", "endDate"])
        .where((eb) =>
          eb.or(chunk.map((s) => eb.and([eb("propertyId", "=", s.propertyId), eb("startDate", "<", s.endDate), eb("endDate", ">", s.startDate)]))),
        )
        .execute(),
      db
        .selectFrom("calendarEvents")
        .innerJoin("calendarFeeds", "calendarFeeds.id", "calendarEvents.feedId")
        .select(["calendarEvents.id", "calendarEvents.propertyId", "calendarFeeds.url", "calendarEvents.startDate", "calendarEvents.endDate"])
        .where((eb) =>
          eb.or(
            chunk.map((s) =>
              eb.and([
                eb("calendarEvents.propertyId", "=", s.propertyId),
                eb("calendarEvents.startDate", "<", s.endDate),
                eb("calendarEvents.endDate", ">", s.startDate),
              ]),
            ),
          ),
        )
        .execute(),
    ]);
    const candidates: (StayConflict & { propertyId: number })[] = [
      ...inquiries.map((r) => ({
        kind: r.status === "confirmed" ? ("stay" as const) : ("pending" as const),
        id: r.id,
        reference: r.reference,
        name: r.name,
        propertyId: r.propertyId,
        startDate: r.startDate,
        endDate: r.endDate,
      })),
      ...blocks.map((r) => ({
        kind: "block" as const,
        id: r.id,
        ...(r.note ? { name: r.note } : {}),
        propertyId: r.propertyId,
        startDate: r.startDate,
        endDate: r.endDate,
      })),
      ...events.map((r) => ({
        kind: "imported" as const,
        id: r.id,
        name: hostOf(r.url),
        propertyId: r.propertyId,
        startDate: r.startDate,
        endDate: r.endDate,
      })),
    ];
    for (const stay of chunk) {
      const list = found.get(stay.id)!;
      for (const { propertyId, ...c } of candidates) {
        const isItself = (c.kind === "stay" || c.kind === "pending") && c.id === stay.id;
        if (propertyId === stay.propertyId && !isItself && c.startDate < stay.endDate && c.endDate > stay.startDate) list.push(c);
      }
    }
  }
  for (const list of found.values()) list.sort(byStart);
  return found;
}

// Blocks ---------------------------------------------------------------------------------------

export async function listBlocks(propertyId: number): Promise<CalendarBlock[]> {
  const db = await getDb();
  return db.selectFrom("calendarBlocks").selectAll().where("propertyId", "=", propertyId).orderBy("startDate").orderBy("id").execute();
}

export async function createBlock(
  db: DB,
  propertyId: number,
  input: DayRange & { note?: string | null },
  createdBy: string | null,
): Promise<CalendarBlock> {
  return db
    .insertInto("calendarBlocks")
    .values({ propertyId, startDate: input.startDate, endDate: input.endDate, note: input.note || null, createdAt: nowIso(), createdBy })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Delete a block; answers its nights (the audit log names them). */
export async function deleteBlock(db: DB, propertyId: number, blockId: number): Promise<{ startDate: string; endDate: string }> {
  const deleted = await db
    .deleteFrom("calendarBlocks")
    .where("id", "=", blockId)
    .where("propertyId", "=", propertyId)
    .returning(["startDate", "endDate"])
    .executeTakeFirst();
  if (!deleted) throw new NotFoundError("Block not found");
  return deleted;
}

// Imported feeds -------------------------------------------------------------------------------

const feedColumns = ["id", "url", "lastSyncedAt", "lastError", "lastErrorAt"] as const;

export async function listFeeds(propertyId: number): Promise<CalendarFeed[]> {
  const db = await getDb();
  return db.selectFrom("calendarFeeds").select(feedColumns).where("propertyId", "=", propertyId).orderBy("id").execute();
}

/** Every feed of every live property, for the periodic sync. */
export async function listAllFeeds(): Promise<(CalendarFeed & { propertyId: number })[]> {
  const db = await getDb();
  return db
    .selectFrom("calendarFeeds")
    .innerJoin("properties", "properties.id", "calendarFeeds.propertyId")
    .where("properties.archivedAt", "is", null)
    .select([
      "calendarFeeds.id",
      "calendarFeeds.url",
      "calendarFeeds.lastSyncedAt",
      "calendarFeeds.lastError",
      "calendarFeeds.lastErrorAt",
      "calendarFeeds.propertyId",
    ])
    .orderBy("calendarFeeds.id")
    .execute();
}

export async function addFeed(db: DB, propertyId: number, url: string): Promise<CalendarFeed> {
  return db.insertInto("calendarFeeds").values({ propertyId, url, createdAt: nowIso() }).returning(feedColumns).executeTakeFirstOrThrow();
}

/** Delete an imported feed, freeing the nights its events blocked (events cascade); answers its address (the audit log names its host). */
export async function deleteFeed(db: DB, propertyId: number, feedId: number): Promise<{ url: string }> {
  const deleted = await db
    .deleteFrom("calendarFeeds")
    .where("id", "=", feedId)
    .where("propertyId", "=", propertyId)
    .returning(["url"])
    .executeTakeFirst();
  if (!deleted) throw new NotFoundError("Feed not found");
  return deleted;
}

/** 5 bound values a row: 2,500 a statement, well under SQLite's and PostgreSQL's limits. */
const EVENTS_PER_INSERT = 500;

/** A good fetch: its events replace the previous ones (an event gone from the feed frees its nights). */
export async function replaceFeedEvents(feedId: number, events: ImportedEvent[]): Promise<void> {
  await writeTransaction(async (trx) => {
    const feed = await trx.selectFrom("calendarFeeds").select(["propertyId"]).where("id", "=", feedId).executeTakeFirst();
    if (!feed) return;
    await trx.deleteFrom("calendarEvents").where("feedId", "=", feedId).execute();
    // Several rows per statement: a feed of thousands of events is a few statements, not thousands.
    for (let i = 0; i < events.length; i += EVENTS_PER_INSERT) {
      const rows = events
        .slice(i, i + EVENTS_PER_INSERT)
        .map((e) => ({ feedId, propertyId: feed.propertyId, uid: e.uid, startDate: e.startDate, endDate: e.endDate }));
      await trx.insertInto("calendarEvents").values(rows).execute();
    }
    await trx.updateTable("calendarFeeds").set({ lastSyncedAt: nowIso(), lastError: null, lastErrorAt: null }).where("id", "=", feedId).execute();
  });
}

/** A failed fetch keeps the last good events and records what went wrong and when. */
export async function recordFeedError(feedId: number, message: string): Promise<void> {
  const db = await getDb();
  await db
    .updateTable("calendarFeeds")
    .set({ lastError: message.slice(0, 500), lastErrorAt: nowIso() })
    .where("id", "=", feedId)
    .execute();
}

// Export ---------------------------------------------------------------------------------------

const newToken = () => randomBytes(24).toString("base64url");

/** The property's secret export token, created on first use. */
export async function getExportToken(propertyId: number): Promise<string> {
  const db = await getDb();
  await db
    .insertInto("calendarExports")
    .values({ propertyId, token: newToken(), createdAt: nowIso() })
    .onConflict((oc) => oc.column("propertyId").doNothing())
    .execute();
  const row = await db.selectFrom("calendarExports").select("token").where("propertyId", "=", propertyId).executeTakeFirstOrThrow();
  return row.token;
}

/** A new token: the old feed URL stops working at once. */
export async function regenerateExportToken(db: DB, propertyId: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto("calendarExports")
    .values({ propertyId, token, createdAt: nowIso() })
    .onConflict((oc) => oc.column("propertyId").doUpdateSet({ token }))
    .execute();
  return token;
}

export interface ExportEvent extends DayRange {
  uid: string;
}

/**
 * What the exported feed shows for a live property: confirmed stays and blocks ending after
 * `since`, each with a UID that stays the same across exports. Imported events are not re-exported
 * (each channel already knows its own bookings). Null when the token is unknown.
 */
export async function exportEventsForToken(
  token: string,
  since: string,
): Promise<{ propertyId: number; name: string; events: ExportEvent[] } | null> {
  const db = await getDb();
  const property = await db
    .selectFrom("calendarExports")
    .innerJoin("properties", "properties.id", "calendarExports.propertyId")
    .where("calendarExports.token", "=", token)
    .where("properties.archivedAt", "is", null)
    .select(["properties.id", "properties.name"])
    .executeTakeFirst();
  if (!property) return null;
  const [stays, blocks] = await Promise.all([
    db
      .selectFrom("bookingInquiries")
      .select(["id", "startDate", "endDate"])
      .where("propertyId", "=", property.id)
      .where("status", "=", "confirmed")
      .where("endDate", ">", since)
      .execute(),
    db
      .selectFrom("calendarBlocks")
      .select(["id", "startDate", "endDate"])
      .where("propertyId", "=", property.id)
      .where("endDate", ">", since)
      .execute(),
  ]);
  const events = [
    ...stays.map((s) => ({ uid: `stay-${s.id}`, startDate: s.startDate, endDate: s.endDate })),
    ...blocks.map((b) => ({ uid: `block-${b.id}`, startDate: b.startDate, endDate: b.endDate })),
  ].sort((x, y) => (x.startDate < y.startDate ? -1 : x.startDate > y.startDate ? 1 : 0));
  return { propertyId: property.id, name: property.name, events };
}
