/** The currency of a fresh site (the spec shows dollar prices on the public site). */
export const DEFAULT_CURRENCY = "USD";

/** True for an ISO 4217 code this runtime's Intl knows ("USD", "KES", "EUR", …). */
export function isSupportedCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const code = isSupportedCurrency(currency) ? currency : DEFAULT_CURRENCY;
  const key = `${locale} ${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Whole units everywhere: nightly rates and activity prices are whole numbers (docs/decisions/0701-one-currency.md).
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency: code, maximumFractionDigits: 0, minimumFractionDigits: 0 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Every price on the site, in the admin and in e-mails, in the one currency of Settings:
 * 12500 -> "$12,500" (USD), "KES 12,500" (KES), "€12,500" (EUR); in another `locale` as it writes money
 * ("12.500 $" in German, "Ksh 12,500" in Kenyan Swahili).
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY, locale = "en-US"): string {
  return formatterFor(currency, locale).format(amount);
}

/** A quote line's amount: a discount (negative) with a minus sign, "−$70". */
export function formatSignedMoney(amount: number, currency?: string, locale = "en-US"): string {
  return amount < 0 ? `−${formatMoney(-amount, currency, locale)}` : formatMoney(amount, currency, locale);
}

/** An activity's price as guests read it: its amount, or "Free" when it has none. */
export function formatPriceOrFree(price: number | null, currency: string = DEFAULT_CURRENCY): string {
  return price ? formatMoney(price, currency) : "Free";
}

/** The label of a price field or column: "Price (USD)". */
export function priceLabel(currency: string = DEFAULT_CURRENCY): string {
  return `Price (${isSupportedCurrency(currency) ? currency : DEFAULT_CURRENCY})`;
}
