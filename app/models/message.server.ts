import { sql } from "kysely";
import { getDb } from "~/db/db.server";
import type { ContactMessageRow } from "~/db/schema";
import { notFound } from "~/lib/errors.server";
import type { ContactInput } from "~/schemas/contact";
import { nowIso } from "./json.server";

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
    resolvedAt: row.resolvedAt,
    resolvedBy: row.resolvedBy,
  };
}

export async function createContactMessage(input: ContactInput): Promise<ContactMessage> {
  const db = await getDb();
  const row = await db
    .insertInto("contactMessages")
    .values({ ...input, createdAt: nowIso(), resolved: 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContactMessage(row);
}

export async function listContactMessages(options: { unreadOnly?: boolean; page?: number; pageSize?: number } = {}) {
  const db = await getDb();
  // pageSize 0 means every row (the JSON API without ?limit); otherwise 1 to 100.
  const pageSize = options.pageSize === 0 ? 0 : Math.min(Math.max(options.pageSize ?? 20, 1), 100);
  const page = Math.max(options.page ?? 1, 1);
  let base = db.selectFrom("contactMessages");
  if (options.unreadOnly) base = base.where("resolved", "=", 0);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(pageSize || -1)
      .offset(pageSize ? (page - 1) * pageSize : 0)
      .execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toContactMessage), total: Number(count.n), page, pageSize };
}

export async function countUnreadMessages(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("contactMessages")
    .select(sql<number>`count(*)`.as("n"))
    .where("resolved", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setMessageResolved(id: number, resolved: boolean, by: string): Promise<ContactMessage> {
  const db = await getDb();
  const row = await db
    .updateTable("contactMessages")
    .set(resolved ? { resolved: 1, resolvedAt: nowIso(), resolvedBy: by } : { resolved: 0, resolvedAt: null, resolvedBy: null })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound("Contact message not found");
  return toContactMessage(row);
}
