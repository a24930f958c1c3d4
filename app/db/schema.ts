import type { ColumnType, Generated, Selectable } from "kysely";
import type { Season } from "~/lib/pricing";

/** SQLite stores booleans as 0/1 and lists as JSON text; the models decode them. */
type Bool = ColumnType<number, number | undefined, number>;
type JsonList = ColumnType<string, string | undefined, string>;
type CreatedAt = ColumnType<string, string | undefined, never>;
/** A staff text in Swahili or German beside the English one (migration 20261129T020000-staff-content-languages). */
type TranslatedText = ColumnType<string | null, string | null | undefined, string | null>;

export interface PropertiesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  shortDescription: string;
  /** Staff's Swahili and German texts (null = none: the pages show the English, marked lang="en"). */
  descriptionSw: TranslatedText;
  descriptionDe: TranslatedText;
  shortDescriptionSw: TranslatedText;
  shortDescriptionDe: TranslatedText;
  price: number;
  location: string;
  bedrooms: number;
  bathrooms: number;
  sleeps: number;
  amenities: JsonList;
  images: JsonList;
  featured: Bool;
  createdAt: CreatedAt;
  updatedAt: string;
  /** Set when a property with booking inquiries is deleted: hidden everywhere, kept for the inquiries. */
  archivedAt: string | null;
  /** Alt text of each image, same order as `images`. */
  imageAlts: JsonList;
  /** Rates: the price of Friday and Saturday nights (null = the base price), the minimum stay, fees. */
  weekendPrice: ColumnType<number | null, number | null | undefined, number | null>;
  minNights: ColumnType<number, number | undefined, number>;
  cleaningFee: ColumnType<number, number | undefined, number>;
  /** Per extra guest per night, over `includedGuests` (null = every guest is covered). */
  extraGuestFee: ColumnType<number, number | undefined, number>;
  includedGuests: ColumnType<number | null, number | null | undefined, number | null>;
  /** How to find the place: sent in the guest's confirmation e-mail only, never on the public site. */
  directions: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A property's nights [startDate, endDate) at their own price (app/models/season.server.ts); never overlapping. */
export interface PropertySeasonsTable extends Season {
  id: Generated<number>;
  propertyId: number;
}

/** A promo code (app/models/promo-code.server.ts); `codeKey` is the code in upper case, unique. */
export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  codeKey: string;
  percent: number | null;
  amount: number | null;
  validFrom: string | null;
  validTo: string | null;
  minNights: number | null;
  maxUses: number | null;
  active: Bool;
  createdAt: CreatedAt;
  updatedAt: string;
  /** The one property the code is for; null for every property. */
  propertyId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ActivitiesTable {
  id: Generated<number>;
  name: string;
  description: string;
  descriptionSw: TranslatedText;
  descriptionDe: TranslatedText;
  price: number | null;
  duration: string | null;
  images: JsonList;
  imageAlts: JsonList;
  available: Bool;
  createdAt: CreatedAt;
  updatedAt: string;
}

export interface BookingInquiriesTable {
  id: Generated<number>;
  propertyId: number;
  name: string;
  email: string;
  phone: string;
  /** Calendar day, YYYY-MM-DD. */
  startDate: string;
  /** Calendar day, YYYY-MM-DD. */
  endDate: string;
  guests: number;
  message: string | null;
  requestChef: Bool;
  requestActivities: JsonList;
  createdAt: CreatedAt;
  status: ColumnType<string, string | undefined, string>;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  /** The quote sent with the inquiry; null for inquiries made before quotes were sent. */
  nights: ColumnType<number | null, number | null | undefined, number | null>;
  total: ColumnType<number | null, number | null | undefined, number | null>;
  /** Internal staff note: never shown to the guest, never in e-mails. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  noteUpdatedAt: ColumnType<string | null, string | null | undefined, string | null>;
  noteUpdatedBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** The whole quote as sent (JSON with its lines); null for inquiries made before quotes had lines. */
  quote: ColumnType<string | null, string | null | undefined, string | null>;
  /** The promo code the quote used: its uses are the inquiries that name it. */
  promoCodeId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The promo code the guest entered (upper case), whether its discount applied or not; null for none. */
  promoCode: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the guest quotes, e.g. "TR-7K3M9Q": unique, given when the inquiry is stored. */
  reference: string;
  /** The secret of the guest's own page (/stay/{token}): only ever in the guest's e-mail, never in staff views. */
  guestToken: string;
  /** Who cancelled: "guest" or "staff"; null while not cancelled (and for inquiries cancelled before this was kept). */
  cancelledBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** When staff last confirmed it: null while pending, kept once cancelled (a cancelled booking reads as a booking). */
  confirmedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of the page it was sent from ("en", "sw", "de"): every e-mail to the guest is written in it; staff may change it. */
  language: ColumnType<string, string | undefined, string>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: CreatedAt;
  resolved: Bool;
  resolvedAt: string | null;
  resolvedBy: string | null;
  /** The language of the page it was sent from: its acknowledgement is written in it. */
  language: ColumnType<string, string | undefined, string>;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
  /** 0 = deactivated: cannot sign in, no sessions. */
  active: Bool;
}

