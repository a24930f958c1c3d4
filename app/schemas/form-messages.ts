import { GUESTS_MAX, GUESTS_MIN } from "./guests";

// The public forms' validation messages, without zod: the schemas (inquiry.ts, contact.ts, property-search.ts)
// word their refusals with them, and the pages put them in the page's language (app/i18n/form-errors.ts) without
// bringing zod into a first visit. English here is the spec's, word for word.

export const INQUIRY_MESSAGES = {
  property: "Please select a property",
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  startDate: "Please select a check-in date",
  endDate: "Please select a check-out date",
  guestsMin: "At least 1 guest is required",
  guestsMax: "Maximum 20 guests allowed",
  endAfterStart: "Check-out date must be after check-in date",
  startInPast: "Check-in date cannot be in the past",
  /** A promo code that does not exist, is inactive, used up, or does not fit the dates or length. */
  promoCode: "This promo code is not valid for these dates.",
  guestsNumber: "Guests must be a number",
  guestsWhole: "Guests must be a whole number",
  specialRequestsText: "Special requests must be text",
  specialRequestsMax: "Special requests must be at most 2000 characters",
  /** Only an API client can send another (the forms take their page's). */
  language: "language must be one of en, sw, de",
} as const;

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  subject: "Subject must be at least 5 characters",
  message: "Message must be at least 10 characters",
} as const;

export const SEARCH_MESSAGES = {
  bothDates: "Please choose both a check-in and a check-out date",
  guests: `Guests must be a whole number from ${GUESTS_MIN} to ${GUESTS_MAX}`,
  sort: "Please choose a sort order from the list",
} as const;

/** A text over its field's length. */
export const maxLengthMessage = (max: number) => `Must be at most ${max} characters`;

/** The guest's review form (app/schemas/review.ts). */
export const REVIEW_LIMITS = { titleMax: 100, bodyMin: 20, bodyMax: 2000, nameMax: 60, replyMax: 2000 } as const;

export const REVIEW_MESSAGES = {
  overall: "Please choose an overall rating from 1 to 5 stars",
  rating: "Ratings are from 1 to 5 stars",
  title: "Please give your review a title",
  body: `Your review must be at least ${REVIEW_LIMITS.bodyMin} characters`,
  bodyMax: `Your review must be at most ${REVIEW_LIMITS.bodyMax.toLocaleString("en-US")} characters`,
  shownName: "Please enter the name to show with your review",
} as const;
