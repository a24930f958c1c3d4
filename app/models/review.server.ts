import { getDb, type DB } from "~/db/db.server";
import { pageWindow } from "~/lib/paging.server";

/**
 * Guests' reviews (`reviews`): one per stay, made with its own secret link when the Thank you message goes
 * out ("invited"), "waiting" once the guest has written it, then "published" or "rejected" by staff.
 */

export interface ReviewInvitation {
  token: string;
  tokenExpiresAt: string;
  status: string;
}

/** The stay's review link, made (with `newToken`, valid until `expiresAt`) when it has none yet. */
export async function ensureReviewInvitation(
  db: DB,
  stay: { inquiryId: number; propertyId: number; stayMonth: string },
  newToken: () => string,
  expiresAt: Date,
): Promise<ReviewInvitation> {
  await db
    .insertInto("reviews")
    .values({ ...stay, token: newToken(), tokenExpiresAt: expiresAt.toISOString(), status: "invited" })
    .onConflict((oc) => oc.column("inquiryId").doNothing())
    .execute();
  return invitationOf(db, stay.inquiryId).executeTakeFirstOrThrow();
}

const invitationOf = (db: DB, inquiryId: number) =>
  db.selectFrom("reviews").select(["token", "tokenExpiresAt", "status"]).where("inquiryId", "=", inquiryId);

/** The stay's review link if it has one (the preview of a message). */
export async function findReviewInvitation(db: DB, inquiryId: number): Promise<ReviewInvitation | undefined> {
  return invitationOf(db, inquiryId).executeTakeFirst();
}

/** The stay behind a review link, as the guest's review page needs it. */
export interface ReviewWithStay {
  id: number;
  inquiryId: number;
  propertyId: number;
  tokenExpiresAt: string;
  status: string;
  overall: number | null;
  cleanliness: number | null;
  accuracy: number | null;
  checkIn: number | null;
  communication: number | null;
  location: number | null;
  value: number | null;
  title: string | null;
  body: string | null;
  shownName: string | null;
  stayMonth: string;
  rejectReason: string | null;
  reply: string | null;
  submittedAt: string | null;
  publishedAt: string | null;
  stayStatus: string;
  startDate: string;
  endDate: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  reference: string;
  propertyName: string;
  propertySlug: string | null;
}

const REVIEW_COLUMNS = [
  "reviews.id",
  "reviews.inquiryId",
  "reviews.propertyId",
  "reviews.tokenExpiresAt",
  "reviews.status",
  "reviews.overall",
  "reviews.cleanliness",
  "reviews.accuracy",
  "reviews.checkIn",
  "reviews.communication",
  "reviews.location",
  "reviews.value",
  "reviews.title",
  "reviews.body",
  "reviews.shownName",
  "reviews.stayMonth",
  "reviews.rejectReason",
  "reviews.reply",
  "reviews.submittedAt",
  "reviews.publishedAt",
] as const;

function withStay(db: DB) {
  return db
    .selectFrom("reviews")
    .innerJoin("bookingInquiries as i", "i.id", "reviews.inquiryId")
    .leftJoin("properties as p", "p.id", "reviews.propertyId")
    .select(REVIEW_COLUMNS)
    .select([
      "i.status as stayStatus",
      "i.startDate",
      "i.endDate",
      "i.name as guestName",
      "i.email as guestEmail",
      "i.phone as guestPhone",
      "i.reference",
      (eb) => eb.fn.coalesce("p.name", eb.val("A property no longer listed")).as("propertyName"),
      "p.slug as propertySlug",
    ]);
}

/** The review behind a guest's link, with its stay (undefined for an unknown token). */
export async function findReviewByToken(db: DB, token: string): Promise<ReviewWithStay | undefined> {
  return (await withStay(db).where("reviews.token", "=", token).executeTakeFirst()) as ReviewWithStay | undefined;
}

/** One review with its stay, for staff. */
export async function findReviewById(db: DB, id: number): Promise<ReviewWithStay | undefined> {
  return (await withStay(db).where("reviews.id", "=", id).executeTakeFirst()) as ReviewWithStay | undefined;
}

export interface ReviewWriting {
  overall: number;
  cleanliness: number | null;
  accuracy: number | null;
  checkIn: number | null;
  communication: number | null;
  location: number | null;
  value: number | null;
  title: string;
  body: string;
  shownName: string;
}

/**
 * The guest's review written (or edited): status "waiting" again, its first writing's time kept. Only while
 * it is not published (`editable`); answers false when it was published meanwhile.
 */
