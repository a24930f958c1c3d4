import "~/lib/zod-config";
import { z } from "zod";

export const REPLY_MAX = 5000;
export const REPLY_MESSAGES = {
  required: "Reply is required",
  type: "Reply must be text",
  tooLong: `Reply must be at most ${REPLY_MAX.toLocaleString("en-US")} characters`,
} as const;

/**
 * Staff's reply to a guest about their booking inquiry: the booking page's reply form and
 * POST /api/v1/admin/booking-inquiries/{id}/replies `{ "body" }`. E-mailed to the guest as written.
 */
export const inquiryReplySchema = z.object({
  body: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REPLY_MESSAGES.required : REPLY_MESSAGES.type) })
    .trim()
    .min(1, REPLY_MESSAGES.required)
    .max(REPLY_MAX, REPLY_MESSAGES.tooLong),
});

export type InquiryReplyInput = z.infer<typeof inquiryReplySchema>;
