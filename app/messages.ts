import type { Toast } from "~/lib/toast";
import { guestCancelUntil } from "~/policies";

/**
 * Every text the app shows or answers that is not a field's validation message (those live with
 * their zod schema): the spec's toasts, the admin area's texts (docs/decisions/0201-admin-pages-the-spec-leaves-open.md)
 * and the JSON API's fixed messages. One place for the pages, the browser and the API.
 */
export const ADMIN_TOASTS = {
  loginSuccess: { title: "Login successful", description: "Welcome to the admin panel" },
  loginFailedTitle: "Login failed",
  loginFallback: "Invalid credentials. Please try again.",
  successTitle: "Success",
  errorTitle: "Error",
  propertyAdded: "Property has been added",
  propertyUpdated: "Property has been updated",
  propertyDeleted: "Property has been deleted",
  propertyAddFailed: "Failed to add property",
  propertyUpdateFailed: "Failed to update property",
  propertyDeleteFailed: "Failed to delete property",
  activityAdded: "Activity has been added",
  activityUpdated: "Activity has been updated",
  activityToggled: "Activity availability has been toggled",
  activityAddFailed: "Failed to add activity",
  activityUpdateFailed: "Failed to update activity",
  activityToggleFailed: "Failed to toggle activity availability",
  inquiryStatusChanged: {
    pending: "Booking inquiry has been reopened",
    confirmed: "Booking inquiry has been confirmed",
    cancelled: "Booking inquiry has been cancelled",
  },
  inquiryStatusFailed: "Failed to update booking inquiry",
  messageResolved: "Message has been marked as resolved",
  messageUnresolved: "Message has been marked as unresolved",
  messageFailed: "Failed to update message",
  userCreated: "User has been created",
  userCreateFailed: "Failed to create user",
  passwordChanged: "Your password has been changed",
  passwordChangeFailed: "Failed to change password",
  settingsSaved: "Settings have been saved",
  settingsSaveFailed: "Failed to save settings",
  userRoleChanged: "The user's role has been changed",
  userDeactivated: "The user has been deactivated and signed out",
  userReactivated: "The user has been reactivated",
  userDeleted: "The user has been deleted",
  userUpdateFailed: "Failed to update user",
  passwordReset: "A new password has been set. Copy it now: it is shown only once.",
  passwordResetFailed: "Failed to reset the password",
  propertyRestored: "Property has been restored",
  propertyRestoreFailed: "Failed to restore property",
} as const;

/** The staff lifecycle's refusals (409) and 404. */
export const USER_LIFECYCLE_MESSAGES = {
  notFound: "User not found",
  notYourself: "You cannot deactivate, demote or delete your own account",
  lastAdmin: "There must always be at least one active admin",
  ownPassword: "Change your own password under Your account",
} as const;

/** Photo uploads: pages and POST /api/v1/admin/uploads. */
export const UPLOAD_MESSAGES = {
  unsupported: "Only JPEG, PNG, WebP or AVIF images can be uploaded",
  tooLarge: "Each image must be at most 10 MB",
  tooManyPixels: "The image is too large (too many pixels)",
  noFile: "Choose an image file to upload (field 'file')",
  notMultipart: "Uploads must be sent as multipart/form-data",
  tooManyFiles: "Upload at most 10 images at a time",
  uploaded: "Image uploaded",
} as const;

/** The spec's toast texts of the two public forms (shared by the page actions and the browser). */
export const BOOKING_TOASTS = {
  success: {
    title: "Booking inquiry submitted",
    description: "We'll get back to you as soon as possible.",
    variant: "success",
  },
  /** The success toast of a stored inquiry: the spec's words, then the reference the guest can quote. */
  submitted: (reference: string): Omit<Toast, "id"> => ({
    title: "Booking inquiry submitted",
    description: `We'll get back to you as soon as possible. Your reference is ${reference}.`,
    variant: "success",
  }),
  errorTitle: "Error",
  errorFallback: "There was an error submitting your inquiry. Please try again.",
} as const satisfies {
  success: Omit<Toast, "id">;
  submitted: (reference: string) => Omit<Toast, "id">;
  errorTitle: string;
  errorFallback: string;
};

