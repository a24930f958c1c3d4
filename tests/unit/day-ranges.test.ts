import { describe, expect, it } from "vitest";
import { clipRanges, isNightUnavailable, mergeRanges, minimumStayOn, nextUnavailableNight, overlapsAny } from "~/lib/day-ranges";
import { withFirstTier } from "~/lib/pricing";

const r = (startDate: string, endDate: string) => ({ startDate, endDate });

describe("availability ranges", () => {
  it("merges overlapping and touching ranges and sorts them", () => {
    expect(
      mergeRanges([r("2027-03-10", "2027-03-12"), r("2027-03-01", "2027-03-05"), r("2027-03-04", "2027-03-07"), r("2027-03-12", "2027-03-14")]),
    ).toEqual([r("2027-03-01", "2027-03-07"), r("2027-03-10", "2027-03-14")]);
  });

  it("keeps the check-out day free: a stay may start on the day another ends", () => {
    const taken = [r("2027-03-01", "2027-03-05")];
    expect(overlapsAny(r("2027-03-05", "2027-03-08"), taken)).toBe(false);
    expect(overlapsAny(r("2027-02-25", "2027-03-01"), taken)).toBe(false);
    expect(overlapsAny(r("2027-03-04", "2027-03-06"), taken)).toBe(true);
    expect(overlapsAny(r("2027-02-20", "2027-03-20"), taken)).toBe(true);
    expect(isNightUnavailable("2027-03-04", taken)).toBe(true);
    expect(isNightUnavailable("2027-03-05", taken)).toBe(false);
  });

  it("finds the latest possible check-out and clips to a window", () => {
    const taken = [r("2027-03-10", "2027-03-12"), r("2027-03-20", "2027-03-22")];
    expect(nextUnavailableNight("2027-03-01", taken)).toBe("2027-03-10");
    expect(nextUnavailableNight("2027-03-12", taken)).toBe("2027-03-20");
    expect(nextUnavailableNight("2027-03-25", taken)).toBeUndefined();
    expect(clipRanges(taken, "2027-03-11", "2027-03-21")).toEqual([r("2027-03-11", "2027-03-12"), r("2027-03-20", "2027-03-21")]);
  });
});

describe("stay rules for the booking form", () => {
  it("the minimum stay of a check-in: its season's, else the property's", () => {
    const stays = { minNights: 2, seasons: [{ startDate: "2027-12-20", endDate: "2028-01-03", minNights: 5 }] };
    expect(minimumStayOn("2027-12-19", stays)).toBe(2);
    expect(minimumStayOn("2027-12-20", stays)).toBe(5);
    expect(minimumStayOn("2028-01-02", stays)).toBe(5);
    expect(minimumStayOn("2028-01-03", stays)).toBe(2);
    expect(minimumStayOn("2028-01-03", undefined)).toBe(1);
  });

  it("the long-stay fields are the first stay discount (the shortest minimum stay)", () => {
    expect(
      withFirstTier({
        stayDiscounts: [
          { minNights: 28, percent: 20 },
          { minNights: 7, percent: 10 },
        ],
        taxes: [],
      }),
    ).toMatchObject({
      longStayMinNights: 7,
      longStayDiscountPercent: 10,
    });
    expect(withFirstTier({ stayDiscounts: [], taxes: [] })).toMatchObject({ longStayDiscountPercent: 0 });
  });
});
