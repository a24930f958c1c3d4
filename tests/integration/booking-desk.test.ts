import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { renderStoredEmail, storedEmailSubject } from "~/emails/render.server";
import { recordAudit } from "~/models/audit.server";
import { createBlock } from "~/models/calendar.server";
import * as inquiryById from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as replies from "~/routes/api.v1.admin.booking-inquiries.$id.replies";
import * as adminInquiries from "~/routes/api.v1.admin.booking-inquiries._index";
import * as propertyById from "~/routes/api.v1.admin.properties.$id";
import * as propertiesAdmin from "~/routes/api.v1.admin.properties._index";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as bySlug from "~/routes/api.v1.properties.$slug";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";

let cookie: string;

beforeAll(async () => {
  await seedTestDb();
  const res = await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN });
  cookie = res.cookie!;
});

const detail = (id: number | string) => call(inquiryById, `/api/v1/admin/booking-inquiries/${id}`, { params: { id: String(id) }, cookie });
const patch = (id: number, body: unknown) =>
  call(inquiryById, `/api/v1/admin/booking-inquiries/${id}`, { method: "PATCH", params: { id: String(id) }, body, cookie });
const reply = (id: number | string, body: unknown, withCookie = cookie) =>
  call(replies, `/api/v1/admin/booking-inquiries/${id}/replies`, { method: "POST", params: { id: String(id) }, body, cookie: withCookie });

/** The outbox rows of one inquiry, oldest first, with their subjects. */
async function emailsOf(inquiryId: number) {
  const db = await getDb();
  const rows = await db.selectFrom("emails").selectAll().where("inquiryId", "=", inquiryId).orderBy("id").execute();
  return rows.map((row) => ({ ...row, subjectText: storedEmailSubject(row) }));
}

