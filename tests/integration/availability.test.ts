import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listProperties, type Property } from "~/models/property.server";
import * as calendarRoute from "~/routes/api.v1.admin.properties.$id.calendar._index";
import * as blocksRoute from "~/routes/api.v1.admin.properties.$id.calendar.blocks._index";
import * as blockRoute from "~/routes/api.v1.admin.properties.$id.calendar.blocks.$blockId";
import * as feedsRoute from "~/routes/api.v1.admin.properties.$id.calendar.feeds._index";
import * as feedRoute from "~/routes/api.v1.admin.properties.$id.calendar.feeds.$feedId";
import * as syncRoute from "~/routes/api.v1.admin.properties.$id.calendar.sync";
import * as inquiryStatus from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as inquiries from "~/routes/api.v1.booking-inquiries";
import * as availability from "~/routes/api.v1.properties.$slug.availability";
import * as quote from "~/routes/api.v1.properties.$slug.quote";
import * as icalRoute from "~/routes/ical.$file";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { makeInquiry } from "../setup/factories";

const UNAVAILABLE = "Those dates are not available. Please choose other dates.";
const OVERLAP = "These dates overlap a confirmed stay or a blocked period.";

let cookie: string;
let properties: Property[];
beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  properties = await listProperties();
});

// The guest's name must never show in what the public sees of a stay.
const inquiry = (propertyId: number, startDate: string, endDate: string) => makeInquiry({ propertyId, name: "Wanjiru Kamau", startDate, endDate });

const avail = (p: Property, query = "") => call(availability, `/api/v1/properties/${p.slug}/availability${query}`, { params: { slug: p.slug } });
const addBlock = (p: Property, body: unknown) =>
  call(blocksRoute, `/api/v1/admin/properties/${p.id}/calendar/blocks`, { method: "POST", params: { id: String(p.id) }, body, cookie });
const confirm = (id: number) =>
  call(inquiryStatus, `/api/v1/admin/booking-inquiries/${id}`, {
    method: "PATCH",
    params: { id: String(id) },
    body: { status: "confirmed" },
    cookie,
  });

describe("availability API", () => {
  it("answers merged ranges from blocks and confirmed stays, end exclusive, nothing about guests", async () => {
    const p = properties[0];
    expect((await avail(p)).json).toEqual({ unavailable: [] });
    expect((await addBlock(p, { startDate: dayFromToday(10), endDate: dayFromToday(13), note: "Painting" })).status).toBe(201);
    const created = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(p.id, dayFromToday(13), dayFromToday(15)) });
    expect(created.status).toBe(201);
    // Pending inquiries do not block; a confirmed one does, touching the block: one merged range.
    expect((await avail(p)).json.unavailable).toEqual([{ startDate: dayFromToday(10), endDate: dayFromToday(13) }]);
    expect((await confirm(created.json.id)).status).toBe(200);
    const res = await avail(p);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ unavailable: [{ startDate: dayFromToday(10), endDate: dayFromToday(15) }] });
    expect(JSON.stringify(res.json)).not.toContain("Wanjiru");
    // A window cuts the ranges.
    expect((await avail(p, `?from=${dayFromToday(12)}&to=${dayFromToday(14)}`)).json.unavailable).toEqual([
      { startDate: dayFromToday(12), endDate: dayFromToday(14) },
    ]);
  });

  it("refuses bad, reversed and too long windows with a 400 and a message", async () => {
    const p = properties[0];
    for (const query of [
      "?from=2027-02-30",
      "?to=tomorrow",
      `?from=${dayFromToday(5)}&to=${dayFromToday(5)}`,
      `?from=${dayFromToday(5)}&to=${dayFromToday(2)}`,
      `?from=${dayFromToday(0)}&to=${dayFromToday(800)}`,
    ]) {
      const res = await avail(p, query);
      expect(res.status, query).toBe(400);
      expect(typeof res.json.message).toBe("string");
    }
    expect((await call(availability, "/api/v1/properties/nope/availability", { params: { slug: "nope" } })).status).toBe(404);
  });
});