export const CONTACT_TOASTS = {
  success: {
    title: "Message Sent",
    description: "We've received your message and will get back to you soon.",
    variant: "success",
  },
  errorTitle: "Error",
  errorFallback: "There was an error sending your message. Please try again.",
} as const satisfies { success: Omit<Toast, "id">; errorTitle: string; errorFallback: string };

// The reply promise lives apart: the confirmation panel is in the site's shell, which must not carry this catalogue.
export { INQUIRY_REPLY_PROMISE } from "./inquiry-reply-promise";

/** Where each form lives on its page (the redirect after success comes back to it). */
export const BOOKING_ANCHOR = "booking";
export const CONTACT_ANCHOR = "contact-form";

/** Fixed answers of the JSON API and the page actions. */
export const API_MESSAGES = {
  unknownAction: "Unknown action",
  /** 403 for a non-GET request another site's page sent (Origin / Sec-Fetch-Site). */
  crossSite: "Cross-site requests are not allowed. Please use the form on this site.",
  /** 413 for a page form body over the limit (the JSON API answers with its own text). */
  bodyTooLarge: "Request body is too large",
  /** 415 for a page action sent something other than a form. */
  notAForm: "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data",
  /** 400 for a form body that cannot be read (broken multipart). */
  unreadableForm: "The form data could not be read",
  /** 429 of the public forms (booking inquiry and contact, pages and API). */
  tooManyRequests: "Too many requests. Please try again later.",
  /** 503 while the database cannot be reached (PostgreSQL stopped or restarting); pages show the error page. */
  unavailable: "The site is briefly unavailable. Please try again in a moment.",
} as const;

/** The e-mail outbox: the admin Email page's toasts, its Settings switches and the JSON API's fixed answers. */
export const TASK_TOASTS = {
  retried: "The task will run again now",
  retryFailed: "Failed to retry the task",
  badStatus: "status must be waiting, done or failed",
} as const;

export const EMAIL_TOASTS = {
  retried: "The e-mail has been queued again",
  retryFailed: "Failed to retry the e-mail",
  settingsSaved: "E-mail settings have been saved",
  settingsSaveFailed: "Failed to save e-mail settings",
} as const;

export const EMAIL_API_MESSAGES = {
  notFound: "E-mail not found",
  notFailed: "Only a failed e-mail can be retried",
  badStatus: "status must be one of queued, sent, failed",
} as const;

/** Availability, quotes and calendar sync. */
export const AVAILABILITY_MESSAGES = {
  datesUnavailable: "Those dates are not available. Please choose other dates.",
  confirmOverlap: "These dates overlap a confirmed stay or a blocked period.",
  propertyNotFound: "Property not found",
  blockAdded: "Dates have been blocked",
  blockRemoved: "Block has been removed",
  blockFailed: "Failed to update blocked dates",
  feedAdded: "Calendar feed has been added",
  feedRemoved: "Calendar feed has been removed",
  feedFailed: "Failed to update calendar feeds",
  synced: "Calendars have been synced",
  syncedWithErrors: "Some calendars could not be synced: see the feed list",
  tokenRegenerated: "A new export link has been created; the old one no longer works",
  pricingSaved: "Pricing has been saved",
  pricingSaveFailed: "Failed to save pricing",
} as const;

/** The admin inquiry notes and the cancel confirmation. */
export const INQUIRY_REPLY_TOASTS = {
  sent: "Reply has been sent to the guest",
  failed: "Failed to send reply",
} as const;

