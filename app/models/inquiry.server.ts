import { sql, type Insertable, type Kysely } from "kysely";
import { compiledOnce } from "~/db/compiled-once";
import { getDb, type DB } from "~/db/db.server";
import { containsIgnoringCase, equalsIgnoringCase, inWindow } from "~/db/sql";
import type { Database, InquiryRow } from "~/db/schema";
import { DEFAULT_LANGUAGE, pathInLanguage, toLanguage, type Language } from "~/i18n/languages";
import { NotFoundError } from "~/lib/domain-errors";
import type { BookingInquiryInput } from "~/schemas/inquiry";
import { INQUIRY_STATUSES, toStoredInquiryStatus, type InquiryStatus, type StoredInquiryStatus } from "~/schemas/inquiry-status";
import { nowIso } from "~/lib/clock";
import { guestPagePath, isGuestTokenShaped, newGuestToken, newInquiryReference } from "~/lib/inquiry-reference.server";
import { publicUrl } from "~/lib/public-url.server";
import { type Page, type PageRequest, pageWindow } from "~/lib/paging.server";
import { tallyByStatus } from "~/lib/tally";
import type { InquiryEmailData } from "~/schemas/email-payload";
import { decodeImages, decodeList, encodeList } from "./json.server";
import { findStayConflicts, type StayConflict } from "./calendar.server";
import type { InquirySort } from "~/schemas/admin-list-query";
import type { Quote } from "~/lib/pricing";

// The list lives with the schema so the admin page, the API and the model share one definition.
export { INQUIRY_STATUSES, type InquiryStatus } from "~/schemas/inquiry-status";

/** The internal staff note's columns: never in what a guest sees. */
type NoteColumns = "note" | "noteUpdatedAt" | "noteUpdatedBy";

/**
 * An inquiry as guests and the public API see it: its stored row (the quote's nights and total null
 * for inquiries older than quotes) with the flags and lists decoded, and without the staff note.
 */
export type BookingInquiry = Omit<
  InquiryRow,
  NoteColumns | "guestToken" | "requestChef" | "requestActivities" | "status" | "quote" | "promoCodeId" | "confirmedAt" | "language"
> & {
  /** The language the guest wrote in: every e-mail to them is in it. */
  language: Language;
  requestChef: boolean;
  requestActivities: string[];
  status: StoredInquiryStatus;
  /** The quote as the guest was sent it, lines and all (null for inquiries from before quotes had lines). */
  quote: Quote | null;
};

/** What staff see (admin list, CSV, JSON twins): the inquiry with its internal note. */
export type StaffInquiry = BookingInquiry & Pick<InquiryRow, NoteColumns>;

export interface BookingInquiryWithProperty extends StaffInquiry {
  propertyName: string | null;
  propertySlug: string | null;
}

/**
 * The guest's own page for an inquiry (its token is the guest's secret: it goes into the guest's
 * acknowledgement e-mail and nowhere else; staff reach the link only through this).
 */
export function guestPageUrl(inquiry: Pick<InquiryRow, "guestToken">): string {
  return publicUrl() + guestPagePath(inquiry.guestToken);
}

/** The guest page's address of inquiry `id`, or undefined when there is no such inquiry. */
export async function findGuestPageUrl(id: number): Promise<string | undefined> {
  const db = await getDb();
  const row = await db.selectFrom("bookingInquiries").select("guestToken").where("id", "=", id).executeTakeFirst();
  return row ? guestPageUrl(row) : undefined;
}

/** The guest's page of inquiry `id` in the language the guest wrote in (undefined for no such inquiry), read with `db`. */
export async function guestPathOf(db: DB, id: number): Promise<string | undefined> {
  const row = await db.selectFrom("bookingInquiries").select(["guestToken", "language"]).where("id", "=", id).executeTakeFirst();
  return row ? pathInLanguage(toLanguage(row.language), guestPagePath(row.guestToken)) : undefined;
}

/** The guest token of inquiry `id` (for the guest's own e-mails only), read with `db`. */
export async function guestTokenOf(db: DB, id: number): Promise<string | undefined> {
  const row = await db.selectFrom("bookingInquiries").select("guestToken").where("id", "=", id).executeTakeFirst();
  return row?.guestToken;
}

/** A booking's id, status, quoted total and check-in (what its money is worked out from), read with `db`. */
export function findBookingTerms(db: DB, id: number) {
  return db.selectFrom("bookingInquiries").select(["id", "status", "total", "startDate"]).where("id", "=", id).executeTakeFirst();
}