describe("overlap refusal", () => {
  it("refuses a new inquiry on taken nights with 409 and the exact message; the check-out day stays free", async () => {
    const p = properties[1];
    await addBlock(p, { startDate: dayFromToday(20), endDate: dayFromToday(25) });
    const refused = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(p.id, dayFromToday(18), dayFromToday(21)) });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: UNAVAILABLE });
    const before = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(p.id, dayFromToday(17), dayFromToday(20)) });
    const after = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(p.id, dayFromToday(25), dayFromToday(27)) });
    expect([before.status, after.status]).toEqual([201, 201]);
    // The inquiry keeps its quote.
    expect(before.json).toMatchObject({ nights: 3, total: 3 * p.price });
  });

  it("refuses confirming a stay that overlaps a confirmed stay or a block (409, exact message, naming the clashes)", async () => {
    const p = properties[2];
    const a = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(p.id, dayFromToday(30), dayFromToday(34)) });
    const b = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(p.id, dayFromToday(33), dayFromToday(36)) });
    const c = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(p.id, dayFromToday(40), dayFromToday(42)) });
    expect((await confirm(a.json.id)).status).toBe(200);
    const refused = await confirm(b.json.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      message: OVERLAP,
      conflicts: [
        { kind: "stay", id: a.json.id, reference: a.json.reference, name: a.json.name, startDate: dayFromToday(30), endDate: dayFromToday(34) },
      ],
    });
    const block = await addBlock(p, { startDate: dayFromToday(41), endDate: dayFromToday(43) });
    expect((await confirm(c.json.id)).json).toEqual({
      message: OVERLAP,
      conflicts: [{ kind: "block", id: block.json.id, startDate: dayFromToday(41), endDate: dayFromToday(43) }],
    });
    // Confirming again the one already confirmed is not an overlap with itself.
    expect((await confirm(a.json.id)).status).toBe(200);
  });

  it("two processes confirming overlapping inquiries at the same time: exactly one wins", async () => {
    const p = properties[3];
    const a = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(p.id, dayFromToday(50), dayFromToday(55)) });
    const b = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(p.id, dayFromToday(52), dayFromToday(57)) });
    const run = promisify(execFile);
    const worker = (id: number) =>
      run(process.execPath, ["--import", "tsx", path.resolve("tests/setup/confirm-worker.ts"), String(id)], {
        env: { ...process.env, NODE_ENV: "test" },
      }).then((r) => JSON.parse(r.stdout));
    const results = await Promise.all([worker(a.json.id), worker(b.json.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ status: 409, message: OVERLAP })]);
  }, 60_000);
});

describe("quote API", () => {
  const q = (p: Property, start: string, end: string) =>
    call(quote, `/api/v1/properties/${p.slug}/quote?startDate=${start}&endDate=${end}`, { params: { slug: p.slug } });

  it("prices 6, 7 and 30 nights with the long-stay discount from 7", async () => {
    const p = properties[4];
    const six = await q(p, dayFromToday(100), dayFromToday(106));
    expect(six.status).toBe(200);
    expect(six.json).toEqual({
      nights: 6,
      nightlyPrice: p.price,
      subtotal: 6 * p.price,
      discountPercent: 0,
      discount: 0,
      total: 6 * p.price,
      available: true,
    });
    const seven = (await q(p, dayFromToday(100), dayFromToday(107))).json;
    expect(seven).toMatchObject({ nights: 7, subtotal: 7 * p.price, discountPercent: 10, discount: Math.round(0.7 * p.price) });
    expect(seven.total).toBe(seven.subtotal - seven.discount);
    const thirty = (await q(p, dayFromToday(100), dayFromToday(130))).json;
    expect(thirty).toMatchObject({
      nights: 30,
      subtotal: 30 * p.price,
      discount: Math.round(3 * p.price),
      total: 30 * p.price - Math.round(3 * p.price),
    });
  });

  it("answers bad dates with the booking form's messages and says when nights are taken", async () => {
    const p = properties[0];
    expect((await q(p, "", dayFromToday(3))).json.errors.startDate).toEqual(["Please select a check-in date"]);
    const reversed = await q(p, dayFromToday(5), dayFromToday(3));
    expect(reversed.status).toBe(400);
    expect(reversed.json.message).toBe("Check-out date must be after check-in date");
    expect((await q(p, dayFromToday(-3), dayFromToday(3))).json.message).toBe("Check-in date cannot be in the past");
    expect((await q(p, dayFromToday(11), dayFromToday(12))).json.available).toBe(false);
  });
});

