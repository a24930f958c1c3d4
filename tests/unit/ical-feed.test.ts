import { describe, expect, it } from "vitest";
import { FEED_MAX_EVENTS, parseFeed } from "~/services/ical-feed.server";

// Imported feeds are read by ical.js in a worker thread: repeating events expanded within the sync window.

const WINDOW = { startDate: "2027-01-01", endDate: "2028-01-01" };
const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Feed//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const event = (...lines: string[]) => ["BEGIN:VEVENT", "DTSTAMP:20261101T000000Z", ...lines, "END:VEVENT"];
const nights = (events: { startDate: string; endDate: string }[]) => events.map((e) => `${e.startDate}/${e.endDate}`).sort();

describe("repeating events", () => {
  it("a weekly event with COUNT=3 blocks all three stays, not only the first", async () => {
    const ics = calendar(...event("UID:weekly@x", "DTSTART;VALUE=DATE:20270301", "DTEND;VALUE=DATE:20270303", "RRULE:FREQ=WEEKLY;COUNT=3"));
    const events = await parseFeed(ics, WINDOW);
    expect(nights(events)).toEqual(["2027-03-01/2027-03-03", "2027-03-08/2027-03-10", "2027-03-15/2027-03-17"]);
    expect(events.every((e) => e.uid === "weekly@x")).toBe(true);
  });

  it("EXDATE removes a date, RDATE adds one, RECURRENCE-ID moves one and cancels another", async () => {
    const ics = calendar(
      ...event(
        "UID:stay@x",
        "DTSTART;VALUE=DATE:20270301",
        "DTEND;VALUE=DATE:20270303",
        "RRULE:FREQ=WEEKLY;COUNT=5",
        "EXDATE;VALUE=DATE:20270308",
        "RDATE;VALUE=DATE:20270420",
      ),
      // The 15th's stay moved to the 16th-19th; the 22nd's cancelled.
      ...event("UID:stay@x", "RECURRENCE-ID;VALUE=DATE:20270315", "DTSTART;VALUE=DATE:20270316", "DTEND;VALUE=DATE:20270319"),
      ...event("UID:stay@x", "RECURRENCE-ID;VALUE=DATE:20270322", "STATUS:CANCELLED", "DTSTART;VALUE=DATE:20270322", "DTEND;VALUE=DATE:20270324"),
    );
    expect(nights(await parseFeed(ics, WINDOW))).toEqual([
      "2027-03-01/2027-03-03",
      "2027-03-16/2027-03-19",
      "2027-03-29/2027-03-31",
      "2027-04-20/2027-04-22",
    ]);
  });

  it("a rule without an end is expanded within the window only; events over before it are left out", async () => {
    const ics = calendar(
      ...event("UID:monthly@x", "DTSTART;VALUE=DATE:20200110", "DTEND;VALUE=DATE:20200111", "RRULE:FREQ=MONTHLY"),
      ...event("UID:old@x", "DTSTART;VALUE=DATE:20250101", "DTEND;VALUE=DATE:20250105"),
    );
    const events = await parseFeed(ics, WINDOW);
    expect(events).toHaveLength(12);
    expect(events[0]).toEqual({ uid: "monthly@x", startDate: "2027-01-10", endDate: "2027-01-11" });
    expect(events[11].startDate).toBe("2027-12-10");
  });

  it("a cancelled repeating event blocks nothing; a moved instance without its series stands alone", async () => {
    const ics = calendar(
      ...event("UID:gone@x", "STATUS:CANCELLED", "DTSTART;VALUE=DATE:20270301", "DTEND;VALUE=DATE:20270302", "RRULE:FREQ=DAILY;COUNT=10"),
      ...event("UID:orphan@x", "RECURRENCE-ID;VALUE=DATE:20270501", "DTSTART;VALUE=DATE:20270502", "DTEND;VALUE=DATE:20270504"),
    );
    expect(await parseFeed(ics, WINDOW)).toEqual([{ uid: "orphan@x", startDate: "2027-05-02", endDate: "2027-05-04" }]);
  });
});

