import { describe, expect, it } from "vitest";
import { formatMoney as format, formatPriceOrFree as orFree, isSupportedCurrency, priceLabel } from "~/lib/money";

// Intl puts a no-break space between a currency code and the amount (so it never wraps).
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const formatMoney = (amount: number, currency?: string) => plain(format(amount, currency));
const formatPriceOrFree = (price: number | null, currency?: string) => plain(orFree(price, currency));

describe("one currency", () => {
  it("formats whole amounts with Intl in the chosen currency", () => {
    expect(formatMoney(12500)).toBe("$12,500");
    expect(formatMoney(12500, "USD")).toBe("$12,500");
    expect(formatMoney(12500, "KES")).toBe("KES 12,500");
    expect(formatMoney(350, "EUR")).toBe("€350");
  });

  it("says Free for an activity without a price", () => {
    expect(formatPriceOrFree(null, "KES")).toBe("Free");
    expect(formatPriceOrFree(0, "KES")).toBe("Free");
    expect(formatPriceOrFree(2500, "KES")).toBe("KES 2,500");
  });

  it("accepts only ISO 4217 codes Intl knows, and labels prices with the code", () => {
    expect(isSupportedCurrency("KES")).toBe(true);
    expect(isSupportedCurrency("kes")).toBe(false);
    expect(isSupportedCurrency("XYZ")).toBe(false);
    expect(priceLabel("KES")).toBe("Price (KES)");
    expect(priceLabel()).toBe("Price (USD)");
  });
});

describe("money in the guest's language", () => {
  it("writes amounts as each locale does, in whole units", () => {
    expect(plain(format(1234, "USD", "de-DE"))).toBe("1.234 $");
    expect(plain(format(123456, "KES", "sw-KE"))).toBe("Ksh 123,456");
    expect(format(1234, "USD")).toBe("$1,234");
  });
});
