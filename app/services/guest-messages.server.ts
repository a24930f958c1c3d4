import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { GUEST_MESSAGE_MESSAGES } from "~/messages";
import { businessDayStartUtc, nightsBetween, todayInBusinessZone } from "~/lib/dates";
import { addDays } from "~/lib/day-ranges";
import { ConflictError, NotFoundError, ValidationError } from "~/lib/domain-errors";
import { newGuestToken } from "~/lib/inquiry-reference.server";
import { formatMoney } from "~/lib/money";
import { publicUrl } from "~/lib/public-url.server";
import { checkTemplate, renderTemplate, type TemplateVars } from "~/lib/template-language";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { deleteGuestMessageSetting, getGuestMessageSettings, saveGuestMessageSetting } from "~/models/guest-message-setting.server";
import {
  cancelWaitingMessages,
  findScheduledMessage,
  listScheduledMessages,
  scheduleMessage,
  settleScheduledMessage,
  type ScheduledMessageRow,
} from "~/models/guest-message.server";
import { guestTokenOf, inquiryBeforeChange, inquiryForEmail } from "~/models/inquiry.server";
import { bookingMoneyAsOf } from "~/models/payment.server";
import { ensureReviewInvitation, findReviewInvitation } from "~/models/review.server";
import { getBusinessSettings } from "~/models/settings.server";
import { retimeWaitingTask } from "~/models/task.server";
import { guestPagePath } from "~/lib/inquiry-reference.server";
import { checkInTime, checkOutTime, localTime } from "~/policies";
import { formatDay } from "~/i18n/format";
import { DEFAULT_LANGUAGE, LOCALES, pathInLanguage, toLanguage, type Language } from "~/i18n/languages";
import {
  GUEST_MESSAGE_KINDS,
  MESSAGE_ANCHORS,
  MESSAGE_TEXT_LANGUAGES,
  MESSAGE_TITLES,
  messageTextIn,
  TEMPLATE_VARIABLE_NAMES,
  type GuestMessageKind,
  type GuestMessageSetting,
  type GuestMessagesUpdate,
  TRANSLATED_TEXT_FIELDS,
} from "~/schemas/guest-messages";

type TranslatedField = (typeof TRANSLATED_TEXT_FIELDS)[number];
import { queueGuestMessageEmail } from "./notices.server";
import { enqueue, type TaskResult } from "./tasks.server";

/*
 * Scheduled guest messages (issue 38; docs/decisions/1128-guest-messages-and-reviews.md). Confirming a booking
 * writes, in its own transaction, one `guestMessages` row per message that is on (what the booking's page shows)
 * and one `guest-message` task due at the same moment (what sends it). The task's handler settles the row
 * (waiting → sent) and queues the e-mail in one transaction: the guarded update lets one server, or staff's
 * 'Send now', win, so each message goes out once. Cancelling or reopening the booking cancels what is waiting;
 * a message more than 24 hours late (every server was down) is skipped, and the page says so.
 */

/** How late a message may still go out. */
export const MESSAGE_LATE_LIMIT_MS = 24 * 60 * 60_000;
/** How long a review link is valid from when the Thank you message goes out. */
export const REVIEW_LINK_VALID_MS = 30 * 24 * 60 * 60_000;

export const GUEST_MESSAGE_AUDIT = {
  settings: "settings.guest-messages",
  sendNow: "guest-message.send-now",
  skip: "guest-message.skip",
} as const;

const taskKey = (inquiryId: number, kind: GuestMessageKind) => `guest-message:${inquiryId}:${kind}`;

/** When a message is due for a stay: its offset in days from check-in or check-out, at its time of day (East Africa Time). */
export function messageDueAt(
  setting: Pick<GuestMessageSetting, "kind" | "offsetDays" | "timeOfDay">,
  stay: { startDate: string; endDate: string },
): Date {
  const anchor = MESSAGE_ANCHORS[setting.kind] === "checkIn" ? stay.startDate : stay.endDate;
  const [hours, minutes] = setting.timeOfDay.split(":").map(Number);
  return new Date(new Date(businessDayStartUtc(addDays(anchor, setting.offsetDays))).getTime() + (hours * 60 + minutes) * 60_000);
}

/**
 * Write (or re-time) a confirmed booking's messages in `db`, the transaction of the confirmation (or of a change
 * of its dates): each message that is on, due at its moment. Before you arrive, when its moment has passed but
 * check-in has not (confirmed less than 3 days ahead), goes at once; the rest keep their moment, and the handler
 * sends one up to 24 hours late and skips one later than that.
 */
