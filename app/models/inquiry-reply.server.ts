import { getDb, type DB } from "~/db/db.server";
import { nowIso } from "~/lib/clock";
import type { AuditActor } from "./audit.server";

/** What staff wrote to a guest about their inquiry. Owns the inquiryReplies table. */
export interface InquiryReply {
  id: number;
  at: string;
  author: string;
  body: string;
}

/** Keep a reply (inside the command's write transaction, with its e-mail and audit row). */
export async function insertInquiryReply(db: DB, inquiryId: number, author: AuditActor, body: string): Promise<InquiryReply> {
  const row = await db
    .insertInto("inquiryReplies")
    .values({ inquiryId, createdAt: nowIso(), authorId: author.id, authorName: author.username, body })
    .returning(["id", "createdAt", "authorName", "body"])
    .executeTakeFirstOrThrow();
  return { id: row.id, at: row.createdAt, author: row.authorName, body: row.body };
}

/** An inquiry's replies, oldest first (its timeline), through the inquiry_replies_inquiry index. */
export async function listInquiryReplies(inquiryId: number): Promise<InquiryReply[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("inquiryReplies")
    .select(["id", "createdAt", "authorName", "body"])
    .where("inquiryId", "=", inquiryId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, at: row.createdAt, author: row.authorName, body: row.body }));
}
