import { DEFAULT_LANGUAGE, toLanguage, type Language } from "~/i18n/languages";
import { sql } from "kysely";
import { getDb, type DB } from "~/db/db.server";
import { containsIgnoringCase, newestFirst } from "~/db/sql";
import type { ContactMessageRow } from "~/db/schema";
import { NotFoundError } from "~/lib/domain-errors";
import type { ContactInput } from "~/schemas/contact";
import { nowIso } from "~/lib/clock";
import { type Page, type PageRequest, pageWindow } from "~/lib/paging.server";
import type { MessageFilter } from "~/schemas/admin-list-query";

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedBy: string | null;
  /** The language of the page it was sent from: its acknowledgement is written in it. */
  language: Language;
}

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt,
    resolved: row.resolved === 1,
    language: toLanguage(row.language),
    resolvedAt: row.resolvedAt,
    resolvedBy: row.resolvedBy,
  };
}

/** Store a visitor's contact message in the write transaction `db` (its e-mails are the service's: messages.server.ts). */
export async function insertContactMessage(db: DB, input: ContactInput): Promise<ContactMessage> {
  const row = await db
    .insertInto("contactMessages")
    .values({ ...input, language: input.language ?? DEFAULT_LANGUAGE, createdAt: nowIso(), resolved: 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContactMessage(row);
}

const LIST_PAGE = { pageSize: 20, max: 500 };

export interface MessageListOptions extends PageRequest {
  /** Only unresolved messages (the dashboard's "unread"). */
  unreadOnly?: boolean;
  /** resolved or unresolved; unreadOnly is the same as "unresolved". */
  status?: MessageFilter;
  /** Part of the sender's name, e-mail or the subject. */
  q?: string;
}

/** Messages newest first, filtered by resolved / unresolved and a search on name, e-mail and subject. */
export async function listContactMessages(options: MessageListOptions = {}): Promise<Page<ContactMessage>> {
  const db = await getDb();
  const { page, pageSize, ...window } = pageWindow(options, LIST_PAGE);
  let base = db.selectFrom("contactMessages");
  if (options.unreadOnly || options.status === "unresolved") base = base.where("resolved", "=", 0);
  else if (options.status === "resolved") base = base.where("resolved", "=", 1);
  const q = options.q?.trim();
  if (q) {
    const like = (column: string) => containsIgnoringCase(column, q);
    base = base.where((eb) => eb.or([like("name"), like("email"), like("subject")]));
  }
  const resolved = options.unreadOnly || options.status === "unresolved" ? false : options.status === "resolved" ? true : undefined;
  const [rows, total] = await Promise.all([
    newestFirst(base.selectAll(), window).execute(),
    // Without a search the total is the trigger-kept count, not a count of every message.
    q
      ? base
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n))
      : countContactMessages(resolved),
  ]);
  return { items: rows.map(toContactMessage), total, page, pageSize };
}

/** Messages resolved (true), unresolved (false) or all (undefined), from the counts the triggers keep. */
export async function countContactMessages(resolved?: boolean): Promise<number> {
  const db = await getDb();
  let query = db.selectFrom("contactMessageCounts").select(sql<number>`coalesce(sum(n), 0)`.as("n"));
  if (resolved !== undefined) query = query.where("resolved", "=", resolved ? 1 : 0);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function countUnreadMessages(): Promise<number> {
  return countContactMessages(false);
}

export async function setMessageResolved(db: DB, id: number, resolved: boolean, by: string): Promise<ContactMessage> {
  const row = await db
    .updateTable("contactMessages")
    .set(resolved ? { resolved: 1, resolvedAt: nowIso(), resolvedBy: by } : { resolved: 0, resolvedAt: null, resolvedBy: null })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Contact message not found");
  return toContactMessage(row);
}
