import { writeTransaction } from "~/db/db.server";
import type { Language } from "~/i18n/languages";
import { storedEmailSubject } from "~/emails/render.server";
import { isoInBusinessZone, nightsBetween } from "~/lib/dates";
import { listAuditForTarget, recordAudit, type AuditActor, type AuditEntry, type AuditTarget } from "~/models/audit.server";
import { listInquiryEmails, type EmailRecord } from "~/models/email.server";
import { queueDecisionEmail, queueReplyEmail } from "./notices.server";
import { cancelGuestMessages, GUEST_MESSAGE_AUDIT, scheduleGuestMessages, scheduledMessagesOf } from "./guest-messages.server";
import { MESSAGE_TITLES, type GuestMessageKind, type ScheduledMessage } from "~/schemas/guest-messages";
import { insertInquiryReply, listInquiryReplies, type InquiryReply } from "~/models/inquiry-reply.server";
import {
  findInquiry,
  inquiryForEmail,
  inquiryBeforeChange,
  setInquiryLanguage,
  setInquiryNote,
  toInquiry,
  updateInquiryStatus,
  withConflicts,
  type BookingInquiry,
  type BookingInquiryWithProperty,
  type InquiryStatus,
  type WithConflicts,
} from "~/models/inquiry.server";
import { ConflictError, NotFoundError } from "~/lib/domain-errors";
import { formatLongDate, todayInBusinessZone } from "~/lib/dates";

/** "2026-12-20 to 2026-12-23" (as the audit row keeps it) in words. */
const formatDayRange = (range: string) =>
  range
    .split(" to ")
    .map((day) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? formatLongDate(day) : day))
    .join(" to ");
import { AVAILABILITY_MESSAGES } from "~/messages";
import { findStayConflicts, stayOverlapsUnavailable } from "~/models/calendar.server";
import { payFactsFor } from "./payment-methods.server";
import type { DB } from "~/db/db.server";
import { formatMoney } from "~/lib/money";
import { METHOD_WORDS, type BookingMoney, type PaymentMethod } from "~/lib/payments";
import { moneyFor, PAYMENT_AUDIT, recordCancellationRefund } from "~/services/payments.server";

export interface InquiryChange {
  /** Confirm, cancel or reopen (pending): recorded with who and when; a decision e-mails the guest. */
  status?: InquiryStatus;
  /** Staff's own words for the guest's decision e-mail (confirm or cancel). */
  message?: string;
  /** The internal staff note; null clears it. */
  note?: string | null;
  /** Cancelling a booking with money paid: the refund staff settled on (else the cancellation policy's). */
  refund?: number;
  /** The language the guest's e-mails are written in from now on. */
  language?: Language;
}

/** The audit log's name for what a booking inquiry went through. */
export const INQUIRY_AUDIT = {
  status: "inquiry.status",
  note: "inquiry.note",
  language: "inquiry.language",
  reply: "inquiry.reply",
  /** Written by the guest's own cancellation on their stay page (actor: none, the guest). */
  guestCancel: "inquiry.guest-cancel",
  /** Staff moved the stay (services/booking.server.ts changeBookingDates). */
  dates: "inquiry.dates",
} as const;

/**
 * What an inquiry's audit entries are about, named as staff say it ("TR-7K3M9Q (Jane Guest, Alpine
 * Retreat)") and read in the command's own transaction, so the name is kept even if the property goes.
 */
/** A booking as the audit log names it (recordAudit finds its reference, guest and property). */
const target = (id: number): AuditTarget => ({ type: "booking-inquiry", id });

/**
 * Confirm, cancel or reopen (pending) an inquiry, recording who did it and when. `db` must be a write
 * transaction (the overlap check and the update share its lock) and the guest's decision e-mail is queued in it.
 */
