import { getDb, type DB } from "~/db/db.server";
import { newestFirst } from "~/db/sql";
import type { AuditLogTable } from "~/db/schema";
import { nowIso } from "~/lib/clock";
import { formatLongDate } from "~/lib/dates";
import { pageWindow, type Page, type PageRequest } from "~/lib/paging.server";
import { inquiryAuditLabel } from "~/models/inquiry.server";
import type { AuditKind } from "~/schemas/audit-query";
import type { Selectable } from "kysely";

/** Who did something: a signed-in staff member (or null for the system). */
export interface AuditActor {
  id: number;
  username: string;
}

/**
 * Someone who is not staff but acted on their own: a guest cancelling on their own page ("the guest").
 * Recorded under that name with no user id, so the log tells them apart from staff and from the system.
 */
export interface OutsideActor {
  id: null;
  username: string;
}

export interface AuditTarget {
  type: string;
  id?: number | string | null;
  /**
   * What the thing is called, as a person names it (a property's name, a username, "TR-7K3M9Q (Jane
   * Guest, Alpine Retreat)", a file name). Stored with the entry, so the log still names a thing after
   * it was deleted.
   */
  label?: string | null;
}

export interface AuditEntry {
  id: number;
  createdAt: string;
  actor: { id: number | null; username: string };
  action: string;
  target: { type: string; id: string | null; label: string | null } | null;
  /** A sentence a person reads: "admin confirmed TR-7K3M9Q (Jane Guest, Alpine Retreat)". */
  summary: string;
  details: Record<string, unknown> | null;
}

/** Rows older than this are pruned (kept for a year). */
export const AUDIT_RETENTION_DAYS = 365;

/** Never store secrets in the log, whatever a caller passes. */
const SECRET_KEYS = /password|token|secret/i;
function scrub(details: Record<string, unknown> | undefined): string | null {
  if (!details) return null;
  const clean = Object.fromEntries(Object.entries(details).filter(([key, value]) => !SECRET_KEYS.test(key) && value !== undefined));
  return Object.keys(clean).length ? JSON.stringify(clean).slice(0, 4000) : null;
}

const quoted = (text: string) => `“${text}”`;

/** A stay's nights as the log names them: "December 1, 2026 to December 5, 2026". */
const stay = (details: Record<string, unknown>) =>
  typeof details.startDate === "string" && typeof details.endDate === "string"
    ? `${formatLongDate(details.startDate)} to ${formatLongDate(details.endDate)}`
    : "some nights";

interface SentenceParts {
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  label: string | null;
  details: Record<string, unknown> | null;
}

/**
 * The entry as a sentence a person reads: who did what to what, naming the thing. Worked out from the
 * stored parts when the log is read, so every entry (older ones too) reads the same way; an action this
 * list does not know yet still reads "<who> <action> <thing>".
 */
