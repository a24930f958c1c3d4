import { describe, expect, it } from "vitest";
import { assignLanes, type LaneEntry } from "~/lib/calendar-lanes";

const e = (kind: LaneEntry["kind"], startDate: string, endDate: string, name = `${kind} ${startDate}`) => ({ kind, startDate, endDate, name });
const names = (lanes: { name: string }[][]) => lanes.map((lane) => lane.map((x) => x.name));

describe("calendar lanes", () => {
  it("keeps entries that share no night on one lane, the check-out day free for the next arrival", () => {
    const lanes = assignLanes([
      e("stay", "2027-03-05", "2027-03-08", "b"),
      e("stay", "2027-03-01", "2027-03-05", "a"),
      e("block", "2027-03-08", "2027-03-09", "c"),
    ]);
    expect(names(lanes)).toEqual([["a", "b", "c"]]);
  });

  it("puts two pending requests for the same nights on lines of their own, below the stay they overlap", () => {
    const lanes = assignLanes([
      e("pending", "2027-03-02", "2027-03-05", "first request"),
      e("pending", "2027-03-02", "2027-03-05", "second request"),
      e("stay", "2027-03-01", "2027-03-04", "stay"),
    ]);
    expect(names(lanes)).toEqual([["stay"], ["first request"], ["second request"]]);
  });

  it("claims lanes stays first, then blocks and imported bookings, then pending requests, each by first night", () => {
    const lanes = assignLanes([
      e("pending", "2027-03-01", "2027-03-10", "early request"),
      e("imported", "2027-03-03", "2027-03-06", "airbnb"),
      e("block", "2027-03-06", "2027-03-08", "painting"),
      e("stay", "2027-03-04", "2027-03-06", "stay"),
    ]);
    // The import overlaps the stay: second line; the block fits beside the stay; the request goes last.
    expect(names(lanes)).toEqual([["stay", "painting"], ["airbnb"], ["early request"]]);
  });

  it("fills a freed line again (first fit), and each lane comes back in date order", () => {
    const lanes = assignLanes([
      e("pending", "2027-03-01", "2027-03-04", "a"),
      e("pending", "2027-03-02", "2027-03-06", "b"),
      e("pending", "2027-03-04", "2027-03-07", "c"),
      e("pending", "2027-03-06", "2027-03-09", "d"),
    ]);
    expect(names(lanes)).toEqual([
      ["a", "c"],
      ["b", "d"],
    ]);
  });

  it("is stable: entries alike in kind and dates keep the order given, and no line has overlapping nights", () => {
    const many = Array.from({ length: 12 }, (_, i) => e("pending", "2027-03-10", "2027-03-13", `r${i}`));
    const lanes = assignLanes([...many, e("stay", "2027-03-12", "2027-03-15", "stay")]);
    expect(names(lanes)).toEqual([["stay"], ...many.map((x) => [x.name])]);
    for (const lane of lanes) for (let i = 1; i < lane.length; i++) expect(lane[i - 1].endDate <= lane[i].startDate).toBe(true);
  });

  it("has no lanes for no entries", () => {
    expect(assignLanes([])).toEqual([]);
  });
});