export async function setInquiryStatus(
  db: DB,
  id: number,
  status: InquiryStatus,
  changedBy: string,
  /** Staff's own words for the guest's decision e-mail. */
  message?: string | null,
): Promise<BookingInquiry> {
  const before = await inquiryBeforeChange(db, id);
  if (!before) throw new NotFoundError("Booking inquiry not found");
  // Confirming refuses (409) a stay that overlaps another confirmed stay, a block or an imported
  // event, naming every clash; check and update share the write transaction, so of two concurrent
  // confirmations of overlapping inquiries exactly one wins.
  if (status === "confirmed" && (await stayOverlapsUnavailable(db, before.propertyId, before, id))) {
    const conflicts = (
      await findStayConflicts(db, [{ id, propertyId: before.propertyId, startDate: before.startDate, endDate: before.endDate }])
    ).get(id);
    throw new ConflictError(AVAILABILITY_MESSAGES.confirmOverlap, undefined, { conflicts });
  }
  const row = await updateInquiryStatus(db, id, status, changedBy);
  const inquiry = toInquiry(row);
  // The guest messages before and after the stay are written with the confirmation, and dropped with it.
  if (status === "confirmed" && before.status !== "confirmed") await scheduleGuestMessages(db, id);
  if (status !== "confirmed" && before.status === "confirmed") await cancelGuestMessages(db, id);
  // The guest hears a new decision, queued in the same transaction.
  if ((status === "confirmed" || status === "cancelled") && before.status !== status) {
    await queueDecisionEmail(db, { ...inquiry, propertyName: before.propertyName ?? "your stay", guestToken: row.guestToken }, status, {
      message,
      directions: before.directions,
      // When the site takes payments online, the confirmation says what is due, by when, and links to pay.
      pay: status === "confirmed" ? await payFactsFor(db, { ...inquiry, guestToken: row.guestToken }, todayInBusinessZone()) : undefined,
    });
  }
  return inquiry;
}

/**
 * The staff commands on a booking inquiry (the list page and its JSON twin): change its status, save
 * its note, or both. The changes, their audit rows and the guest's decision e-mail commit together;
 * the status goes first, so a refused change (404, 409 overlap) leaves the note as it was too.
 */
export async function changeInquiry(actor: AuditActor, id: number, change: InquiryChange): Promise<void> {
  await writeTransaction(async (trx) => {
    if (change.status) {
      await setInquiryStatus(trx, id, change.status, actor.username, change.message);
      if (change.status === "cancelled") await recordCancellationRefund(trx, actor, id, change.refund);
      await recordAudit(trx, actor, INQUIRY_AUDIT.status, target(id), {
        status: change.status,
        withMessage: Boolean(change.message) || undefined,
      });
    }
    if (change.language) {
      await setInquiryLanguage(trx, id, change.language);
      await recordAudit(trx, actor, INQUIRY_AUDIT.language, target(id), { language: change.language });
    }
    if (change.note !== undefined) {
      await setInquiryNote(trx, id, change.note, actor.username);
      await recordAudit(trx, actor, INQUIRY_AUDIT.note, target(id), { cleared: change.note === null });
    }
  });
  // A card refund the cancellation owes goes to Stripe once the cancellation has committed (never inside its lock).
}

/**
 * Write to the guest about their inquiry: the reply is kept, recorded in the audit log and e-mailed to
 * the guest through the outbox (Reply-To the business address), all in one transaction. 404 for an
 * unknown inquiry.
 */
export async function replyToInquiry(actor: AuditActor, id: number, body: string): Promise<InquiryReply> {
  return writeTransaction(async (trx) => {
    const inquiry = await inquiryForEmail(trx, id);
    const reply = await insertInquiryReply(trx, id, actor, body);
    await recordAudit(trx, actor, INQUIRY_AUDIT.reply, target(id), { replyId: reply.id, length: body.length });
    await queueReplyEmail(trx, inquiry, { body, author: actor.username });
    return reply;
  });
}

export const TIMELINE_KINDS = ["received", "email", "status", "dates", "note", "reply", "guest-cancel", "payment"] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One thing that happened to a booking inquiry. */
export interface TimelineEntry {
  at: string;
  kind: TimelineKind;
  /** Who did it: a staff member's username, the guest's name, or "system" (the e-mail sender). */
  actor: string;
  summary: string;
}

/** A booking inquiry with everything staff need on its page: its clashes, its money and its whole story. */
export type InquiryDetail = WithConflicts<BookingInquiryWithProperty> & {
  timeline: TimelineEntry[];
  payment: BookingMoney;
  /** The messages before and after the stay (./guest-messages.server.ts), soonest first. */
  scheduledMessages: ScheduledMessage[];
};

const STATUS_WORDS: Record<string, string> = {
  confirmed: "confirmed the booking",
  cancelled: "cancelled the request",
  pending: "reopened the request",
};