export function auditSentence({ actorName, action, targetType, targetId, label, details }: SentenceParts): string {
  const d = details ?? {};
  // The thing's name, or its kind and number when no name was kept.
  const thing = label ?? (targetType ? `${targetType.replace(/-/g, " ")}${targetId ? ` #${targetId}` : ""}` : "");
  const name = label ? quoted(label) : thing;
  const property = label ?? (targetId ? `property #${targetId}` : "a property");
  const phrase = (() => {
    switch (action) {
      case "auth.sign-in":
        return "signed in";
      case "user.password-change":
        return "changed their password";
      case "user.create":
        return `created the user ${name}${d.role === "admin" ? " (admin)" : ""}`;
      case "user.update":
        if (d.active === false) return `deactivated the user ${name}`;
        if (d.active === true) return `reactivated the user ${name}`;
        if (d.role === "admin") return `made ${name} an admin`;
        if (d.role === "user") return `made ${name} a user (no longer an admin)`;
        return `changed the user ${name}`;
      case "user.delete":
        return `deleted the user ${name}`;
      case "user.password-reset":
        return `reset the password of ${name}`;
      case "property.create":
        return `added the property ${name}`;
      case "property.update":
        return `updated the property ${name}`;
      case "property.delete":
        return d.archived ? `archived the property ${name} (it has booking inquiries; it can be restored)` : `deleted the property ${name}`;
      case "property.restore":
        return `restored the property ${name}`;
      case "activity.create":
        return `added the activity ${name}`;
      case "activity.update":
        return `updated the activity ${name}`;
      case "activity.toggle":
        return `made the activity ${name} ${d.available ? "available" : "unavailable"}`;
      case "inquiry.status": {
        const withMessage = d.withMessage ? " with a personal message" : "";
        if (d.status === "confirmed") return `confirmed ${thing}${withMessage}`;
        if (d.status === "cancelled") return `cancelled ${thing}${withMessage}`;
        if (d.status === "pending") return `reopened ${thing}`;
        return `changed the status of ${thing}`;
      }
      case "inquiry.note":
        return d.cleared ? `cleared the note on ${thing}` : `edited the note on ${thing}`;
      case "inquiry.reply":
        return `replied to the guest of ${thing}`;
      case "inquiry.guest-cancel":
        return `cancelled ${thing} on their booking page`;
      case "calendar.block-add":
        return `blocked ${stay(d)} at ${property}`;
      case "calendar.block-remove":
        return `removed the block of ${stay(d)} at ${property}`;
      case "calendar.feed-add":
        return `added the imported calendar ${typeof d.url === "string" ? d.url : ""} to ${property}`.replace("  ", " ");
      case "calendar.feed-remove":
        return `removed the imported calendar ${typeof d.url === "string" ? d.url : ""} from ${property}`.replace("  ", " ");
      case "calendar.export-regenerate":
        return `created a new calendar export address for ${property}`;
      case "calendar.sync":
        return `synced the imported calendars of ${property}`;
      case "task.retry":
        return `retried the task ${name}`;
      case "email.retry":
        return `retried the e-mail ${name}${typeof d.to === "string" ? ` to ${d.to}` : ""}`;
      case "upload.create":
        return label ? `uploaded the photo ${quoted(label)}` : `uploaded a photo${targetId ? ` (${targetId})` : ""}`;
      case "message.resolve":
        return `marked the message from ${thing} ${d.resolved === false ? "unresolved" : "resolved"}`;
      case "property.rates": {
        const seasons = typeof d.seasons === "number" ? `, ${d.seasons === 1 ? "1 season" : `${d.seasons} seasons`}` : "";
        const base = typeof d.price === "number" ? ` (base price ${d.price}${seasons})` : seasons ? ` (${seasons.slice(2)})` : "";
        return `set the rates of ${property}${base}`;
      }
      case "promo-code.create":
        return `added the promo code ${name}`;
      case "promo-code.update":
        return `updated the promo code ${name}`;
      case "promo-code.deactivate":
        return `deactivated the promo code ${name}`;
      case "promo-code.activate":
        return `activated the promo code ${name}`;
      case "promo-code.delete":
        return `deleted the promo code ${name}`;
      case "review.publish":
        return `published the review of ${thing}`;
      case "review.reject":
        return `did not publish the review of ${thing} (${typeof d.reason === "string" ? d.reason.replace(/-/g, " ") : "review policy"})`;
      case "review.unpublish":
        return `unpublished the review of ${thing}`;
      case "review.reopen":
        return `put the review of ${thing} back with the waiting ones`;
      case "review.reply":
        return d.cleared ? `removed the reply to the review of ${thing}` : `replied to the review of ${thing}`;
      case "settings.update":
        return "saved the settings";
      case "settings.pricing":
        return typeof d.longStayMinNights === "number" && typeof d.longStayDiscountPercent === "number"
          ? `set the long-stay discount to ${d.longStayDiscountPercent}% from ${d.longStayMinNights} nights`
          : "saved the long-stay discount";
      case "settings.email":
        return "saved which e-mails are sent";
      default:
        return `${action}${thing ? ` ${thing}` : ""}`;
    }
  })();
  // A guest's own cancellation has no staff actor: the guest did it.
  const who = action === "inquiry.guest-cancel" && actorName === "system" ? "the guest" : actorName;
  return `${who} ${phrase}`.slice(0, 500);
}

/**
 * A booking inquiry's entry always names it ("TR-7K3M9Q (Jane Guest, Alpine Retreat)"), even when its
 * writer gave only the id (the guest's own cancellation has no staff command around it).
 */
async function defaultLabel(db: DB, target: AuditTarget | null | undefined): Promise<string | null> {
  if (target?.type !== "booking-inquiry" || target.id == null) return null;
  const id = Number(target.id);
  return Number.isSafeInteger(id) ? inquiryAuditLabel(db, id) : null;
}

/**
 * The one seam of the audit log (docs/decisions/0810-staff-audit-and-photos.md): every staff action
 * lands here with who, what and when. `action` is `<kind>.<verb>`, e.g. `property.create`. `db` is the
 * command's own write transaction, so the change and its record commit or roll back together.
 */
export async function recordAudit(
  db: DB,
  actor: AuditActor | OutsideActor | null,
  action: string,
  target?: AuditTarget | null,
  details?: Record<string, unknown>,
): Promise<void> {
  const actorName = actor?.username ?? "system";
  const targetId = target?.id != null ? String(target.id) : null;
  const label = (target?.label ?? (await defaultLabel(db, target)))?.slice(0, 300) || null;
  const stored = scrub(details);
  await db
    .insertInto("auditLog")
    .values({
      createdAt: nowIso(),
      actorId: actor?.id ?? null,
      actorName,
      action,
      targetType: target?.type ?? null,
      targetId,
      targetLabel: label,
      summary: auditSentence({ actorName, action, targetType: target?.type ?? null, targetId, label, details: decode(stored) }),
      details: stored,
    })
    .execute();
}

function decode(details: string | null): Record<string, unknown> | null {
  if (!details) return null;
  try {
    return JSON.parse(details);
  } catch {
    return null;
  }
}

/** Entries written before labels had a column of their own kept the name in the summary: `property.update property 'Alpine Retreat'`. */
function labelOf(row: Selectable<AuditLogTable>): string | null {
  if (row.targetLabel) return row.targetLabel;
  return /^[\w.-]+ [\w-]+ '(.+)'$/.exec(row.summary)?.[1] ?? null;
}

/** A stored row as the log tells it: with the thing's name and the entry as a sentence. */
function toAuditEntry(row: Selectable<AuditLogTable>): AuditEntry {
  const details = decode(row.details);
  const label = labelOf(row);
  return {
    id: row.id,
    createdAt: row.createdAt,
    actor: { id: row.actorId, username: row.actorName },
    action: row.action,
    target: row.targetType ? { type: row.targetType, id: row.targetId, label } : null,
    summary: auditSentence({ actorName: row.actorName, action: row.action, targetType: row.targetType, targetId: row.targetId, label, details }),
    details,
  };
}

export interface AuditListRequest extends PageRequest {
  /** Entries whose action starts with this (the JSON twin's older `?action=`). */
  action?: string;
  /** One person's entries (their username, exactly). */
  actor?: string;
  /** One kind of entry: the action's first part. */
  kind?: AuditKind;
}

/** Newest first, paged; filtered by person and by kind. */
export async function listAudit(request: AuditListRequest = {}): Promise<Page<AuditEntry>> {
  const db = await getDb();
  const window = pageWindow(request, { pageSize: 50, max: 200 });
  let q = db.selectFrom("auditLog");
  if (request.action) q = q.where("action", "like", `${request.action.replace(/[%_]/g, "")}%`);
  if (request.kind) q = q.where("action", "like", `${request.kind}.%`);
  if (request.actor) q = q.where("actorName", "=", request.actor);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const rows = await newestFirst(q.selectAll(), window).execute();
  return {
    items: rows.map(toAuditEntry),
    total,
    page: window.page,
    pageSize: window.pageSize,
  };
}

/** Everyone who has an entry in the log (the audit page's person filter), by name. */
export async function listAuditActors(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectFrom("auditLog").select("actorName").distinct().orderBy("actorName").execute();
  return rows.map((row) => row.actorName);
}

/** Delete entries older than the retention period; returns how many went. */
export async function pruneAudit(now = new Date()): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.deleteFrom("auditLog").where("createdAt", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** What was done to one thing (a booking's status changes and note edits), oldest first, through the audit_log_target index. */
export async function listAuditForTarget(type: string, id: number | string): Promise<AuditEntry[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("auditLog")
    .selectAll()
    .where("targetType", "=", type)
    .where("targetId", "=", String(id))
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map(toAuditEntry);
}
