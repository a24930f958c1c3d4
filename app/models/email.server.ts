import { sql, type Insertable, type Kysely } from "kysely";
import { compiledOnce } from "~/db/compiled-once";
import { getDb } from "~/db/db.server";
import { newestFirst } from "~/db/sql";
import type { Database, EmailRow } from "~/db/schema";
import { ConflictError, NotFoundError } from "~/lib/domain-errors";
import { notifyOutbox } from "~/lib/mail.server";
import { type Page, type PageRequest, pageWindow } from "~/lib/paging.server";
import { EMAIL_API_MESSAGES } from "~/messages";
import type { EmailPayload } from "~/schemas/email-payload";
import type { EmailStatus } from "~/schemas/email-status";
import { enqueueTask, findTaskFor, retryTask } from "./task.server";

/**
 * The e-mails the site sends (docs/decisions/0501-email-outbox.md, 0015-emails-rendered-by-the-sender.md,
 * 1128-task-queue.md). This module owns the `emails` table, each row the record of one message:
 * - `enqueueEmails(trx, drafts)` writes the e-mails a change causes inside that change's transaction, so an
 *   e-mail exists exactly when its inquiry/message/status change does. Which e-mails, to whom, by which
 *   Settings switch, the services decide (app/services/notices.server.ts). A queued row holds what the
 *   e-mail will say (its payload), not the e-mail: nothing is rendered inside the write lock, and this
 *   module never reaches up to the templates;
 * - sending it is a `send-email` task, written beside it: the task runner (app/services/tasks.server.ts) claims,
 *   retries and gives up as for every task, and the send-email handler (app/services/mailer.server.ts) renders
 *   and sends it and records here what came of it (sent, queued for another try, failed after 24 hours).
 */

// The list lives with the schemas so the admin page can use it in the browser too.
export { EMAIL_STATUSES, type EmailStatus } from "~/schemas/email-status";

/** The kind of task that sends an e-mail (app/services/task-kinds.ts), its payload `{ emailId }`. */
const SEND_EMAIL = "send-email";

/**
 * One outbox row as staff see it. Its subject is known only once it is rendered: a row queued before the
 * sender rendered e-mails carries it (`subject`), any other carries its `payload` to render it from
 * (app/services/emails.server.ts does, for the Email page and its JSON twin).
 */
export interface EmailRecord {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string | null;
  payload: string | null;
  /** queued, sent or failed. */
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

/** One e-mail to queue: who gets it, and what it will say. */
export interface EmailDraft {
  to: string;
  replyTo?: string | null;
  payload: EmailPayload;
  /** The booking inquiry it is about: the e-mail then shows in that inquiry's timeline. */
  inquiryId?: number | null;
}

function toEmailRecord(row: EmailRow): EmailRecord {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    nextAttemptAt: row.status === "queued" ? row.nextAttemptAt : null,
    sentAt: row.sentAt,
  };
}

type Executor = Kysely<Database>;
const iso = (d: Date) => d.toISOString();

/**
 * Write e-mails with the caller's transaction, each with the `send-email` task that sends it (so both exist
 * exactly when the change does), then wake this process's task runner.
 */
export async function enqueueEmails(trx: Executor, drafts: EmailDraft[], now = new Date()): Promise<void> {
  if (drafts.length === 0) return;
  const at = iso(now);
  // One statement per e-mail, compiled once: most changes queue one or two.
  for (const {
    to,
    replyTo,
    inquiryId,
    payload: { kind, ...facts },
  } of drafts) {
    const [{ id }] = await insertEmail(trx, {
      kind,
      inquiryId: inquiryId ?? null,
      toAddress: to,
      replyTo: replyTo ?? null,
      payload: JSON.stringify(facts),
      status: "queued",
      createdAt: at,
      nextAttemptAt: at,
    });
    await enqueueTask(trx, SEND_EMAIL, { emailId: id }, { runAt: now });
  }
  notifyOutbox();
}

const NEW_EMAIL_COLUMNS = ["kind", "inquiryId", "toAddress", "replyTo", "payload", "status", "createdAt", "nextAttemptAt"] as const;
type NewEmail = Required<Pick<Insertable<Database["emails"]>, (typeof NEW_EMAIL_COLUMNS)[number]>>;
const insertEmail = compiledOnce(NEW_EMAIL_COLUMNS, (db, values: NewEmail) =>
  db
    .insertInto("emails")
    .values({ ...values })
    .returning("id"),
);

/** The e-mails about one inquiry, oldest first (its timeline), through the emails_inquiry index. */
export async function listInquiryEmails(inquiryId: number): Promise<EmailRecord[]> {
  const db = await getDb();
  const rows = await db.selectFrom("emails").selectAll().where("inquiryId", "=", inquiryId).orderBy("id").execute();
  return rows.map(toEmailRecord);
}

/** One queued e-mail as the sender needs it: what it says (its payload, or the parts stored with an older row). */
export type EmailToSend = EmailRecord & { html: string | null; text: string | null };