describe("times and zones", () => {
  it("timed events block the East Africa Time days they touch: UTC, a VTIMEZONE, a bare zone name, floating", async () => {
    const ics = calendar(
      "BEGIN:VTIMEZONE",
      "TZID:Custom/Plus5",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0500",
      "TZOFFSETTO:+0500",
      "END:STANDARD",
      "END:VTIMEZONE",
      // 22:30 UTC on the 9th is 01:30 on the 10th in Nairobi; out at 08:00 UTC on the 12th.
      ...event("UID:utc@x", "DTSTART:20270309T223000Z", "DTEND:20270312T080000Z"),
      // 01:00 at +05:00 on the 20th is 23:00 on the 19th in Nairobi; out at 08:00 on the 22nd there.
      ...event("UID:vtz@x", "DTSTART;TZID=Custom/Plus5:20270320T010000", "DTEND;TZID=Custom/Plus5:20270322T100000"),
      // 23:00 in London (GMT in winter) on 1 Feb is 02:00 on the 2nd in Nairobi.
      ...event("UID:iana@x", "DTSTART;TZID=Europe/London:20270201T230000", "DTEND;TZID=Europe/London:20270203T090000"),
      ...event("UID:floating@x", "DTSTART:20270401T150000", "DTEND:20270403T110000"),
      // Weekly at 15:00 UTC, three times.
      ...event("UID:timed-weekly@x", "DTSTART:20270601T150000Z", "DURATION:PT20H", "RRULE:FREQ=WEEKLY;COUNT=3"),
    );
    expect(nights(await parseFeed(ics, WINDOW))).toEqual([
      "2027-02-02/2027-02-03",
      "2027-03-10/2027-03-12",
      "2027-03-19/2027-03-22",
      "2027-04-01/2027-04-03",
      "2027-06-01/2027-06-02",
      "2027-06-08/2027-06-09",
      "2027-06-15/2027-06-16",
    ]);
  });
});

describe("limits and refusals", () => {
  const many = (count: number) =>
    calendar(...Array.from({ length: count }, (_, i) => event(`UID:e${i}@x`, "DTSTART;VALUE=DATE:20270301", "DTEND;VALUE=DATE:20270302")).flat());

  it(`refuses a feed of more than ${FEED_MAX_EVENTS} events, or one whose repeats expand past it`, async () => {
    await expect(parseFeed(many(FEED_MAX_EVENTS + 1), WINDOW)).rejects.toThrow(/more than 5,000 events/);
    expect(await parseFeed(many(50), WINDOW)).toHaveLength(50);
    const daily = calendar(...event("UID:daily@x", "DTSTART:20270101T000000Z", "DTEND:20270101T010000Z", "RRULE:FREQ=HOURLY"));
    await expect(parseFeed(daily, WINDOW)).rejects.toThrow(/more than 5,000 events/);
  });

  it("refuses values that break the standard", async () => {
    await expect(parseFeed(calendar(...event("UID:bad@x", "DTSTART;VALUE=DATE:2027-03-01")), WINDOW)).rejects.toThrow(
      "The calendar could not be read",
    );
    await expect(parseFeed(calendar(...event("UID:bad@x", "DTSTART;VALUE=DATE:20270301", "RRULE:FREQ=SOMETIMES")), WINDOW)).rejects.toThrow(
      "The calendar could not be read",
    );
    await expect(parseFeed(calendar("BEGIN:VEVENT", "UID:open@x"), WINDOW)).rejects.toThrow("The calendar could not be read");
  });

  it("reads a big feed off the main thread: timers keep firing while it is parsed", async () => {
    const big = calendar(
      ...Array.from({ length: FEED_MAX_EVENTS }, (_, i) =>
        event(`UID:big-${i}@x`, "DTSTART;VALUE=DATE:20270301", "DTEND;VALUE=DATE:20270302", `DESCRIPTION:${"x".repeat(400)}`),
      ).flat(),
    );
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const events = await parseFeed(big, WINDOW);
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(events).toHaveLength(FEED_MAX_EVENTS);
    // The parse itself takes far longer than any pause the main thread saw.
    expect(longestGap).toBeLessThan(Math.max(100, took / 3));
  });
});