describe("GET /api/v1/admin/booking-inquiries/{id}", () => {
  it("answers the inquiry with its conflicts and a timeline that starts with its arrival and its e-mails", async () => {
    const inquiry = await createInquiry({ propertyId: 3, startDate: dayFromToday(200), endDate: dayFromToday(203), requestChef: true });
    const res = await detail(inquiry.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: inquiry.id,
      reference: inquiry.reference,
      name: inquiry.name,
      email: inquiry.email,
      propertyId: 3,
      startDate: inquiry.startDate,
      endDate: inquiry.endDate,
      requestChef: true,
      status: "pending",
      conflicts: [],
    });
    expect(res.json.reference).toMatch(/^TR-[2-9A-HJ-NP-Z]{6}$/);
    expect(typeof res.json.propertyName).toBe("string");
    const timeline = res.json.timeline as { at: string; kind: string; actor: string; summary: string }[];
    // The same instant, written in the business's zone with its offset (issue 36, item 4).
    expect(timeline[0]).toMatchObject({ kind: "received", actor: inquiry.name });
    expect(timeline[0].at).toMatch(/\+03:00$/);
    expect(Date.parse(timeline[0].at)).toBe(Math.floor(Date.parse(inquiry.createdAt) / 1000) * 1000);
    // The staff notice and the guest's acknowledgement, both queued.
    const emails = timeline.filter((e) => e.kind === "email");
    expect(emails).toHaveLength(2);
    expect(emails.every((e) => e.actor === "system" && /queued/.test(e.summary))).toBe(true);
    expect(emails.some((e) => e.summary.includes(inquiry.email))).toBe(true);
  });

  it("tells each status change and note edit with who, each reply, a sent and a failed e-mail, and the guest's cancellation", async () => {
    const inquiry = await createInquiry({ propertyId: 3, startDate: dayFromToday(210), endDate: dayFromToday(212) });
    expect((await patch(inquiry.id, { status: "confirmed", message: "See you soon" })).status).toBe(200);
    expect((await patch(inquiry.id, { note: "Arrives late" })).status).toBe(200);
    expect((await reply(inquiry.id, { body: "Shall we book the chef?" })).status).toBe(201);
    const db = await getDb();
    const [first, second] = await emailsOf(inquiry.id);
    await db.updateTable("emails").set({ status: "sent", sentAt: new Date().toISOString() }).where("id", "=", first!.id).execute();
    await db
      .updateTable("emails")
      .set({ status: "failed", lastError: "550 mailbox unavailable", nextAttemptAt: new Date().toISOString() })
      .where("id", "=", second!.id)
      .execute();
    // What the guest's own cancellation writes (their stay page): the audit event inquiry.guest-cancel, by no staff member.
    await recordAudit(db, null, "inquiry.guest-cancel", { type: "booking-inquiry", id: inquiry.id });

    const timeline = (await detail(inquiry.id)).json.timeline as { at: string; kind: string; actor: string; summary: string }[];
    expect(new Set(timeline.map((e) => e.kind))).toEqual(new Set(["received", "email", "status", "note", "reply", "guest-cancel"]));
    expect(timeline.find((e) => e.kind === "status")).toMatchObject({
      actor: "admin",
      summary: "admin confirmed the booking with a personal message",
    });
    expect(timeline.find((e) => e.kind === "note")).toMatchObject({ actor: "admin", summary: "admin edited the internal note" });
    expect(timeline.find((e) => e.kind === "reply")).toMatchObject({
      actor: "admin",
      summary: "admin replied to the guest: Shall we book the chef?",
    });
    expect(timeline.find((e) => e.kind === "guest-cancel")).toMatchObject({ actor: inquiry.name });
    expect(timeline.some((e) => e.kind === "email" && / sent: /.test(e.summary))).toBe(true);
    expect(timeline.some((e) => e.kind === "email" && / failed: .*550 mailbox unavailable/.test(e.summary))).toBe(true);
    // Oldest first.
    expect(timeline.map((e) => e.at)).toEqual([...timeline.map((e) => e.at)].sort());
  });

  it("tells a guest's cancellation from the inquiry's own record when its audit entry is gone", async () => {
    const inquiry = await createInquiry({ propertyId: 3, startDate: dayFromToday(214), endDate: dayFromToday(216) });
    const db = await getDb();
    await db
      .updateTable("bookingInquiries")
      .set({ status: "cancelled", cancelledBy: "guest", statusChangedAt: new Date().toISOString(), statusChangedBy: inquiry.name })
      .where("id", "=", inquiry.id)
      .execute();
    const timeline = (await detail(inquiry.id)).json.timeline as { kind: string; actor: string }[];
    expect(timeline.filter((e) => e.kind === "guest-cancel")).toEqual([expect.objectContaining({ actor: inquiry.name })]);
    expect(timeline.some((e) => e.kind === "status")).toBe(false);
  });

  it("answers 404 { message } for an unknown or malformed id, and 401 without a session", async () => {
    for (const id of ["999999", "abc", "0", "-1", "1.5"]) {
      const res = await detail(id);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: "Booking inquiry not found" });
    }
    const anonymous = await call(inquiryById, "/api/v1/admin/booking-inquiries/1", { params: { id: "1" } });
    expect(anonymous.status).toBe(401);
  });
});

describe("POST /api/v1/admin/booking-inquiries/{id}/replies", () => {
  it("answers 201 { id, at, author, body } and queues the e-mail to the guest with the reference and Reply-To the business", async () => {
    const inquiry = await createInquiry({
      propertyId: 3,
      startDate: dayFromToday(220),
      endDate: dayFromToday(222),
      email: "guest.reply@example.com",
    });
    const res = await reply(inquiry.id, { body: "  Hello Amina,\nthe cottage has a crib.  " });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number), at: expect.any(String), author: "admin", body: "Hello Amina,\nthe cottage has a crib." });
    expect(Date.parse(res.json.at)).toBeGreaterThan(Date.now() - 60_000);

    const email = (await emailsOf(inquiry.id)).find((e) => e.kind === "guestReply")!;
    expect(email).toMatchObject({ toAddress: "guest.reply@example.com", replyTo: DEFAULT_BUSINESS_SETTINGS.email, status: "queued" });
    expect(email.subjectText).toContain(inquiry.reference);
    const rendered = renderStoredEmail(email);
    expect(rendered.text).toContain("the cottage has a crib.");
  });

  it("refuses an empty, blank, missing, non-text or over-long body with 400 { message, errors }", async () => {
    const inquiry = await createInquiry({ propertyId: 3, startDate: dayFromToday(224), endDate: dayFromToday(225) });
    const cases: [unknown, string][] = [
      [{ body: "" }, "Reply is required"],
      [{ body: "   " }, "Reply is required"],
      [{}, "Reply is required"],
      [{ body: 42 }, "Reply must be text"],
      [{ body: "x".repeat(5001) }, "Reply must be at most 5,000 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await reply(inquiry.id, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message, errors: { body: [message] } });
    }
    expect((await reply(inquiry.id, { body: "x".repeat(5000) })).status).toBe(201);
    expect((await emailsOf(inquiry.id)).filter((e) => e.kind === "guestReply")).toHaveLength(1);
  });

  it("answers 404 for an unknown inquiry (nothing queued) and 401 without a session", async () => {
    for (const id of ["999999", "nope"]) {
      const res = await reply(id, { body: "Hello" });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: "Booking inquiry not found" });
    }
    const db = await getDb();
    expect(await db.selectFrom("inquiryReplies").select("id").where("inquiryId", "=", 999999).execute()).toEqual([]);
    const anonymous = await call(replies, "/api/v1/admin/booking-inquiries/1/replies", { method: "POST", params: { id: "1" }, body: { body: "x" } });
    expect(anonymous.status).toBe(401);
  });
});

