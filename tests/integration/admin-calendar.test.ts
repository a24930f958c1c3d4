import { beforeAll, describe, expect, it } from "vitest";
import { getDb, writeTransaction } from "~/db/db.server";
import { addFeed, createBlock, replaceFeedEvents } from "~/models/calendar.server";
import { listProperties, type Property } from "~/models/property.server";
import * as dashboard from "~/routes/admin.dashboard";
import * as calendarApi from "~/routes/api.v1.admin.calendar";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { changeInquiry } from "~/services/inquiries.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { runPage } from "../setup/pages";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";

const ADMIN = { id: 1, username: "admin" };
let cookie: string;
let properties: Property[];
let confirmedId: number;
let pendingId: number;

const get = (query: string, withCookie = true) => call(calendarApi, `/api/v1/admin/calendar${query}`, withCookie ? { cookie } : {});
const window = (fromDays: number, toDays: number) => `?from=${dayFromToday(fromDays)}&to=${dayFromToday(toDays)}`;

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  properties = await listProperties();
  const [first, second, third] = properties;
  // The request overlapping the stay came in before the stay was confirmed (a new one would be refused).
  pendingId = (await createInquiry({ propertyId: first.id, name: "Peter Otieno", startDate: dayFromToday(42), endDate: dayFromToday(45) })).id;
  const confirmed = await createInquiry({ propertyId: first.id, name: "Jane Guest", startDate: dayFromToday(40), endDate: dayFromToday(44) });
  await changeInquiry(ADMIN, confirmed.id, { status: "confirmed" });
  confirmedId = confirmed.id;
  // A cancelled request holds no nights: it is not on the calendar.
  const cancelled = await createInquiry({ propertyId: first.id, name: "Cancelled Caller", startDate: dayFromToday(50), endDate: dayFromToday(52) });
  await changeInquiry(ADMIN, cancelled.id, { status: "cancelled" });
  await writeTransaction((trx) =>
    createBlock(trx, second.id, { startDate: dayFromToday(41), endDate: dayFromToday(43), note: "Roof repairs" }, "admin"),
  );
  await writeTransaction((trx) => createBlock(trx, second.id, { startDate: dayFromToday(60), endDate: dayFromToday(61) }, "admin"));
  const airbnb = await writeTransaction((trx) => addFeed(trx, third.id, "https://www.airbnb.com/calendar/ical/123.ics?s=secret"));
  await replaceFeedEvents(airbnb.id, [{ uid: "a-1", startDate: dayFromToday(46), endDate: dayFromToday(48) }]);
  const other = await writeTransaction((trx) => addFeed(trx, third.id, "https://cal.example-channel.com/feed.ics"));
  await replaceFeedEvents(other.id, [{ uid: "b-1", startDate: dayFromToday(49), endDate: dayFromToday(50) }]);
});