export async function scheduleGuestMessages(db: DB, inquiryId: number, now = new Date()): Promise<void> {
  const stay = await inquiryBeforeChange(db, inquiryId);
  if (!stay || stay.status !== "confirmed") return;
  const settings = await getGuestMessageSettings(db);
  for (const kind of GUEST_MESSAGE_KINDS) {
    const setting = settings[kind];
    if (!setting.enabled) continue;
    let dueAt = messageDueAt(setting, stay);
    if (kind === "before-arrival" && dueAt < now && todayInBusinessZone(now) <= stay.startDate) dueAt = now;
    await scheduleMessage(db, { inquiryId, kind, dueAt }, now);
    const row = await findScheduledMessage(db, inquiryId, kind);
    if (row?.status !== "waiting") continue;
    if (!(await enqueue(db, "guest-message", { inquiryId, kind }, { dedupeKey: taskKey(inquiryId, kind), runAt: dueAt }))) {
      await retimeWaitingTask(db, taskKey(inquiryId, kind), dueAt);
    }
  }
}

/** The booking was cancelled or reopened: what is waiting is dropped (in `db`, the change's transaction). */
export async function cancelGuestMessages(db: DB, inquiryId: number, now = new Date()): Promise<void> {
  await cancelWaitingMessages(db, inquiryId, GUEST_MESSAGE_MESSAGES.cancelledWithBooking, now);
}

/**
 * The values a booking's messages are filled in with, as a guest who wrote in `language` reads them (dates, times
 * and money by its rules, links to its pages). `reviewUrl`: the stay's link when it has one (or is made now).
 */
