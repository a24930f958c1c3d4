import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Insertable, type Kysely } from "kysely";
import { compiledOnce } from "~/db/compiled-once";
import { getDb, writeTransaction } from "~/db/db.server";
import { amongPickedRows, newestFirst } from "~/db/sql";
import type { Database, EmailRow } from "~/db/schema";
import { ConflictError, NotFoundError } from "~/lib/domain-errors";
import { notifyOutbox } from "~/lib/mail.server";
import { thisServerProcess } from "~/lib/server-process.server";
import { type Page, type PageRequest, pageWindow } from "~/lib/paging.server";
import { EMAIL_API_MESSAGES } from "~/messages";
import type { EmailPayload } from "~/schemas/email-payload";
import type { EmailStatus } from "~/schemas/email-status";

/**
 * The e-mail outbox (docs/decisions/0501-email-outbox.md, 0015-emails-rendered-by-the-sender.md). This
 * module owns the `emails` table:
 * - `enqueueEmails(trx, drafts)` writes the e-mails a change causes inside that change's transaction, so an
 *   e-mail exists exactly when its inquiry/message/status change does. Which e-mails, to whom, by which
 *   Settings switch, the services decide (app/services/notices.server.ts). A queued row holds what the
 *   e-mail will say (its payload), not the e-mail: nothing is rendered inside the write lock, and this
 *   module never reaches up to the templates;
 * - the sender (app/services/mailer.server.ts) claims due rows atomically, renders and sends them, then
 *   marks them sent or schedules a retry with exponential backoff, or marks them failed after 24 hours.
 */

// The list lives with the schemas so the admin page can use it in the browser too.
export { EMAIL_STATUSES, type EmailStatus } from "~/schemas/email-status";

export const OUTBOX_TIMING = {
  /**
   * How long a claim holds: a crashed sender's row is claimed again after this. Longer than any send (SMTP
   * timeouts in lib/mail.server.ts). Only the last resort: a claim names its process, and the claims of a
   * process that is gone are freed sooner (models/server-process.server.ts, releaseClaimsOfGoneProcesses).
   */
  leaseMs: 2 * 60_000,
  /** Delay after the first failure; doubles on each failure... */
  firstRetryMs: 15_000,
  /** ...up to one hour... */
  maxRetryMs: 60 * 60_000,
  /** ...and the e-mail is marked failed once it has been failing for 24 hours. */
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** The wait after `attempts` failed attempts: 15 s, 30 s, 1 min, ... capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(OUTBOX_TIMING.firstRetryMs * 2 ** exponent, OUTBOX_TIMING.maxRetryMs);
}

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

/** A claimed row, for the sender: rendered from `payload`, or sent with the parts stored with it. */
export interface ClaimedEmail extends EmailRecord {
  html: string | null;
  text: string | null;
  claimToken: string;
  queuedAt: string;
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

/** Write e-mails to the outbox with the caller's transaction, then wake this process's sender. */
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
    await insertEmail(trx, {
      kind,
      inquiryId: inquiryId ?? null,
      toAddress: to,
      replyTo: replyTo ?? null,
      payload: JSON.stringify(facts),
      status: "queued",
      createdAt: at,
      queuedAt: at,
      nextAttemptAt: at,
    });
  }
  notifyOutbox();
}

const NEW_EMAIL_COLUMNS = ["kind", "inquiryId", "toAddress", "replyTo", "payload", "status", "createdAt", "queuedAt", "nextAttemptAt"] as const;
type NewEmail = Required<Pick<Insertable<Database["emails"]>, (typeof NEW_EMAIL_COLUMNS)[number]>>;
const insertEmail = compiledOnce(NEW_EMAIL_COLUMNS, (db, values: NewEmail) => db.insertInto("emails").values({ ...values }));

/** The e-mails about one inquiry, oldest first (its timeline), through the emails_inquiry index. */
export async function listInquiryEmails(inquiryId: number): Promise<EmailRecord[]> {
  const db = await getDb();
  const rows = await db.selectFrom("emails").selectAll().where("inquiryId", "=", inquiryId).orderBy("id").execute();
  return rows.map(toEmailRecord);
}

/**
 * Claim up to `limit` e-mails that are due and free, oldest first, in one statement: each row gets a claim
 * token, the claiming process's id (`owner`: its claims are freed once it is gone) and a lease (a crashed
 * sender's rows are claimed again once it runs out, if nobody freed them sooner) and one more attempt.
 * Several senders claiming at once each get different rows: SQLite runs the statement alone under its
 * write lock; on PostgreSQL the pick skips rows another server's claim has locked (amongPickedRows),
 * and the outer conditions, checked again on the locked rows, keep a row from being claimed twice. One write for a whole batch: the sender
 * takes the write lock guests' inquiries need once per batch, not twice per e-mail.
 */
export async function claimDueEmails(limit: number, now = new Date(), owner = thisServerProcess().id): Promise<ClaimedEmail[]> {
  const db = await getDb();
  const at = iso(now);
  const token = randomUUID();
  const free = (eb: ExpressionBuilder<Database, "emails">) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", at)]);
  const rows = await db
    .updateTable("emails")
    .set({ claimToken: token, claimedBy: owner, lockedUntil: iso(new Date(now.getTime() + OUTBOX_TIMING.leaseMs)), attempts: sql`attempts + 1` })
    .where((eb) =>
      amongPickedRows(
        "id",
        eb
          .selectFrom("emails")
          .select("id")
          .where("status", "=", "queued")
          .where("nextAttemptAt", "<=", at)
          .where(free)
          .orderBy("nextAttemptAt")
          .orderBy("id")
          .limit(limit),
      ),
    )
    .where("status", "=", "queued")
    .where(free)
    .returningAll()
    .execute();
  // RETURNING keeps no order: send the oldest first.
  rows.sort((a, b) => (a.nextAttemptAt === b.nextAttemptAt ? a.id - b.id : a.nextAttemptAt < b.nextAttemptAt ? -1 : 1));
  return rows.map((row) => ({ ...toEmailRecord(row), html: row.html, text: row.text, claimToken: token, queuedAt: row.queuedAt }));
}

