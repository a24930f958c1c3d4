import { describe, expect, it } from "vitest";
import {
  businessDayStartUtc,
  businessDaysToUtc,
  formatLongDate,
  nightsBetween,
  todayInBusinessZone,
  toCalendarDay,
  formatAdminDateTime,
} from "~/lib/dates";

describe("toCalendarDay", () => {
  it("keeps a plain day", () => {
    expect(toCalendarDay("2026-12-01")).toBe("2026-12-01");
  });

  it("reads UTC timestamps in East Africa Time, so local midnight stays on the picked day", () => {
    expect(toCalendarDay("2026-11-30T21:00:00.000Z")).toBe("2026-12-01"); // midnight in Nairobi
    expect(toCalendarDay("2026-12-01T00:00:00.000Z")).toBe("2026-12-01"); // midnight in London
    expect(toCalendarDay("2026-12-01T05:00:00.000Z")).toBe("2026-12-01"); // midnight in New York
    expect(toCalendarDay("2026-12-01T12:00:00Z")).toBe("2026-12-01"); // midnight on Baker Island (UTC-12)
  });

  it("keeps the day as written when the timestamp carries its own offset", () => {
    expect(toCalendarDay("2026-12-01T00:00:00+09:00")).toBe("2026-12-01");
    expect(toCalendarDay("2026-12-01T23:30:00-05:00")).toBe("2026-12-01");
    expect(toCalendarDay("2026-12-01T10:00:00")).toBe("2026-12-01");
  });

  it.each(["2026-02-30", "2026-13-01", "tomorrow", "", "01/12/2026", "2026-12-01T25:00:00Z"])("rejects %j", (value) => {
    expect(toCalendarDay(value)).toBeNull();
  });
});

describe("todayInBusinessZone", () => {
  it("is already tomorrow in Nairobi at 22:00 UTC", () => {
    expect(todayInBusinessZone(new Date("2026-11-21T22:00:00Z"))).toBe("2026-11-22");
    expect(todayInBusinessZone(new Date("2026-11-21T20:59:00Z"))).toBe("2026-11-21");
  });
});

describe("formatLongDate", () => {
  it("shows English long dates", () => {
    expect(formatLongDate("2026-12-01")).toBe("December 1, 2026");
    expect(formatLongDate("2027-01-15")).toBe("January 15, 2027");
  });
  it("shows a timestamp on its day in East Africa Time", () => {
    expect(formatLongDate("2026-11-30T22:30:00.000Z")).toBe("December 1, 2026");
  });
});

describe("nightsBetween", () => {
  it("counts nights across months and years", () => {
    expect(nightsBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(nightsBetween("2026-12-01", "2026-12-08")).toBe(7);
  });
});

describe("the admin's one date-time style", () => {
  it("shows the East Africa Time wall clock with its zone, whatever zone the server runs in", () => {
    expect(formatAdminDateTime("2026-11-21T07:15:00.000Z")).toBe("November 21, 2026 at 10:15 AM EAT");
    // Late evening UTC is already the next day in Nairobi.
    expect(formatAdminDateTime("2026-12-31T22:30:00Z")).toBe("January 1, 2027 at 1:30 AM EAT");
    expect(formatAdminDateTime("2026-06-01T09:00:00Z")).toBe("June 1, 2026 at 12:00 PM EAT");
  });

  it("leaves a value that is not a time as it is", () => {
    expect(formatAdminDateTime("not a date")).toBe("not a date");
  });
});

describe("business days as UTC bounds", () => {
  it("starts a business day at 21:00 UTC the day before (00:00 East Africa Time)", () => {
    expect(businessDayStartUtc("2026-11-28")).toBe("2026-11-27T21:00:00.000Z");
    expect(businessDayStartUtc("2027-01-01")).toBe("2026-12-31T21:00:00.000Z");
  });

  it("turns an inclusive from/to filter into bounds a stored timestamp at 22:30 UTC falls on the next day of", () => {
    const { since, before } = businessDaysToUtc({ from: "2026-11-28", to: "2026-11-28" });
    expect({ since, before }).toEqual({ since: "2026-11-27T21:00:00.000Z", before: "2026-11-28T21:00:00.000Z" });
    const at = "2026-11-27T22:30:00.000Z";
    expect(at >= since! && at < before!).toBe(true);
    expect(todayInBusinessZone(new Date(at))).toBe("2026-11-28");
    expect(businessDaysToUtc({})).toEqual({ since: undefined, before: undefined });
  });
});