/** The status of inquiry `id`, read with `db` (Kysely's NoResultError when there is none). */
export function inquiryStatusOf(db: DB, id: number) {
  return db.selectFrom("bookingInquiries").select(["status"]).where("id", "=", id).executeTakeFirstOrThrow();
}

/** Confirmed, quoted stays that begin from `today` to `lastCheckIn` (both included), by id: the balance reminders' candidates. */
export function listQuotedConfirmedStays(db: DB, today: string, lastCheckIn: string) {
  return db
    .selectFrom("bookingInquiries")
    .select(["id", "startDate"])
    .where("status", "=", "confirmed")
    .where("total", "is not", null)
    .where("startDate", ">=", today)
    .where("startDate", "<=", lastCheckIn)
    .orderBy("id")
    .execute();
}

/** The staff view of a row: never hand this to a guest-facing answer or e-mail. */
export function toStaffInquiry(row: InquiryRow): StaffInquiry {
  return { ...toInquiry(row), note: row.note ?? null, noteUpdatedAt: row.noteUpdatedAt ?? null, noteUpdatedBy: row.noteUpdatedBy ?? null };
}

export function toInquiry(row: InquiryRow): BookingInquiry {
  return {
    id: row.id,
    reference: row.reference,
    propertyId: row.propertyId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    startDate: row.startDate,
    endDate: row.endDate,
    guests: row.guests,
    message: row.message,
    requestChef: row.requestChef === 1,
    requestActivities: decodeList(row.requestActivities),
    createdAt: row.createdAt,
    status: toStoredInquiryStatus(row.status),
    statusChangedAt: row.statusChangedAt,
    statusChangedBy: row.statusChangedBy,
    nights: row.nights ?? null,
    total: row.total ?? null,
    quote: decodeQuote(row.quote ?? null),
    promoCode: row.promoCode ?? null,
    cancelledBy: row.cancelledBy ?? null,
    language: toLanguage(row.language),
  };
}

function decodeQuote(text: string | null): Quote | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Quote;
  } catch {
    return null;
  }
}

/** The quote an inquiry was sent with, and the promo code that quote used (counted as one of its uses). */
export interface InquiryQuote {
  quote: Quote;
  promoCodeId?: number | null;
}

/**
 * Store a new pending inquiry in the write transaction `db`, with the quote it was sent with, and answer it
 * with its guest token (for the guest's own e-mail only). The rules come first, in the service that calls this
 * (app/services/booking.server.ts: the property still live, its capacity, the nights still free).
 */
export async function storeInquiry(
  db: DB,
  input: BookingInquiryInput,
  quote?: InquiryQuote,
): Promise<{ inquiry: BookingInquiry; guestToken: string }> {
  const values: NewInquiry = {
    propertyId: input.propertyId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    startDate: input.startDate,
    endDate: input.endDate,
    guests: input.guests,
    message: input.message ?? null,
    requestChef: input.requestChef ? 1 : 0,
    requestActivities: encodeList(input.requestActivities),
    createdAt: nowIso(),
    status: "pending",
    nights: quote?.quote.nights ?? null,
    total: quote?.quote.total ?? null,
    quote: quote ? JSON.stringify(quote.quote) : null,
    promoCodeId: quote?.promoCodeId ?? null,
    promoCode: input.promoCode ?? null,
    language: input.language ?? DEFAULT_LANGUAGE,
    reference: "",
    guestToken: "",
  };
  // A reference (or guest token) another inquiry already has is refused by its unique index: with about
  // a billion references a clash is rare, but a busy site meets one now and then, so draw again. (Not
  // asked first: one statement fewer under the write lock; DO NOTHING keeps the transaction usable on
  // PostgreSQL too.)
  let row;
  do {
    values.reference = newInquiryReference();
    values.guestToken = newGuestToken();
    [row] = await insertNewInquiry(db, values);
  } while (!row);
  return { inquiry: toInquiry(row), guestToken: values.guestToken };
}

// The booking POST's insert, compiled once (every guest's inquiry runs it under the write lock).
/** A new inquiry's columns: every one given (a statement compiled once has one shape). */
const NEW_INQUIRY_COLUMNS = [
  "propertyId",
  "name",
  "email",
  "phone",
  "startDate",
  "endDate",
  "guests",
  "message",
  "requestChef",
  "requestActivities",
  "createdAt",
  "status",
  "nights",
  "total",
  "quote",
  "promoCodeId",
  "promoCode",
  "language",
  "reference",
  "guestToken",
] as const;
type NewInquiry = Required<Pick<Insertable<Database["bookingInquiries"]>, (typeof NEW_INQUIRY_COLUMNS)[number]>>;

