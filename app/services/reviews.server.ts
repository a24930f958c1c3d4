import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { businessDayStartUtc } from "~/lib/dates";
import { formatDay } from "~/i18n/format";
import { translator, type MessageId } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { ConflictError, DomainError, NotFoundError } from "~/lib/domain-errors";
import { isGuestTokenShaped } from "~/lib/inquiry-reference.server";
import { formatMonth } from "~/lib/months";
import { countryOfPhone } from "~/lib/phone-country";
import { REVIEW_MESSAGES_TEXT } from "~/messages";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import {
  findReviewById,
  findReviewByToken,
  listPublishedReviews,
  listTopReviews,
  reviewAveragesByProperty,
  setReviewReply,
  setReviewStatus,
  writeReview,
  type PublishedReview,
  type ReviewAverages,
  type ReviewWithStay,
} from "~/models/review.server";
import { checkOutTime } from "~/policies";
import {
  CATEGORY_LABELS,
  PUBLIC_REVIEWS_PAGE_SIZE,
  REVIEW_CATEGORIES,
  type ModerationInput,
  type RejectReason,
  type ReviewCategory,
  type ReviewInput,
} from "~/schemas/review";
import { queueStaffReviewEmail } from "./notices.server";

/*
 * Guests' reviews (issue 38; docs/decisions/1128-guest-messages-and-reviews.md). The Thank you message makes
 * each stay's review row with its own secret link (guest-messages.server.ts); here the guest writes it (only for
 * a confirmed stay whose check-out has passed, while the link is valid, until it is published), staff moderate
 * it (publish; reject only for a reason of the published policy; reply; unpublish: each audited), and the public
 * pages read the published ones.
 */

export const REVIEW_AUDIT = {
  publish: "review.publish",
  reject: "review.reject",
  unpublish: "review.unpublish",
  reopen: "review.reopen",
  reply: "review.reply",
} as const;

/** A review the guest may still change: not written, waiting, or turned down. */
const EDITABLE = ["invited", "waiting", "rejected"] as const;

/** The guest's link is past its 30 days. */
export class ReviewLinkExpired extends DomainError {}

/** When the stay's check-out has passed: its check-out day at the check-out time (East Africa Time). */
export function checkOutMoment(endDate: string): Date {
  const [, h = "11", m = "00", half = "AM"] = /(\d{1,2}):(\d{2})\s*(AM|PM)/i.exec(checkOutTime()) ?? [];
  const hours = (Number(h) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
  return new Date(new Date(businessDayStartUtc(endDate)).getTime() + (hours * 60 + Number(m)) * 60_000);
}

/**
 * The review behind a guest's link: a 404 (NotFoundError) unless the token is known, its stay is confirmed and
 * its check-out has passed; `expired` once the link is past its date.
 */
async function reviewOfLink(db: DB, token: string | undefined, now: Date): Promise<{ review: ReviewWithStay; expired: boolean }> {
  if (!isGuestTokenShaped(token)) throw new NotFoundError(REVIEW_MESSAGES_TEXT.notFound);
  const review = await findReviewByToken(db, token);
  if (!review || review.stayStatus !== "confirmed" || now < checkOutMoment(review.endDate)) throw new NotFoundError(REVIEW_MESSAGES_TEXT.notFound);
  return { review, expired: now.getTime() > Date.parse(review.tokenExpiresAt) };
}

/** The name a review shows unless the guest writes another: their first name, and their country when the phone number names it. */
export function defaultShownName(guestName: string, phone: string): string {
  const first = guestName.trim().split(/\s+/)[0] ?? guestName;
  const country = countryOfPhone(phone);
  return country ? `${first}, ${country}` : first;
}

/** What the guest's review page shows. */
/** A rejection's reason as the review policy words it, in every language. */
const REJECT_REASON_MESSAGES: Record<RejectReason, MessageId> = {
  abusive: "reviews.rejectAbusive",
  "personal-data": "reviews.rejectPersonalData",
  "not-about-stay": "reviews.rejectNotAboutStay",
};

export async function reviewPageOf(token: string | undefined, now = new Date(), language: Language = DEFAULT_LANGUAGE) {
  const { review, expired } = await reviewOfLink(await getDb(), token, now);
  const t = translator(language);
  return {
    expired,
    status: review.status,
    editable: (EDITABLE as readonly string[]).includes(review.status),
    propertyName: review.propertyName,
    propertySlug: review.propertySlug,
    // Dates and the policy's reason in the language of the page (the review policy's own words for the reason).
    stay: t("email.dateRange", { from: formatDay(review.startDate, language), to: formatDay(review.endDate, language) }),
    expiresOn: formatDay(review.tokenExpiresAt.slice(0, 10), language),
    rejectReason:
      review.status === "rejected" && review.rejectReason
        ? t(REJECT_REASON_MESSAGES[review.rejectReason as RejectReason] ?? "reviews.rejectNotAboutStay")
        : null,
    values: {
      overall: review.overall,
      ...Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, review[c]])),
      title: review.title ?? "",
      body: review.body ?? "",
      shownName: review.shownName ?? defaultShownName(review.guestName, review.guestPhone),
    } as Record<string, string | number | null>,
  };
}

