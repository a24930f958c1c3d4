import { formatMoney } from "./money";
import { plural } from "./plural";
import { formatLongDate } from "./dates";
import { addDays, overlapsAny, type DayRange } from "./day-ranges";
import { translator, type Translate } from "~/i18n/i18n";

/**
 * The one price of a stay: the quote endpoint, the booking form's live lines (through that endpoint), the
 * inquiry as stored and its e-mails all come from `priceStay`. Pure (no database, no clock), so it is
 * tested on its own; the callers load the rates, rules and promo code and pass them in.
 *
 * Amounts are whole units of the Settings currency. Each line is rounded to a whole unit, and the total is
 * exactly the sum of the lines (discount lines are negative).
 */

/** A property's dated prices: nights [startDate, endDate) (endDate exclusive). */
export interface Season {
  name: string;
  startDate: string;
  endDate: string;
  nightlyPrice: number;
  weekendPrice: number | null;
  minNights: number | null;
}

/** A property's rates: `price` is the base nightly price (the spec's "price per night"). */
export interface PropertyRates {
  price: number;
  weekendPrice: number | null;
  minNights: number;
  cleaningFee: number;
  extraGuestFee: number;
  /** Guests the nightly price covers; null = every guest. */
  includedGuests: number | null;
  seasons: Season[];
}

export interface StayDiscount {
  minNights: number;
  percent: number;
}

export interface Tax {
  name: string;
  percent: number;
}

/** The business-wide rules (Settings). */
export interface PricingRules {
  stayDiscounts: StayDiscount[];
  taxes: Tax[];
}

/** A promo code as the price needs it (whether it may be used is `promoCodeFits`). */
export interface PromoDiscount {
  code: string;
  percent: number | null;
  amount: number | null;
}

/** A promo code's rules about the stay. */
export interface PromoRules extends PromoDiscount {
  validFrom: string | null;
  validTo: string | null;
  minNights: number | null;
  maxUses: number | null;
  active: boolean;
  /** The one property it is for; null (or absent) for every property. */
  propertyId?: number | null;
}

/** Why a promo code may not be used for a stay (docs/decisions/1128-guest-forms.md). */
export type PromoRefusal = "unknown" | "inactive" | "notYetValid" | "expired" | "usedUp" | "tooShort" | "otherProperty";

/** What a promo code did to a quote, in words the guest, staff and the e-mails read alike. */
export interface PromoOutcome {
  /** The code as entered (upper case). */
  code: string;
  /** True when its discount is the one taken off; false when the stay discount gives as much or more. */
  applied: boolean;
  /** What it takes (or would take) off the nights. */
  saving: number;
  /** "HIGHLANDS10 saves $245", or why it adds nothing. */
  message: string;
}

export type QuoteLineKind = "nights" | "fee" | "discount" | "tax";

/**
 * What a quote line is, in numbers and names rather than words: the page, the guest's page and the e-mails word it in
 * their own language from this (quoteLineText). Quotes stored before it existed have only the English label.
 */
export type QuoteLineDetail =
  | { part: "nights"; nights: number; weekend: boolean; price: number }
  | { part: "promo"; code: string; percent: number | null }
  | { part: "longStay"; percent: number }
  | { part: "cleaning" }
  | { part: "extraGuests"; guests: number; nights: number; price: number }
  | { part: "tax"; name: string; percent: number };

export interface QuoteLine {
  kind: QuoteLineKind;
  /** The line in English (the JSON API's, staff's and the spec's words). */
  label: string;
  amount: number;
  detail?: QuoteLineDetail;
}

export interface Quote {
  nights: number;
  /** The base nightly price (the property's "price per night"). */
  nightlyPrice: number;
  lines: QuoteLine[];
  /** The sum of the nights lines. */
  subtotal: number;
  /** The discount taken off, as a positive amount (its line is negative). */
  discount: number;
  fees: number;
  taxes: number;
  total: number;
  /** The percent of the discount that applies (0 for none or a fixed-amount promo code). */
  discountPercent: number;
  /** The minimum stay for this check-in. */
  minNights: number;
  /** False when a night is taken or the stay is shorter than `minNights`. */
  available: boolean;
  currency: string;
  /** The promo code whose discount applies (absent when none does, or the stay discount is larger). */
  promoCode?: string;
  /** The promo code entered and what it did (absent when none was entered). */
  promo?: PromoOutcome;
}