function emailEntries(email: EmailRecord): TimelineEntry[] {
  const subject = storedEmailSubject(email);
  const entries: TimelineEntry[] = [{ at: email.createdAt, kind: "email", actor: "system", summary: `E-mail to ${email.to} queued: ${subject}` }];
  if (email.status === "sent" && email.sentAt) {
    entries.push({ at: email.sentAt, kind: "email", actor: "system", summary: `E-mail to ${email.to} sent: ${subject}` });
  } else if (email.status === "failed") {
    const at = email.nextAttemptAt ?? email.sentAt ?? email.createdAt;
    entries.push({
      at,
      kind: "email",
      actor: "system",
      summary: `E-mail to ${email.to} failed: ${subject}${email.lastError ? ` (${email.lastError})` : ""}`,
    });
  } else if (email.lastError) {
    // Still queued after a failed attempt: say it is being retried rather than pretend it went.
    entries.push({
      at: email.createdAt,
      kind: "email",
      actor: "system",
      summary: `E-mail to ${email.to} not delivered yet, retrying (${email.attempts} attempts so far): ${subject}`,
    });
  }
  return entries;
}

function auditEntry(entry: AuditEntry, inquiry: BookingInquiryWithProperty): TimelineEntry | null {
  const actor = entry.actor.username;
  const details = entry.details ?? {};
  switch (entry.action) {
    case INQUIRY_AUDIT.status: {
      const words = STATUS_WORDS[String(details.status)] ?? "changed the status";
      return { at: entry.createdAt, kind: "status", actor, summary: `${actor} ${words}${details.withMessage ? " with a personal message" : ""}` };
    }
    case INQUIRY_AUDIT.dates: {
      const price =
        details.previousTotal != null
          ? `; the price went from ${formatMoney(Number(details.previousTotal), String(details.currency ?? ""))} to ${formatMoney(Number(details.total), String(details.currency ?? ""))}`
          : "";
      return {
        at: entry.createdAt,
        kind: "dates",
        actor,
        summary: `${actor} moved the stay to ${formatDayRange(String(details.to))} (it was ${formatDayRange(String(details.from))})${price}`,
      };
    }
    case INQUIRY_AUDIT.note:
      return {
        at: entry.createdAt,
        kind: "note",
        actor,
        summary: details.cleared ? `${actor} cleared the internal note` : `${actor} edited the internal note`,
      };
    case PAYMENT_AUDIT.recorded:
      return {
        at: entry.createdAt,
        kind: "payment",
        actor,
        summary: `${actor} recorded a payment of ${formatMoney(Number(details.amount), String(details.currency ?? ""))} by ${METHOD_WORDS[details.method as PaymentMethod] ?? String(details.method)}`,
      };
    case PAYMENT_AUDIT.refundOwed:
      return {
        at: entry.createdAt,
        kind: "payment",
        actor,
        summary: `Refund of ${formatMoney(Number(details.amount), String(details.currency ?? ""))} owed to the guest (the policy gives ${formatMoney(Number(details.policy), String(details.currency ?? ""))} of ${formatMoney(Number(details.paid), String(details.currency ?? ""))} paid)`,
      };
    case PAYMENT_AUDIT.refundMade:
      return {
        at: entry.createdAt,
        kind: "payment",
        actor,
        summary: `${actor} marked a refund of ${formatMoney(Number(details.amount), String(details.currency ?? ""))} by ${METHOD_WORDS[details.method as PaymentMethod] ?? String(details.method)} as made`,
      };
    case PAYMENT_AUDIT.paidOnline:
      return {
        at: entry.createdAt,
        kind: "payment",
        actor: inquiry.name,
        summary: `${inquiry.name} paid ${formatMoney(Number(details.amount), String(details.currency ?? ""))} by ${METHOD_WORDS[details.method as PaymentMethod] ?? String(details.method)}${details.providerRef ? ` (${String(details.providerRef)})` : ""}`,
      };
    case PAYMENT_AUDIT.attemptFailed:
      return {
        at: entry.createdAt,
        kind: "payment",
        actor: inquiry.name,
        summary: `${METHOD_WORDS[details.method as PaymentMethod] ?? String(details.method)} payment of ${formatMoney(Number(details.amount), String(details.currency ?? ""))} did not go through: ${String(details.reason ?? "")}`,
      };
    case PAYMENT_AUDIT.refundSent:
      return {
        at: entry.createdAt,
        kind: "payment",
        actor,
        summary: `Refund of ${formatMoney(Number(details.amount), String(details.currency ?? ""))} sent to the guest's card through Stripe (${String(details.providerRef ?? "")})`,
      };
    case GUEST_MESSAGE_AUDIT.sendNow:
      return {
        at: entry.createdAt,
        kind: "email",
        actor,
        summary: `${actor} sent "${MESSAGE_TITLES[details.kind as GuestMessageKind] ?? String(details.kind)}" now`,
      };
    case GUEST_MESSAGE_AUDIT.skip:
      return {
        at: entry.createdAt,
        kind: "email",
        actor,
        summary: `${actor} skipped "${MESSAGE_TITLES[details.kind as GuestMessageKind] ?? String(details.kind)}"`,
      };
    case INQUIRY_AUDIT.guestCancel:
      return { at: entry.createdAt, kind: "guest-cancel", actor: inquiry.name, summary: `${inquiry.name} cancelled on their booking page` };
    default:
      // Replies are told from the replies themselves (whole, and kept longer than the audit log).
      return null;
  }
}