describe("conflicts", () => {
  it("names a confirmed stay, another pending request, a block and an imported event in the detail and list JSON, and in the 409 of a confirmation", async () => {
    const db = await getDb();
    const target = await createInquiry({ propertyId: 2, name: "Target Guest", startDate: dayFromToday(300), endDate: dayFromToday(305) });
    const other = await createInquiry({ propertyId: 2, name: "Other Pending", startDate: dayFromToday(303), endDate: dayFromToday(307) });
    const stay = await createInquiry({ propertyId: 2, name: "Confirmed Stay", startDate: dayFromToday(297), endDate: dayFromToday(301) });
    expect((await patch(stay.id, { status: "confirmed" })).status).toBe(200);
    // Not a clash: another property, a cancelled request, and a stay that leaves the day the target arrives.
    await createInquiry({ propertyId: 3, startDate: dayFromToday(300), endDate: dayFromToday(305) });
    const cancelled = await createInquiry({ propertyId: 2, startDate: dayFromToday(302), endDate: dayFromToday(304) });
    await patch(cancelled.id, { status: "cancelled" });
    const block = await createBlock(db, 2, { startDate: dayFromToday(304), endDate: dayFromToday(306), note: "Roof repair" }, "admin");
    const feed = await db
      .insertInto("calendarFeeds")
      .values({ propertyId: 2, url: "https://www.airbnb.com/calendar/ical/123.ics", createdAt: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const event = await db
      .insertInto("calendarEvents")
      .values({ feedId: feed.id, propertyId: 2, uid: "abc@airbnb", startDate: dayFromToday(302), endDate: dayFromToday(303) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("calendarBlocks")
      .values({
        propertyId: 2,
        startDate: dayFromToday(295),
        endDate: dayFromToday(300),
        note: "Ends as the target arrives",
        createdAt: new Date().toISOString(),
      })
      .execute();

    const expected = [
      { kind: "stay", id: stay.id, reference: stay.reference, name: "Confirmed Stay", startDate: stay.startDate, endDate: stay.endDate },
      { kind: "imported", id: event.id, name: "www.airbnb.com", startDate: dayFromToday(302), endDate: dayFromToday(303) },
      { kind: "pending", id: other.id, reference: other.reference, name: "Other Pending", startDate: other.startDate, endDate: other.endDate },
      { kind: "block", id: block.id, name: "Roof repair", startDate: block.startDate, endDate: block.endDate },
    ];
    const got = (await detail(target.id)).json.conflicts;
    expect(got).toEqual(expected.map((c) => expect.objectContaining(c)));

    const list = await call(adminInquiries, "/api/v1/admin/booking-inquiries?propertyId=2&limit=500", { cookie });
    expect(list.status).toBe(200);
    const byId = new Map<number, { conflicts: { kind: string; id: number }[] }>(list.json.map((i: { id: number }) => [i.id, i]));
    expect(byId.get(target.id)!.conflicts).toEqual(got);
    // The other pending request clashes with the target, the block and... not with the stay (it leaves before).
    expect(byId.get(other.id)!.conflicts.map((c) => `${c.kind}:${c.id}`)).toEqual([`pending:${target.id}`, `block:${block.id}`]);
    // Only pending requests carry clashes.
    expect(byId.get(stay.id)!.conflicts).toEqual([]);
    expect(byId.get(cancelled.id)!.conflicts).toEqual([]);

    const refused = await patch(target.id, { status: "confirmed" });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: "These dates overlap a confirmed stay or a blocked period.", conflicts: got });
    expect((await detail(target.id)).json.status).toBe("pending");
  });
});

describe("decision e-mails and directions", () => {
  it("keeps directions on the property (admin read and write, 2,000 characters at most, never in the public API)", async () => {
    const body = {
      name: "Directions Cottage",
      description: "A cottage that is hard to find.",
      shortDescription: "Hidden away.",
      location: "Tigoni, Kenya",
      price: 150,
      bedrooms: 1,
      bathrooms: 1,
      sleeps: 4,
      amenities: ["Wifi"],
      images: ["/images/forest-haven-2.svg"],
      featured: false,
      directions: "  Turn left at the tea factory, second gate on the right.  ",
    };
    const created = await call(propertiesAdmin, "/api/v1/admin/properties", { method: "POST", cookie, body });
    expect(created.status).toBe(201);
    expect(created.json.directions).toBe("Turn left at the tea factory, second gate on the right.");
    const id = String(created.json.id);

    const tooLong = await call(propertyById, "/", { method: "PUT", cookie, params: { id }, body: { ...body, directions: "x".repeat(2001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual({ directions: ["Directions must be at most 2,000 characters"] });
    const notText = await call(propertyById, "/", { method: "PUT", cookie, params: { id }, body: { ...body, directions: 5 } });
    expect(notText.status).toBe(400);
    expect(notText.json.errors.directions).toEqual(["Directions must be text"]);

    const listed = await call(propertiesAdmin, "/api/v1/admin/properties?q=Directions%20Cottage", { cookie });
    expect(listed.json[0].directions).toBe("Turn left at the tea factory, second gate on the right.");
    const publicView = await call(bySlug, `/api/v1/properties/${created.json.slug}`, { params: { slug: created.json.slug } });
    expect(publicView.status).toBe(200);
    expect(publicView.json).not.toHaveProperty("directions");

    const cleared = await call(propertyById, "/", { method: "PUT", cookie, params: { id }, body: { ...body, directions: "" } });
    expect(cleared.status).toBe(200);
    expect(cleared.json.directions).toBeNull();
    await call(propertyById, "/", { method: "PUT", cookie, params: { id }, body });
  });

  it("puts staff's message, the extras asked for and the directions in the confirmation, and the message in a cancellation", async () => {
    const db = await getDb();
    const property = await db.selectFrom("properties").select("id").where("name", "=", "Directions Cottage").executeTakeFirstOrThrow();
    const confirmed = await createInquiry({
      propertyId: property.id,
      startDate: dayFromToday(400),
      endDate: dayFromToday(403),
      requestChef: true,
      requestActivities: ["Guided hike", "Tea tasting"],
    });
    expect((await patch(confirmed.id, { status: "confirmed", message: "  We have lit the fireplace for you.  " })).status).toBe(200);
    const decision = (await emailsOf(confirmed.id)).find((e) => e.kind === "guestDecision")!;
    const text = renderStoredEmail(decision).text;
    expect(text).toContain("We have lit the fireplace for you.");
    expect(text).toContain("Turn left at the tea factory, second gate on the right.");
    expect(text).toMatch(/Private chef:\s+Requested/);
    expect(text).toMatch(/Activities:\s+Guided hike, Tea tasting/);

    const cancelled = await createInquiry({ propertyId: property.id, startDate: dayFromToday(410), endDate: dayFromToday(412) });
    expect((await patch(cancelled.id, { status: "cancelled", message: "The cottage is closed for repairs that week." })).status).toBe(200);
    const cancellation = renderStoredEmail((await emailsOf(cancelled.id)).find((e) => e.kind === "guestDecision")!).text;
    expect(cancellation).toContain("The cottage is closed for repairs that week.");
    expect(cancellation).not.toContain("Turn left at the tea factory");

    const tooLong = await patch(cancelled.id, { status: "pending", message: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual({ message: ["Message must be at most 2,000 characters"] });
  });
});
