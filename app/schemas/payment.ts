import "~/lib/zod-config";
import { z } from "zod";
import { OFFLINE_METHODS } from "~/lib/payments";
import { PAYMENT_MESSAGES } from "~/messages";
import { numberAsTyped } from "./common";

/** A payment staff record by hand (a bank transfer, cash at the lodge): from JSON or the booking page's form. */
export const offlinePaymentSchema = z.object({
  method: z.enum(OFFLINE_METHODS, { error: PAYMENT_MESSAGES.method }),
  amount: z.preprocess(
    numberAsTyped,
    z
      .number({ error: PAYMENT_MESSAGES.amount })
      .int(PAYMENT_MESSAGES.amount)
      .min(1, PAYMENT_MESSAGES.amount)
      .max(100_000_000, PAYMENT_MESSAGES.amount),
  ),
  note: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : (v ?? undefined)),
    z.string({ error: PAYMENT_MESSAGES.note }).max(500, PAYMENT_MESSAGES.note).optional(),
  ),
});

export type OfflinePaymentInput = z.infer<typeof offlinePaymentSchema>;

/** Staff mark a refund owed as made: PATCH /api/v1/admin/payments/{id} { status: "succeeded", note? }. */
export const refundMadeSchema = z.object({
  status: z.literal("succeeded", { error: 'Status must be "succeeded" (the refund was made)' }),
  note: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : (v ?? undefined)),
    z.string({ error: PAYMENT_MESSAGES.note }).max(500, PAYMENT_MESSAGES.note).optional(),
  ),
});
