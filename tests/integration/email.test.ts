import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb, writeTransaction } from "~/db/db.server";
import { createMailTransport, type MailTransport } from "~/lib/mail.server";
import { listEmails } from "~/models/email.server";
import { claimDueTasks, enqueueTask, TASK_LEASE_MS } from "~/models/task.server";
import { listProperties } from "~/models/property.server";
import { updateBusinessSettings } from "~/models/settings.server";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import * as emailSettingsApi from "~/routes/api.v1.admin.email-settings";
import * as emailsApi from "~/routes/api.v1.admin.emails._index";
import * as retryApi from "~/routes/api.v1.admin.emails.$id.retry";
import * as inquiryAdminApi from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as inquiriesApi from "~/routes/api.v1.booking-inquiries";
import * as contactApi from "~/routes/api.v1.contact";
import { drainOutbox } from "~/services/mailer.server";
import { taskRetryDelayMs } from "~/services/tasks.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { makeInquiry } from "../setup/factories";
import { startTestSmtp, type TestSmtp } from "../setup/smtp";
import * as emailPayloadMigration from "../../migrations/20261123T000000-email-payload";
import * as bookingDeskMigration from "../../migrations/20261124T020000-booking-desk";
import * as keptCountsMigration from "../../migrations/20261124T060000-message-and-email-counts";
import * as claimOwnersMigration from "../../migrations/20261128T010000-claim-owners";
import * as emailsAreTasksMigration from "../../migrations/20261128T150000-emails-are-tasks";

const BUSINESS_EMAIL = "info@tigoniretreats.com";
const HOUR = 60 * 60_000;
/** Claim due e-mails as a sender does (their send-email tasks). */
const claimDueEmails = (limit: number) => claimDueTasks(limit, new Date(), undefined, { only: ["send-email"] });
/** The e-mail a claimed send-email task sends. */
const emailOf = (task: { payload: unknown }) => (task.payload as { emailId: number }).emailId;
let smtp: TestSmtp;
let transport: MailTransport;
let cookie: string;
let propertyId: number;
let propertyName: string;

beforeAll(async () => {
  await seedTestDb();
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.PUBLIC_URL = "https://stay.example.com/";
  transport = createMailTransport();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  const [first] = await listProperties();
  propertyId = first.id;
  propertyName = first.name;
});

afterAll(async () => {
  transport.close();
  await smtp.close();
  delete process.env.SMTP_URL;
  delete process.env.PUBLIC_URL;
});

beforeEach(async () => {
  smtp.received.length = 0;
  // Each test starts with an empty outbox.
  await (await getDb()).deleteFrom("emails").execute();
  await (await getDb()).deleteFrom("tasks").execute();
});

// What the e-mails are checked against: the guest's name, phone, dates, party and wishes.
const inquiryBody = (overrides: Record<string, unknown> = {}) =>
  makeInquiry({
    propertyId,
    name: "Amina Otieno",
    phone: "+254 700 000 111",
    startDate: dayFromToday(40),
    endDate: dayFromToday(44),
    guests: 3,
    message: "We would love a late check-in.\nThank you!",
    requestChef: true,
    ...overrides,
  });

async function submitInquiry(overrides: Record<string, unknown> = {}) {
  const res = await call(inquiriesApi, "/api/v1/booking-inquiries", { method: "POST", body: inquiryBody(overrides) });
  expect(res.status).toBe(201);
  return res.json as { id: number; reference: string };
}

const to = (address: string) => smtp.received.find((m) => m.envelopeTo.includes(address));

