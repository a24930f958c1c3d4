import "~/lib/zod-config";
import { z } from "zod";
import { minText, requiredText } from "./common";
import { REJECT_REASONS } from "./review-words";

/**
 * Guests' reviews (issue 38; docs/decisions/1128-guest-messages-and-reviews.md): the guest's form on
 * /review/{token}, staff's moderation (the admin page and PATCH /api/v1/admin/reviews/{id}) and the list filters.
 */

/** The optional ratings beside the overall one, in the order the form and the property page show them. */
export const REVIEW_CATEGORIES = ["cleanliness", "accuracy", "checkIn", "communication", "location", "value"] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<ReviewCategory, string> = {
  cleanliness: "Cleanliness",
  accuracy: "Accuracy",
  checkIn: "Check-in",
  communication: "Communication",
  location: "Location",
  value: "Value",
};
/** What each number of stars means, on the form. */
export const STAR_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

import { REVIEW_LIMITS, REVIEW_MESSAGES } from "./form-messages";
export { REVIEW_LIMITS, REVIEW_MESSAGES };

const stars = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

/** The guest's form. Conform turns the radios' and selects' text into numbers ("" is no rating). */
export const reviewSchema = z.object({
  overall: stars(REVIEW_MESSAGES.overall),
  cleanliness: stars(REVIEW_MESSAGES.rating).optional(),
  accuracy: stars(REVIEW_MESSAGES.rating).optional(),
  checkIn: stars(REVIEW_MESSAGES.rating).optional(),
  communication: stars(REVIEW_MESSAGES.rating).optional(),
  location: stars(REVIEW_MESSAGES.rating).optional(),
  value: stars(REVIEW_MESSAGES.rating).optional(),
  title: requiredText(REVIEW_MESSAGES.title, REVIEW_LIMITS.titleMax),
  body: z
    .string({ error: REVIEW_MESSAGES.body })
    .trim()
    .min(REVIEW_LIMITS.bodyMin, REVIEW_MESSAGES.body)
    .max(REVIEW_LIMITS.bodyMax, REVIEW_MESSAGES.bodyMax),
  shownName: minText(1, REVIEW_MESSAGES.shownName, REVIEW_LIMITS.nameMax),
});
export type ReviewInput = z.output<typeof reviewSchema>;

export { REJECT_REASON_LABELS, REJECT_REASONS, REVIEW_STATUSES, type RejectReason, type ReviewStatus } from "./review-words";

export const MODERATION_MESSAGES = {
  status: "status must be published, rejected or waiting",
  rejectReason: "rejectReason must be abusive, personal-data or not-about-stay (the review policy's reasons)",
  rejectReasonRequired: "rejectReason is required to reject a review: abusive, personal-data or not-about-stay",
  rejectReasonOnlyToReject: "rejectReason is only given with status rejected",
  reply: `reply must be text of at most ${REVIEW_LIMITS.replyMax.toLocaleString("en-US")} characters`,
} as const;

/**
 * Staff's moderation: publish, reject (only for a policy reason), put back to waiting (unpublish), and the
 * public reply (empty clears it). One schema for the page's buttons and PATCH /api/v1/admin/reviews/{id}.
 */
export const moderationSchema = z
  .object({
    status: z.enum(["published", "rejected", "waiting"], { error: MODERATION_MESSAGES.status }),
    rejectReason: z.preprocess((v) => (v === "" ? undefined : v), z.enum(REJECT_REASONS, { error: MODERATION_MESSAGES.rejectReason }).optional()),
    reply: z.string({ error: MODERATION_MESSAGES.reply }).trim().max(REVIEW_LIMITS.replyMax, MODERATION_MESSAGES.reply).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "rejected" && !v.rejectReason)
      ctx.addIssue({ code: "custom", path: ["rejectReason"], message: MODERATION_MESSAGES.rejectReasonRequired });
    if (v.status !== "rejected" && v.rejectReason)
      ctx.addIssue({ code: "custom", path: ["rejectReason"], message: MODERATION_MESSAGES.rejectReasonOnlyToReject });
  });
export type ModerationInput = z.output<typeof moderationSchema>;

/** The page's reply form alone (a reply without changing the status). */
export const replySchema = z.object({
  reply: z.string({ error: MODERATION_MESSAGES.reply }).trim().max(REVIEW_LIMITS.replyMax, MODERATION_MESSAGES.reply).default(""),
});

export const REVIEW_FILTERS = ["waiting", "published", "rejected"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const REVIEW_QUERY_MESSAGES = {
  status: "status must be waiting, published or rejected",
  propertyId: "propertyId must be a property id",
  page: "page must be a whole number from 1",
} as const;

/** `?status=waiting|published|rejected&propertyId=` of /admin/reviews and GET /api/v1/admin/reviews (empty: no filter). */
export const reviewListQuerySchema = z.object({
  status: z.enum(REVIEW_FILTERS, { error: REVIEW_QUERY_MESSAGES.status }).optional(),
  propertyId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, REVIEW_QUERY_MESSAGES.propertyId)
    .transform(Number)
    .optional(),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** Published reviews a page: the property page and GET /api/v1/properties/{slug}/reviews. */
export const PUBLIC_REVIEWS_PAGE_SIZE = 10;