/** Staff move a booking's stay (the booking page's 'Change dates' and PATCH … { startDate, endDate }). */
export const BOOKING_DATES_MESSAGES = {
  changed: "The dates have been changed and the guest has been told",
  changedQuietly: "The dates have been changed",
  failed: "Failed to change the dates",
  cancelled: "A cancelled booking's dates cannot be changed",
  begun: "This stay has begun: its dates can no longer be changed here",
  same: "These are the booking's dates already",
  paymentInProgress: "A payment is in progress on this booking: wait until it is finished, then change the dates",
  belowPaid: (price: string, paid: string) =>
    `The new dates cost ${price}, less than the ${paid} already paid: record the refund of the difference first, or choose other dates`,
  promoDropped: (code: string) => `The promo code ${code} does not apply to the new dates, so the new price is without it`,
} as const;

/** Staff change the language of a guest's e-mails (the booking page). */
export const INQUIRY_LANGUAGE_TOASTS = {
  saved: "The guest's language has been changed",
  failed: "Failed to change the guest's language",
} as const;

export const INQUIRY_NOTE_TOASTS = {
  saved: "Note has been saved",
  cleared: "Note has been cleared",
  failed: "Failed to save note",
} as const;

/** The public site's booking answers the spec does not word (page and API). */
export const PUBLIC_BOOKING_MESSAGES = {
  /** 404: the property was deleted (archived) or never existed. */
  propertyGone: "This property is no longer available.",
  /** 400 on `guests`: a party larger than the property sleeps. */
  tooManyGuests: (sleeps: number) => `This property sleeps up to ${sleeps} guests.`,
  /** 400 on `endDate`: shorter than the minimum stay for that check-in. */
  minimumStay: (nights: number) => `This property has a minimum stay of ${nights} nights for these dates.`,
  /** The property list's dated search: a property with some of the nights already taken. */
  nightsTaken: "Some of these nights are already booked.",
  /** The booking form's live quote could not be fetched (offline, server away). */
  quoteFailed: "We could not price these dates just now; you can still send your inquiry.",
} as const;

/** The guest's own page (/stay/{token}): its refusals and the toast after a cancellation. */
export const GUEST_STAY_MESSAGES = {
  /** 409: the request was cancelled already (by the guest or by staff). */
  alreadyCancelled: "This request has already been cancelled.",
  /** 409: a confirmed booking whose check-in is closer than the online cancel window (app/policies: tomorrow or sooner). */
  tooLate: `Bookings can be cancelled online ${guestCancelUntil()}. Please call or e-mail us to change or cancel this booking.`,
  /** 409: a request with a status the guest cannot change online. */
  closed: "This request can no longer be cancelled online. Please call or e-mail us.",
  /** The toast after the guest cancelled. */
  cancelled: (wasConfirmed: boolean, reference: string): Omit<Toast, "id"> => ({
    title: wasConfirmed ? "Booking cancelled" : "Request cancelled",
    description: `Your ${wasConfirmed ? "booking" : "request"} ${reference} has been cancelled and our team has been told.`,
    variant: "success",
  }),
} as const;

/** The staff Rates page and Promo codes page. */
/** Scheduled guest messages (Settings → Guest messages, a booking's page, their JSON twins). */
export const GUEST_MESSAGE_MESSAGES = {
  saved: "Guest messages saved",
  restored: (title: string) => `"${title}" is back to its default text`,
  sentNow: (title: string) => `"${title}" sent to the guest`,
  skipped: (title: string) => `"${title}" will not be sent`,
  notFound: "This booking has no such message",
  notWaiting: "This message is no longer waiting: it was sent, skipped or cancelled",
  cancelledWithBooking: "The booking was cancelled",
  tooLate: "More than 24 hours late (no server was running when it was due)",
  reviewCame: "The guest has already written a review",
  skippedBy: (username: string) => `Skipped by ${username}`,
  syntaxError: (where: string, detail: string) => `Syntax error in ${where}: ${detail}`,
  unknownVariables: (where: string, names: string[]) =>
    `Unknown ${names.length === 1 ? "variable" : "variables"} in ${where}: ${names.map((n) => `{{${n}}}`).join(", ")}. Use only the variables listed.`,
  bodyWithoutSubject: (language: string) => `Enter the ${language} message too, or leave the ${language} subject empty`,
  subjectWithoutBody: (language: string) => `Enter the ${language} subject too, or leave the ${language} message empty`,
} as const;