describe("e-mails for each event, received by an SMTP server", () => {
  it("a new inquiry: staff get the details with a link and Reply-To the guest; the guest gets an acknowledgement", async () => {
    const inquiry = await submitInquiry();
    expect(await drainOutbox(transport)).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);

    const staff = to(BUSINESS_EMAIL)!;
    expect(staff.parsed.subject).toContain(`New booking inquiry: ${propertyName}`);
    expect(staff.parsed.subject).toContain("Amina Otieno");
    expect(staff.parsed.subject).toMatch(new RegExp(`\\(${inquiry.reference}\\)$`));
    expect(staff.parsed.replyTo?.[0]?.address).toBe("amina@example.com");
    expect(staff.parsed.from?.address).toBe("no-reply@localhost");
    for (const part of [staff.parsed.text!, staff.parsed.html!]) {
      expect(part).toContain("Amina Otieno");
      expect(part).toContain("+254 700 000 111");
      expect(part).toContain("amina@example.com");
      expect(part).toContain("Private chef");
      expect(part).toContain("We would love a late check-in.");
      expect(part).toContain("1200 Pine Street, Suite 400"); // the footer, from Settings
    }
    expect(staff.parsed.text).toContain(`https://stay.example.com/admin/booking-inquiries/${inquiry.id}`);
    expect(staff.parsed.html).toContain(`href="https://stay.example.com/admin/booking-inquiries/${inquiry.id}"`);
    expect(staff.parsed.text).toMatch(/Nights:\s+4/);
    // The quote the guest saw, kept with the inquiry.
    expect(staff.parsed.text).toMatch(/Quoted total:\s+\$[1-9][\d,]*/);

    const guest = to("amina@example.com")!;
    expect(guest.parsed.subject).toBe(`We received your booking inquiry for ${propertyName} (${inquiry.reference})`);
    expect(guest.parsed.replyTo?.[0]?.address).toBe(BUSINESS_EMAIL);
    expect(guest.parsed.text).toContain("our team will check availability");
    expect(guest.parsed.html).toContain("our team will check availability");
    expect(guest.parsed.text).toContain("+1 (303) 555-0147");
    // Receipt and reference, never what was typed (the acknowledgement goes to any address typed in).
    for (const part of [guest.parsed.text!, guest.parsed.html!]) {
      expect(part).toContain(inquiry.reference);
      expect(part).not.toContain("We would love a late check-in");
      expect(part).not.toContain("Amina Otieno");
    }
  });

  it("the guest's acknowledgement names the activities asked for, as the staff e-mail does (anything not the site's own only counted)", async () => {
    await submitInquiry({ requestActivities: ["Tea Estate Tour", "Bird Watching", "Visit www.spam.example now"] });
    await drainOutbox(transport);
    const staff = to(BUSINESS_EMAIL)!;
    const guest = to("amina@example.com")!;
    expect(staff.parsed.text).toMatch(/Activities:\s+Tea Estate Tour, Bird Watching, Visit www\.spam\.example now/);
    for (const part of [guest.parsed.text!, guest.parsed.html!]) {
      expect(part).toContain("Tea Estate Tour, Bird Watching, 1 other activity");
      expect(part).not.toContain("activities requested");
      expect(part).not.toContain("spam.example");
    }
  });

  it("dates are in long form", async () => {
    await submitInquiry({ startDate: "2027-03-01", endDate: "2027-03-05" });
    await drainOutbox(transport);
    expect(to("amina@example.com")!.parsed.text).toContain("March 1, 2027");
    expect(to("amina@example.com")!.parsed.html).toContain("March 5, 2027");
  });

  it("confirming tells the guest the check-in/out times and the cancellation policy; cancelling tells the decision; reopening sends nothing", async () => {
    const inquiry = await submitInquiry();
    await drainOutbox(transport);
    smtp.received.length = 0;

    const path = `/api/v1/admin/booking-inquiries/${inquiry.id}`;
    const confirm = await call(inquiryAdminApi, path, { method: "PATCH", cookie, params: { id: String(inquiry.id) }, body: { status: "confirmed" } });
    expect(confirm.status).toBe(200);
    await drainOutbox(transport);
    expect(smtp.received).toHaveLength(1);
    const confirmed = smtp.received[0];
    expect(confirmed.envelopeTo).toEqual(["amina@example.com"]);
    expect(confirmed.parsed.subject).toBe(`Your booking at ${propertyName} is confirmed (${inquiry.reference})`);
    for (const part of [confirmed.parsed.text!, confirmed.parsed.html!]) {
      expect(part).toContain("4:00 PM - 8:00 PM");
      expect(part).toContain("11:00 AM");
      expect(part).toContain("Full refund when cancelled 30 days or more before check-in");
      expect(part).toContain("50% refund when cancelled 14 to 29 days before check-in");
      expect(part).toContain("No refund when cancelled fewer than 14 days before check-in");
    }

    // The same status again is not a new decision.
    await call(inquiryAdminApi, path, { method: "PATCH", cookie, params: { id: String(inquiry.id) }, body: { status: "confirmed" } });
    await call(inquiryAdminApi, path, { method: "PATCH", cookie, params: { id: String(inquiry.id) }, body: { status: "pending" } });
    await drainOutbox(transport);
    expect(smtp.received).toHaveLength(1);

    await call(inquiryAdminApi, path, { method: "PATCH", cookie, params: { id: String(inquiry.id) }, body: { status: "cancelled" } });
    await drainOutbox(transport);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1].parsed.subject).toBe(`Your booking inquiry for ${propertyName} has been cancelled (${inquiry.reference})`);
    expect(smtp.received[1].parsed.text).toContain("has been cancelled");
  });

  it("a new contact message: staff get it with a link and Reply-To the sender; the sender gets an acknowledgement", async () => {
    const res = await call(contactApi, "/api/v1/contact", {
      method: "POST",
      body: { name: "Brian Kamau", email: "brian@example.com", subject: "Wedding party", message: "Can we book all the cabins in June?" },
    });
    expect(res.status).toBe(201);
    await drainOutbox(transport);
    expect(smtp.received).toHaveLength(2);
    const staff = to(BUSINESS_EMAIL)!;
    expect(staff.parsed.subject).toBe("New contact message: Wedding party (Brian Kamau)");
    expect(staff.parsed.replyTo?.[0]?.address).toBe("brian@example.com");
    expect(staff.parsed.text).toContain("Can we book all the cabins in June?");
    expect(staff.parsed.html).toContain("Can we book all the cabins in June?");
    expect(staff.parsed.text).toContain(`https://stay.example.com/admin/contact-messages#message-${res.json.id}`);
    const sender = to("brian@example.com")!;
    expect(sender.parsed.subject).toBe(`We received your message (Message #${res.json.id})`);
    expect(sender.parsed.text).toContain("Tigoni Retreats");
    // Receipt and reference, never the text: the form cannot relay a message to a stranger's address.
    for (const part of [sender.parsed.text!, sender.parsed.html!]) {
      expect(part).toContain(`Message #${res.json.id}`);
      expect(part).not.toContain("Can we book all the cabins in June?");
      expect(part).not.toContain("Wedding party");
      expect(part).not.toContain("Brian Kamau");
    }
  });

  it("guest input with <script> arrives escaped in the HTML part and as typed in the text part", async () => {
    const evil = `<script>alert("x")</script> <img src=x onerror=alert(1)>`;
    await call(contactApi, "/api/v1/contact", {
      method: "POST",
      body: { name: "Eve <b>Bold</b>", email: "eve@example.com", subject: "Hello <script>", message: `Please read ${evil}` },
    });
    await drainOutbox(transport);
    for (const mail of smtp.received) {
      expect(mail.parsed.html).not.toContain("<script>");
      expect(mail.parsed.html).not.toContain("<img");
      expect(mail.parsed.html).not.toContain("<b>Bold");
    }
    const staff = to(BUSINESS_EMAIL)!;
    expect(staff.parsed.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(staff.parsed.html).toContain("Eve &lt;b&gt;Bold&lt;/b&gt;");
    expect(staff.parsed.text).toContain(evil);
  });

  it("each kind can be turned off in Settings", async () => {
    const off = await call(emailSettingsApi, "/api/v1/admin/email-settings", {
      method: "PUT",
      cookie,
      body: { emailGuestInquiry: false, emailSenderMessage: false },
    });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({
      emailStaffInquiry: true,
      emailGuestInquiry: false,
      emailGuestDecision: true,
      emailStaffMessage: true,
      emailSenderMessage: false,
    });
    await submitInquiry();
    await call(contactApi, "/api/v1/contact", {
      method: "POST",
      body: { name: "Brian Kamau", email: "brian@example.com", subject: "Another one", message: "A question about parking." },
    });
    await drainOutbox(transport);
    expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual([BUSINESS_EMAIL, BUSINESS_EMAIL]);

    const bad = await call(emailSettingsApi, "/api/v1/admin/email-settings", { method: "PUT", cookie, body: { emailStaffInquiry: "maybe" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.emailStaffInquiry).toBeDefined();
    await call(emailSettingsApi, "/api/v1/admin/email-settings", {
      method: "PUT",
      cookie,
      body: { emailGuestInquiry: true, emailSenderMessage: true },
    });
  });

  it("an inquiry for a property that is gone queues nothing (the e-mails live and die with the transaction)", async () => {
    const res = await call(inquiriesApi, "/api/v1/booking-inquiries", { method: "POST", body: inquiryBody({ propertyId: 999_999 }) });
    // A property id that does not exist (or was archived) is a 404 'This property is no longer available.'
    expect(res.status).toBe(404);
    expect((await listEmails()).total).toBe(0);
  });
});

describe("an e-mail says what was true when it was queued", () => {
  it("the inquiry, its property and the business details changed before the sender ran: the acknowledgement is unchanged", async () => {
    const db = await getDb();
    const inquiry = await submitInquiry({ startDate: "2027-04-10", endDate: "2027-04-13" });
    const queued = await db.selectFrom("emails").select(["kind", "payload", "subject", "html", "text"]).execute();
    // Nothing is rendered inside the inquiry's transaction: the rows hold what the e-mails will say.
    expect(queued.map((e) => e.kind).sort()).toEqual(["guestInquiry", "staffInquiry"]);
    expect(queued.every((e) => e.payload !== null && e.subject === null && e.html === null && e.text === null)).toBe(true);

    try {
      // Before the sender runs: the guest's name and dates, the property's name, the business details and
      // the currency all change, staff write a note and confirm.
      await db
        .updateTable("bookingInquiries")
        .set({ name: "Someone Else", startDate: "2027-05-01", endDate: "2027-05-09" })
        .where("id", "=", inquiry.id)
        .execute();
      await db.updateTable("properties").set({ name: "Renamed Lodge" }).where("id", "=", propertyId).execute();
      await writeTransaction((trx) =>
        updateBusinessSettings(trx, {
          ...DEFAULT_BUSINESS_SETTINGS,
          businessName: "New Name Ltd",
          addressLine1: "1 New Road",
          phone: "+254 799 999 999",
          email: "bookings@newname.example",
          currency: "KES",
        }),
      );
      const path = `/api/v1/admin/booking-inquiries/${inquiry.id}`;
      const patch = await call(inquiryAdminApi, path, {
        method: "PATCH",
        cookie,
        params: { id: String(inquiry.id) },
        body: { status: "confirmed", note: "Staff only: changed plans" },
      });
      expect(patch.status).toBe(200);

      expect(await drainOutbox(transport)).toEqual({ sent: 3, retrying: 0, failed: 0 });
      const [acknowledgement, decision] = smtp.received
        .filter((m) => m.envelopeTo.includes("amina@example.com"))
        .sort((a, b) => (a.parsed.subject!.startsWith("We received") ? -1 : b.parsed.subject!.startsWith("We received") ? 1 : 0));
      const staff = to(BUSINESS_EMAIL)!;

      // Queued with the inquiry: as it was then.
      expect(acknowledgement.parsed.subject).toBe(`We received your booking inquiry for ${propertyName} (${inquiry.reference})`);
      expect(acknowledgement.parsed.replyTo?.[0]?.address).toBe(BUSINESS_EMAIL);
      for (const mail of [acknowledgement, staff]) {
        for (const part of [mail.parsed.text!, mail.parsed.html!]) {
          expect(part).toContain(mail === staff ? "Amina Otieno" : inquiry.reference);
          expect(part).toContain("April 10, 2027");
          expect(part).toContain("April 13, 2027");
          expect(part).toContain(propertyName);
          expect(part).toContain("1200 Pine Street, Suite 400");
          expect(part).toContain("+1 (303) 555-0147");
          for (const later of [
            "Someone Else",
            "May 1, 2027",
            "Renamed Lodge",
            "New Name Ltd",
            "1 New Road",
            "+254 799 999 999",
            "newname.example",
            "KES",
            "Staff only",
          ]) {
            expect(part).not.toContain(later);
          }
        }
      }
      expect(acknowledgement.parsed.text).toMatch(/Quoted total:\s+\$[1-9][\d,]*/);
      // The admin link is made when the e-mail is sent, from the inquiry's id.
      expect(staff.parsed.text).toContain(`https://stay.example.com/admin/booking-inquiries/${inquiry.id}`);

      // Queued with the decision: as things were when staff confirmed, never the note.
      expect(decision.parsed.subject).toBe(`Your booking at Renamed Lodge is confirmed (${inquiry.reference})`);
      expect(decision.parsed.replyTo?.[0]?.address).toBe("bookings@newname.example");
      for (const part of [decision.parsed.text!, decision.parsed.html!]) {
        expect(part).toContain("Someone Else");
        expect(part).toContain("May 1, 2027");
        expect(part).toContain("New Name Ltd");
        expect(part).toContain("+254 799 999 999");
        expect(part).not.toContain("Staff only");
      }
    } finally {
      await writeTransaction((trx) => updateBusinessSettings(trx, DEFAULT_BUSINESS_SETTINGS));
      await db.updateTable("properties").set({ name: propertyName }).where("id", "=", propertyId).execute();
    }
  });

  it("a row queued before the migration, rendered then, keeps its id and parts and is sent as it was rendered", async () => {
    const db = await getDb();
    // The outbox as it was before e-mails were rendered by the sender, with one e-mail waiting in it
    // (later migrations undone first and redone after, as a rollback and an upgrade run them: on SQLite
    // this one rebuilds the table, which takes the e-mail counts' triggers with it).
    await emailsAreTasksMigration.down(db);
    await claimOwnersMigration.down(db);
    await keptCountsMigration.down(db);
    await bookingDeskMigration.down(db);
    await emailPayloadMigration.down(db);
    const { id } = await db
      .insertInto("emails")
      .values({
        kind: "guestInquiry",
        toAddress: "old@example.com",
        replyTo: BUSINESS_EMAIL,
        subject: "Rendered long ago",
        html: "<p>Old <b>HTML</b></p>",
        text: "Old text\n",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await emailPayloadMigration.up(db);
    await bookingDeskMigration.up(db);
    await keptCountsMigration.up(db);
    await claimOwnersMigration.up(db);
    // E-mails become tasks: the one waiting is a waiting send-email task.
    await emailsAreTasksMigration.up(db);

    const [waiting] = (await listEmails()).items;
    expect(waiting).toMatchObject({ id, status: "queued", payload: null, subject: "Rendered long ago" });
    expect(await drainOutbox(transport)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const old = to("old@example.com")!;
    expect(old.parsed.subject).toBe("Rendered long ago");
    expect(old.parsed.html).toContain("<p>Old <b>HTML</b></p>");
    expect(old.parsed.text?.trim()).toBe("Old text");
    // New e-mails are queued as before, after it.
    await submitInquiry();
    expect((await listEmails()).items.map((e) => e.id).every((n) => n === id || n > id)).toBe(true);
  });

  it("a row the sender cannot render is marked failed at once with the reason, and the Email page still lists it", async () => {
    const db = await getDb();
    const { id } = await db
      .insertInto("emails")
      .values({ kind: "guestDecision", toAddress: "odd@example.com", payload: JSON.stringify({ inquiry: { id: 1 } }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueTask(db, "send-email", { emailId: id });
    expect(await drainOutbox(transport)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(smtp.received).toHaveLength(0);
    const [failed] = (await listEmails()).items;
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toMatch(/cannot be rendered/);
    const list = await call(emailsApi, "/api/v1/admin/emails?status=failed", { cookie });
    expect(list.json[0]).toMatchObject({ id: failed.id, to: "odd@example.com", subject: "guestDecision" });
  });
});

describe("delivery is durable", () => {
  it("an SMTP server that refuses at first and accepts later still gets every e-mail exactly once", async () => {
    await submitInquiry();
    await call(contactApi, "/api/v1/contact", {
      method: "POST",
      body: { name: "Brian Kamau", email: "brian@example.com", subject: "During an outage", message: "Is the lake cabin free?" },
    });
    smtp.refuseNext(6);
    let clock = Date.now();
    const now = () => new Date(clock);

    const first = await drainOutbox(transport, { now });
    expect(first).toEqual({ sent: 0, retrying: 4, failed: 0 });
    const queued = (await listEmails()).items;
    expect(queued.every((e) => e.status === "queued" && e.attempts === 1 && e.lastError?.includes("421"))).toBe(true);
    // The first retry is due within 30 seconds, not before the backoff.
    expect(await drainOutbox(transport, { now })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    for (const e of queued) expect(Date.parse(e.nextAttemptAt!) - clock).toBeLessThanOrEqual(30_000);

    // Keep moving the clock: the server refuses two more, then accepts.
    for (let i = 0; i < 5; i++) {
      clock += HOUR;
      await drainOutbox(transport, { now });
    }
    expect(smtp.refused()).toBe(6);
    const subjects = smtp.received.map((m) => m.parsed.subject);
    expect(subjects).toHaveLength(4);
    expect(new Set(subjects).size).toBe(4);
    const sent = (await listEmails()).items;
    expect(sent.every((e) => e.status === "sent" && e.lastError === null)).toBe(true);
  });

  it("backs off exponentially, capped at one hour, and marks an e-mail failed after 24 hours; Retry queues it again", async () => {
    expect([1, 2, 3, 4].map(taskRetryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(taskRetryDelayMs(30)).toBe(HOUR);

    await call(contactApi, "/api/v1/contact", {
      method: "POST",
      body: { name: "Brian Kamau", email: "brian@example.com", subject: "Never arrives", message: "The server is down all day." },
    });
    await (await getDb()).deleteFrom("emails").where("kind", "=", "senderMessage").execute();
    smtp.refuseNext(1000);
    let clock = Date.now();
    const now = () => new Date(clock);
    for (let i = 0; i < 40; i++) {
      await drainOutbox(transport, { now });
      clock += HOUR;
    }
    const [failed] = (await listEmails()).items;
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBeGreaterThan(20);
    expect(failed.attempts).toBeLessThan(40);

    const list = await call(emailsApi, "/api/v1/admin/emails?status=failed", { cookie });
    expect(list.status).toBe(200);
    expect(list.json.map((e: { id: number }) => e.id)).toEqual([failed.id]);
    expect(list.headers.get("X-Total-Count")).toBe("1");

    smtp.refuseNext(0);
    const retry = await call(retryApi, `/api/v1/admin/emails/${failed.id}/retry`, { method: "POST", cookie, params: { id: String(failed.id) } });
    expect(retry.status).toBe(200);
    expect(retry.json.status).toBe("queued");
    await drainOutbox(transport);
    expect(smtp.received).toHaveLength(1);
    expect((await listEmails()).items[0].status).toBe("sent");

    const again = await call(retryApi, `/api/v1/admin/emails/${failed.id}/retry`, { method: "POST", cookie, params: { id: String(failed.id) } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: "Only a failed e-mail can be retried" });
    const missing = await call(retryApi, "/api/v1/admin/emails/999999/retry", { method: "POST", cookie, params: { id: "999999" } });
    expect(missing.status).toBe(404);
  });

  it("an SMTP 5xx refusal is final: failed at once with the server's answer", async () => {
    const failing: MailTransport = {
      description: "refusing",
      send: () => Promise.reject(Object.assign(new Error("550 Mailbox unavailable"), { responseCode: 550 })),
      close: () => undefined,
    };
    await submitInquiry();
    expect(await drainOutbox(failing)).toEqual({ sent: 0, retrying: 0, failed: 2 });
    const emails = (await listEmails()).items;
    expect(emails.every((e) => e.status === "failed" && e.lastError === "550 Mailbox unavailable")).toBe(true);
  });

  it("a row claimed by a sender that died is claimed again once its lease runs out, and never twice before", async () => {
    await submitInquiry();
    const [claimed] = await claimDueEmails(1);
    expect(claimed).toBeDefined();
    // Another sender sees only the other, unclaimed e-mail.
    const [other] = await claimDueEmails(1);
    expect(emailOf(other)).not.toBe(emailOf(claimed));
    expect(await claimDueEmails(1)).toEqual([]);
    const later = new Date(Date.now() + TASK_LEASE_MS + 1000);
    expect(await drainOutbox(transport, { now: () => later })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it("a sender that stops mid-batch gives the rest back at once: each e-mail delivered once, no attempt counted for the unsent", async () => {
    await submitInquiry();
    await submitInquiry({ email: "second@example.com" });
    let sends = 0;
    const counting: MailTransport = { ...transport, send: (mail) => (sends++, transport.send(mail)) };
    expect(await drainOutbox(counting, { shouldStop: () => sends >= 1 })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const left = (await listEmails()).items.filter((e) => e.status === "queued");
    expect(left).toHaveLength(3);
    expect(left.every((e) => e.attempts === 0)).toBe(true);
    // Free again now, not after the two-minute lease.
    expect(await drainOutbox(transport)).toEqual({ sent: 3, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.parsed.subject)).toHaveLength(4);
    expect(new Set(smtp.received.map((m) => m.envelopeTo.join() + m.parsed.subject)).size).toBe(4);
  });

  it("a sender that dies mid-batch leaves at most a handful sent but unrecorded: the next sender repeats no more than 5", async () => {
    for (let i = 0; i < 10; i++) await submitInquiry({ email: `guest${i}@example.com` });
    // A fast mail server (each send done at once), and a sender that dies at its 18th send of a batch of 20:
    // nothing after that line runs, as after a kill -9.
    const delivered: number[] = [];
    const fast: MailTransport = { ...transport, send: async (mail) => (delivered.push(mail.id), { messageId: `<${mail.id}@test>` }) };
    const dying: MailTransport = { ...fast, send: (mail) => (delivered.length === 17 ? new Promise<never>(() => {}) : fast.send(mail)) };
    void drainOutbox(dying, { batchSize: 20 });
    await vi.waitFor(() => expect(delivered).toHaveLength(17), { timeout: 15_000 });
    const later = new Date(Date.now() + TASK_LEASE_MS + 1000);
    await drainOutbox(fast, { now: () => later });
    expect(new Set(delivered).size).toBe(20);
    expect(delivered.length - 20).toBeLessThanOrEqual(5);
  });

  it("a batch held up by a slow server starts no send late in its lease: the rest go out in the next claim", async () => {
    await submitInquiry();
    await submitInquiry({ email: "second@example.com" });
    let clock = Date.now();
    const now = () => new Date(clock);
    const leaseLeftAtStart: number[] = [];
    // Each send takes half the lease: a second one from the same claim could still be sending when the
    // lease runs out and another sender claims the row.
    const slow: MailTransport = {
      ...transport,
      send: async (mail) => {
        const row = await (
          await getDb()
        )
          .selectFrom("tasks")
          .select("lockedUntil")
          .where("payload", "=", JSON.stringify({ emailId: mail.id }))
          .executeTakeFirstOrThrow();
        leaseLeftAtStart.push(Date.parse(row.lockedUntil!) - clock);
        clock += TASK_LEASE_MS / 2;
        return transport.send(mail);
      },
    };
    expect(await drainOutbox(slow, { now, batchSize: 4 })).toEqual({ sent: 4, retrying: 0, failed: 0 });
    expect(leaseLeftAtStart).toHaveLength(4);
    for (const left of leaseLeftAtStart) expect(left).toBeGreaterThanOrEqual((TASK_LEASE_MS * 3) / 4);
    expect(smtp.received).toHaveLength(4);
    expect((await listEmails()).items.every((e) => e.status === "sent" && e.attempts === 1)).toBe(true);
  });

  it("API: the list needs a session and rejects an unknown status", async () => {
    expect((await call(emailsApi, "/api/v1/admin/emails")).status).toBe(401);
    const bad = await call(emailsApi, "/api/v1/admin/emails?status=lost", { cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("status must be one of queued, sent, failed");
  });
});

describe("the file transport (no SMTP_URL)", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-mail-"));
    process.env.MAIL_DIR = dir;
    delete process.env.SMTP_URL;
  });
  afterEach(() => {
    delete process.env.MAIL_DIR;
    process.env.SMTP_URL = smtp.url;
  });

  it("makes the mail folder when it is missing (the first e-mail, or removed while running)", async () => {
    process.env.MAIL_DIR = path.join(dir, "not", "yet");
    await submitInquiry();
    expect(await drainOutbox(createMailTransport())).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(readdirSync(path.join(dir, "not", "yet")).filter((f) => f.endsWith(".eml"))).toHaveLength(2);
  });

  it("writes each e-mail as a valid .eml file", async () => {
    await submitInquiry();
    const files = createMailTransport();
    expect(files.description).toContain(dir);
    expect(await drainOutbox(files)).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const names = readdirSync(dir).filter((f) => f.endsWith(".eml"));
    expect(names).toHaveLength(2);
    const parsed = await Promise.all(names.map((n) => PostalMime.parse(readFileSync(path.join(dir, n), "utf8"))));
    const staff = parsed.find((p) => p.to?.[0]?.address === BUSINESS_EMAIL)!;
    expect(staff.from?.address).toBe("no-reply@localhost");
    expect(staff.from?.name).toBe("Tigoni Retreats");
    expect(staff.subject).toContain("New booking inquiry");
    expect(staff.text).toContain("Amina Otieno");
    expect(staff.html).toContain("<!DOCTYPE html>");
    expect(staff.messageId).toMatch(/^<outbox-\d+-\d+@localhost>$/);
    expect(smtp.received).toHaveLength(0);
  });
});
