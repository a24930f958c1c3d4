import "~/lib/zod-config";
import { z } from "zod";
import { numberAsTyped } from "./common";

/** The statuses staff can set on a booking inquiry (an inquiry starts as pending). */
export const INQUIRY_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** What a stored inquiry can show: a status staff set, or "none" (the spec notes it in stored data; grey badge). */
export type StoredInquiryStatus = InquiryStatus | "none";

export const toStoredInquiryStatus = (value: string): StoredInquiryStatus =>
  (INQUIRY_STATUSES as readonly string[]).includes(value) ? (value as InquiryStatus) : "none";

export const INQUIRY_STATUS_MESSAGE = "Status must be pending, confirmed or cancelled";

export const REFUND_MESSAGE = "The refund must be a whole amount of at least 0";

export const DECISION_MESSAGE_MAX = 2000;
export const DECISION_MESSAGES = {
  type: "Message must be text",
  tooLong: `Message must be at most ${DECISION_MESSAGE_MAX.toLocaleString("en-US")} characters`,
} as const;

/**
 * The admin inquiry actions (confirm, cancel, reopen) and PATCH /api/v1/admin/booking-inquiries/{id}:
 * the status, and for a confirmation or cancellation an optional personal message that goes into the
 * guest's decision e-mail (blank is none).
 */
export const inquiryStatusSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, { error: INQUIRY_STATUS_MESSAGE }),
  message: z
    .string({ error: DECISION_MESSAGES.type })
    .trim()
    .max(DECISION_MESSAGE_MAX, DECISION_MESSAGES.tooLong)
    .nullish()
    .transform((v) => v || undefined),
  /** Cancelling a booking with money paid: the refund staff settled on (else the cancellation policy's). */
  refund: z.preprocess(
    (v) => numberAsTyped(v ?? undefined),
    z.number({ error: REFUND_MESSAGE }).int(REFUND_MESSAGE).min(0, REFUND_MESSAGE).optional(),
  ),
});