export interface PriceStayInput {
  stay: DayRange;
  guests?: number;
  rates: PropertyRates;
  rules: PricingRules;
  promo?: PromoDiscount | null;
  currency: string;
  /** Nights already taken (merged or not). */
  unavailable?: readonly DayRange[];
}

/** Friday and Saturday nights are weekend nights. */
export function isWeekendNight(day: string): boolean {
  const [y, m, d] = day.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday === 5 || weekday === 6;
}

/** The season a night belongs to (seasons never overlap). */
export function seasonOf(day: string, seasons: readonly Season[]): Season | undefined {
  return seasons.find((s) => s.startDate <= day && day < s.endDate);
}

/** A night's price: the season's weekend price, else the season's price, else the property's weekend price, else the base price. */
export function nightPrice(day: string, rates: PropertyRates): { price: number; weekend: boolean } {
  const weekend = isWeekendNight(day);
  const season = seasonOf(day, rates.seasons);
  if (season) {
    if (weekend && season.weekendPrice != null) return { price: season.weekendPrice, weekend: true };
    return { price: season.nightlyPrice, weekend: false };
  }
  if (weekend && rates.weekendPrice != null) return { price: rates.weekendPrice, weekend: true };
  return { price: rates.price, weekend: false };
}

/** The minimum stay for a check-in on `startDate`: the season of the check-in night, else the property's. */
export function minNightsFor(startDate: string, rates: Pick<PropertyRates, "minNights" | "seasons">): number {
  return seasonOf(startDate, rates.seasons)?.minNights ?? rates.minNights;
}

/** The stay discount percent for `nights`: the largest tier that applies (0 for none). */
export function stayDiscountPercent(nights: number, tiers: readonly StayDiscount[]): number {
  return tiers.filter((t) => nights >= t.minNights).reduce((best, t) => Math.max(best, t.percent), 0);
}

/**
 * Why this promo code may not be used for the stay, or null when it may: it must exist, be active, be for this
 * property (or every one), have check-in inside [validFrom, validTo] (both days included), not be used up (`uses`
 * stored inquiries so far) and the stay be at least `minNights` nights.
 */
export function promoCodeRefusal(
  promo: PromoRules | null,
  stay: DayRange & { propertyId?: number },
  nights: number,
  uses: number,
): PromoRefusal | null {
  if (!promo) return "unknown";
  if (!promo.active) return "inactive";
  if (promo.propertyId != null && stay.propertyId !== undefined && promo.propertyId !== stay.propertyId) return "otherProperty";
  if (promo.validFrom && stay.startDate < promo.validFrom) return "notYetValid";
  if (promo.validTo && stay.startDate > promo.validTo) return "expired";
  if (promo.maxUses != null && uses >= promo.maxUses) return "usedUp";
  if (promo.minNights != null && nights < promo.minNights) return "tooShort";
  return null;
}

/** May this promo code be used for the stay? (`promoCodeRefusal` finds nothing against it.) */
export function promoCodeFits(promo: PromoRules, stay: DayRange & { propertyId?: number }, nights: number, uses: number): boolean {
  return promoCodeRefusal(promo, stay, nights, uses) === null;
}

/**
 * Each refusal in words that name the code and the reason (the quote endpoint, the booking POST and the page forms
 * alike). `today` (the business's day) tells a code whose last check-in has passed from one the stay begins after.
 */
export function promoRefusalMessage(code: string, refusal: PromoRefusal, promo: PromoRules | null, today: string): string {
  switch (refusal) {
    case "unknown":
      return `${code} is not a promo code we know`;
    case "inactive":
      return `${code} is not available at the moment`;
    case "otherProperty":
      return `${code} is not valid for this property`;
    case "notYetValid":
      return `${code} is not valid yet: it is for check-ins from ${formatLongDate(promo!.validFrom!)}`;
    case "expired":
      return promo!.validTo! < today
        ? `${code} has expired: it was for check-ins up to ${formatLongDate(promo!.validTo!)}`
        : `${code} is only for check-ins up to ${formatLongDate(promo!.validTo!)}`;
    case "usedUp":
      return `${code} has been used up`;
    case "tooShort":
      return `${code} needs a stay of at least ${plural(promo!.minNights!, "night")}`;
  }
}

function nightsIn(stay: DayRange): string[] {
  const out: string[] = [];
  for (let day = stay.startDate; day < stay.endDate && out.length < 3660; day = addDays(day, 1)) out.push(day);
  return out;
}