/** The e-mail a `send-email` task sends, or undefined when it is gone. */
export async function findEmailToSend(id: number): Promise<EmailToSend | undefined> {
  const db = await getDb();
  const row = await db.selectFrom("emails").selectAll().where("id", "=", id).executeTakeFirst();
  return row && { ...toEmailRecord(row), html: row.html, text: row.text };
}

/** What one run of an e-mail's `send-email` task came to, as its row records it for staff. */
export type EmailOutcome =
  | { status: "sent"; messageId: string | null; attempts: number; at: Date }
  | { status: "queued"; error: string; attempts: number; nextAttemptAt: Date }
  | { status: "failed"; error: string; attempts: number; at: Date };

/** Record on the e-mail what its task's run came to, in the transaction that records the task. */
export async function recordEmailOutcome(trx: Executor, id: number, outcome: EmailOutcome): Promise<void> {
  const update = trx.updateTable("emails").where("id", "=", id);
  if (outcome.status === "sent") {
    await update
      .set({ status: "sent", sentAt: iso(outcome.at), messageId: outcome.messageId, lastError: null, attempts: outcome.attempts })
      .execute();
  } else {
    const nextAttemptAt = iso(outcome.status === "queued" ? outcome.nextAttemptAt : outcome.at);
    await update.set({ status: outcome.status, lastError: outcome.error.slice(0, 1000), attempts: outcome.attempts, nextAttemptAt }).execute();
  }
}

export interface EmailListOptions extends PageRequest {
  status?: EmailStatus;
  /** The number of e-mails the list holds, when the caller already counted them (the page's status tabs). */
  total?: number;
}

const LIST_PAGE = { pageSize: 20, max: 500 };

/** Recent e-mails, newest first. */
export async function listEmails(options: EmailListOptions = {}): Promise<Page<EmailRecord>> {
  const db = await getDb();
  const { page, pageSize, ...window } = pageWindow(options, LIST_PAGE);
  let base = db.selectFrom("emails");
  if (options.status) base = base.where("status", "=", options.status);
  const [rows, total] = await Promise.all([newestFirst(base.selectAll(), window).execute(), options.total ?? countEmailsByStatus(options.status)]);
  return { items: rows.map(toEmailRecord), total, page, pageSize };
}

/** One e-mail with what it says: its payload, or the parts stored with an older row. 404 when missing. */
export async function findEmail(id: number): Promise<EmailRecord & { html: string | null; text: string | null }> {
  const db = await getDb();
  const row = await db.selectFrom("emails").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError(EMAIL_API_MESSAGES.notFound);
  return { ...toEmailRecord(row), html: row.html, text: row.text };
}

/** E-mails with `status` (every e-mail without one), without counting the sent ones. */
export async function countEmailsByStatus(status?: EmailStatus): Promise<number> {
  const counts = await countEmailsPerStatus();
  return status ? counts[status] : counts.queued + counts.sent + counts.failed;
}

/**
 * How many e-mails have each status (the Email page's tabs), in one statement: the total the triggers
 * keep, the queued and the failed e-mails counted through the status index (the queue drains and
 * failures are few), and sent the rest, so the count does not grow with the e-mails sent over the years.
 */
export async function countEmailsPerStatus(): Promise<Record<EmailStatus, number>> {
  const db = await getDb();
  const withStatus = (status: EmailStatus) =>
    db
      .selectFrom("emails")
      .select(sql<number>`count(*)`.as("n"))
      .where("status", "=", status);
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom("emailTotal").select("n").where("id", "=", 1).as("total"),
      withStatus("queued").as("queued"),
      withStatus("failed").as("failed"),
    ])
    .executeTakeFirstOrThrow();
  const queued = Number(row.queued ?? 0);
  const failed = Number(row.failed ?? 0);
  return { queued, sent: Number(row.total ?? 0) - queued - failed, failed };
}

/**
 * Put a failed e-mail back in the queue, due now, with a fresh 24-hour window: its `send-email` task is retried
 * (an e-mail that failed before e-mails were tasks gets one). 404 / 409 otherwise.
 */
export async function retryEmail(db: Executor, id: number, now = new Date()): Promise<EmailRecord> {
  const at = iso(now);
  const row = await db
    .updateTable("emails")
    .set({ status: "queued", nextAttemptAt: at })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returningAll()
    .executeTakeFirst();
  if (row) {
    const task = await findTaskFor(db, SEND_EMAIL, { emailId: id });
    if (task?.status === "failed") await retryTask(db, task.id, now);
    else if (task?.status !== "waiting") await enqueueTask(db, SEND_EMAIL, { emailId: id }, { runAt: now });
    notifyOutbox();
    return toEmailRecord(row);
  }
  const exists = await db.selectFrom("emails").select("status").where("id", "=", id).executeTakeFirst();
  if (!exists) throw new NotFoundError(EMAIL_API_MESSAGES.notFound);
  throw new ConflictError(EMAIL_API_MESSAGES.notFailed);
}
