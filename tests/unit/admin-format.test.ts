import { describe, expect, it } from "vitest";
import { plural } from "~/components/admin/format";
import { plural as sitePlural, pluralWord } from "~/lib/plural";
import { longStayOffer } from "~/lib/pricing";

describe("admin counts", () => {
  it("read as staff say them: one, many, and thousands separated", () => {
    expect(plural(1, "inquiry", "inquiries")).toBe("1 inquiry");
    expect(plural(0, "inquiry", "inquiries")).toBe("0 inquiries");
    expect(plural(12, "e-mail")).toBe("12 e-mails");
    expect(plural(100_000, "inquiry", "inquiries")).toBe("100,000 inquiries");
  });
});

describe("the one plural helper (site, admin and e-mails)", () => {
  it("is the admin's helper too", () => {
    expect(plural).toBe(sitePlural);
  });

  it("one photo, 2 photos, 0 photos; irregular words given both forms", () => {
    expect(sitePlural(1, "photo")).toBe("1 photo");
    expect(sitePlural(2, "photo")).toBe("2 photos");
    expect(sitePlural(0, "photo")).toBe("0 photos");
    expect(sitePlural(1, "property", "properties")).toBe("1 property");
    expect(sitePlural(3, "property", "properties")).toBe("3 properties");
  });

  it("agrees a verb with its count: 1 inquiry matches, 2 inquiries match", () => {
    expect(`${sitePlural(1, "inquiry", "inquiries")} ${pluralWord(1, "matches", "match")}`).toBe("1 inquiry matches");
    expect(`${sitePlural(2, "inquiry", "inquiries")} ${pluralWord(2, "matches", "match")}`).toBe("2 inquiries match");
    expect(pluralWord(1, "night")).toBe("night");
    expect(pluralWord(7, "night")).toBe("nights");
  });
});

describe("the long-stay offer follows the Settings", () => {
  it("names the minimum nights and the percent, and says nothing without a discount", () => {
    expect(longStayOffer({ longStayMinNights: 7, longStayDiscountPercent: 10 })).toBe("Stays of 7+ nights enjoy our long-stay discount of 10%.");
    expect(longStayOffer({ longStayMinNights: 5, longStayDiscountPercent: 15 })).toBe("Stays of 5+ nights enjoy our long-stay discount of 15%.");
    expect(longStayOffer({ longStayMinNights: 1, longStayDiscountPercent: 5 })).toBe("Every stay enjoys our long-stay discount of 5%.");
    expect(longStayOffer({ longStayMinNights: 7, longStayDiscountPercent: 0 })).toBeNull();
    expect(longStayOffer(undefined)).toBeNull();
  });
});
