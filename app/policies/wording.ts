import { translator, type Translate } from "~/i18n/i18n";
import { STAY_POLICY, type RefundBand, type StayPolicy } from "./rules";

/*
 * Every sentence that states a stay rule, worded from the numbers of ./rules.ts: the property page, the guest's
 * page, the e-mails, the terms and the home page's FAQ call these, never type a number. Each function takes the
 * policy, the business's own by default.
 */

/** "1 day", "2 days". */
const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** A refund band with the days it covers worded: "30 days or more", "14 to 29 days", "fewer than 14 days". */
export interface WordedBand extends RefundBand {
  /** The last day before check-in the band covers; null for the top band (no limit). */
  toDays: number | null;
  label: string;
}

/**
 * The policy's bands, each with the days it covers: a band runs from its `fromDays` up to the day before the band
 * above starts, so no day is in two bands. Refuses bands that are not strictly descending, do not end at 0 days,
 * or give a share outside 0–100 %.
 */
export function refundBands(policy: StayPolicy = STAY_POLICY): WordedBand[] {
  const bands = policy.refundBands;
  bands.forEach((band, i) => {
    const previous = bands[i - 1];
    if (!Number.isInteger(band.fromDays) || band.fromDays < 0 || (previous && band.fromDays >= previous.fromDays)) {
      throw new Error("Refund bands must start on whole days, highest first, each lower than the one before");
    }
    if (!Number.isInteger(band.percent) || band.percent < 0 || band.percent > 100) {
      throw new Error("A refund band gives back a whole percent from 0 to 100");
    }
  });
  if (bands.at(-1)?.fromDays !== 0) throw new Error("The last refund band starts 0 days before check-in");
  return bands.map((band, i) => {
    const toDays = i === 0 ? null : bands[i - 1].fromDays - 1;
    const label =
      toDays === null
        ? band.fromDays === 0
          ? "at any time"
          : `${days(band.fromDays)} or more`
        : band.fromDays === 0
          ? `fewer than ${days(toDays + 1)}`
          : band.fromDays === toDays
            ? days(toDays)
            : `${band.fromDays} to ${days(toDays)}`;
    return { ...band, toDays, label };
  });
}

/** The band a cancellation `daysBefore` check-in falls in (after check-in: the last band). */
export function refundBandFor(daysBefore: number, policy: StayPolicy = STAY_POLICY): WordedBand {
  const bands = refundBands(policy);
  return bands.find((band) => daysBefore >= band.fromDays) ?? bands[bands.length - 1];
}

/** What the policy gives back of `paid` (whole units) when cancelled `daysBefore` check-in: its percent, rounded down. */
export function policyRefundOf(paid: number, daysBefore: number, policy: StayPolicy = STAY_POLICY): number {
  if (paid <= 0) return 0;
  return Math.floor((paid * refundBandFor(daysBefore, policy).percent) / 100);
}

/** "a full refund", "a 50% refund", "an 80% refund" (in the language of `t`). */
function aRefund(percent: number, t: Translate = english()): string {
  if (percent === 100) return t("policy.aFullRefund");
  return t(/^(8\d?|11|18)$/.test(String(percent)) ? "policy.anPercentRefund" : "policy.aPercentRefund", { percent });
}

const english = () => translator("en");

/** A band's days in the language of `t`: "30 days or more", "14 to 29 days", "fewer than 14 days", "at any time". */
export function bandLabel(band: WordedBand, t: Translate = english()): string {
  const { fromDays, toDays } = band;
  if (toDays === null) return fromDays === 0 ? t("policy.bandAnyTime") : t("policy.bandOrMore", { days: fromDays });
  if (fromDays === 0) return t("policy.bandFewerThan", { days: toDays + 1 });
  return fromDays === toDays ? t("policy.bandExactly", { days: toDays }) : t("policy.bandRange", { from: fromDays, to: toDays });
}

/** A sentence's first letter in capitals. */
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** One line per band, as the property page, the guest's page and the e-mails list the policy: "50% refund when cancelled 14 to 29 days before check-in". */
export function cancellationPolicyLines(policy: StayPolicy = STAY_POLICY, t: Translate = english()): string[] {
  return refundBands(policy).map((band) => {
    const label = bandLabel(band, t);
    if (band.percent === 100) return t("policy.lineFull", { band: label });
    if (band.percent === 0) return t("policy.lineNone", { band: label });
    return t("policy.linePercent", { percent: band.percent, band: label });
  });
}

/** The home page's FAQ answer: "Cancel 30 days or more before check-in for a full refund. Cancellations 14 to 29 days … receive a 50% refund, and …". */
export function cancellationFaqAnswer(policy: StayPolicy = STAY_POLICY, t: Translate = english()): string {
  const [first, ...rest] = refundBands(policy);
  const opening = t("policy.faqOpening", {
    band: bandLabel(first, t),
    refund: first.percent === 0 ? t("policy.noRefundLower") : aRefund(first.percent, t),
  });
  if (!rest.length) return opening;
  const clauses = rest.map((band, i) => {
    const clause =
      band.percent === 0
        ? t("policy.faqClauseNone", { band: bandLabel(band, t) })
        : t("policy.faqClauseRefund", { band: bandLabel(band, t), refund: aRefund(band.percent, t) });
    return i === 0 ? capitalised(clause) : clause;
  });
  const joined =
    clauses.length === 1 ? clauses[0] : t("policy.listLast", { rest: clauses.slice(0, -1).join(", "), last: clauses[clauses.length - 1] });
  return `${opening} ${joined}.`;
}

