import { sql, type Kysely } from "kysely";
import { getDb } from "~/db/db.server";
import type { Database, InquiryRow } from "~/db/schema";
import { invalid, notFound } from "~/lib/errors.server";
import { INQUIRY_MESSAGES, type BookingInquiryInput } from "~/schemas/inquiry";
import { toStoredInquiryStatus, type InquiryStatus, type StoredInquiryStatus } from "~/schemas/inquiry-status";
import { nowIso } from "~/lib/clock";
import { type Page, type PageRequest, pageWindow } from "~/lib/paging.server";
import { queueDecisionEmail, queueInquiryEmails } from "./email.server";
import { decodeList, encodeList } from "./json.server";

// The list lives with the schema so the admin page, the API and the model share one definition.
export { INQUIRY_STATUSES, type InquiryStatus } from "~/schemas/inquiry-status";

export interface BookingInquiry {
  id: number;
  propertyId: number;
  name: string;
  email: string;
  phone: string;
  startDate: string;
  endDate: string;
  guests: number;
  message: string | null;
  requestChef: boolean;
  requestActivities: string[];
  createdAt: string;
  status: StoredInquiryStatus;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
}

export interface BookingInquiryWithProperty extends BookingInquiry {
  propertyName: string | null;
  propertySlug: string | null;
}

export function toInquiry(row: InquiryRow): BookingInquiry {
  return {
    id: row.id,
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
  };
}

/** Store a visitor's inquiry for a live property. It starts as pending; its e-mails are queued in the same transaction. */
export async function createInquiry(input: BookingInquiryInput): Promise<BookingInquiry> {
  return (await getDb()).transaction().execute(async (db) => {
    const property = await db
      .selectFrom("properties")
      .select(["id", "name"])
      .where("id", "=", input.propertyId)
      .where("archivedAt", "is", null)
      .executeTakeFirst();
    if (!property) {
      throw invalid(INQUIRY_MESSAGES.property, { propertyId: [INQUIRY_MESSAGES.property] });
    }
    const row = await db
      .insertInto("bookingInquiries")
      .values({
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
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const inquiry = toInquiry(row);
    // E-mail outbox (issue 11): staff + guest e-mails, committed with the inquiry or not at all.
    await queueInquiryEmails(db, { ...inquiry, propertyName: property.name });
    return inquiry;
  });
}

export interface InquiryListOptions extends PageRequest {
  status?: InquiryStatus;
}

const LIST_PAGE = { pageSize: 20, max: 500 };

/** Inquiries newest first, with the name of the property (archived ones included). */
export async function listInquiries(options: InquiryListOptions = {}): Promise<Page<BookingInquiryWithProperty>> {
  const db = await getDb();
  const { page, pageSize, limit, offset } = pageWindow(options, LIST_PAGE);
  let base = db.selectFrom("bookingInquiries");
  if (options.status) base = base.where("bookingInquiries.status", "=", options.status);
  const [rows, count] = await Promise.all([
    base
      .leftJoin("properties", "properties.id", "bookingInquiries.propertyId")
      .selectAll("bookingInquiries")
      .select(["properties.name as propertyName", "properties.slug as propertySlug"])
      .orderBy("bookingInquiries.createdAt", "desc")
      .orderBy("bookingInquiries.id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ ...toInquiry(r), propertyName: r.propertyName ?? null, propertySlug: r.propertySlug ?? null })),
    total: Number(count.n),
    page,
    pageSize,
  };
}

export async function countInquiriesByStatus(status: InquiryStatus): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("bookingInquiries")
    .select(sql<number>`count(*)`.as("n"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Confirm, cancel or reopen (pending) an inquiry, recording who did it and when. */
export async function setInquiryStatus(id: number, status: InquiryStatus, changedBy: string): Promise<BookingInquiry> {
  return (await getDb()).transaction().execute(async (db) => {
    const before = await inquiryBeforeChange(db, id);
    const row = await db
      .updateTable("bookingInquiries")
      .set({ status, statusChangedAt: nowIso(), statusChangedBy: changedBy })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound("Booking inquiry not found");
    const inquiry = toInquiry(row);
    // E-mail outbox (issue 11): the guest hears a new decision, in the same transaction.
    if ((status === "confirmed" || status === "cancelled") && before && before.status !== status) {
      await queueDecisionEmail(db, { ...inquiry, propertyName: before.propertyName ?? "your stay" }, status);
    }
    return inquiry;
  });
}

/** The status before a change and the property's name, for the decision e-mail. */
function inquiryBeforeChange(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("bookingInquiries")
    .leftJoin("properties", "properties.id", "bookingInquiries.propertyId")
    .select(["bookingInquiries.status", "properties.name as propertyName"])
    .where("bookingInquiries.id", "=", id)
    .executeTakeFirst();
}