describe("GET /api/v1/admin/calendar", () => {
  it("needs a session", async () => {
    const res = await get(window(0, 30), false);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "You must be signed in to do that" });
  });

  it("answers one row per live property, in order, with each kind of entry", async () => {
    const res = await get(window(38, 70));
    expect(res.status).toBe(200);
    expect(res.json.map((row: { property: { id: number } }) => row.property.id)).toEqual(properties.map((p) => p.id));
    const [first, second, third] = properties;
    const rowOf = (p: Property) => res.json.find((row: { property: { id: number } }) => row.property.id === p.id);
    expect(rowOf(first)).toEqual({
      property: { id: first.id, name: first.name, slug: first.slug },
      entries: [
        { kind: "stay", startDate: dayFromToday(40), endDate: dayFromToday(44), inquiryId: confirmedId, label: "Jane Guest" },
        { kind: "pending", startDate: dayFromToday(42), endDate: dayFromToday(45), inquiryId: pendingId, label: "Peter Otieno" },
      ],
    });
    expect(rowOf(second).entries).toEqual([
      { kind: "block", startDate: dayFromToday(41), endDate: dayFromToday(43), label: "Blocked: Roof repairs" },
      { kind: "block", startDate: dayFromToday(60), endDate: dayFromToday(61), label: "Blocked" },
    ]);
    // Imported events are named by their source, never by the secret address.
    expect(rowOf(third).entries).toEqual([
      { kind: "imported", startDate: dayFromToday(46), endDate: dayFromToday(48), label: "Imported from Airbnb" },
      { kind: "imported", startDate: dayFromToday(49), endDate: dayFromToday(50), label: "Imported from cal.example-channel.com" },
    ]);
    expect(JSON.stringify(res.json)).not.toContain("secret");
  });

  it("answers entries with a night in the window, with their own dates; the check-out day is not a night", async () => {
    // The stay's nights are days 40-43: a window starting on its check-out day (44) leaves it out.
    const after = await get(window(44, 44));
    expect(after.json[0].entries.map((e: { kind: string }) => e.kind)).toEqual(["pending"]);
    // A window inside the stay answers the whole stay.
    const inside = await get(window(41, 41));
    expect(inside.json[0].entries[0]).toMatchObject({ kind: "stay", startDate: dayFromToday(40), endDate: dayFromToday(44) });
    // The window's last day is included.
    const upTo = await get(window(30, 40));
    expect(upTo.json[0].entries).toHaveLength(1);
    expect(upTo.json[0].entries[0].kind).toBe("stay");
  });

  it("leaves archived properties out", async () => {
    const extra = properties[properties.length - 1];
    await createInquiry({ propertyId: extra.id, name: "Archived Guest", startDate: dayFromToday(40), endDate: dayFromToday(41) });
    const db = await getDb();
    await db.updateTable("properties").set({ archivedAt: new Date().toISOString() }).where("id", "=", extra.id).execute();
    try {
      const res = await get(window(38, 70));
      expect(res.json.map((row: { property: { id: number } }) => row.property.id)).not.toContain(extra.id);
      expect(JSON.stringify(res.json)).not.toContain("Archived Guest");
    } finally {
      await db.updateTable("properties").set({ archivedAt: null }).where("id", "=", extra.id).execute();
    }
  });

  it("answers a window of up to 93 days, both days included", async () => {
    expect((await get("?from=2027-07-01&to=2027-10-01")).status).toBe(200);
    expect((await get("?from=2027-01-01&to=2027-01-01")).status).toBe(200);
  });

  it.each([
    ["94 days", "?from=2027-07-01&to=2027-10-02", "The window can be at most 93 days (from and to included)"],
    ["a reversed window", "?from=2027-07-10&to=2027-07-09", "to must be on or after from"],
    ["no from", "?to=2027-07-09", "from must be a date (YYYY-MM-DD)"],
    ["no to", "?from=2027-07-09", "to must be a date (YYYY-MM-DD)"],
    ["nothing", "", "from must be a date (YYYY-MM-DD)"],
    ["a day that does not exist", "?from=2027-02-30&to=2027-03-02", "from must be a date (YYYY-MM-DD)"],
    ["a timestamp", "?from=2027-02-01T00:00:00Z&to=2027-03-02", "from must be a date (YYYY-MM-DD)"],
    ["text", "?from=soon&to=later", "from must be a date (YYYY-MM-DD)"],
  ])("refuses %s with 400 { message }", async (_label, query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });
});

describe("the dashboard's arrivals and departures", () => {
  it("lists confirmed stays checking in or out today and in the next 6 days, soonest first, each with its booking", async () => {
    const p = properties[1];
    const confirmed = async (name: string, start: number, end: number) => {
      const inquiry = await createInquiry({ propertyId: p.id, name, startDate: dayFromToday(start), endDate: dayFromToday(end) });
      await changeInquiry(ADMIN, inquiry.id, { status: "confirmed" });
      return inquiry.id;
    };
    const leaving = await confirmed("Leaving Today", -3, 0);
    const arriving = await confirmed("Arriving Soon", 2, 4);
    const later = await confirmed("Arriving Later", 6, 9);
    await confirmed("Next Week", 9, 10);
    await createInquiry({ propertyId: p.id, name: "Only Asking", startDate: dayFromToday(1), endDate: dayFromToday(2) });

    const page = await runPage(dashboard.loader, "/admin/dashboard", { cookie });
    expect(page.status).toBe(200);
    const pick = (rows: { id: number; name: string; startDate: string; endDate: string; propertyName: string }[]) =>
      rows.map((r) => [r.id, r.name, r.propertyName]);
    expect(pick(page.data.arrivals)).toEqual([
      [arriving, "Arriving Soon", p.name],
      [later, "Arriving Later", p.name],
    ]);
    expect(pick(page.data.departures)).toEqual([
      [leaving, "Leaving Today", p.name],
      [arriving, "Arriving Soon", p.name],
    ]);
  });
});