/** The home page's perk: "A full refund up to 30 days before check-in, 50% from 14 to 29 days." */
export function cancellationPerk(policy: StayPolicy = STAY_POLICY, t: Translate = english()): string {
  const [first, ...rest] = refundBands(policy);
  const refund = aRefund(first.percent, t);
  const opening = first.fromDays === 0 ? t("policy.perkAnyTime", { refund }) : t("policy.perkUpTo", { refund, days: first.fromDays });
  const more = rest
    .filter((band) => band.percent > 0)
    .map((band) =>
      band.fromDays === band.toDays
        ? t("policy.perkAt", { percent: band.percent, days: band.fromDays })
        : t("policy.perkFrom", { percent: band.percent, band: bandLabel(band, t) }),
    );
  return `${capitalised([opening, ...more].join(", "))}.`;
}

/** When the policy gives nothing back, for the e-mail that says so: "fewer than 14 days before check-in"; null when every band refunds. */
export function noRefundWhen(policy: StayPolicy = STAY_POLICY): string | null {
  const none = refundBands(policy).filter((band) => band.percent === 0);
  return none.length ? none.map((band) => `${band.label} before check-in`).join(" or ") : null;
}

/** "4:00 PM - 8:00 PM", as the property page, the guest's page and the e-mails show it. */
export function checkInTime(policy: StayPolicy = STAY_POLICY): string {
  return `${policy.checkIn.from} - ${policy.checkIn.until}`;
}

/** "11:00 AM". */
export function checkOutTime(policy: StayPolicy = STAY_POLICY): string {
  return policy.checkOut;
}

/** The home page's FAQ answer's first sentence: "Check-in is between 4:00 PM and 8:00 PM and check-out is by 11:00 AM." */
export function checkInOutFaqAnswer(policy: StayPolicy = STAY_POLICY, t: Translate = english(), locale = "en-US"): string {
  const time = (text: string) => localTime(text, locale);
  return t("policy.checkInOutFaq", { from: time(policy.checkIn.from), until: time(policy.checkIn.until), checkOut: time(policy.checkOut) });
}

/**
 * A policy time ("4:00 PM", or a range "4:00 PM - 8:00 PM", as the rules and the English pages write it) as `locale`
 * writes a time of day: "16:00", "16:00 - 20:00" in Swahili and German. English keeps the rules' own text.
 */
export function localTime(text: string, locale: string): string {
  if (locale.startsWith("en")) return text;
  const clock = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });
  // Every time in it: a single time ("4:00 PM") or a range ("4:00 PM - 8:00 PM").
  return text.replace(/(\d{1,2}):(\d{2})\s*(AM|PM)/gi, (_, h: string, m: string, half: string) =>
    clock.format(new Date(Date.UTC(2000, 0, 1, (Number(h) % 12) + (half.toUpperCase() === "PM" ? 12 : 0), Number(m)))),
  );
}

/** The terms' line: "Check-in is from 4:00 PM and check-out by 11:00 AM, unless agreed otherwise." */
export function checkInOutTerms(policy: StayPolicy = STAY_POLICY, t: Translate = english(), locale = "en-US"): string {
  return t("policy.checkInOutTerms", { from: localTime(policy.checkIn.from, locale), checkOut: localTime(policy.checkOut, locale) });
}

/** "until 2 days before check-in": how long a confirmed booking can be cancelled online. */
export function guestCancelUntil(policy: StayPolicy = STAY_POLICY): string {
  return `until ${days(policy.guestCancelMinDays)} before check-in`;
}

/** The guest's page above the cancel button: "You can cancel online until 2 days before check-in. Refunds follow our cancellation policy." */
export function guestCancelHint(policy: StayPolicy = STAY_POLICY, t: Translate = english()): string {
  return t("policy.guestCancelHint", { days: policy.guestCancelMinDays });
}

/** The guest's page once it is too late: "Check-in is less than 2 days away, so this booking can no longer be cancelled online." */
export function guestCancelTooLateNotice(policy: StayPolicy = STAY_POLICY, t: Translate = english()): string {
  return t("policy.guestCancelTooLate", { days: policy.guestCancelMinDays });
}

/** The terms: how a guest cancels a confirmed booking themselves. */
export function guestCancelTerms(policy: StayPolicy = STAY_POLICY, t: Translate = english()): string {
  return t("policy.guestCancelTerms", { days: policy.guestCancelMinDays });
}

/** What the property page and the guest's page show of the rules, worded on the server and sent as data (no wording code in the browser). */
export interface StayPolicyWording {
  checkIn: string;
  checkOut: string;
  cancellation: string[];
  /** Above the guest's cancel button. */
  cancelHint: string;
  /** When it is too late to cancel online. */
  tooLate: string;
}

export function stayPolicyWording(policy: StayPolicy = STAY_POLICY, t: Translate = english(), locale = "en-US"): StayPolicyWording {
  return {
    checkIn: locale.startsWith("en") ? checkInTime(policy) : `${localTime(policy.checkIn.from, locale)} - ${localTime(policy.checkIn.until, locale)}`,
    checkOut: localTime(checkOutTime(policy), locale),
    cancellation: cancellationPolicyLines(policy, t),
    cancelHint: guestCancelHint(policy, t),
    tooLate: guestCancelTooLateNotice(policy, t),
  };
}
