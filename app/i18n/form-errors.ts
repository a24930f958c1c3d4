import {
  API_MESSAGES,
  AVAILABILITY_MESSAGES,
  BOOKING_TOASTS,
  CONTACT_TOASTS,
  GUEST_STAY_MESSAGES,
  ONLINE_PAYMENT_MESSAGES,
  PUBLIC_BOOKING_MESSAGES,
  REVIEW_MESSAGES_TEXT,
} from "~/messages";
import { CONTACT_MESSAGES, INQUIRY_MESSAGES, maxLengthMessage, REVIEW_MESSAGES, SEARCH_MESSAGES } from "~/schemas/form-messages";
import { useT, type MessageId, type MessageValues, type Translate } from "./i18n";
import { STAY_POLICY } from "~/policies/rules";

/**
 * The public forms' refusals in the page's language. The schemas, the services and the JSON API word them in English
 * (one text each, the spec's); the page shows each through this table, so the browser's check, the server's answer to a
 * form without JavaScript and a refusal found only by the server (dates taken since the page loaded) read alike in
 * every language. A message that is not here is shown as it came.
 */
const EXACT: ReadonlyArray<readonly [string, MessageId] | readonly [string, MessageId, MessageValues]> = [
  [INQUIRY_MESSAGES.property, "form.error.property"],
  [INQUIRY_MESSAGES.name, "form.error.name"],
  [INQUIRY_MESSAGES.email, "form.error.email"],
  [INQUIRY_MESSAGES.phone, "form.error.phone"],
  [INQUIRY_MESSAGES.startDate, "form.error.startDate"],
  [INQUIRY_MESSAGES.endDate, "form.error.endDate"],
  [INQUIRY_MESSAGES.guestsMin, "form.error.guestsMin"],
  [INQUIRY_MESSAGES.guestsMax, "form.error.guestsMax"],
  [INQUIRY_MESSAGES.endAfterStart, "form.error.endAfterStart"],
  [INQUIRY_MESSAGES.startInPast, "form.error.startInPast"],
  [INQUIRY_MESSAGES.promoCode, "form.error.promoCode"],
  [INQUIRY_MESSAGES.guestsNumber, "form.error.guestsNumber"],
  [INQUIRY_MESSAGES.guestsWhole, "form.error.guestsWhole"],
  [INQUIRY_MESSAGES.specialRequestsText, "form.error.specialRequestsText"],
  [INQUIRY_MESSAGES.specialRequestsMax, "form.error.specialRequestsMax"],
  [CONTACT_MESSAGES.subject, "form.error.subject"],
  [CONTACT_MESSAGES.message, "form.error.message"],
  [SEARCH_MESSAGES.bothDates, "form.error.bothDates"],
  [SEARCH_MESSAGES.guests, "form.error.searchGuests"],
  [SEARCH_MESSAGES.sort, "form.error.sort"],
  [AVAILABILITY_MESSAGES.datesUnavailable, "form.error.datesUnavailable"],
  [PUBLIC_BOOKING_MESSAGES.propertyGone, "form.error.propertyGone"],
  [PUBLIC_BOOKING_MESSAGES.nightsTaken, "form.error.nightsTaken"],
  [PUBLIC_BOOKING_MESSAGES.quoteFailed, "form.error.quoteFailed"],
  [API_MESSAGES.tooManyRequests, "form.error.tooManyRequests"],
  [BOOKING_TOASTS.errorFallback, "form.error.inquiryFailed"],
  [CONTACT_TOASTS.errorFallback, "form.error.contactFailed"],
  // The review page.
  [REVIEW_MESSAGES.overall, "form.error.reviewOverall"],
  [REVIEW_MESSAGES.rating, "form.error.reviewRating"],
  [REVIEW_MESSAGES.title, "form.error.reviewTitle"],
  [REVIEW_MESSAGES.body, "form.error.reviewBody"],
  [REVIEW_MESSAGES.bodyMax, "form.error.reviewBodyMax"],
  [REVIEW_MESSAGES.shownName, "form.error.reviewShownName"],
  [REVIEW_MESSAGES_TEXT.expired, "review.expiredTitle"],
  [REVIEW_MESSAGES_TEXT.published, "form.error.reviewPublished"],
  // The guest's page: its refusals and what it says of a payment.
  [GUEST_STAY_MESSAGES.alreadyCancelled, "guest.alreadyCancelled"],
  [GUEST_STAY_MESSAGES.tooLate, "guest.tooLate", { days: STAY_POLICY.guestCancelMinDays }],
  [GUEST_STAY_MESSAGES.closed, "guest.closed"],
  ...Object.entries(ONLINE_PAYMENT_MESSAGES).map(([key, english]) => [english, `guest.pay.${key}` as MessageId] as const),
];

/** A number in an English message (a minimum stay, a property's beds): found by wording the message around a marker. */
const NUMBER_MARK = 987654321;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function numbered(message: (n: number) => string, id: MessageId): readonly [RegExp, MessageId] {
  const [before, after] = message(NUMBER_MARK).split(String(NUMBER_MARK));
  return [new RegExp(`^${escape(before)}(\\d+)${escape(after)}$`), id];
}

/** The refusals with a number in them: the English message, and the message id that words it with `{count}`. */
const NUMBERED_MESSAGES: ReadonlyArray<readonly [(n: number) => string, MessageId]> = [
  [PUBLIC_BOOKING_MESSAGES.tooManyGuests, "form.error.tooManyGuests"],
  [PUBLIC_BOOKING_MESSAGES.minimumStay, "form.error.minimumStay"],
  [maxLengthMessage, "form.error.maxLength"],
];
const NUMBERED = NUMBERED_MESSAGES.map(([message, id]) => numbered(message, id));
let exact: Map<string, { id: MessageId; values?: MessageValues }> | undefined;

/** Every English message this table knows, with its message id (the catalogue test holds the English catalogue to them). */
export function knownFormErrors(): { english: string | ((n: number) => string); id: MessageId; values?: MessageValues }[] {
  return [...EXACT.map(([english, id, values]) => ({ english, id, values })), ...NUMBERED_MESSAGES.map(([english, id]) => ({ english, id }))];
}

/** One English refusal in the language `t` speaks (`{count}` in the numbered ones). */
export function formErrorText(message: string, t: Translate): string {
  exact ??= new Map(EXACT.map(([english, id, values]) => [english, { id, values }]));
  const known = exact.get(message);
  if (known) return t(known.id, known.values);
  for (const [pattern, numberedId] of NUMBERED) {
    const match = pattern.exec(message);
    if (match) return t(numberedId, { count: Number(match[1]) } satisfies MessageValues);
  }
  return message;
}

/** The page's language's wording of a refusal. */
export function useFormErrorText(): (message: string) => string {
  const t = useT();
  return (message) => formErrorText(message, t);
}