async function templateVars(
  db: DB,
  inquiryId: number,
  now: Date,
  reviewToken?: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<TemplateVars> {
  const [inquiry, stay, business, token] = await Promise.all([
    inquiryForEmail(db, inquiryId),
    inquiryBeforeChange(db, inquiryId),
    getBusinessSettings(db),
    guestTokenOf(db, inquiryId),
  ]);
  const money = await bookingMoneyAsOf(
    db,
    { id: inquiryId, status: stay?.status ?? "confirmed", total: inquiry.total ?? null, startDate: inquiry.startDate },
    todayInBusinessZone(now),
  );
  const owed = Math.max(money.total - money.paid, 0);
  const currency = business.currency ?? "USD";
  const locale = LOCALES[language];
  return {
    guestFirstName: inquiry.name.trim().split(/\s+/)[0] ?? inquiry.name,
    guestName: inquiry.name,
    propertyName: inquiry.propertyName,
    checkIn: formatDay(inquiry.startDate, language),
    checkOut: formatDay(inquiry.endDate, language),
    checkInTime: localTime(checkInTime(), locale),
    checkOutTime: localTime(checkOutTime(), locale),
    nights: nightsBetween(inquiry.startDate, inquiry.endDate),
    reference: inquiry.reference ?? `#${inquiry.id}`,
    guestPageUrl: token ? publicUrl() + pathInLanguage(language, guestPagePath(token)) : "",
    directions: stay?.directions ?? "",
    balanceDue: owed > 0 ? formatMoney(owed, currency, locale) : "",
    balanceDueDate: owed > 0 && money.balanceDueDate ? formatDay(money.balanceDueDate, language) : "",
    reviewUrl: reviewToken ? publicUrl() + pathInLanguage(language, `/review/${reviewToken}`) : "",
    businessName: business.businessName,
    businessPhone: business.phone,
    businessEmail: business.email,
  };
}

/** A template's output tidied: a line left empty by a section that showed nothing does not leave a gap. */
const tidy = (text: string) =>
  text
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

function fill(setting: Pick<GuestMessageSetting, "subject" | "body">, vars: TemplateVars) {
  return { subject: tidy(renderTemplate(setting.subject, vars)).replace(/\s+/g, " "), body: tidy(renderTemplate(setting.body, vars)) };
}

/**
 * Send a waiting message now, in `db` (a write transaction): settles it as sent (only if still waiting: answers
 * false when someone else did) and queues its e-mail; the Thank you and Review reminder make the stay's review
 * link first.
 */
async function deliver(db: DB, inquiryId: number, kind: GuestMessageKind, now: Date): Promise<boolean> {
  if (!(await settleScheduledMessage(db, inquiryId, kind, { status: "sent" }, now))) return false;
  let reviewToken: string | undefined;
  if (kind === "thank-you" || kind === "review-reminder") {
    const stay = await inquiryBeforeChange(db, inquiryId);
    const inquiry = await inquiryForEmail(db, inquiryId);
    const invitation = await ensureReviewInvitation(
      db,
      { inquiryId, propertyId: stay!.propertyId, stayMonth: inquiry.startDate.slice(0, 7) },
      newGuestToken,
      new Date(now.getTime() + REVIEW_LINK_VALID_MS),
    );
    reviewToken = invitation.token;
  }
  const settings = await getGuestMessageSettings(db);
  const inquiry = await inquiryForEmail(db, inquiryId);
  // The text of the language the guest wrote in (English when staff have none in it), filled in and framed in it.
  const text = messageTextIn(settings[kind], toLanguage(inquiry.language));
  const content = fill(text, await templateVars(db, inquiryId, now, reviewToken, text.language));
  await queueGuestMessageEmail(db, { ...inquiry, language: text.language }, { kind, ...content });
  return true;
}

/** The `guest-message` task's handler: send the message when due, once; skip it when it no longer applies or is too late. */
export async function runScheduledMessage({ inquiryId, kind }: { inquiryId: number; kind: GuestMessageKind }, now = new Date()): Promise<TaskResult> {
  return writeTransaction(async (trx): Promise<TaskResult> => {
    const row = await findScheduledMessage(trx, inquiryId, kind);
    if (!row || row.status !== "waiting") return;
    const dueAt = new Date(row.dueAt);
    // Re-timed later than the task (dates moved): look again then.
    if (dueAt.getTime() > now.getTime()) return { again: dueAt };
    const stay = await inquiryBeforeChange(trx, inquiryId);
    if (stay?.status !== "confirmed") {
      await settleScheduledMessage(trx, inquiryId, kind, { status: "cancelled", reason: GUEST_MESSAGE_MESSAGES.cancelledWithBooking }, now);
      return;
    }
    if (now.getTime() - dueAt.getTime() > MESSAGE_LATE_LIMIT_MS) {
      await settleScheduledMessage(trx, inquiryId, kind, { status: "skipped", reason: GUEST_MESSAGE_MESSAGES.tooLate }, now);
      return;
    }
    if (kind === "review-reminder") {
      const review = await findReviewInvitation(trx, inquiryId);
      if (review && review.status !== "invited") {
        await settleScheduledMessage(trx, inquiryId, kind, { status: "skipped", reason: GUEST_MESSAGE_MESSAGES.reviewCame }, now);
        return;
      }
    }
    await deliver(trx, inquiryId, kind, now);
  });
}

const auditTarget = (inquiryId: number) => ({ type: "booking-inquiry", id: inquiryId });

/** Staff's 'Send now' on a booking's page (audited): 404 unknown message, 409 not waiting. */
export async function sendGuestMessageNow(
  actor: AuditActor,
  inquiryId: number,
  kind: GuestMessageKind,
  now = new Date(),
): Promise<ScheduledMessageRow> {
  return writeTransaction(async (trx) => {
    await waitingMessage(trx, inquiryId, kind);
    if (!(await deliver(trx, inquiryId, kind, now))) throw new ConflictError(GUEST_MESSAGE_MESSAGES.notWaiting);
    await recordAudit(trx, actor, GUEST_MESSAGE_AUDIT.sendNow, auditTarget(inquiryId), { kind });
    return (await findScheduledMessage(trx, inquiryId, kind))!;
  });
}

/** Staff's 'Skip' on a booking's page (audited): 404 unknown message, 409 not waiting. */
export async function skipGuestMessage(actor: AuditActor, inquiryId: number, kind: GuestMessageKind, now = new Date()): Promise<ScheduledMessageRow> {
  return writeTransaction(async (trx) => {
    await waitingMessage(trx, inquiryId, kind);
    const reason = GUEST_MESSAGE_MESSAGES.skippedBy(actor.username);
    if (!(await settleScheduledMessage(trx, inquiryId, kind, { status: "skipped", reason }, now)))
      throw new ConflictError(GUEST_MESSAGE_MESSAGES.notWaiting);
    await recordAudit(trx, actor, GUEST_MESSAGE_AUDIT.skip, auditTarget(inquiryId), { kind });
    return (await findScheduledMessage(trx, inquiryId, kind))!;
  });
}

async function waitingMessage(db: DB, inquiryId: number, kind: GuestMessageKind): Promise<ScheduledMessageRow> {
  const row = await findScheduledMessage(db, inquiryId, kind);
  if (!row) throw new NotFoundError(GUEST_MESSAGE_MESSAGES.notFound);
  if (row.status !== "waiting") throw new ConflictError(GUEST_MESSAGE_MESSAGES.notWaiting);
  return row;
}

/** A booking's messages for its page and JSON (`scheduledMessages`). */
export function scheduledMessagesOf(inquiryId: number): Promise<ScheduledMessageRow[]> {
  return listScheduledMessages(inquiryId);
}

type MessageTexts = Pick<GuestMessageSetting, "kind" | "subject" | "body"> & Partial<Pick<GuestMessageSetting, TranslatedField>>;

/**
 * The field errors of a message's templates (unknown variables, syntax; a Swahili or German subject without its
 * message or the other way round), keyed as the form and the API name them.
 */
export function templateErrors(setting: MessageTexts, prefix = ""): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const check = (field: "subject" | "body" | TranslatedField, part: "subject" | "body", language?: string) => {
    const text = setting[field];
    if (!text) return;
    const problem = checkTemplate(text, TEMPLATE_VARIABLE_NAMES);
    if (!problem) return;
    const where = `the ${language ? `${language} ` : ""}${part} of "${MESSAGE_TITLES[setting.kind]}"`;
    errors[`${prefix}${field}`] = [
      problem.kind === "syntax"
        ? GUEST_MESSAGE_MESSAGES.syntaxError(where, problem.message)
        : GUEST_MESSAGE_MESSAGES.unknownVariables(where, problem.names),
    ];
  };
  check("subject", "subject");
  check("body", "body");
  for (const { subject, body, name } of Object.values(MESSAGE_TEXT_LANGUAGES)) {
    // A language's text is its subject and its message: one alone would send half a message.
    if (setting[subject] && !setting[body]) errors[`${prefix}${body}`] = [GUEST_MESSAGE_MESSAGES.bodyWithoutSubject(name)];
    if (setting[body] && !setting[subject]) errors[`${prefix}${subject}`] = [GUEST_MESSAGE_MESSAGES.subjectWithoutBody(name)];
    check(subject, "subject", name);
    check(body, "body", name);
  }
  return errors;
}

