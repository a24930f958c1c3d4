import { apiRoute, idParam, jsonResponse, parseWith, readJsonBody } from "~/lib/api.server";
import { moderationSchema } from "~/schemas/review";
import { moderateReview } from "~/services/reviews.server";
import { requireApiUser } from "~/web/auth-guards.server";

/**
 * Moderate a review: body `{ status: "published" | "rejected" | "waiting", rejectReason?, reply? }`. Rejecting
 * needs a reason of the review policy (`abusive`, `personal-data`, `not-about-stay`); "waiting" unpublishes a
 * published review; `reply` sets the public reply ("" removes it). 400 `{ message }` naming the field, 404 unknown.
 * Each change audited.
 */
const handler = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const id = idParam(params.id, "Review");
    const input = parseWith(moderationSchema, await readJsonBody(request));
    return jsonResponse(await moderateReview(user, id, input));
  },
});
export const loader = handler;
export const action = handler;
