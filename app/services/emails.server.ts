import { writeTransaction } from "~/db/db.server";
import { renderStoredEmail, storedEmailSubject } from "~/emails/render.server";
import type { Page } from "~/lib/paging.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { findEmail, listEmails, retryEmail, type EmailListOptions, type EmailRecord } from "~/models/email.server";

/**
 * The outbox as staff see it (the Email page and GET /api/v1/admin/emails): each row with its subject.
 * A row not sent yet holds only what it will say, so its subject is worked out from that here (the
 * subject alone, without rendering the e-mail); a row queued before the sender rendered e-mails has it stored.
 */

/** An outbox row as staff and the API see it: its subject worked out, its payload left out. */
export type Email = Omit<EmailRecord, "subject" | "payload"> & { subject: string };

/** An outbox row with its subject, without its payload. */
export function describeEmail(record: EmailRecord): Email {
  return {
    id: record.id,
    kind: record.kind,
    to: record.to,
    replyTo: record.replyTo,
    subject: storedEmailSubject(record),
    status: record.status,
    attempts: record.attempts,
    lastError: record.lastError,
    createdAt: record.createdAt,
    nextAttemptAt: record.nextAttemptAt,
    sentAt: record.sentAt,
  };
}

/** Recent e-mails, newest first, with their subjects. */
export async function listOutbox(options: EmailListOptions = {}): Promise<Page<Email>> {
  const page = await listEmails(options);
  return { ...page, items: page.items.map(describeEmail) };
}

/** Queue a failed e-mail again (all staff roles): 404 when missing, 409 when it has not failed. */
export function retryFailedEmail(actor: AuditActor, id: number): Promise<Email> {
  return writeTransaction(async (trx) => {
    const email = describeEmail(await retryEmail(trx, id));
    await recordAudit(trx, actor, "email.retry", { type: "email", id, label: email.subject }, { to: email.to });
    return email;
  });
}

/** An e-mail as its recipient got it (or will): its subject, HTML and plain-text parts, rendered the way the sender renders them. */
export type ReadableEmail = Email & { html: string; text: string; renderError: string | null };

/**
 * Open one e-mail (administrators: it holds a guest's details). Rendered now from what was stored, the
 * same way the sender renders it; a row that cannot be rendered says why instead of failing the page.
 */
export async function readEmail(id: number): Promise<ReadableEmail> {
  const record = await findEmail(id);
  try {
    const rendered = renderStoredEmail(record);
    return { ...describeEmail(record), subject: rendered.subject, html: rendered.html, text: rendered.text, renderError: null };
  } catch (error) {
    return { ...describeEmail(record), html: "", text: "", renderError: error instanceof Error ? error.message : String(error) };
  }
}
