import { describe, expect, it } from "vitest";
import { clipRanges, DEFAULT_PRICING, isNightUnavailable, mergeRanges, nextUnavailableNight, overlapsAny, quoteStay } from "~/lib/stay";

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

describe("quote arithmetic", () => {
  it("6 nights: no discount", () => {
    expect(quoteStay(r("2027-03-01", "2027-03-07"), 455, DEFAULT_PRICING)).toEqual({
      nights: 6,
      nightlyPrice: 455,
      subtotal: 2730,
      discountPercent: 0,
      discount: 0,
      total: 2730,
      available: true,
    });
  });

  it("7 nights: the long-stay discount, rounded to whole units", () => {
    expect(quoteStay(r("2027-03-01", "2027-03-08"), 455, DEFAULT_PRICING)).toMatchObject({
      nights: 7,
      subtotal: 3185,
      discountPercent: 10,
      discount: 319,
      total: 2866,
    });
  });

  it("30 nights, with the settings' own minimum and percent", () => {
    expect(quoteStay(r("2027-03-01", "2027-03-31"), 350, { longStayMinNights: 14, longStayDiscountPercent: 15 })).toMatchObject({
      nights: 30,
      subtotal: 10500,
      discountPercent: 15,
      discount: 1575,
      total: 8925,
    });
  });

  it("says when the nights are taken", () => {
    expect(quoteStay(r("2027-03-01", "2027-03-04"), 300, DEFAULT_PRICING, [r("2027-03-03", "2027-03-05")]).available).toBe(false);
  });
});