export interface SessionsTable {
  id: string;
  userId: number | null;
  data: string;
  createdAt: CreatedAt;
  expiresAt: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string;
  clientAddress: string;
  createdAt: CreatedAt;
}

/** Where a username last signed in successfully (lower-cased username, client address, ISO time). */
export interface SignInAddressesTable {
  username: string;
  clientAddress: string;
  lastAt: string;
}

/** One public-form request (booking inquiry or contact) by a client; see models/form-rate-limit.server.ts. */
export interface FormRateLimitsTable {
  id: Generated<number>;
  clientAddress: string;
  createdAt: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}

/**
 * The e-mails the site sends, each the record of one message (migrations/20261122T030000-email-outbox.ts,
 * 20261123T000000-email-payload.ts, 20261128T150000-emails-are-tasks.ts), owned by app/models/email.server.ts.
 * Sending one is a `send-email` task (the tasks table), written with it.
 */
export interface EmailsTable {
  id: Generated<number>;
  /** Which of the five e-mails this is (EmailKind). */
  kind: string;
  toAddress: string;
  replyTo: string | null;
  /** What the e-mail says, as JSON (EmailPayload without its kind): the sender renders it at send time. */
  payload: string | null;
  /** The parts of a row queued before the sender rendered e-mails (payload null): sent as they are. */
  subject: string | null;
  html: string | null;
  text: string | null;
  /** queued, sent or failed. */
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  createdAt: CreatedAt;
  /** When the next try is due while queued (a record of its `send-email` task's, for staff). */
  nextAttemptAt: ColumnType<string, string | undefined, string>;
  sentAt: string | null;
  messageId: string | null;
  /** The booking inquiry the e-mail is about (its timeline), or null. */
  inquiryId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** What staff wrote to a guest about their booking inquiry (e-mailed through the outbox). */
export interface InquiryRepliesTable {
  id: Generated<number>;
  inquiryId: number;
  createdAt: CreatedAt;
  authorId: number | null;
  authorName: string;
  body: string;
}

/** Nights staff have closed: [startDate, endDate). */
export interface CalendarBlocksTable {
  id: Generated<number>;
  propertyId: number;
  startDate: string;
  endDate: string;
  note: string | null;
  createdAt: CreatedAt;
  createdBy: string | null;
}

/** An iCal feed imported for a property (Airbnb, Booking.com, a channel manager). */
export interface CalendarFeedsTable {
  id: Generated<number>;
  propertyId: number;
  url: string;
  createdAt: CreatedAt;
  lastSyncedAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

/** The events of a feed's last good fetch; each blocks [startDate, endDate). */
export interface CalendarEventsTable {
  id: Generated<number>;
  feedId: number;
  propertyId: number;
  uid: string;
  startDate: string;
  endDate: string;
}

/** The secret token of a property's exported feed (/ical/{token}.ics). */
export interface CalendarExportsTable {
  propertyId: number;
  token: string;
  createdAt: CreatedAt;
}

/** One staff action (app/models/audit.server.ts). */
export interface AuditLogTable {
  id: Generated<number>;
  createdAt: CreatedAt;
  actorId: number | null;
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** What the entry is about, named when it was written (kept after the thing is deleted). */
  targetLabel: ColumnType<string | null, string | null | undefined, string | null>;
  summary: string;
  details: string | null;
}

/** A server process serving a PostgreSQL database, refreshed while it runs (see models/server-process.server.ts). */
export interface ServerProcessesTable {
  id: string;
  host: string;
  pid: number;
  /** Where `pid` names one process (host, boot id, pid namespace); null in rows of older versions. */
  pidSpace: ColumnType<string | null, string | null | undefined, string | null>;
  startedAt: string;
  seenAt: string;
}

/** One payment into a booking, or one refund out of it (see migrations/20261127T040000-payments.ts). */
export interface PaymentsTable {
  id: Generated<number>;
  inquiryId: number;
  kind: "payment" | "refund";
  method: "card" | "mpesa" | "bank" | "cash";
  /** Whole units of `currency`, positive. */
  amount: number;
  currency: string;
  status: "pending" | "succeeded" | "failed" | "refunded";
  providerRef: ColumnType<string | null, string | null | undefined, string | null>;
  providerKey: ColumnType<string | null, string | null | undefined, string | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  recordedBy: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  settledAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** A refund: the payment it gives back. */
  refundOf: ColumnType<number | null, number | null | undefined, number | null>;
  /** An M-Pesa attempt: the secret in its callback address. */
  callbackToken: ColumnType<string | null, string | null | undefined, string | null>;
  /** An open online attempt: when its provider was last asked about it (at most once per 30 s). */
  checkedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the provider may have taken the attempt but its answer was lost: the outcome is unknown until it says. */
  answerLost: ColumnType<number, number | undefined, number>;
  /** A card attempt: the secret of the short-lived address Stripe sends the guest back to. */
  returnKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** M-Pesa: the amount in whole Kenyan shillings (what the guest's phone showed; a refund: what comes back). */
  shillings: ColumnType<number | null, number | null | undefined, number | null>;
  /** What a person can use to find it: the M-Pesa receipt number, or "Visa ending 4242". Never a provider's internal id. */
  receipt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One piece of work done after a commit (migrations/20261128T100000-tasks.ts, app/services/tasks.server.ts). */
export interface TasksTable {
  id: Generated<number>;
  kind: string;
  /** JSON text: what the kind's handler needs. */
  payload: string;
  /** One waiting task per key. */
  dedupeKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** waiting, done or failed. */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  runAt: string;
  claimToken: ColumnType<string | null, string | null | undefined, string | null>;
  claimedBy: ColumnType<string | null, string | null | undefined, string | null>;
  lockedUntil: ColumnType<string | null, string | null | undefined, string | null>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  doneAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it was queued or retried by staff: a kind that gives up after a time counts from here (null: createdAt). */
  queuedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Staff's edit of one guest message (migrations/20261128T120000-guest-messages-and-reviews.ts); a kind with no row is its default. */
export interface GuestMessageSettingsTable {
  kind: string;
  /** 1 on, 0 off. */
  enabled: number;
  offsetDays: number;
  /** HH:MM in the business's zone. */
  timeOfDay: string;
  subject: string;
  body: string;
  /** The Swahili and German texts; null: that language's guests get the English text. */
  subjectSw: string | null;
  bodySw: string | null;
  subjectDe: string | null;
  bodyDe: string | null;
  updatedAt: ColumnType<string, string | undefined, string>;
}

/** One scheduled message of one booking (app/models/guest-message.server.ts). */
export interface GuestMessagesTable {
  id: Generated<number>;
  inquiryId: number;
  kind: string;
  dueAt: string;
  /** waiting, sent, skipped or cancelled. */
  status: string;
  sentAt: ColumnType<string | null, string | null | undefined, string | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  updatedAt: ColumnType<string, string | undefined, string>;
}

/** One stay's review, from its invitation on (app/models/review.server.ts). */
export interface ReviewsTable {
  id: Generated<number>;
  inquiryId: number;
  propertyId: number;
  token: string;
  tokenExpiresAt: string;
  /** invited, waiting, published or rejected. */
  status: string;
  overall: ColumnType<number | null, number | null | undefined, number | null>;
  cleanliness: ColumnType<number | null, number | null | undefined, number | null>;
  accuracy: ColumnType<number | null, number | null | undefined, number | null>;
  checkIn: ColumnType<number | null, number | null | undefined, number | null>;
  communication: ColumnType<number | null, number | null | undefined, number | null>;
  location: ColumnType<number | null, number | null | undefined, number | null>;
  value: ColumnType<number | null, number | null | undefined, number | null>;
  title: ColumnType<string | null, string | null | undefined, string | null>;
  body: ColumnType<string | null, string | null | undefined, string | null>;
  shownName: ColumnType<string | null, string | null | undefined, string | null>;
  /** YYYY-MM of the stay's check-in. */
  stayMonth: string;
  rejectReason: ColumnType<string | null, string | null | undefined, string | null>;
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  submittedAt: ColumnType<string | null, string | null | undefined, string | null>;
  publishedAt: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

/** A balance reminder e-mailed: once per booking and stage ("week" before the due date, "due" on it). */
export interface PaymentRemindersTable {
  inquiryId: number;
  stage: "week" | "due";
  sentAt: CreatedAt;
}

export interface Database {
  properties: PropertiesTable;
  activities: ActivitiesTable;
  bookingInquiries: BookingInquiriesTable;
  contactMessages: ContactMessagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  loginAttempts: LoginAttemptsTable;
  signInAddresses: SignInAddressesTable;
  formRateLimits: FormRateLimitsTable;
  settings: SettingsTable;
  emails: EmailsTable;
  calendarBlocks: CalendarBlocksTable;
  calendarFeeds: CalendarFeedsTable;
  calendarEvents: CalendarEventsTable;
  calendarExports: CalendarExportsTable;
  auditLog: AuditLogTable;
  dataVersion: DataVersionTable;
  inquiryStatusCounts: InquiryStatusCountsTable;
  contactMessageCounts: ContactMessageCountsTable;
  emailTotal: EmailTotalTable;
  photos: PhotosTable;
  appSecrets: AppSecretsTable;
  jobLeases: JobLeasesTable;
  serverProcesses: ServerProcessesTable;
  propertySeasons: PropertySeasonsTable;
  promoCodes: PromoCodesTable;
  inquiryReplies: InquiryRepliesTable;
  payments: PaymentsTable;
  paymentReminders: PaymentRemindersTable;
  tasks: TasksTable;
  guestMessageSettings: GuestMessageSettingsTable;
  guestMessages: GuestMessagesTable;
  reviews: ReviewsTable;
}

export type PropertyRow = Selectable<PropertiesTable>;
export type ActivityRow = Selectable<ActivitiesTable>;
export type InquiryRow = Selectable<BookingInquiriesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type UserRow = Selectable<UsersTable>;
export type EmailRow = Selectable<EmailsTable>;

/** One row (id 1): bumped by SQLite triggers on every write a public page shows (migrations/20261122T090000-page-cache.ts). */
export interface DataVersionTable {
  id: number;
  version: number;
}

/** How many inquiries have each status, kept by triggers (migration 20261122T100000-inquiry-status-counts). */
export interface InquiryStatusCountsTable {
  status: string;
  n: number;
}

/** How many contact messages are unresolved (resolved 0) and resolved (1), kept by triggers (migration 20261124T060000-message-and-email-counts). */
export interface ContactMessageCountsTable {
  resolved: number;
  n: number;
}

/** One row (id 1): how many e-mails the outbox holds, kept by triggers (migration 20261124T060000-message-and-email-counts). */
export interface EmailTotalTable {
  id: number;
  n: number;
}

/** One stored size of an uploaded photo, by its file name under /uploads/ (app/models/photo.server.ts). */
export interface PhotosTable {
  name: string;
  contentType: string;
  bytes: Buffer;
  createdAt: CreatedAt;
}

/** Secrets the servers generate and share (the session secret when SESSION_SECRET is unset; app/models/app-secret.server.ts). */
export interface AppSecretsTable {
  name: string;
  value: string;
  createdAt: CreatedAt;
}

/** Which server runs a periodic job until when (app/models/job-lease.server.ts). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expiresAt: string;
}
