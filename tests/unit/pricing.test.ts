import { describe, expect, it } from "vitest";
import {
  isWeekendNight,
  nightPrice,
  priceStay,
  promoCodeFits,
  promoCodeRefusal,
  promoOutcomeText,
  promoRefusalMessage,
  quoteLineText,
  type PricingRules,
  type PromoRules,
  type PropertyRates,
} from "~/lib/pricing";
import { translator } from "~/i18n/i18n";

// March 2027: the 1st is a Monday, the 5th a Friday, the 6th a Saturday.
const stay = (startDate: string, endDate: string) => ({ startDate, endDate });
const base: PropertyRates = { price: 350, weekendPrice: null, minNights: 1, cleaningFee: 0, extraGuestFee: 0, includedGuests: null, seasons: [] };
const noRules: PricingRules = { stayDiscounts: [], taxes: [] };
const longStay: PricingRules = { stayDiscounts: [{ minNights: 7, percent: 10 }], taxes: [] };
type Extra = Partial<Parameters<typeof priceStay>[0]>;
const quote = (s: ReturnType<typeof stay>, rates: Partial<PropertyRates> = {}, rules: PricingRules = noRules, extra: Extra = {}) =>
  priceStay({ stay: s, rates: { ...base, ...rates }, rules, currency: "USD", ...extra });
const sumOf = (q: ReturnType<typeof quote>) => q.lines.reduce((sum, l) => sum + l.amount, 0);
const high = { name: "High season", startDate: "2027-03-04", endDate: "2027-03-10", nightlyPrice: 500, weekendPrice: 600, minNights: 3 };

describe("nights and seasons", () => {
  it("Friday and Saturday nights are weekend nights", () => {
    expect(["2027-03-04", "2027-03-05", "2027-03-06", "2027-03-07"].map(isWeekendNight)).toEqual([false, true, true, false]);
  });

  it("groups nights at one price: weekdays at the base price, Friday and Saturday at the weekend price", () => {
    const q = quote(stay("2027-03-01", "2027-03-08"), { weekendPrice: 420 });
    expect(q.lines).toMatchObject([
      { kind: "nights", label: "5 nights × $350", amount: 1750 },
      { kind: "nights", label: "2 weekend nights × $420", amount: 840 },
    ]);
    expect(q).toMatchObject({ nights: 7, nightlyPrice: 350, subtotal: 2590, total: 2590, discount: 0, fees: 0, taxes: 0, available: true });
  });

  it("without a weekend price, weekend nights cost the base price", () => {
    expect(quote(stay("2027-03-05", "2027-03-07")).lines).toMatchObject([{ kind: "nights", label: "2 nights × $350", amount: 700 }]);
  });

  it("a night's price: the season's weekend price, else the season's price, else the property's weekend price, else the base price", () => {
    const rates = {
      ...base,
      weekendPrice: 420,
      seasons: [high, { ...high, name: "Flat", startDate: "2027-04-01", endDate: "2027-04-30", weekendPrice: null }],
    };
    expect(nightPrice("2027-03-05", rates)).toEqual({ price: 600, weekend: true });
    expect(nightPrice("2027-03-04", rates)).toEqual({ price: 500, weekend: false });
    expect(nightPrice("2027-04-02", rates)).toEqual({ price: 500, weekend: false });
    expect(nightPrice("2027-03-12", rates)).toEqual({ price: 420, weekend: true });
    expect(nightPrice("2027-03-11", rates)).toEqual({ price: 350, weekend: false });
  });

  it("a stay crossing a season's edge pays each night at its own price", () => {
    // Mon 1 – Wed 3 before the season (3 × 350), Thu 4 in it (500), Fri 5 and Sat 6 its weekend (600).
    const q = quote(stay("2027-03-01", "2027-03-07"), { seasons: [high] });
    expect(q.lines).toMatchObject([
      { kind: "nights", label: "3 nights × $350", amount: 1050 },
      { kind: "nights", label: "1 night × $500", amount: 500 },
      { kind: "nights", label: "2 weekend nights × $600", amount: 1200 },
    ]);
    expect(q.subtotal).toBe(2750);
  });

  it("a season ending on the check-out day covers every night (its end day is not a night of it)", () => {
    const q = quote(stay("2027-03-07", "2027-03-10"), { seasons: [high] });
    expect(q.lines).toMatchObject([{ kind: "nights", label: "3 nights × $500", amount: 1500 }]);
    // Starting on the season's end day: the base price again.
    expect(quote(stay("2027-03-10", "2027-03-11"), { seasons: [high] }).lines).toMatchObject([
      { kind: "nights", label: "1 night × $350", amount: 350 },
    ]);
  });
});