/**
 * The promo code a stored inquiry's guest entered, as its quote told it ("HIGHLANDS10 saves $245", or why it
 * added nothing), for the admin, the e-mails and the CSV; just the code when the quote kept no words; null for none.
 */
export function promoCodeText(inquiry: { promoCode?: string | null; quote?: Pick<Quote, "promo"> | null }): string | null {
  if (!inquiry.promoCode) return null;
  const told = inquiry.quote?.promo;
  return told && told.code === inquiry.promoCode ? told.message : inquiry.promoCode;
}

/** Percent as people write it: 16, 2.5. */
const percentText = (p: number) => `${Number(p.toFixed(2))}%`;

/** A percent as a locale writes it: "10%" (English, Swahili), "10 %" (German). */
const localePercent = (p: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(Number(p.toFixed(2)) / 100);

/**
 * A quote line in a language: the English label where the language is English (or the line is older than its
 * detail), else worded from the line's numbers and names (a tax keeps the name staff gave it).
 */
export function quoteLineText(line: QuoteLine, t: Translate, locale: string, currency: string): string {
  const detail = line.detail;
  if (!detail || locale === "en-US") return line.label;
  const money = (n: number) => formatMoney(n, currency, locale);
  switch (detail.part) {
    case "nights":
      return t(detail.weekend ? "quote.weekendNights" : "quote.nights", { count: detail.nights, price: money(detail.price) });
    case "promo":
      return detail.percent != null
        ? t("quote.promoPercent", { code: detail.code, percent: localePercent(detail.percent, locale) })
        : t("quote.promo", { code: detail.code });
    case "longStay":
      return t("quote.longStay", { percent: localePercent(detail.percent, locale) });
    case "cleaning":
      return t("quote.cleaning");
    case "extraGuests":
      return t("quote.extraGuests", { guests: detail.guests, nights: detail.nights, price: money(detail.price) });
    case "tax":
      return t("quote.tax", { name: detail.name, percent: localePercent(detail.percent, locale) });
  }
}

/** What a promo code did to a quote, in a language (the English words are the quote's own `promo.message`). */
export function promoOutcomeText(quote: Pick<Quote, "promo" | "lines" | "currency">, t: Translate, locale: string): string | null {
  const promo = quote.promo;
  if (!promo) return null;
  if (locale === "en-US") return promo.message;
  const values = { code: promo.code, amount: formatMoney(promo.saving, quote.currency, locale) };
  if (promo.applied) return t("quote.promoSaves", values);
  // Not applied with a long-stay line: that discount gives as much or more (priceStay takes only the larger).
  return quote.lines.some((line) => line.detail?.part === "longStay") ? t("quote.promoLongStayBetter", values) : t("quote.promoNothing", values);
}

/** The price of a stay, line by line. */
export function priceStay({ stay, guests = 1, rates, rules, promo, currency, unavailable = [] }: PriceStayInput): Quote {
  const money = (n: number) => formatMoney(n, currency);
  const days = nightsIn(stay);
  const nights = days.length;
  const lines: QuoteLine[] = [];

  // Nights at one price are one line, in the order they first occur.
  const groups = new Map<string, { price: number; weekend: boolean; count: number }>();
  for (const day of days) {
    const { price, weekend } = nightPrice(day, rates);
    const key = `${weekend ? "w" : "n"}${price}`;
    const group = groups.get(key) ?? { price, weekend, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  for (const g of groups.values()) {
    lines.push({
      kind: "nights",
      label: `${plural(g.count, g.weekend ? "weekend night" : "night")} × ${money(g.price)}`,
      amount: g.count * g.price,
      detail: { part: "nights", nights: g.count, weekend: g.weekend, price: g.price },
    });
  }
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);

  // One discount: the larger of the stay discount and the promo code's (they do not stack).
  const stayPercent = stayDiscountPercent(nights, rules.stayDiscounts);
  const stayAmount = Math.round((subtotal * stayPercent) / 100);
  const promoAmount = promo ? Math.min(subtotal, promo.percent != null ? Math.round((subtotal * promo.percent) / 100) : (promo.amount ?? 0)) : 0;
  let discount = 0;
  let discountPercent = 0;
  let promoCode: string | undefined;
  let promoOutcome: PromoOutcome | undefined;
  if (promo) {
    const applied = promoAmount > 0 && promoAmount > stayAmount;
    const message = applied
      ? `${promo.code} saves ${money(promoAmount)}`
      : stayAmount > 0
        ? `${promo.code} would save ${money(promoAmount)}; the long-stay discount saves the same or more, and only the larger applies`
        : `${promo.code} takes nothing off this stay`;
    promoOutcome = { code: promo.code, applied, saving: promoAmount, message };
  }
  if (promo && promoAmount > 0 && promoAmount > stayAmount) {
    discount = promoAmount;
    discountPercent = promo.percent ?? 0;
    promoCode = promo.code;
    lines.push({
      kind: "discount",
      label: `Promo code ${promo.code}${promo.percent != null ? ` (${percentText(promo.percent)})` : ""}`,
      amount: -discount,
      detail: { part: "promo", code: promo.code, percent: promo.percent ?? null },
    });
  } else if (stayAmount > 0) {
    discount = stayAmount;
    discountPercent = stayPercent;
    lines.push({
      kind: "discount",
      label: `Long-stay discount (${percentText(stayPercent)})`,
      amount: -discount,
      detail: { part: "longStay", percent: stayPercent },
    });
  }

  let fees = 0;
  if (nights > 0 && rates.cleaningFee > 0) {
    lines.push({ kind: "fee", label: "Cleaning fee", amount: rates.cleaningFee, detail: { part: "cleaning" } });
    fees += rates.cleaningFee;
  }
  const extraGuests = rates.includedGuests != null ? Math.max(0, guests - rates.includedGuests) : 0;
  if (nights > 0 && extraGuests > 0 && rates.extraGuestFee > 0) {
    const amount = extraGuests * nights * rates.extraGuestFee;
    lines.push({
      kind: "fee",
      label: `Extra guest fee (${plural(extraGuests, "guest")} × ${plural(nights, "night")} × ${money(rates.extraGuestFee)})`,
      amount,
      detail: { part: "extraGuests", guests: extraGuests, nights, price: rates.extraGuestFee },
    });
    fees += amount;
  }

  // Taxes on the stay after the discount, plus the fees; each rounded on its own line.
  const taxable = subtotal - discount + fees;
  let taxes = 0;
  for (const tax of rules.taxes) {
    const amount = Math.round((taxable * tax.percent) / 100);
    if (nights === 0) continue;
    lines.push({
      kind: "tax",
      label: `${tax.name} (${percentText(tax.percent)})`,
      amount,
      detail: { part: "tax", name: tax.name, percent: tax.percent },
    });
    taxes += amount;
  }

  const minNights = minNightsFor(stay.startDate, rates);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    nights,
    nightlyPrice: rates.price,
    lines,
    subtotal,
    discount,
    fees,
    taxes,
    total,
    discountPercent,
    minNights,
    available: nights > 0 && nights >= minNights && !overlapsAny(stay, unavailable),
    currency,
    ...(promoCode ? { promoCode } : {}),
    ...(promoOutcome ? { promo: promoOutcome } : {}),
  };
}

export interface PricingSettings extends PricingRules {
  /** The first stay discount's minimum stay (the tier with the shortest one). */
  longStayMinNights: number;
  /** The first stay discount's percent (0 when there is none). */
  longStayDiscountPercent: number;
}

export const DEFAULT_PRICING: PricingSettings = {
  longStayMinNights: 7,
  longStayDiscountPercent: 10,
  stayDiscounts: [{ minNights: 7, percent: 10 }],
  taxes: [],
};

/** The rules with today's two long-stay fields read from the first stay discount (the one with the shortest minimum stay). */
export function withFirstTier(rules: PricingRules): PricingSettings {
  const first = [...rules.stayDiscounts].sort((a, b) => a.minNights - b.minNights)[0];
  return {
    longStayMinNights: first?.minNights ?? DEFAULT_PRICING.longStayMinNights,
    longStayDiscountPercent: first?.percent ?? 0,
    stayDiscounts: rules.stayDiscounts,
    taxes: rules.taxes,
  };
}

/**
 * What the pages promise about long stays, from the Settings: "Stays of 7+ nights enjoy our long-stay
 * discount of 10%.", or null when there is no discount (then nothing is promised).
 */
export function longStayOffer(
  pricing: Pick<PricingSettings, "longStayMinNights" | "longStayDiscountPercent"> | null | undefined,
  t: Translate = translator("en"),
): string | null {
  if (!pricing || pricing.longStayDiscountPercent <= 0) return null;
  const percent = pricing.longStayDiscountPercent;
  if (pricing.longStayMinNights <= 1) return t("pricing.longStayEvery", { percent });
  return t("pricing.longStayFrom", { nights: pricing.longStayMinNights, percent });
}