/** What one send of a claimed e-mail came to: delivered (with the Message-ID), or an error (permanent: never retry). */
export type SendOutcome = { claim: ClaimedEmail; messageId: string } | { claim: ClaimedEmail; error: string; permanent: boolean };

/** Delivered: only the holder of the claim can say so. */
async function recordSent(db: Executor, claim: ClaimedEmail, messageId: string, now: Date): Promise<void> {
  await db
    .updateTable("emails")
    .set({ status: "sent", sentAt: iso(now), messageId, lastError: null, lockedUntil: null, claimToken: null, claimedBy: null })
    .where("id", "=", claim.id)
    .where("claimToken", "=", claim.claimToken)
    .execute();
}

/**
 * A failed attempt: retry after the backoff (never later than the 24-hour deadline), or mark it
 * failed when the deadline has passed or the server refused it for good (`permanent`, an SMTP 5xx).
 */
async function recordFailed(db: Executor, claim: ClaimedEmail, error: string, permanent: boolean, now: Date): Promise<EmailStatus> {
  const deadline = Date.parse(claim.queuedAt) + OUTBOX_TIMING.giveUpAfterMs;
  const giveUp = permanent || now.getTime() >= deadline;
  const next = Math.min(now.getTime() + retryDelayMs(claim.attempts), deadline);
  const status: EmailStatus = giveUp ? "failed" : "queued";
  await db
    .updateTable("emails")
    .set({
      status,
      lastError: error.slice(0, 1000),
      nextAttemptAt: giveUp ? iso(now) : iso(new Date(next)),
      lockedUntil: null,
      claimToken: null,
      claimedBy: null,
    })
    .where("id", "=", claim.id)
    .where("claimToken", "=", claim.claimToken)
    .execute();
  return status;
}

/**
 * The outcomes of sends written in one transaction: sent (with the server's message id), tried again later
 * or failed for good. Answers the status each row ends in, in the same order.
 */
export async function recordSendOutcomes(outcomes: SendOutcome[], now = new Date()): Promise<EmailStatus[]> {
  if (outcomes.length === 0) return [];
  return writeTransaction(async (trx) => {
    const statuses: EmailStatus[] = [];
    for (const outcome of outcomes) {
      if ("messageId" in outcome) await recordSent(trx, outcome.claim, outcome.messageId, now);
      statuses.push("messageId" in outcome ? "sent" : await recordFailed(trx, outcome.claim, outcome.error, outcome.permanent, now));
    }
    return statuses;
  });
}

/**
 * Give claimed e-mails back unsent (a sender stopping, or a batch that ran long): free to claim again at
 * once, the attempt they were claimed for not counted.
 */
export async function releaseEmailClaims(claims: ClaimedEmail[]): Promise<void> {
  if (claims.length === 0) return;
  const db = await getDb();
  await db
    .updateTable("emails")
    .set({ lockedUntil: null, claimToken: null, claimedBy: null, attempts: sql`attempts - 1` })
    .where(
      "id",
      "in",
      claims.map((claim) => claim.id),
    )
    .where("claimToken", "in", [...new Set(claims.map((claim) => claim.claimToken))])
    .execute();
}

/**
 * Free the claims held by processes that are gone (`owners`: their serverProcesses ids, decided and forgotten by
 * releaseClaimsOfGoneProcesses in the same transaction): due again at once, their lease no longer counts. The
 * attempt they were claimed for stays counted, as when a lease runs out (the process may have been sending it).
 * Answers how many were freed.
 */
export async function releaseEmailClaimsOf(trx: Executor, owners: string[]): Promise<number> {
  if (owners.length === 0) return 0;
  const result = await trx
    .updateTable("emails")
    .set({ lockedUntil: null, claimToken: null, claimedBy: null })
    .where("claimedBy", "in", owners)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Whether an e-mail is due now and free to claim: the sender's poll, one row at most, read through an
 * index of the queued rows only (emails_due, or the status index), never the sent ones.
 */
export async function isEmailDue(now = new Date()): Promise<boolean> {
  const db = await getDb();
  const at = iso(now);
  const row = await db
    .selectFrom("emails")
    .select("id")
    .where("status", "=", "queued")
    .where("nextAttemptAt", "<=", at)
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", at)]))
    .orderBy("nextAttemptAt")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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

/** Put a failed e-mail back in the queue, due now, with a fresh 24-hour window. 404 / 409 otherwise. */
export async function retryEmail(db: Executor, id: number, now = new Date()): Promise<EmailRecord> {
  const at = iso(now);
  const row = await db
    .updateTable("emails")
    .set({ status: "queued", queuedAt: at, nextAttemptAt: at, lockedUntil: null, claimToken: null, claimedBy: null })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returningAll()
    .executeTakeFirst();
  if (row) {
    notifyOutbox();
    return toEmailRecord(row);
  }
  const exists = await db.selectFrom("emails").select("status").where("id", "=", id).executeTakeFirst();
  if (!exists) throw new NotFoundError(EMAIL_API_MESSAGES.notFound);
  throw new ConflictError(EMAIL_API_MESSAGES.notFailed);
}