/** Settings → Guest messages and GET /api/v1/admin/settings/guest-messages: the four messages in schedule order. */
export async function guestMessageSettings(): Promise<GuestMessageSetting[]> {
  const settings = await getGuestMessageSettings();
  return GUEST_MESSAGE_KINDS.map((kind) => settings[kind]);
}

/**
 * Save messages (the page saves one, the API any): refused whole (400, the first problem named, each field's
 * own) when a template has a syntax error or a variable outside the allow-list. Audited.
 */
export async function saveGuestMessageSettings(
  actor: AuditActor,
  update: GuestMessagesUpdate,
  fieldPrefix?: (index: number) => string,
): Promise<GuestMessageSetting[]> {
  await writeTransaction(async (trx) => {
    // A language's text left out keeps what is saved (API clients that know nothing of languages lose nothing),
    // read in the write that saves it (on SQLite the one writer makes that exact; on PostgreSQL two admins saving
    // the same message at the same moment is last-write-wins, as with every other setting).
    const saved = await getGuestMessageSettings(trx);
    const messages: GuestMessageSetting[] = update.messages.map((message) => {
      const whole = { ...message } as GuestMessageSetting;
      for (const field of TRANSLATED_TEXT_FIELDS) whole[field] = message[field] === undefined ? saved[message.kind][field] : message[field];
      return whole;
    });
    const errors: Record<string, string[]> = {};
    messages.forEach((message, index) => Object.assign(errors, templateErrors(message, fieldPrefix ? fieldPrefix(index) : `messages.${index}.`)));
    const first = Object.values(errors)[0];
    if (first) throw new ValidationError(first[0]!, errors);
    for (const message of messages) await saveGuestMessageSetting(trx, message);
    await recordAudit(
      trx,
      actor,
      GUEST_MESSAGE_AUDIT.settings,
      { type: "settings", label: "Guest messages" },
      { kinds: update.messages.map((m) => m.kind) },
    );
  });
  return guestMessageSettings();
}

/** Restore a message's default text and timing (audited). */
export async function restoreGuestMessageDefault(actor: AuditActor, kind: GuestMessageKind): Promise<GuestMessageSetting[]> {
  await writeTransaction(async (trx) => {
    await deleteGuestMessageSetting(trx, kind);
    await recordAudit(trx, actor, GUEST_MESSAGE_AUDIT.settings, { type: "settings", label: "Guest messages" }, { kinds: [kind], restored: true });
  });
  return guestMessageSettings();
}

/**
 * A message as it would read for a real booking (the settings page's preview): the template given (saved or not),
 * filled in with that booking's values. 400 for a template that cannot be saved, 404 for an unknown booking.
 */
export async function previewGuestMessage(
  setting: Pick<GuestMessageSetting, "kind" | "subject" | "body">,
  inquiryId: number,
  language: Language = DEFAULT_LANGUAGE,
  now = new Date(),
): Promise<{ subject: string; body: string }> {
  const errors = templateErrors(setting);
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first[0]!, errors);
  const db = await getDb();
  if (!(await inquiryBeforeChange(db, inquiryId))) throw new NotFoundError("Booking inquiry not found");
  const invitation = await findReviewInvitation(db, inquiryId);
  return fill(setting, await templateVars(db, inquiryId, now, invitation?.token ?? "(the guest's own link)", language));
}