/**
 * The guest writes (or edits) their review: "waiting" for staff, who are e-mailed the first time (and when it
 * is written again after being turned down). 404 for a link that is not reviewable, ReviewLinkExpired past its
 * date, 409 once it is published.
 */
export async function submitGuestReview(token: string | undefined, input: ReviewInput, now = new Date()): Promise<{ first: boolean }> {
  return writeTransaction(async (trx) => {
    const { review, expired } = await reviewOfLink(trx, token, now);
    if (expired) throw new ReviewLinkExpired(REVIEW_MESSAGES_TEXT.expired);
    const writing = {
      overall: input.overall,
      ...(Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, input[c] ?? null])) as Record<(typeof REVIEW_CATEGORIES)[number], number | null>),
      title: input.title,
      body: input.body,
      shownName: input.shownName,
    };
    if (!(await writeReview(trx, review.id, writing, EDITABLE, now))) throw new ConflictError(REVIEW_MESSAGES_TEXT.published);
    const first = review.status === "invited";
    if (first || review.status === "rejected") {
      await queueStaffReviewEmail(trx, review.inquiryId, {
        id: review.id,
        reference: review.reference,
        guestName: review.guestName,
        propertyName: review.propertyName,
        stayMonth: review.stayMonth,
        overall: input.overall,
        title: input.title,
        body: input.body,
        shownName: input.shownName,
        again: !first,
      });
    }
    return { first };
  });
}

/** A review as staff's list and the admin JSON show it. */
export function staffReviewOf(r: ReviewWithStay) {
  return {
    id: r.id,
    inquiryId: r.inquiryId,
    reference: r.reference,
    guestName: r.guestName,
    propertyId: r.propertyId,
    propertyName: r.propertyName,
    status: r.status,
    overall: r.overall,
    ratings: Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, r[c]])) as Record<(typeof REVIEW_CATEGORIES)[number], number | null>,
    title: r.title,
    body: r.body,
    shownName: r.shownName,
    stayMonth: r.stayMonth,
    rejectReason: r.rejectReason,
    reply: r.reply,
    submittedAt: r.submittedAt,
    publishedAt: r.publishedAt,
  };
}
export type StaffReview = ReturnType<typeof staffReviewOf>;

const auditTarget = (r: ReviewWithStay) => ({ type: "review", id: r.id, label: `${r.reference} (${r.guestName}, ${r.propertyName})` });

/**
 * Staff's moderation (the page's buttons and PATCH /api/v1/admin/reviews/{id}), each change audited: publish;
 * reject (the schema asks a policy reason); back to waiting (unpublish a published one); and the public reply
 * (empty clears it). 404 for an unknown review or one not written yet.
 */
