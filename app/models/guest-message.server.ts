import { getDb, type DB } from "~/db/db.server";
import type { GuestMessageKind, ScheduledMessage, ScheduledMessageStatus } from "~/schemas/guest-messages";

/**
 * The scheduled messages of each booking (`guestMessages`): one row per booking and kind, what the booking's
 * page shows. The sending is a `guest-message` task (app/services/guest-messages.server.ts); a row leaves
 * "waiting" only through `settleScheduledMessage`, whose guarded update is what makes a message go once.
 */

export interface ScheduledMessageRow extends ScheduledMessage {
  inquiryId: number;
}

const iso = (date: Date) => date.toISOString();

function toScheduled(row: {
  inquiryId: number;
  kind: string;
  dueAt: string;
  status: string;
  sentAt: string | null;
  reason: string | null;
}): ScheduledMessageRow {
  return {
    inquiryId: Number(row.inquiryId),
    kind: row.kind as GuestMessageKind,
    dueAt: row.dueAt,
    status: row.status as ScheduledMessageStatus,
    ...(row.sentAt ? { sentAt: row.sentAt } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  };
}

/**
 * Write or re-time a booking's message, waiting at `dueAt` (or settled at once: `status` skipped with its
 * `reason`). A message already sent stays sent: a booking confirmed again never hears the same message twice.
 */
export async function scheduleMessage(
  db: DB,
  message: { inquiryId: number; kind: GuestMessageKind; dueAt: Date; status?: "waiting" | "skipped"; reason?: string | null },
  now: Date,
): Promise<void> {
  const values = { dueAt: iso(message.dueAt), status: message.status ?? "waiting", reason: message.reason ?? null, updatedAt: iso(now) };
  await db
    .insertInto("guestMessages")
    .values({ inquiryId: message.inquiryId, kind: message.kind, ...values })
    .onConflict((oc) => oc.columns(["inquiryId", "kind"]).doUpdateSet(values).where("guestMessages.status", "<>", "sent"))
    .execute();
}

/** One message of a booking, read with `db`. */
export async function findScheduledMessage(db: DB, inquiryId: number, kind: GuestMessageKind): Promise<ScheduledMessageRow | undefined> {
  const row = await db.selectFrom("guestMessages").selectAll().where("inquiryId", "=", inquiryId).where("kind", "=", kind).executeTakeFirst();
  return row ? toScheduled(row) : undefined;
}

/**
 * A waiting message settled: sent (at `now`), skipped or cancelled (with why). Only a waiting row changes, so
 * of two servers (or a server and staff's 'Send now') settling the same message, one wins: answers whether
 * this call did.
 */
export async function settleScheduledMessage(
  db: DB,
  inquiryId: number,
  kind: GuestMessageKind,
  outcome: { status: "sent" } | { status: "skipped" | "cancelled"; reason: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("guestMessages")
    .set({
      status: outcome.status,
      sentAt: outcome.status === "sent" ? iso(now) : null,
      reason: "reason" in outcome ? outcome.reason : null,
      updatedAt: iso(now),
    })
    .where("inquiryId", "=", inquiryId)
    .where("kind", "=", kind)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every waiting message of a booking cancelled (the booking was cancelled or reopened). Answers how many. */
export async function cancelWaitingMessages(db: DB, inquiryId: number, reason: string, now: Date): Promise<number> {
  const result = await db
    .updateTable("guestMessages")
    .set({ status: "cancelled", reason, updatedAt: iso(now) })
    .where("inquiryId", "=", inquiryId)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A booking's scheduled messages, soonest first. */
export async function listScheduledMessages(inquiryId: number, executor?: DB): Promise<ScheduledMessageRow[]> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("guestMessages").selectAll().where("inquiryId", "=", inquiryId).orderBy("dueAt").orderBy("id").execute();
  return rows.map(toScheduled);
}