describe("minimum stays", () => {
  it("the season of the check-in night sets the minimum, else the property's", () => {
    expect(quote(stay("2027-03-04", "2027-03-06"), { minNights: 2, seasons: [high] })).toMatchObject({ minNights: 3, available: false });
    expect(quote(stay("2027-03-04", "2027-03-07"), { minNights: 2, seasons: [high] })).toMatchObject({ minNights: 3, available: true });
    // Check-in the night before the season: the property's minimum, even though the stay runs into the season.
    expect(quote(stay("2027-03-03", "2027-03-05"), { minNights: 2, seasons: [high] })).toMatchObject({ minNights: 2, available: true });
    expect(quote(stay("2027-03-20", "2027-03-21"), { minNights: 2 })).toMatchObject({ minNights: 2, available: false });
  });

  it("says when a night is taken", () => {
    expect(quote(stay("2027-03-01", "2027-03-04"), {}, noRules, { unavailable: [stay("2027-03-03", "2027-03-05")] }).available).toBe(false);
    expect(quote(stay("2027-03-01", "2027-03-03"), {}, noRules, { unavailable: [stay("2027-03-03", "2027-03-05")] }).available).toBe(true);
  });
});

describe("fees and taxes", () => {
  it("adds the cleaning fee once and the extra-guest fee per extra guest per night", () => {
    const q = quote(stay("2027-03-01", "2027-03-04"), { cleaningFee: 80, extraGuestFee: 25, includedGuests: 2 }, noRules, { guests: 4 });
    expect(q.lines).toMatchObject([
      { kind: "nights", label: "3 nights × $350", amount: 1050 },
      { kind: "fee", label: "Cleaning fee", amount: 80 },
      { kind: "fee", label: "Extra guest fee (2 guests × 3 nights × $25)", amount: 150 },
    ]);
    expect(q).toMatchObject({ subtotal: 1050, fees: 230, total: 1280 });
  });

  it("no extra-guest fee up to the included guests, or when every guest is included", () => {
    expect(quote(stay("2027-03-01", "2027-03-04"), { extraGuestFee: 25, includedGuests: 2 }, noRules, { guests: 2 }).fees).toBe(0);
    expect(quote(stay("2027-03-01", "2027-03-04"), { extraGuestFee: 25, includedGuests: null }, noRules, { guests: 8 }).fees).toBe(0);
  });

  it("taxes the stay after the discount plus the fees, each tax rounded on its own line; the total is the sum of the lines", () => {
    const rules: PricingRules = {
      stayDiscounts: [{ minNights: 7, percent: 10 }],
      taxes: [
        { name: "VAT", percent: 16 },
        { name: "Tourism levy", percent: 2.5 },
      ],
    };
    // 7 × 333 = 2331; discount 10% = 233.1 → 233; + cleaning 55 → taxable 2153; VAT 344.48 → 344; levy 53.825 → 54.
    const q = quote(stay("2027-03-01", "2027-03-08"), { price: 333, cleaningFee: 55 }, rules);
    expect(q.lines).toMatchObject([
      { kind: "nights", label: "7 nights × $333", amount: 2331 },
      { kind: "discount", label: "Long-stay discount (10%)", amount: -233 },
      { kind: "fee", label: "Cleaning fee", amount: 55 },
      { kind: "tax", label: "VAT (16%)", amount: 344 },
      { kind: "tax", label: "Tourism levy (2.5%)", amount: 54 },
    ]);
    expect(q).toMatchObject({ subtotal: 2331, discount: 233, discountPercent: 10, fees: 55, taxes: 398, total: 2551 });
    expect(q.total).toBe(sumOf(q));
  });
});

