import { SEND_EMAIL_HANDLER } from "./mailer.server";
import { cancelAttempt, queryAttempt } from "./online-payments.server";
import { refundThroughProvider } from "./payments.server";
import type { TaskHandlers } from "./tasks.server";
import { runScheduledMessage } from "./guest-messages.server";
import { MESSAGE_TITLES } from "~/schemas/guest-messages";

/**
 * What each kind of task does (./task-kinds.ts lists the kinds and their payloads): registered with the runner at
 * start-up. A kind's handler is idempotent: it re-reads what it acts on and does nothing when that is settled, so a
 * task run twice (a claim freed from a process that had already done it) changes nothing the second time.
 */
export const TASK_HANDLERS: TaskHandlers = {
  "send-email": SEND_EMAIL_HANDLER,
  "refund-payment": {
    run: ({ paymentId }) => refundThroughProvider(paymentId),
    // About a day of tries (the backoff grows to an hour), then staff see it failed and can retry.
    maxAttempts: 30,
    describe: ({ paymentId }) => `Send refund #${paymentId} back through the payment provider`,
  },
  "query-attempt": {
    run: ({ paymentId }) => queryAttempt(paymentId),
    maxAttempts: 30,
    describe: ({ paymentId }) => `Ask the payment provider about payment #${paymentId}`,
  },
  "cancel-attempt": {
    run: ({ paymentId }) => cancelAttempt(paymentId),
    maxAttempts: 10,
    describe: ({ paymentId }) => `Close payment #${paymentId}, which the guest left unfinished`,
  },
  "guest-message": {
    // The handler settles the message and queues its e-mail in one transaction, so a retry never sends twice.
    run: (payload, _task, now) => runScheduledMessage(payload, now),
    maxAttempts: 10,
    describe: ({ inquiryId, kind }) => `Send "${MESSAGE_TITLES[kind] ?? kind}" to the guest of booking #${inquiryId}`,
  },
};
