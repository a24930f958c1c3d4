// A review's statuses and the reasons one is not published, without zod: the public pages' rating summary shows
// the reasons, and it is in the site's shell (vite.config.ts), which must not carry the schema library.

/** A review's life: "invited" (the link went out), "waiting" (written), "published" or "rejected" by staff. */
export const REVIEW_STATUSES = ["invited", "waiting", "published", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The only reasons a review is not published: the published review policy's three (never for being negative). */
export const REJECT_REASONS = ["abusive", "personal-data", "not-about-stay"] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  abusive: "Abusive, hateful or threatening language",
  "personal-data": "Personal data (phone numbers, e-mail or home addresses, other people's names)",
  "not-about-stay": "Not about the stay",
};