const insertNewInquiry = compiledOnce(NEW_INQUIRY_COLUMNS, (db, values: NewInquiry) =>
  db
    .insertInto("bookingInquiries")
    .values({ ...values })
    .onConflict((oc) => oc.doNothing())
    .returningAll(),
);

export interface InquiryListOptions extends PageRequest {
  status?: InquiryStatus;
  /** Part of the guest's name, e-mail, phone or the inquiry's reference (any case). */
  q?: string;
  propertyId?: number;
  /** A property's whole name (that property), or part of one (every property whose name contains it). */
  property?: string;
  /** Stays with at least one night from `from` to `to` (calendar days, both included). */
  from?: string;
  to?: string;
  /** received: newest first (default); checkin: soonest check-in first. */
  sort?: InquirySort;
}

const LIST_PAGE = { pageSize: 20, max: 500 };

/** A property's whole name (any case) means that property; anything else, every property whose name contains it. */
async function propertyIdsNamed(text: string): Promise<number[]> {
  const db = await getDb();
  const exact = await db.selectFrom("properties").select("id").where(equalsIgnoringCase("name", text)).execute();
  const rows = exact.length ? exact : await db.selectFrom("properties").select("id").where(containsIgnoringCase("name", text)).execute();
  return rows.map((r) => r.id);
}

/**
 * Inquiries matching the filters, with the name of the property (archived ones included). The
 * search is a LIKE on name, e-mail, phone and reference (the phone also without spaces, dashes and brackets,
 * so "712345678" finds "+254 712 345 678").
 */
export async function listInquiries(options: InquiryListOptions = {}): Promise<Page<BookingInquiryWithProperty>> {
  const db = await getDb();
  const { page, pageSize, ...window } = pageWindow(options, LIST_PAGE);
  let base = db.selectFrom("bookingInquiries");
  if (options.status) base = base.where("bookingInquiries.status", "=", options.status);
  if (options.propertyId) base = base.where("bookingInquiries.propertyId", "=", options.propertyId);
  const property = options.property?.trim();
  if (property) {
    // Resolved to ids first: one property reads its inquiries newest first straight off its index.
    const ids = await propertyIdsNamed(property);
    // (0 is no property's id: with no match the list stays valid SQL and finds nothing.)
    base = ids.length === 1 ? base.where("bookingInquiries.propertyId", "=", ids[0]) : base.where("bookingInquiries.propertyId", "in", [...ids, 0]);
  }
  // A stay [startDate, endDate) has a night in [from, to] when it starts on or before `to` and leaves after `from`.
  if (options.to) base = base.where("bookingInquiries.startDate", "<=", options.to);
  if (options.from) base = base.where("bookingInquiries.endDate", ">", options.from);
  const q = options.q?.trim();
  if (q) {
    // A phone typed as digits also finds "+254 712 345 678" (spaces, dashes and brackets ignored).
    const digits = q.replace(/[\s()-]/g, "");
    const phoneDigits = containsIgnoringCase(
      sql<string>`replace(replace(replace(replace(${sql.ref("bookingInquiries.phone")}, ' ', ''), '-', ''), '(', ''), ')', '')`,
      digits,
    );
    base = base.where((eb) =>
      eb.or([
        containsIgnoringCase("bookingInquiries.name", q),
        containsIgnoringCase("bookingInquiries.email", q),
        containsIgnoringCase("bookingInquiries.phone", q),
        containsIgnoringCase("bookingInquiries.reference", q),
        ...(/^\+?\d{3,}$/.test(digits) ? [phoneDigits] : []),
      ]),
    );
  }
  let query = base
    .leftJoin("properties", "properties.id", "bookingInquiries.propertyId")
    .selectAll("bookingInquiries")
    .select(["properties.name as propertyName", "properties.slug as propertySlug"]);
  query =
    options.sort === "checkin"
      ? query.orderBy("bookingInquiries.startDate", "asc").orderBy("bookingInquiries.id", "asc")
      : query.orderBy("bookingInquiries.createdAt", "desc").orderBy("bookingInquiries.id", "desc");
  // With no filter but the status, the total is the trigger-kept count, not a count of every row.
  const statusOnly = !options.propertyId && !property && !options.to && !options.from && !q;
  const [rows, total] = await Promise.all([
    inWindow(query, window).execute(),
    statusOnly
      ? countInquiriesByStatus(options.status)
      : base
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n)),
  ]);
  return {
    items: rows.map((r) => ({ ...toStaffInquiry(r), propertyName: r.propertyName ?? null, propertySlug: r.propertySlug ?? null })),
    total,
    page,
    pageSize,
  };
}

