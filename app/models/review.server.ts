import type { DB } from "~/db/db.server";

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
  return db.selectFrom("reviews").select(["token", "tokenExpiresAt", "status"]).where("inquiryId", "=", stay.inquiryId).executeTakeFirstOrThrow();
}

/** The stay's review link if it has one (the preview of a message). */
export async function findReviewInvitation(db: DB, inquiryId: number): Promise<ReviewInvitation | undefined> {
  return db.selectFrom("reviews").select(["token", "tokenExpiresAt", "status"]).where("inquiryId", "=", inquiryId).executeTakeFirst();
}
