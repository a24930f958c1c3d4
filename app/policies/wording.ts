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

/** "Full refund", "50% refund", "No refund". */
function refundWords(percent: number): string {
  return percent === 100 ? "Full refund" : percent === 0 ? "No refund" : `${percent}% refund`;
}

/** "a full refund", "a 50% refund", "an 80% refund". */
function aRefund(percent: number): string {
  if (percent === 100) return "a full refund";
  return `${/^(8\d?|11|18)$/.test(String(percent)) ? "an" : "a"} ${percent}% refund`;
}

/** One line per band, as the property page, the guest's page and the e-mails list the policy: "50% refund when cancelled 14 to 29 days before check-in". */
export function cancellationPolicyLines(policy: StayPolicy = STAY_POLICY): string[] {
  return refundBands(policy).map((band) => `${refundWords(band.percent)} when cancelled ${band.label} before check-in`);
}

/** The home page's FAQ answer: "Cancel 30 days or more before check-in for a full refund. Cancellations 14 to 29 days … receive a 50% refund, and …". */
export function cancellationFaqAnswer(policy: StayPolicy = STAY_POLICY): string {
  const [first, ...rest] = refundBands(policy);
  const opening = `Cancel ${first.label} before check-in for ${first.percent === 0 ? "no refund" : aRefund(first.percent)}.`;
  if (!rest.length) return opening;
  const clauses = rest.map(
    (band, i) =>
      `${i === 0 ? "Cancellations" : "cancellations"} ${band.label} before check-in ${band.percent === 0 ? "are not refunded" : `receive ${aRefund(band.percent)}`}`,
  );
  const joined = clauses.length === 1 ? clauses[0] : `${clauses.slice(0, -1).join(", ")}, and ${clauses[clauses.length - 1]}`;
  return `${opening} ${joined}.`;
}

/** The home page's perk: "A full refund up to 30 days before check-in, 50% from 14 to 29 days." */
export function cancellationPerk(policy: StayPolicy = STAY_POLICY): string {
  const [first, ...rest] = refundBands(policy);
  const opening =
    first.fromDays === 0 ? `${aRefund(first.percent)} at any time` : `${aRefund(first.percent)} up to ${days(first.fromDays)} before check-in`;
  const more = rest
    .filter((band) => band.percent > 0)
    .map((band) => `${band.percent}% ${band.fromDays === band.toDays ? `at ${days(band.fromDays)}` : `from ${band.label}`}`);
  const text = [opening, ...more].join(", ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
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
export function checkInOutFaqAnswer(policy: StayPolicy = STAY_POLICY): string {
  return `Check-in is between ${policy.checkIn.from} and ${policy.checkIn.until} and check-out is by ${policy.checkOut}.`;
}

/** The terms' line: "Check-in is from 4:00 PM and check-out by 11:00 AM, unless agreed otherwise." */
export function checkInOutTerms(policy: StayPolicy = STAY_POLICY): string {
  return `Check-in is from ${policy.checkIn.from} and check-out by ${policy.checkOut}, unless agreed otherwise.`;
}

/** "until 2 days before check-in": how long a confirmed booking can be cancelled online. */
export function guestCancelUntil(policy: StayPolicy = STAY_POLICY): string {
  return `until ${days(policy.guestCancelMinDays)} before check-in`;
}

/** The guest's page above the cancel button: "You can cancel online until 2 days before check-in. Refunds follow our cancellation policy." */
export function guestCancelHint(policy: StayPolicy = STAY_POLICY): string {
  return `You can cancel online ${guestCancelUntil(policy)}. Refunds follow our cancellation policy.`;
}

/** The guest's page once it is too late: "Check-in is less than 2 days away, so this booking can no longer be cancelled online." */
export function guestCancelTooLateNotice(policy: StayPolicy = STAY_POLICY): string {
  return `Check-in is less than ${days(policy.guestCancelMinDays)} away, so this booking can no longer be cancelled online.`;
}

/** The terms: how a guest cancels a confirmed booking themselves. */
export function guestCancelTerms(policy: StayPolicy = STAY_POLICY): string {
  return `You can cancel a confirmed booking yourself on your booking page (linked from our e-mails) ${guestCancelUntil(policy)}; after that, please call or e-mail us.`;
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

export function stayPolicyWording(policy: StayPolicy = STAY_POLICY): StayPolicyWording {
  return {
    checkIn: checkInTime(policy),
    checkOut: checkOutTime(policy),
    cancellation: cancellationPolicyLines(policy),
    cancelHint: guestCancelHint(policy),
    tooLate: guestCancelTooLateNotice(policy),
  };
}