/** Guests' reviews: the guest's page (/review/{token}), staff's moderation and their JSON twins. */
export const REVIEW_MESSAGES_TEXT = {
  notFound: "Review not found",
  expired: "This review link has expired",
  published: "Your review is published: it can no longer be changed",
  thanks: "Thank you for your review! We read every one before it appears on the property's page.",
  updated: "Your review has been updated",
  published_: "Review published",
  rejected: "Review not published",
  unpublished: "Review unpublished: it is back with the waiting ones",
  reopened: "Review back with the waiting ones",
  replied: "Reply saved",
  replyCleared: "Reply removed",
  failed: "Failed to update the review",
} as const;

export const RATES_TOASTS = {
  saved: "Rates have been saved",
  saveFailed: "Failed to save rates",
} as const;

export const PROMO_CODE_TOASTS = {
  added: "Promo code has been added",
  updated: "Promo code has been updated",
  deactivated: "Promo code has been deactivated",
  activated: "Promo code has been activated",
  deleted: "Promo code has been deleted",
  addFailed: "Failed to add promo code",
  updateFailed: "Failed to update promo code",
  deactivateFailed: "Failed to change promo code",
  deleteFailed: "Failed to delete promo code",
} as const;

/** A booking's money: staff recording a payment by hand, and the refusals of a payment. */
export const PAYMENT_MESSAGES = {
  method: "Choose how it was paid: bank transfer or cash",
  amount: "The amount must be a whole number of at least 1",
  note: "The note must be at most 500 characters",
  notConfirmed: "Only a confirmed booking takes payments: confirm it first.",
  cancelled: "This booking is cancelled: it takes no more payments.",
  noQuote: "This booking has no quoted total to pay against.",
  overpaid: (owed: string) => `That is more than is still owed (${owed}).`,
  nothingOwed: "Nothing is owed on this booking.",
  recorded: "Payment recorded",
  refund: "The refund must be a whole amount of at least 0",
  refundTooLarge: (paid: string) => `The refund can be at most what was paid (${paid}).`,
  notFound: "Payment not found",
  notOwedRefund: "Only a refund still owed can be marked as made.",
  refundMade: "Refund marked as made",
  recordFailed: "Could not record the payment",
} as const;

/** What the guest reads when paying online on their booking page (docs/decisions/1127-payments.md). */
export const ONLINE_PAYMENT_MESSAGES = {
  choice: "Choose what to pay: the deposit, the balance or the full amount",
  method: "Choose how to pay: card or M-Pesa",
  phone: "Enter the M-Pesa phone number, e.g. 0712 345 678 or +254 712 345 678",
  notDue: "That amount is not due: the page shows what you can pay now.",
  notOffered: "That way of paying is not available for this booking.",
  cancelled: "This booking is cancelled: it takes no payments.",
  notConfirmed: "You can pay once we have confirmed your booking.",
  cardUnavailable: "We could not reach our card payment provider, so nothing was charged. Please try again in a few minutes, or pay by M-Pesa.",
  mpesaUnavailable: "We could not reach M-Pesa, so nothing was charged. Please try again in a few minutes.",
  checkPhone: "Check your phone to approve the payment",
  cardCancelled: "The card payment was not completed, and nothing was charged.",
  cardConfirming: "Thank you: your card payment is being confirmed. This page updates when it is.",
  paid: "Payment received: thank you!",
  inProgress: "A payment is already in progress — check your phone",
  mpesaUnknown: "We could not confirm your M-Pesa payment yet; do not pay again — we will e-mail you",
  cardUnknown: "We could not confirm your card payment yet; do not pay again — we will e-mail you",
  checking: "We are asking the payment provider now: this page updates when it answers.",
  returnExpired: "This payment link has expired. Your booking page shows what you have paid.",
} as const;