describe("discounts", () => {
  it("6 nights: no long-stay discount; 7 nights: 10%, rounded to whole units", () => {
    expect(quote(stay("2027-03-01", "2027-03-07"), { price: 455 }, longStay)).toMatchObject({ subtotal: 2730, discount: 0, total: 2730 });
    expect(quote(stay("2027-03-01", "2027-03-08"), { price: 455 }, longStay)).toMatchObject({
      subtotal: 3185,
      discountPercent: 10,
      discount: 319,
      total: 2866,
    });
  });

  it("the largest stay discount that applies wins", () => {
    const tiers: PricingRules = {
      stayDiscounts: [
        { minNights: 7, percent: 10 },
        { minNights: 28, percent: 20 },
      ],
      taxes: [],
    };
    expect(quote(stay("2027-03-01", "2027-03-29"), {}, tiers)).toMatchObject({ nights: 28, discountPercent: 20, discount: 1960 });
    expect(quote(stay("2027-03-01", "2027-03-28"), {}, tiers)).toMatchObject({ nights: 27, discountPercent: 10, discount: 945 });
  });

  it("a promo code and a stay discount do not stack: the larger applies", () => {
    const week = stay("2027-03-01", "2027-03-08"); // 7 × 350 = 2450, long stay 245
    const bigger = quote(week, {}, longStay, { promo: { code: "SPRING", percent: 15, amount: null } });
    expect(bigger.lines.filter((l) => l.kind === "discount")).toMatchObject([{ kind: "discount", label: "Promo code SPRING (15%)", amount: -368 }]);
    expect(bigger).toMatchObject({ discount: 368, discountPercent: 15, promoCode: "SPRING", total: 2082 });
    const smaller = quote(week, {}, longStay, { promo: { code: "FIFTY", percent: null, amount: 50 } });
    expect(smaller.lines.filter((l) => l.kind === "discount")).toMatchObject([{ kind: "discount", label: "Long-stay discount (10%)", amount: -245 }]);
    expect(smaller.promoCode).toBeUndefined();
  });

  it("a fixed-amount promo code never takes off more than the nights cost", () => {
    const q = quote(stay("2027-03-01", "2027-03-02"), { cleaningFee: 40 }, noRules, { promo: { code: "BIG", percent: null, amount: 1000 } });
    expect(q.lines).toMatchObject([
      { kind: "nights", label: "1 night × $350", amount: 350 },
      { kind: "discount", label: "Promo code BIG", amount: -350 },
      { kind: "fee", label: "Cleaning fee", amount: 40 },
    ]);
    expect(q).toMatchObject({ discount: 350, discountPercent: 0, total: 40 });
  });
});

describe("promo code rules", () => {
  const promo: PromoRules = {
    code: "SPRING",
    percent: 10,
    amount: null,
    validFrom: "2027-03-01",
    validTo: "2027-03-31",
    minNights: 3,
    maxUses: 2,
    active: true,
  };
  it("applies to check-ins from validFrom to validTo (both included) of at least minNights, while active and not used up", () => {
    expect(promoCodeFits(promo, stay("2027-03-01", "2027-03-04"), 3, 0)).toBe(true);
    expect(promoCodeFits(promo, stay("2027-03-31", "2027-04-05"), 5, 1)).toBe(true);
    expect(promoCodeFits(promo, stay("2027-02-28", "2027-03-04"), 4, 0)).toBe(false);
    expect(promoCodeFits(promo, stay("2027-04-01", "2027-04-05"), 4, 0)).toBe(false);
    expect(promoCodeFits(promo, stay("2027-03-10", "2027-03-12"), 2, 0)).toBe(false);
    expect(promoCodeFits(promo, stay("2027-03-10", "2027-03-14"), 4, 2)).toBe(false);
    expect(promoCodeFits({ ...promo, active: false }, stay("2027-03-10", "2027-03-14"), 4, 0)).toBe(false);
    expect(promoCodeFits({ ...promo, validFrom: null, validTo: null, minNights: null, maxUses: null }, stay("2030-01-01", "2030-01-02"), 1, 99)).toBe(
      true,
    );
  });
});