describe("iCal export", () => {
  it("exports confirmed stays and blocks as all-day events that node-ical reads back, with stable UIDs", async () => {
    const p = properties[0];
    const overview = await call(calendarRoute, `/api/v1/admin/properties/${p.id}/calendar`, { params: { id: String(p.id) }, cookie });
    expect(overview.status).toBe(200);
    expect(Object.keys(overview.json).sort()).toEqual(["blocks", "exportUrl", "feeds"]);
    const file = new URL(overview.json.exportUrl).pathname.split("/").pop()!;
    const fetchIcs = async () => {
      const res = await icalRoute.loader({ request: new Request(`http://localhost/ical/${file}`), params: { file }, context: {} });
      return { status: res.status, type: res.headers.get("Content-Type"), text: await res.text() };
    };
    const first = await fetchIcs();
    expect(first.status).toBe(200);
    expect(first.type).toBe("text/calendar; charset=utf-8");
    expect(first.text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(first.text).not.toMatch(/[^\r]\n/);
    expect(first.text).toContain("DTSTART;VALUE=DATE:");
    expect(first.text).not.toContain("Wanjiru");
    const events = Object.values(nodeIcal.sync.parseICS(first.text)).filter((e) => e?.type === "VEVENT") as nodeIcal.VEvent[];
    expect(events).toHaveLength(2);
    for (const e of events) {
      expect(e.summary).toBe("Reserved");
      expect(e.datetype).toBe("date");
      expect(e.dtstamp).toBeInstanceOf(Date);
    }
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    expect(events.map((e) => [day(e.start), day(e.end!)]).sort()).toEqual([
      [dayFromToday(10), dayFromToday(13)],
      [dayFromToday(13), dayFromToday(15)],
    ]);
    const again = await fetchIcs();
    const uids = (text: string) => [...text.matchAll(/^UID:(.+?)\r$/gm)].map((m) => m[1]).sort();
    expect(uids(again.text)).toEqual(uids(first.text));
    expect(strictlyParsedEvents(first.text)).toHaveLength(2);

    // The UID's domain is PUBLIC_URL's host whatever the request's Host says.
    process.env.PUBLIC_URL = "https://stay.example.com/";
    try {
      const res = await icalRoute.loader({
        request: new Request(`http://evil.example/ical/${file}`, { headers: { "X-Forwarded-Host": "evil.example" } }),
        params: { file },
        context: {},
      });
      const text = await res.text();
      expect(uids(text)).toHaveLength(2);
      for (const uid of uids(text)) expect(uid).toMatch(/^(stay|block)-\d+-p\d+@stay\.example\.com$/);
      expect(text).not.toContain("evil");
    } finally {
      delete process.env.PUBLIC_URL;
    }
    expect(uids(first.text).every((uid) => uid.endsWith("@localhost"))).toBe(true);
    expect(
      (
        await icalRoute.loader({
          request: new Request("http://localhost/ical/nope-nope-nope-nope.ics"),
          params: { file: "nope-nope-nope-nope.ics" },
          context: {},
        })
      ).status,
    ).toBe(404);
  });
});

/**
 * ical.js (strict mode, its default) reads the text as a calendar with only well-formed values, and the
 * text follows RFC 5545's line rules: CRLF after every line (the last too), at most 75 octets a line.
 */
function strictlyParsedEvents(text: string) {
  expect(ICAL.design.strict).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text).not.toMatch(/[^\r]\n|\r[^\n]/);
  for (const line of text.slice(0, -2).split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("prodid")).toEqual(expect.any(String));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    for (const name of ["uid", "dtstamp", "dtstart", "dtend"]) expect(vevent.hasProperty(name)).toBe(true);
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.compare(event.startDate)).toBe(1);
    expect(vevent.getFirstPropertyValue("dtstamp")).toBeInstanceOf(ICAL.Time);
    return { uid: event.uid, start: event.startDate.toString(), end: event.endDate.toString() };
  });
}

describe("iCal export, every one", () => {
  it("ical.js parses the export of every property strictly, with or without events", async () => {
    for (const p of properties) {
      const overview = await call(calendarRoute, "", { params: { id: String(p.id) }, cookie });
      const file = new URL(overview.json.exportUrl).pathname.split("/").pop()!;
      const res = await icalRoute.loader({ request: new Request(`http://localhost/ical/${file}`), params: { file }, context: {} });
      expect(res.status).toBe(200);
      const events = strictlyParsedEvents(await res.text());
      expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    }
  });
});