/** One inquiry as staff see it, or undefined (the cancel confirmation of an inquiry on another page). */
export async function findInquiry(id: number): Promise<BookingInquiryWithProperty | undefined> {
  const db = await getDb();
  const row = await db
    .selectFrom("bookingInquiries")
    .leftJoin("properties", "properties.id", "bookingInquiries.propertyId")
    .selectAll("bookingInquiries")
    .select(["properties.name as propertyName", "properties.slug as propertySlug"])
    .where("bookingInquiries.id", "=", id)
    .executeTakeFirst();
  return row ? { ...toStaffInquiry(row), propertyName: row.propertyName ?? null, propertySlug: row.propertySlug ?? null } : undefined;
}

/**
 * An inquiry as its e-mails tell it (with its property's name), read with the command's transaction `db`;
 * 404 when there is no such inquiry.
 */
export async function inquiryForEmail(db: DB, id: number): Promise<InquiryEmailData> {
  const row = await db
    .selectFrom("bookingInquiries")
    .leftJoin("properties", "properties.id", "bookingInquiries.propertyId")
    .selectAll("bookingInquiries")
    .select(["properties.name as propertyName"])
    .where("bookingInquiries.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Booking inquiry not found");
  // The guest's page token: only the guest's e-mails use it (each links to the page); staff e-mails never carry it.
  return { ...toInquiry(row), propertyName: row.propertyName ?? "your stay", guestToken: row.guestToken };
}

/** Save (or clear, with null) the internal staff note of an inquiry, recording who and when. */
/** A confirmed stay that has not ended yet (a property with one may not be deleted). */
export interface UpcomingStay {
  id: number;
  reference: string;
  name: string;
  startDate: string;
  endDate: string;
}

/** The property's confirmed stays that end after `today` (under way or to come), soonest first. */
export async function listUpcomingConfirmedStays(db: DB, propertyId: number, today: string): Promise<UpcomingStay[]> {
  return db
    .selectFrom("bookingInquiries")
    .select(["id", "reference", "name", "startDate", "endDate"])
    .where("propertyId", "=", propertyId)
    .where("status", "=", "confirmed")
    .where("endDate", ">", today)
    .orderBy("startDate")
    .orderBy("id")
    .execute();
}

/** Whether any booking inquiry refers to the property (deleting it then archives it). */
export async function propertyHasInquiries(db: DB, propertyId: number): Promise<boolean> {
  return Boolean(await db.selectFrom("bookingInquiries").select("id").where("propertyId", "=", propertyId).limit(1).executeTakeFirst());
}

/**
 * How the audit log names an inquiry: "TR-7K3M9Q (Jane Guest, Alpine Retreat)", read in the
 * command's transaction, so the entry keeps the names even if the property goes later.
 */
/** A booking as the audit log names it: "TR-7K3M9Q (Jane Guest, Alpine Retreat)". */
export function inquiryLabel(row: { reference: string; name: string; propertyName: string | null }): string {
  return `${row.reference} (${row.name}, ${row.propertyName ?? "unknown property"})`;
}

export async function inquiryAuditLabel(db: DB, id: number): Promise<string | null> {
  const row = await db
    .selectFrom("bookingInquiries")
    .leftJoin("properties", "properties.id", "bookingInquiries.propertyId")
    .select(["bookingInquiries.reference", "bookingInquiries.name", "properties.name as propertyName"])
    .where("bookingInquiries.id", "=", id)
    .executeTakeFirst();
  return row ? inquiryLabel(row) : null;
}

/** The language inquiry `id`'s guest is written to in (staff's change; 404 for an unknown inquiry). */
export async function setInquiryLanguage(db: DB, id: number, language: Language): Promise<void> {
  const row = await db.updateTable("bookingInquiries").set({ language }).where("id", "=", id).returning("id").executeTakeFirst();
  if (!row) throw new NotFoundError("Booking inquiry not found");
}

export async function setInquiryNote(db: DB, id: number, note: string | null, by: string): Promise<StaffInquiry> {
  const row = await db
    .updateTable("bookingInquiries")
    .set({ note, noteUpdatedAt: nowIso(), noteUpdatedBy: by })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Booking inquiry not found");
  return toStaffInquiry(row);
}