describe("promo codes say what they did", () => {
  const highlands = { code: "HIGHLANDS10", percent: 10, amount: null };
  it("a code the long-stay discount matches names its saving and why it adds nothing (the issue's Alpine Retreat week)", () => {
    const q = quote(stay("2027-03-01", "2027-03-08"), {}, longStay, { promo: highlands });
    expect(q.total).toBe(2205);
    expect(q.promoCode).toBeUndefined();
    expect(q.promo).toEqual({
      code: "HIGHLANDS10",
      applied: false,
      saving: 245,
      message: "HIGHLANDS10 would save $245; the long-stay discount saves the same or more, and only the larger applies",
    });
  });

  it("a code that applies names its saving; one beside no discount at all that takes nothing says so", () => {
    expect(quote(stay("2027-03-01", "2027-03-04"), {}, longStay, { promo: highlands }).promo).toEqual({
      code: "HIGHLANDS10",
      applied: true,
      saving: 105,
      message: "HIGHLANDS10 saves $105",
    });
    expect(quote(stay("2027-03-01", "2027-03-01"), {}, noRules, { promo: highlands }).promo?.message).toBe("HIGHLANDS10 takes nothing off this stay");
    expect(quote(stay("2027-03-01", "2027-03-04")).promo).toBeUndefined();
  });

  it("each refusal names its reason: unknown, inactive, another property, not yet valid, expired, used up, too short", () => {
    const rules: PromoRules = { ...highlands, validFrom: "2027-03-01", validTo: "2027-03-31", minNights: 3, maxUses: 2, active: true, propertyId: 4 };
    const at = (startDate: string, endDate: string, propertyId = 4) => ({ startDate, endDate, propertyId });
    const cases: [PromoRules | null, ReturnType<typeof at>, number, number, string][] = [
      [null, at("2027-03-10", "2027-03-14"), 4, 0, "HIGHLANDS10 is not a promo code we know"],
      [{ ...rules, active: false }, at("2027-03-10", "2027-03-14"), 4, 0, "HIGHLANDS10 is not available at the moment"],
      [rules, at("2027-03-10", "2027-03-14", 5), 4, 0, "HIGHLANDS10 is not valid for this property"],
      [rules, at("2027-02-27", "2027-03-04"), 5, 0, "HIGHLANDS10 is not valid yet: it is for check-ins from March 1, 2027"],
      [rules, at("2027-04-01", "2027-04-05"), 4, 0, "HIGHLANDS10 is only for check-ins up to March 31, 2027"],
      [rules, at("2027-03-10", "2027-03-14"), 4, 2, "HIGHLANDS10 has been used up"],
      [rules, at("2027-03-10", "2027-03-12"), 2, 0, "HIGHLANDS10 needs a stay of at least 3 nights"],
    ];
    for (const [promo, s, nights, uses, message] of cases) {
      const refusal = promoCodeRefusal(promo, s, nights, uses);
      expect(refusal, message).not.toBeNull();
      expect(promoRefusalMessage("HIGHLANDS10", refusal!, promo, "2027-02-01")).toBe(message);
    }
    // Once its last check-in day has passed, it has expired.
    expect(promoRefusalMessage("HIGHLANDS10", "expired", rules, "2027-04-02")).toBe(
      "HIGHLANDS10 has expired: it was for check-ins up to March 31, 2027",
    );
    expect(promoCodeRefusal(rules, at("2027-03-10", "2027-03-14"), 4, 1)).toBeNull();
    expect(promoCodeRefusal({ ...rules, propertyId: null }, at("2027-03-10", "2027-03-14", 9), 4, 1)).toBeNull();
  });
});

describe("a quote's lines in the guest's language", () => {
  const rules: PricingRules = { stayDiscounts: [{ minNights: 7, percent: 10 }], taxes: [{ name: "Tourism levy", percent: 2.5 }] };
  const q = quote(stay("2027-03-01", "2027-03-08"), { price: 333, weekendPrice: 400, cleaningFee: 55, extraGuestFee: 20, includedGuests: 2 }, rules, {
    guests: 3,
    promo: { code: "SPRING", percent: 5, amount: null },
  });
  // Intl keeps a number and its unit together with a no-break space: compared as plain spaces.
  const words = (language: "en" | "sw" | "de", locale: string) =>
    q.lines.map((line) => quoteLineText(line, translator(language), locale, q.currency).replace(/[\u00a0\u202f]/g, " "));

  it("English keeps the server's own labels", () => {
    expect(words("en", "en-US")).toEqual(q.lines.map((line) => line.label));
    expect(promoOutcomeText(q, translator("en"), "en-US")).toBe(q.promo!.message);
  });

  it("German and Swahili word every line from its numbers, money and percent as the locale writes them; a tax keeps its name", () => {
    expect(words("de", "de-DE")).toEqual([
      "5 Nächte × 333 $",
      "2 Wochenendnächte × 400 $",
      "Langzeitrabatt (10 %)",
      "Reinigungsgebühr",
      "Gebühr für zusätzliche Gäste (1 Gast × 7 Nächte × 20 $)",
      "Tourism levy (2,5 %)",
    ]);
    expect(words("sw", "sw-KE")[2]).toBe("Punguzo la ukaaji mrefu (10%)");
    expect(words("sw", "sw-KE")[4]).toBe("Ada ya mgeni wa ziada (mgeni 1 × usiku 7 × $ 20)");
    // The long-stay discount is the larger, so the code is told why it adds nothing.
    expect(promoOutcomeText(q, translator("de"), "de-DE")).toMatch(/^SPRING würde .* sparen; der Langzeitrabatt/);
  });

  it("a stored quote older than the lines' details shows its English label", () => {
    const old = { kind: "fee" as const, label: "Cleaning fee", amount: 55 };
    expect(quoteLineText(old, translator("de"), "de-DE", "USD")).toBe("Cleaning fee");
  });
});