describe("iCal import", () => {
  let server: http.Server;
  let feedUrl: string;
  let body = "";
  let status = 200;
  const fill = (file: string, values: Record<string, string>) =>
    Object.entries(values).reduce(
      (text, [k, v]) => text.replaceAll(`{{${k}}}`, v.replaceAll("-", "")),
      readFileSync(path.resolve("tests/fixtures", file), "utf8"),
    );

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(status, { "Content-Type": "text/calendar; charset=utf-8" });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("blocks the nights of Airbnb and Booking.com feeds, frees them when an event disappears, keeps them on a failed fetch", async () => {
    const p = properties[5];
    const id = String(p.id);
    const airbnb = fill("airbnb.ics", { A_START: dayFromToday(60), A_END: dayFromToday(63), B_START: dayFromToday(70), B_END: dayFromToday(72) });
    const booking = fill("booking-com.ics", { C_START: dayFromToday(80), C_END: dayFromToday(81) });

    // Loopback is refused unless ICAL_ALLOW_PRIVATE_HOSTS=true.
    body = airbnb;
    delete process.env.ICAL_ALLOW_PRIVATE_HOSTS;
    const refused = await call(feedsRoute, `/api/v1/admin/properties/${id}/calendar/feeds`, {
      method: "POST",
      params: { id },
      body: { url: feedUrl },
      cookie,
    });
    expect(refused.status).toBe(201);
    expect(refused.json.lastError).toMatch(/private or local network/);
    expect(refused.json.lastSyncedAt).toBeNull();
    await call(feedRoute, "", { method: "DELETE", params: { id, feedId: String(refused.json.id) }, cookie });

    process.env.ICAL_ALLOW_PRIVATE_HOSTS = "true";
    const feed = await call(feedsRoute, `/api/v1/admin/properties/${id}/calendar/feeds`, {
      method: "POST",
      params: { id },
      body: { url: feedUrl },
      cookie,
    });
    expect(feed.status).toBe(201);
    expect(feed.json).toMatchObject({ url: feedUrl, lastError: null });
    expect(feed.json.lastSyncedAt).toEqual(expect.any(String));
    expect((await avail(p)).json.unavailable).toEqual([
      { startDate: dayFromToday(60), endDate: dayFromToday(63) },
      { startDate: dayFromToday(70), endDate: dayFromToday(72) },
    ]);
    const refusedInquiry = await call(inquiries, "/api/v1/booking-inquiries", {
      method: "POST",
      body: inquiry(p.id, dayFromToday(62), dayFromToday(64)),
    });
    expect(refusedInquiry.status).toBe(409);

    // Booking.com's format; Airbnb's second event is gone: its nights are free again.
    body = booking + "";
    const secondFeed = await call(feedsRoute, "", {
      method: "POST",
      params: { id },
      body: { url: feedUrl.replace("calendar.ics", "booking.ics") },
      cookie,
    });
    expect(secondFeed.json.lastError).toBeNull();
    body = airbnb.replace(/BEGIN:VEVENT\r\nDTEND;VALUE=DATE:\d+\r\nDTSTART;VALUE=DATE:\d+\r\nUID:7f3a[\s\S]*?END:VEVENT\r\n/, "");
    const synced = await call(syncRoute, "", { method: "POST", params: { id }, cookie });
    expect(synced.status).toBe(200);
    expect(synced.json.feeds).toHaveLength(2);
    // Both feeds now serve the Airbnb text: the one Airbnb stay remains, Booking.com's night is freed.
    expect((await avail(p)).json.unavailable).toEqual([{ startDate: dayFromToday(60), endDate: dayFromToday(63) }]);

    // A failing fetch or invalid data keeps the last good events and shows the error.
    status = 500;
    await call(syncRoute, "", { method: "POST", params: { id }, cookie });
    status = 200;
    body = "<html>maintenance</html>";
    const failed = await call(syncRoute, "", { method: "POST", params: { id }, cookie });
    expect(failed.json.feeds.map((f: { lastError: string }) => f.lastError)).toEqual([
      expect.stringMatching(/iCalendar/),
      expect.stringMatching(/iCalendar/),
    ]);
    expect((await avail(p)).json.unavailable).toEqual([{ startDate: dayFromToday(60), endDate: dayFromToday(63) }]);

    // Removing a feed frees what it blocked.
    for (const f of failed.json.feeds)
      expect((await call(feedRoute, "", { method: "DELETE", params: { id, feedId: String(f.id) }, cookie })).status).toBe(204);
    expect((await avail(p)).json.unavailable).toEqual([]);
  });

  it("a repeating imported event blocks every night it covers, with its exceptions; a 30,000-event feed is refused", async () => {
    const p = properties[4];
    const id = String(p.id);
    process.env.ICAL_ALLOW_PRIVATE_HOSTS = "true";
    const compact = (day: string) => day.replaceAll("-", "");
    // Weekly, 2 nights, 4 times; the second week moved a day later, the third cancelled, one extra date added.
    body = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Channel//Manager//EN",
      "BEGIN:VEVENT",
      "UID:weekly-guest@channel.example",
      "DTSTAMP:20261101T000000Z",
      `DTSTART;VALUE=DATE:${compact(dayFromToday(100))}`,
      `DTEND;VALUE=DATE:${compact(dayFromToday(102))}`,
      "RRULE:FREQ=WEEKLY;COUNT=4",
      `RDATE;VALUE=DATE:${compact(dayFromToday(150))}`,
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:weekly-guest@channel.example",
      "DTSTAMP:20261101T000000Z",
      `RECURRENCE-ID;VALUE=DATE:${compact(dayFromToday(107))}`,
      `DTSTART;VALUE=DATE:${compact(dayFromToday(108))}`,
      `DTEND;VALUE=DATE:${compact(dayFromToday(110))}`,
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:weekly-guest@channel.example",
      "DTSTAMP:20261101T000000Z",
      `RECURRENCE-ID;VALUE=DATE:${compact(dayFromToday(114))}`,
      "STATUS:CANCELLED",
      `DTSTART;VALUE=DATE:${compact(dayFromToday(114))}`,
      `DTEND;VALUE=DATE:${compact(dayFromToday(116))}`,
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const feed = await call(feedsRoute, "", { method: "POST", params: { id }, body: { url: feedUrl.replace("calendar.ics", "weekly.ics") }, cookie });
    expect(feed.json.lastError).toBeNull();
    const weekly = [
      { startDate: dayFromToday(100), endDate: dayFromToday(102) },
      { startDate: dayFromToday(108), endDate: dayFromToday(110) },
      { startDate: dayFromToday(121), endDate: dayFromToday(123) },
      { startDate: dayFromToday(150), endDate: dayFromToday(152) },
    ];
    expect((await avail(p)).json.unavailable).toEqual(weekly);
    // Every one of those nights refuses a stay; the cancelled week is free.
    for (const night of [101, 108, 109, 121, 122, 150, 151]) {
      const res = await call(inquiries, "/api/v1/booking-inquiries", {
        method: "POST",
        body: inquiry(p.id, dayFromToday(night), dayFromToday(night + 1)),
      });
      expect(res.status, `night ${night}`).toBe(409);
    }
    const free = await call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: inquiry(p.id, dayFromToday(114), dayFromToday(116)) });
    expect(free.status).toBe(201);

    // A 3.4 MB feed of 30,000 events: refused with a reason, the last good events kept.
    const event = (i: number) =>
      `BEGIN:VEVENT\r\nUID:bulk-${i}@channel.example\r\nDTSTART;VALUE=DATE:${compact(dayFromToday(200 + (i % 300)))}\r\nDTEND;VALUE=DATE:${compact(dayFromToday(201 + (i % 300)))}\r\nEND:VEVENT`;
    body = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Bulk//EN\r\n${Array.from({ length: 30_000 }, (_, i) => event(i)).join("\r\n")}\r\nEND:VCALENDAR\r\n`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(3_300_000);
    const synced = await call(syncRoute, "", { method: "POST", params: { id }, cookie });
    expect(synced.json.feeds[0].lastError).toBe("The calendar has more than 5,000 events: only feeds of one property's bookings are imported");
    expect((await avail(p)).json.unavailable).toEqual(weekly);
    await call(feedRoute, "", { method: "DELETE", params: { id, feedId: String(feed.json.id) }, cookie });
  });

  it("validates blocks and feed addresses and removes blocks", async () => {
    const p = properties[5];
    const id = String(p.id);
    const bad = await addBlock(p, { startDate: dayFromToday(5), endDate: dayFromToday(5) });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.endDate).toEqual(["End date must be after start date"]);
    const badUrl = await call(feedsRoute, "", { method: "POST", params: { id }, body: { url: "file:///etc/passwd" }, cookie });
    expect(badUrl.status).toBe(400);
    const block = await addBlock(p, { startDate: dayFromToday(5), endDate: dayFromToday(6) });
    expect((await call(blockRoute, "", { method: "DELETE", params: { id, blockId: String(block.json.id) }, cookie })).status).toBe(204);
    expect((await call(blockRoute, "", { method: "DELETE", params: { id, blockId: String(block.json.id) }, cookie })).status).toBe(404);
    expect((await call(calendarRoute, "", { params: { id } })).status).toBe(401);
  });
});
