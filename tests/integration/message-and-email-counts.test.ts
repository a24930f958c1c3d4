import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, writeTransaction } from "~/db/db.server";
import { tallyByStatus } from "~/lib/tally";
import { countEmailsByStatus, countEmailsPerStatus, EMAIL_STATUSES, listEmails, retryEmail } from "~/models/email.server";
import { drainOutbox } from "~/services/mailer.server";
import { countContactMessages, countUnreadMessages, listContactMessages } from "~/models/message.server";
import { createContactMessage } from "~/services/messages.server";
import type { AuditActor } from "~/models/audit.server";
import { resolveMessage } from "~/services/messages.server";
import * as keptCounts from "../../migrations/20261124T060000-message-and-email-counts";
import { seedTestDb } from "../setup/api";

// The contact messages list's total, its unresolved badge and the dashboard read the counts per resolved
// state that triggers keep; the Email page's tabs and the outbox's total read the number of e-mails the
// triggers keep (sent being what is neither queued nor failed). They must always agree with a real count,
// whatever changed the messages or the e-mails.

let ADMIN: AuditActor;

let sent = 0;
const newMessage = (name: string) =>
  createContactMessage({ name, email: `sender${++sent}@example.com`, subject: "About the cottage", message: "Is it free next week?" });

/** Counted from the messages and e-mails themselves, not from the kept counts. */
async function realCounts() {
  const db = await getDb();
  const messages = await db
    .selectFrom("contactMessages")
    .select(["resolved", sql<number>`count(*)`.as("n")])
    .groupBy("resolved")
    .execute();
  const emails = await db
    .selectFrom("emails")
    .select(["status", sql<number>`count(*)`.as("n")])
    .groupBy("status")
    .execute();
  const unresolved = Number(messages.find((r) => r.resolved === 0)?.n ?? 0);
  const resolved = Number(messages.find((r) => r.resolved === 1)?.n ?? 0);
  return { unresolved, resolved, emails: tallyByStatus(EMAIL_STATUSES, emails) };
}

async function expectCountsAgree() {
  const real = await realCounts();
  expect(await countUnreadMessages()).toBe(real.unresolved);
  expect(await countContactMessages(true)).toBe(real.resolved);
  expect(await countContactMessages()).toBe(real.unresolved + real.resolved);
  expect((await listContactMessages({ page: 1, pageSize: 5 })).total).toBe(real.unresolved + real.resolved);
  expect((await listContactMessages({ status: "unresolved", page: 1, pageSize: 5 })).total).toBe(real.unresolved);
  expect((await listContactMessages({ status: "resolved", page: 1, pageSize: 5 })).total).toBe(real.resolved);
  expect(await countEmailsPerStatus()).toEqual(real.emails);
  for (const status of EMAIL_STATUSES) {
    expect(await countEmailsByStatus(status)).toBe(real.emails[status]);
    expect((await listEmails({ status, page: 1, pageSize: 5 })).total).toBe(real.emails[status]);
  }
  const allEmails = real.emails.queued + real.emails.sent + real.emails.failed;
  expect((await listEmails({ page: 1, pageSize: 5 })).total).toBe(allEmails);
  return real;
}

/** Send every due e-mail, each delivered or refused for good (an SMTP 5xx) when `fail` says so. */
async function sendAll(fail: (n: number) => boolean) {
  let n = 0;
  await drainOutbox({
    description: "test",
    send: async () => {
      if (fail(n++)) throw Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550 });
      return { messageId: `<m${n}@example.com>` };
    },
    close: () => undefined,
  });
  return n;
}

beforeAll(async () => {
  const db = await seedTestDb();
  ADMIN = await db.selectFrom("users").select(["id", "username"]).orderBy("id").executeTakeFirstOrThrow();
});

describe("contact message and e-mail counts", () => {
  it("follow new messages, resolving and unresolving, sending, failing, retrying and removals", async () => {
    const before = await expectCountsAgree();
    const a = await newMessage("Count One");
    const b = await newMessage("Count Two");
    const c = await newMessage("Count Three");
    let now = await expectCountsAgree();
    expect(now.unresolved).toBe(before.unresolved + 3);
    // Each message queued its e-mails in the same transaction, and the queued count moved with them.
    expect(now.emails.queued).toBeGreaterThan(before.emails.queued);

    await resolveMessage(ADMIN, a.id, true);
    await resolveMessage(ADMIN, b.id, true);
    // Resolving again changes nothing; unresolving moves it back.
    await resolveMessage(ADMIN, a.id, true);
    await resolveMessage(ADMIN, b.id, false);
    now = await expectCountsAgree();
    expect(now.resolved).toBe(before.resolved + 1);
    expect(now.unresolved).toBe(before.unresolved + 2);

    // The sender delivers some and gives up on one; a claim alone (a lease) changes no status.
    const queued = now.emails.queued;
    const handled = await sendAll((n) => n === 0);
    expect(handled).toBe(queued);
    now = await expectCountsAgree();
    expect(now.emails).toEqual({ queued: 0, sent: before.emails.sent + queued - 1, failed: before.emails.failed + 1 });

    // An admin queues the failed one again.
    const db = await getDb();
    const failed = await db.selectFrom("emails").select("id").where("status", "=", "failed").executeTakeFirstOrThrow();
    await writeTransaction((trx) => retryEmail(trx, failed.id));
    now = await expectCountsAgree();
    expect(now.emails.queued).toBe(1);

    // Removed outside the app (a retention purge, a console): still right.
    await db.deleteFrom("contactMessages").where("id", "in", [a.id, c.id]).execute();
    await db.deleteFrom("emails").where("status", "=", "sent").execute();
    now = await expectCountsAgree();
    expect(now.unresolved).toBe(before.unresolved + 1);
    expect(now.resolved).toBe(before.resolved);
    expect(now.emails.sent).toBe(0);
  });

  it("leave out a search: the total is then the messages the search finds", async () => {
    await newMessage("Zebediah Searchable");
    const found = await listContactMessages({ q: "zebediah", page: 1, pageSize: 5 });
    expect(found.total).toBe(1);
    expect(found.items[0]!.name).toBe("Zebediah Searchable");
  });

  it("start from the messages and e-mails a database already holds when the migration runs", async () => {
    await newMessage("Before Migration");
    const db = await getDb();
    await keptCounts.down(db);
    await newMessage("Also Before Migration");
    await keptCounts.up(db);
    await expectCountsAgree();
    const late = await newMessage("After Migration");
    await resolveMessage(ADMIN, late.id, true);
    await expectCountsAgree();
  });
});
