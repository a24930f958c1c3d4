/*
 * The kinds of task the queue runs (docs/decisions/1128-task-queue.md), with the payload each carries. A
 * change that needs work done after its commit writes one of these with `enqueue` (./tasks.server.ts) in its
 * own transaction; the handlers are registered in ./task-handlers.server.ts. Sending an e-mail is the
 * `send-email` kind (written beside its `emails` row by enqueueEmails); scheduled guest messages are the
 * `guest-message` kind.
 */
import type { GuestMessageKind } from "~/schemas/guest-messages";

export interface TaskPayloads {
  /** Send one e-mail of the `emails` table (./mailer.server.ts). */
  "send-email": { emailId: number };
  /** Give back a refund owed through the provider of the payment it refunds (card refunds). */
  "refund-payment": { paymentId: number };
  /** Ask the provider what became of an open online attempt (a lost callback, the guest back from Stripe). */
  "query-attempt": { paymentId: number };
  /** Close an attempt the guest walked away from (back from Stripe without paying). */
  "cancel-attempt": { paymentId: number };
  /** Send one scheduled guest message of a booking when it is due (./guest-messages.server.ts). */
  "guest-message": { inquiryId: number; kind: GuestMessageKind };
}

export type TaskKind = keyof TaskPayloads;

/** The dedupe key of a task about one payment: one waiting task per payment and kind. */
export const paymentTaskKey = (kind: TaskKind, paymentId: number) => `${kind}:${paymentId}`;
