import { renderStoredEmail } from "~/emails/render.server";
import { findEmailToSend, recordEmailOutcome } from "~/models/email.server";
import type { MailTransport } from "~/lib/mail.server";
import { PermanentTaskError, registerTaskHandlers, runDueTasks, type RunOptions, type TaskHandler } from "./tasks.server";

/**
 * Sending an e-mail: the `send-email` task's handler (docs/decisions/0501-email-outbox.md, 1128-task-queue.md).
 * The task runner claims e-mails in batches with the other tasks (one claim and one record for several, sent one
 * after another through the runner's one mail transport), retries them after its backoff and gives up 24 hours
 * after one was queued. Each is rendered here from what its row stored when it was queued (never inside the write
 * transaction that queued it; docs/decisions/0015-emails-rendered-by-the-sender.md), and what came of it is
 * written on its row, in the transaction that records its task, for the Email page.
 */

/** An SMTP 5xx answer means the server refused the message for good: no point retrying it for 24 hours. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const SEND_EMAIL_HANDLER: TaskHandler<"send-email"> = {
  async run({ emailId }, _task, _now, { mail }) {
    const email = await findEmailToSend(emailId);
    // Gone, or already recorded sent (a task freed from a process that had sent it): nothing to send.
    if (!email || email.status === "sent") return;
    let rendered;
    try {
      rendered = renderStoredEmail(email);
    } catch (error) {
      // A row this code cannot render: trying again in a minute would fail the same way.
      throw new PermanentTaskError(errorText(error));
    }
    try {
      const { messageId } = await mail.send({ ...email, ...rendered });
      return { done: messageId };
    } catch (error) {
      throw isPermanent(error) ? new PermanentTaskError(errorText(error)) : error;
    }
  },
  // Retried after 15 s, 30 s, 1 min … (an hour at most), and failed once it has been failing for 24 hours.
  giveUpAfterMs: 24 * 60 * 60_000,
  usesMail: true,
  settled: async (trx, { emailId }, fate) => {
    // Done without a Message-ID: nothing was sent this time (the e-mail was gone or already sent).
    if (fate.status === "done" && fate.note === null) return;
    await recordEmailOutcome(
      trx,
      emailId,
      fate.status === "done"
        ? { status: "sent", messageId: fate.note, attempts: fate.attempts, at: fate.at }
        : fate.status === "waiting"
          ? { status: "queued", error: fate.error, attempts: fate.attempts, nextAttemptAt: fate.runAt }
          : { status: "failed", error: fate.error, attempts: fate.attempts, at: fate.at },
    );
  },
  describe: ({ emailId }) => `Send e-mail #${emailId}`,
};

// Registered wherever e-mails are sent from, so a sender alone (drainOutbox in a script or test) has it too.
registerTaskHandlers({ "send-email": SEND_EMAIL_HANDLER });

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Send every e-mail that is due now through `transport`, batch by batch, until none is left: the task runner's
 * round, for e-mails only (scripts and tests; a server's runner sends them with everything else).
 */
export async function drainOutbox(transport: MailTransport, options: Omit<RunOptions, "kinds" | "context"> = {}): Promise<DrainResult> {
  const tally = await runDueTasks({ ...options, kinds: ["send-email"], context: { mail: transport } });
  const sent = tally.byKind["send-email"] ?? { done: 0, retry: 0, failed: 0 };
  return { sent: sent.done, retrying: sent.retry, failed: sent.failed };
}
