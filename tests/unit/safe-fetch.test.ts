import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchRefused, isPrivateAddress, safeFetchText } from "~/lib/safe-fetch.server";
import { syncIntervalMinutes, syncWindow } from "~/services/calendar.server";
import { parseFeed } from "~/services/ical-feed.server";

describe("private address guard", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    // IPv4-compatible, mapped in hexadecimal, SIIT and 6to4 spellings of 127.0.0.1 and 10.0.0.1
    "::127.0.0.1",
    "::7f00:1",
    "::a00:1",
    "::ffff:7f00:1",
    "::ffff:0:7f00:1",
    "2002:7f00:1::",
  ])("refuses %s", (address) => expect(isPrivateAddress(address)).toBe(true));
  it("refuses `[::127.0.0.1]` in a feed address before any connection", async () => {
    await expect(safeFetchText("http://[::127.0.0.1]:9/cal.ics", { allowPrivate: false, maxBytes: 1000, timeoutMs: 1000 })).rejects.toThrow(
      /private or local network/,
    );
  });
  it.each(["8.8.8.8", "41.90.64.1", "2a00:1450:4001:82a::200e"])("allows the public address %s", (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
});

describe("safeFetchText", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/big") {
        res.writeHead(200, { "Content-Type": "text/calendar" });
        const chunk = Buffer.alloc(1024 * 1024, "a");
        for (let i = 0; i < 6; i++) res.write(chunk);
        res.end();
      } else if (req.url === "/silent") {
        res.writeHead(200, { "Content-Type": "text/calendar" });
        res.write("BEGIN:VCALENDAR\r\n"); // and never ends
      } else if (req.url === "/redirect") {
        res.writeHead(302, { Location: "/ok" });
        res.end();
      } else {
        res.writeHead(200, { "Content-Type": "text/calendar" });
        res.end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const options = { allowPrivate: true, maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000 };

  it("refuses loopback by address and by name unless private hosts are allowed", async () => {
    await expect(safeFetchText(`${base}/ok`, { ...options, allowPrivate: false })).rejects.toBeInstanceOf(FetchRefused);
    const port = new URL(base).port;
    await expect(safeFetchText(`http://localhost:${port}/ok`, { ...options, allowPrivate: false })).rejects.toThrow(/private or local network/);
    await expect(safeFetchText(`${base}/redirect`, options)).resolves.toContain("BEGIN:VCALENDAR");
  });

  it("abandons a feed larger than the limit and one that never finishes", async () => {
    await expect(safeFetchText(`${base}/big`, options)).rejects.toThrow("The calendar is larger than 5 MB");
    await expect(safeFetchText(`${base}/silent`, { ...options, timeoutMs: 300 })).rejects.toThrow("The calendar took longer than 10 seconds");
  });
});

describe("feed parsing and the sync timer", () => {
  it("reads all-day and timed events, skips cancelled ones and refuses what is not a calendar", async () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:a@x",
      "DTSTART;VALUE=DATE:20270301",
      "DTEND;VALUE=DATE:20270304",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:b@x",
      "DTSTART:20270310T130000Z",
      "DTEND:20270312T080000Z",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:c@x",
      "STATUS:CANCELLED",
      "DTSTART;VALUE=DATE:20270320",
      "DTEND;VALUE=DATE:20270322",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:d@x",
      "DTSTART;VALUE=DATE:20270325",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    expect(await parseFeed(ics, syncWindow())).toEqual([
      { uid: "a@x", startDate: "2027-03-01", endDate: "2027-03-04" },
      { uid: "b@x", startDate: "2027-03-10", endDate: "2027-03-12" },
      { uid: "d@x", startDate: "2027-03-25", endDate: "2027-03-26" },
    ]);
    await expect(parseFeed("<!doctype html><p>Sign in</p>", syncWindow())).rejects.toThrow("The address did not return an iCalendar (.ics) file");
  });

  it("reads ICAL_SYNC_MINUTES (default 30, a bad value refused) and starts and stops the timer", () => {
    const before = process.env.ICAL_SYNC_MINUTES;
    delete process.env.ICAL_SYNC_MINUTES;
    expect(syncIntervalMinutes()).toBe(30);
    process.env.ICAL_SYNC_MINUTES = "5";
    expect(syncIntervalMinutes()).toBe(5);
    // A value the start-up check refuses is never quietly read as the default.
    process.env.ICAL_SYNC_MINUTES = "zero";
    expect(() => syncIntervalMinutes()).toThrow(/ICAL_SYNC_MINUTES/);
    if (before === undefined) delete process.env.ICAL_SYNC_MINUTES;
    else process.env.ICAL_SYNC_MINUTES = before;
  });
});