/**
 * One booking inquiry for its page and GET /api/v1/admin/booking-inquiries/{id}: the inquiry with its
 * property, its clashes (pending only) and its timeline (received, each e-mail queued / sent / failed,
 * each status change and note edit with who, replies, the guest's cancellation), oldest first.
 * 404 for an unknown inquiry.
 */
export async function getInquiryDetail(id: number): Promise<InquiryDetail> {
  const inquiry = await findInquiry(id);
  if (!inquiry) throw new NotFoundError("Booking inquiry not found");
  const [[withClashes], emails, audit, replies, payment, scheduled] = await Promise.all([
    withConflicts([inquiry]),
    listInquiryEmails(id),
    listAuditForTarget("booking-inquiry", id),
    listInquiryReplies(id),
    moneyFor(inquiry),
    scheduledMessagesOf(id),
  ]);
  const nights = nightsBetween(inquiry.startDate, inquiry.endDate);
  const timeline: TimelineEntry[] = [
    {
      at: inquiry.createdAt,
      kind: "received",
      actor: inquiry.name,
      summary: `Request received from ${inquiry.name} for ${inquiry.propertyName ?? "a property"}: ${nights} ${nights === 1 ? "night" : "nights"}, ${inquiry.guests} ${inquiry.guests === 1 ? "guest" : "guests"}`,
    },
    ...emails.flatMap(emailEntries),
    ...audit.map((entry) => auditEntry(entry, inquiry)).filter((e): e is TimelineEntry => e !== null),
    ...replies.map((r) => ({ at: r.at, kind: "reply" as const, actor: r.author, summary: `${r.author} replied to the guest: ${r.body}` })),
  ];
  // A guest's cancellation is told even without its audit entry (pruned after a year), from the inquiry's own record.
  if (inquiry.cancelledBy === "guest" && inquiry.statusChangedAt && !timeline.some((e) => e.kind === "guest-cancel")) {
    timeline.push({
      at: inquiry.statusChangedAt,
      kind: "guest-cancel",
      actor: inquiry.name,
      summary: `${inquiry.name} cancelled on their booking page`,
    });
  }
  // A status changed before the audit log existed is still told, from the inquiry's own record.
  if (inquiry.statusChangedAt && !timeline.some((e) => e.kind === "status" || e.kind === "guest-cancel")) {
    const by = inquiry.statusChangedBy ?? "unknown";
    timeline.push({
      at: inquiry.statusChangedAt,
      kind: "status",
      actor: by,
      summary: `${by} ${STATUS_WORDS[inquiry.status] ?? "changed the status"}`,
    });
  }
  // Oldest first; at the same instant, the order they were told in (received, e-mails, changes).
  const ordered = timeline.map((entry, i) => ({ entry, i })).sort((a, b) => (a.entry.at < b.entry.at ? -1 : a.entry.at > b.entry.at ? 1 : a.i - b.i));
  const scheduledMessages = scheduled.map(({ inquiryId: _, ...message }) => message);
  // Times as a person in the business reads them, with their offset ("2026-11-28T00:07:00+03:00"): the JSON and the page alike.
  const timelineOut = ordered.map((o) => ({ ...o.entry, at: isoInBusinessZone(o.entry.at) }));
  const paymentOut = { ...payment, payments: payment.payments.map((p) => ({ ...p, at: isoInBusinessZone(p.at) })) };
  return { ...withClashes, timeline: timelineOut, payment: paymentOut, scheduledMessages };
}