export async function moderateReview(actor: AuditActor, id: number, input: ModerationInput, now = new Date()): Promise<StaffReview> {
  return writeTransaction(async (trx) => {
    const review = await findReviewById(trx, id);
    if (!review || review.status === "invited") throw new NotFoundError(REVIEW_MESSAGES_TEXT.notFound);
    const target = auditTarget(review);
    const reason = input.status === "rejected" ? input.rejectReason! : null;
    if (input.status !== review.status || reason !== review.rejectReason) {
      await setReviewStatus(trx, id, {
        status: input.status,
        rejectReason: reason,
        publishedAt: input.status === "published" ? (review.status === "published" ? review.publishedAt : now.toISOString()) : null,
      });
      const action =
        input.status === "published"
          ? REVIEW_AUDIT.publish
          : input.status === "rejected"
            ? REVIEW_AUDIT.reject
            : review.status === "published"
              ? REVIEW_AUDIT.unpublish
              : REVIEW_AUDIT.reopen;
      await recordAudit(trx, actor, action, target, reason ? { reason, wasPublished: review.status === "published" } : undefined);
    }
    if (input.reply !== undefined) {
      const reply = input.reply.trim() || null;
      if (reply !== review.reply) {
        await setReviewReply(trx, id, reply);
        await recordAudit(trx, actor, REVIEW_AUDIT.reply, target, { cleared: reply === null });
      }
    }
    return staffReviewOf((await findReviewById(trx, id))!);
  });
}

/** Averages as the pages show them: one decimal. */
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export interface ReviewSummary {
  count: number;
  average: number;
  categories: { key: ReviewCategory; label: string; average: number }[];
}

function summaryOf(averages: ReviewAverages | undefined): ReviewSummary | null {
  if (!averages || averages.count === 0 || averages.overall === null) return null;
  return {
    count: averages.count,
    average: oneDecimal(averages.overall)!,
    categories: REVIEW_CATEGORIES.filter((c) => averages[c] !== null).map((c) => ({
      key: c,
      label: CATEGORY_LABELS[c],
      average: oneDecimal(averages[c])!,
    })),
  };
}

/** Each property's average and count (the cards on / and /properties, the report): properties without published reviews are absent. */
export async function reviewSummaries(): Promise<Record<number, { average: number; count: number }>> {
  const all = await reviewAveragesByProperty();
  return Object.fromEntries([...all].map(([id, a]) => [id, { average: oneDecimal(a.overall)!, count: a.count }]));
}

/** A published review as the property page and the public JSON show it: text as written (pages render it as plain text). */
export function publicReviewOf(r: PublishedReview) {
  return {
    id: r.id,
    overall: r.overall,
    ratings: Object.fromEntries(REVIEW_CATEGORIES.filter((c) => r[c] !== null).map((c) => [c, r[c]])),
    title: r.title,
    body: r.body,
    shownName: r.shownName,
    stayMonth: r.stayMonth,
    stayedIn: formatMonth(r.stayMonth),
    verified: true,
    reply: r.reply,
    publishedAt: r.publishedAt,
  };
}
export type PublicReview = ReturnType<typeof publicReviewOf>;

/** A property's published reviews, page `page` (ten a page, newest first), with its summary (null: none yet). */
export async function propertyReviews(propertyId: number, page: number) {
  const summary = summaryOf((await reviewAveragesByProperty(propertyId)).get(propertyId));
  const pages = summary ? Math.ceil(summary.count / PUBLIC_REVIEWS_PAGE_SIZE) : 0;
  const shownPage = Math.min(Math.max(page, 1), Math.max(pages, 1));
  const reviews = summary ? (await listPublishedReviews(propertyId, shownPage, PUBLIC_REVIEWS_PAGE_SIZE)).map(publicReviewOf) : [];
  return { summary, page: shownPage, pages, pageSize: PUBLIC_REVIEWS_PAGE_SIZE, reviews };
}

/** The home page's guest stories: the newest three 5-star published reviews once there are three, else null (the spec's own). */
export async function reviewTestimonials(): Promise<{ quote: string; name: string; from: string; rating: number }[] | null> {
  const top = await listTopReviews(5, 3);
  if (top.length < 3) return null;
  return top.map((r) => ({
    quote: r.body.length > 280 ? `${r.body.slice(0, 277).trimEnd()}…` : r.body,
    name: r.shownName,
    from: `Stayed at ${r.propertyName}, ${formatMonth(r.stayMonth)}`,
    rating: r.overall,
  }));
}