export async function writeReview(db: DB, id: number, review: ReviewWriting, editable: readonly string[], now: Date): Promise<boolean> {
  const result = await db
    .updateTable("reviews")
    .set((eb) => ({
      ...review,
      status: "waiting",
      rejectReason: null,
      submittedAt: eb.fn.coalesce("submittedAt", eb.val(now.toISOString())),
    }))
    .where("id", "=", id)
    .where("status", "in", editable)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Staff's decision on a review: its status, the policy reason of a rejection, when it was published. */
export async function setReviewStatus(
  db: DB,
  id: number,
  change: { status: string; rejectReason: string | null; publishedAt: string | null },
): Promise<void> {
  await db.updateTable("reviews").set(change).where("id", "=", id).execute();
}

/** Staff's public reply (null: none). */
export async function setReviewReply(db: DB, id: number, reply: string | null): Promise<void> {
  await db.updateTable("reviews").set({ reply }).where("id", "=", id).execute();
}

/** Staff's list: written reviews (never bare invitations), the waiting oldest first, the others newest first. */
export async function listReviewsForStaff(options: {
  status?: string;
  propertyId?: number;
  page?: number;
  pageSize?: number;
}): Promise<{ items: ReviewWithStay[]; total: number; page: number; pageSize: number }> {
  const db = await getDb();
  const { page, pageSize, limit, offset } = pageWindow(options, { pageSize: 20, max: 500 });
  let base = withStay(db).where("reviews.status", "!=", "invited");
  if (options.status) base = base.where("reviews.status", "=", options.status);
  if (options.propertyId) base = base.where("reviews.propertyId", "=", options.propertyId);
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  let rows = base.orderBy("reviews.submittedAt", options.status === "waiting" ? "asc" : "desc").orderBy("reviews.id", "desc");
  if (limit) rows = rows.limit(limit).offset(offset);
  return { items: (await rows.execute()) as ReviewWithStay[], total: Number(n), page, pageSize };
}

/** A published review as the public sees it. */
export interface PublishedReview {
  id: number;
  overall: number;
  cleanliness: number | null;
  accuracy: number | null;
  checkIn: number | null;
  communication: number | null;
  location: number | null;
  value: number | null;
  title: string;
  body: string;
  shownName: string;
  stayMonth: string;
  reply: string | null;
  publishedAt: string;
}

const PUBLIC_COLUMNS = [
  "id",
  "overall",
  "cleanliness",
  "accuracy",
  "checkIn",
  "communication",
  "location",
  "value",
  "title",
  "body",
  "shownName",
  "stayMonth",
  "reply",
  "publishedAt",
] as const;

/** A property's published reviews, newest first (by when the guest wrote them), a page at a time. */
export async function listPublishedReviews(propertyId: number, page: number, pageSize: number): Promise<PublishedReview[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("reviews")
    .select(PUBLIC_COLUMNS)
    .where("propertyId", "=", propertyId)
    .where("status", "=", "published")
    .orderBy("submittedAt", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows as PublishedReview[];
}

/** Averages of published reviews: overall and per category (null where no review rated it), and how many. */
export interface ReviewAverages {
  count: number;
  overall: number | null;
  cleanliness: number | null;
  accuracy: number | null;
  checkIn: number | null;
  communication: number | null;
  location: number | null;
  value: number | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Each property's averages over its published reviews (properties without any are absent). */
export async function reviewAveragesByProperty(propertyId?: number): Promise<Map<number, ReviewAverages>> {
  const db = await getDb();
  let query = db
    .selectFrom("reviews")
    .select((eb) => [
      "propertyId",
      eb.fn.countAll<number>().as("count"),
      eb.fn.avg<number>("overall").as("overall"),
      eb.fn.avg<number>("cleanliness").as("cleanliness"),
      eb.fn.avg<number>("accuracy").as("accuracy"),
      eb.fn.avg<number>("checkIn").as("checkIn"),
      eb.fn.avg<number>("communication").as("communication"),
      eb.fn.avg<number>("location").as("location"),
      eb.fn.avg<number>("value").as("value"),
    ])
    .where("status", "=", "published")
    .groupBy("propertyId");
  if (propertyId !== undefined) query = query.where("propertyId", "=", propertyId);
  const rows = await query.execute();
  return new Map(
    rows.map((r) => [
      r.propertyId,
      {
        count: Number(r.count),
        overall: num(r.overall),
        cleanliness: num(r.cleanliness),
        accuracy: num(r.accuracy),
        checkIn: num(r.checkIn),
        communication: num(r.communication),
        location: num(r.location),
        value: num(r.value),
      },
    ]),
  );
}

/** The newest published reviews of `stars` stars, with their property's name (the home page's guest stories). */
export async function listTopReviews(stars: number, limit: number): Promise<(PublishedReview & { propertyName: string })[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("reviews")
    .innerJoin("properties as p", "p.id", "reviews.propertyId")
    .select(PUBLIC_COLUMNS.map((c) => `reviews.${c}` as const))
    .select("p.name as propertyName")
    .where("reviews.status", "=", "published")
    .where("reviews.overall", "=", stars)
    .where("p.archivedAt", "is", null)
    .orderBy("reviews.submittedAt", "desc")
    .orderBy("reviews.id", "desc")
    .limit(limit)
    .execute();
  return rows as (PublishedReview & { propertyName: string })[];
}
