import { getDb, type DB } from "~/db/db.server";
import { newestFirst } from "~/db/sql";
import { nowIso } from "~/lib/clock";
import { pageWindow, type Page, type PageRequest } from "~/lib/paging.server";

/** Who did something: a signed-in staff member (or null for the system). */
export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditTarget {
  type: string;
  id?: number | string | null;
  /** A human label (a property's name, a username) kept in the summary. */
  label?: string | null;
}

export interface AuditEntry {
  id: number;
  createdAt: string;
  actor: { id: number | null; username: string };
  action: string;
  target: { type: string; id: string | null } | null;
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

/**
 * The one seam of the audit log (docs/decisions/0810-staff-audit-and-photos.md): every staff action
 * lands here with who, what and when. `action` is `<thing>.<verb>`, e.g. `property.create`. `db` is the
 * command's own write transaction, so the change and its record commit or roll back together.
 */
export async function recordAudit(
  db: DB,
  actor: AuditActor | null,
  action: string,
  target?: AuditTarget | null,
  details?: Record<string, unknown>,
): Promise<void> {
  const label = target?.label ? ` '${target.label}'` : target?.id != null ? ` #${target.id}` : "";
  await db
    .insertInto("auditLog")
    .values({
      createdAt: nowIso(),
      actorId: actor?.id ?? null,
      actorName: actor?.username ?? "system",
      action,
      targetType: target?.type ?? null,
      targetId: target?.id != null ? String(target.id) : null,
      summary: `${action}${target ? ` ${target.type}${label}` : ""}`.slice(0, 500),
      details: scrub(details),
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

/** Newest first, paged. */
export async function listAudit(request: PageRequest & { action?: string } = {}): Promise<Page<AuditEntry>> {
  const db = await getDb();
  const window = pageWindow(request, { pageSize: 50, max: 200 });
  let q = db.selectFrom("auditLog");
  if (request.action) q = q.where("action", "like", `${request.action.replace(/[%_]/g, "")}%`);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const rows = await newestFirst(q.selectAll(), window).execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      actor: { id: row.actorId, username: row.actorName },
      action: row.action,
      target: row.targetType ? { type: row.targetType, id: row.targetId } : null,
      summary: row.summary,
      details: decode(row.details),
    })),
    total,
    page: window.page,
    pageSize: window.pageSize,
  };
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
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    actor: { id: row.actorId, username: row.actorName },
    action: row.action,
    target: row.targetType ? { type: row.targetType, id: row.targetId } : null,
    summary: row.summary,
    details: decode(row.details),
  }));
}