/** Inquiries with `status` (every inquiry without one), from the counts the triggers keep. */
export async function countInquiriesByStatus(status?: InquiryStatus): Promise<number> {
  const db = await getDb();
  let query = db.selectFrom("inquiryStatusCounts").select(sql<number>`coalesce(sum(n), 0)`.as("n"));
  if (status) query = query.where("status", "=", status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** How many inquiries have each status (the list's filter tabs), from the counts the triggers keep. */
export async function countInquiriesPerStatus(): Promise<Record<InquiryStatus, number>> {
  const db = await getDb();
  return tallyByStatus(INQUIRY_STATUSES, await db.selectFrom("inquiryStatusCounts").select(["status", "n"]).execute());
}

/**
 * Set an inquiry's status in the write transaction `db`, recording who did it and when; answers the row as
 * stored. A cancellation by staff is theirs (the guest's own says "guest"); any other status clears it.
 * The overlap refusal and the guest's decision e-mail are the service's (inquiries.server.ts).
 */
export async function updateInquiryStatus(db: DB, id: number, status: InquiryStatus, changedBy: string): Promise<InquiryRow> {
  return db
    .updateTable("bookingInquiries")
    .set({
      status,
      statusChangedAt: nowIso(),
      statusChangedBy: changedBy,
      cancelledBy: status === "cancelled" ? "staff" : null,
      // A cancelled booking keeps when it was confirmed (it reads as a booking); a request reopened was never one.
      ...(status === "confirmed" ? { confirmedAt: nowIso() } : status === "cancelled" ? {} : { confirmedAt: null }),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A booking's stay moved by staff: its new nights with the price the one pricing function gave them. */
export interface MovedStay {
  startDate: string;
  endDate: string;
  nights: number;
  total: number;
  quote: string;
  promoCodeId: number | null;
}

/** Store a booking's new dates and their price (the service checked them under the same write lock). */
export async function moveInquiryStay(db: DB, id: number, stay: MovedStay): Promise<InquiryRow> {
  return db.updateTable("bookingInquiries").set(stay).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** The inquiry before a change (status, stay, property name): for the overlap check and the decision e-mail. */
export function inquiryBeforeChange(db: DB, id: number) {
  return db
    .selectFrom("bookingInquiries")
    .leftJoin("properties", "properties.id", "bookingInquiries.propertyId")
    .select([
      "bookingInquiries.status",
      "bookingInquiries.propertyId",
      "bookingInquiries.startDate",
      "bookingInquiries.endDate",
      "bookingInquiries.guests",
      "bookingInquiries.total",
      "bookingInquiries.promoCodeId",
      "properties.name as propertyName",
      "properties.directions",
    ])
    .where("bookingInquiries.id", "=", id)
    .executeTakeFirst();
}

/** A pending request's clashes (none for any other status): what the lists and the booking's page show. */
export type WithConflicts<T> = T & { conflicts: StayConflict[] };

/**
 * The inquiries with the clashes of each pending one: a confirmed stay, another pending request, a block
 * or an imported event sharing a night. A few statements for the whole page (see findStayConflicts).
 */
export async function withConflicts<T extends Pick<BookingInquiry, "id" | "propertyId" | "startDate" | "endDate" | "status">>(
  items: T[],
): Promise<WithConflicts<T>[]> {
  const pending = items.filter((i) => i.status === "pending");
  const found = pending.length ? await findStayConflicts(await getDb(), pending) : new Map<number, StayConflict[]>();
  return items.map((i) => ({ ...i, conflicts: found.get(i.id) ?? [] }));
}

/**
 * The properties with inquiries, by name, for the list's property filter; null when there are more
 * than `max` properties in all (then the filter is a name field, not a list of every property).
 */
export async function listInquiryProperties(max: number): Promise<{ id: number; name: string }[] | null> {
  const db = await getDb();
  const { n } = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("properties")
        .select("id")
        .limit(max + 1)
        .as("some"),
    )
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  if (Number(n) > max) return null;
  return db
    .selectFrom("properties")
    .select(["properties.id", "properties.name"])
    .where((eb) =>
      eb.exists(eb.selectFrom("bookingInquiries").select("bookingInquiries.id").whereRef("bookingInquiries.propertyId", "=", "properties.id")),
    )
    .orderBy("properties.name")
    .execute();
}

/** The property of a guest's stay as their page shows it: its link and photo only while it is live. */
export interface GuestStayProperty {
  name: string;
  /** null once staff archived it (its page is gone). */
  slug: string | null;
  image: string | null;
  imageAlt: string | null;
  /** How to find the place: for a confirmed guest only (the caller decides). */
  directions: string | null;
}

/** One inquiry as its guest sees it on their own page: no staff note, its property as the site shows it. */
export interface GuestStay extends BookingInquiry {
  property: GuestStayProperty | null;
  /** It was confirmed (and perhaps cancelled since): it reads as a booking, not a request. */
  wasConfirmed: boolean;
}

function guestStayQuery(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("bookingInquiries")
    .leftJoin("properties", "properties.id", "bookingInquiries.propertyId")
    .selectAll("bookingInquiries")
    .select([
      "properties.name as propertyName",
      "properties.slug as propertySlug",
      "properties.archivedAt as propertyArchivedAt",
      "properties.images as propertyImages",
      "properties.imageAlts as propertyImageAlts",
      "properties.directions as propertyDirections",
    ])
    .where("bookingInquiries.guestToken", "=", token);
}

/**
 * The inquiry whose guest token is `token`, looked up by its value through the column's unique index (a
 * token is 192 random bits: nothing is learnt from how long a miss takes); undefined for anything that
 * is not exactly one inquiry's token, malformed ones without a query.
 */
export async function findGuestStay(token: string | undefined, db?: DB): Promise<GuestStay | undefined> {
  if (!isGuestTokenShaped(token)) return undefined;
  const row = await guestStayQuery(db ?? (await getDb()), token).executeTakeFirst();
  // Compared again in full: a database whose collation ignored case must not let a near miss in.
  if (!row || row.guestToken !== token) return undefined;
  let property: GuestStayProperty | null = null;
  if (row.propertyName != null) {
    const live = row.propertyArchivedAt == null;
    const { images, imageAlts } = decodeImages({ images: row.propertyImages ?? "[]", imageAlts: row.propertyImageAlts ?? "[]" });
    property = {
      name: row.propertyName,
      slug: live ? (row.propertySlug ?? null) : null,
      image: live ? (images[0] ?? null) : null,
      imageAlt: live ? imageAlts[0] || null : null,
      directions: row.propertyDirections ?? null,
    };
  }
  return { ...toInquiry(row), property, wasConfirmed: row.status === "confirmed" || row.confirmedAt != null };
}

/**
 * The guest's own cancellation of inquiry `id`, in the write transaction `db` (the service checked, under the
 * same lock, that they may): `cancelled` by the guest, `by` and `at` recorded; answers the row as stored.
 */
export async function updateInquiryCancelledByGuest(db: DB, id: number, by: string, at: string): Promise<InquiryRow> {
  return db
    .updateTable("bookingInquiries")
    .set({ status: "cancelled", statusChangedAt: at, statusChangedBy: by, cancelledBy: "guest" })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A confirmed stay as the dashboard's arrivals and departures show it. */
export interface StayMovement {
  id: number;
  name: string;
  guests: number;
  startDate: string;
  endDate: string;
  propertyName: string | null;
}

/**
 * Confirmed stays that check in (arrivals) or check out (departures) on a day in [from, to), soonest
 * first, at most `limit` of each. Arrivals read the check-in index, departures the check-out index.
 */
export async function listStayMovements(from: string, to: string, limit: number): Promise<{ arrivals: StayMovement[]; departures: StayMovement[] }> {
  const db = await getDb();
  const base = db
    .selectFrom("bookingInquiries")
    .leftJoin("properties", "properties.id", "bookingInquiries.propertyId")
    .where("bookingInquiries.status", "=", "confirmed")
    .select([
      "bookingInquiries.id",
      "bookingInquiries.name",
      "bookingInquiries.guests",
      "bookingInquiries.startDate",
      "bookingInquiries.endDate",
      "properties.name as propertyName",
    ]);
  // Arrivals by their check-in day, departures by their check-out day.
  const movingOn = (day: "bookingInquiries.startDate" | "bookingInquiries.endDate") =>
    base.where(day, ">=", from).where(day, "<", to).orderBy(day).orderBy("bookingInquiries.id").limit(limit).execute();
  const [arrivals, departures] = await Promise.all([movingOn("bookingInquiries.startDate"), movingOn("bookingInquiries.endDate")]);
  const shape = (r: (typeof arrivals)[number]): StayMovement => ({ ...r, propertyName: r.propertyName ?? null });
  return { arrivals: arrivals.map(shape), departures: departures.map(shape) };
}
