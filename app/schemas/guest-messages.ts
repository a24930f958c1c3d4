import "~/lib/zod-config";
import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { inquiryLanguageSchema } from "./inquiry-language";

/*
 * The guest messages' schedule (Settings → Guest messages, GET/PUT /api/v1/admin/settings/guest-messages):
 * four messages, each on or off, its offset in days from check-in or check-out, its time of day in the
 * business's zone, and its subject and body in the template language (app/lib/template-language.ts) with the
 * variables below. Decision 1128-guest-messages-and-reviews.
 */

export const GUEST_MESSAGE_KINDS = ["before-arrival", "arrival-day", "thank-you", "review-reminder"] as const;
export type GuestMessageKind = (typeof GUEST_MESSAGE_KINDS)[number];

/** What a scheduled message of a booking is now. */
export const SCHEDULED_MESSAGE_STATUSES = ["waiting", "sent", "skipped", "cancelled"] as const;
export type ScheduledMessageStatus = (typeof SCHEDULED_MESSAGE_STATUSES)[number];

/** The variables a template may use (anything else is refused when saving), with what each holds. */
export const TEMPLATE_VARIABLES = {
  guestFirstName: "The guest's first name",
  guestName: "The guest's full name",
  propertyName: "The property's name",
  checkIn: "The check-in day (e.g. December 1, 2026)",
  checkOut: "The check-out day",
  checkInTime: "When check-in opens and closes (e.g. 4:00 PM - 8:00 PM)",
  checkOutTime: "The latest check-out time",
  nights: "How many nights",
  reference: "The booking's reference (e.g. TR-7K3M9Q)",
  guestPageUrl: "The guest's own booking page",
  directions: "The property's directions (empty when none are written)",
  balanceDue: "What is still owed, with its currency (empty when nothing is)",
  balanceDueDate: "When the balance is due (empty when nothing is owed)",
  reviewUrl: "The guest's own link to review the stay",
  businessName: "The business's name",
  businessPhone: "The business's phone number",
  businessEmail: "The business's e-mail address",
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;
export const TEMPLATE_VARIABLE_NAMES = Object.keys(TEMPLATE_VARIABLES) as TemplateVariable[];

/** From which day of the stay a message's offset counts. */
export const MESSAGE_ANCHORS: Record<GuestMessageKind, "checkIn" | "checkOut"> = {
  "before-arrival": "checkIn",
  "arrival-day": "checkIn",
  "thank-you": "checkOut",
  "review-reminder": "checkOut",
};

export const MESSAGE_TITLES: Record<GuestMessageKind, string> = {
  "before-arrival": "Before you arrive",
  "arrival-day": "Arrival day",
  "thank-you": "Thank you",
  "review-reminder": "Review reminder",
};

export interface GuestMessageSetting {
  kind: GuestMessageKind;
  enabled: boolean;
  /** Days after the anchor day (check-in or check-out); negative is before. */
  offsetDays: number;
  /** HH:MM in the business's zone. */
  timeOfDay: string;
  subject: string;
  body: string;
  /** The Swahili and German texts (null: that language's guests get the English text). */
  subjectSw: string | null;
  bodySw: string | null;
  subjectDe: string | null;
  bodyDe: string | null;
}

/** The languages a message may have its own text in, besides English, and the fields that hold it. */
export const MESSAGE_TEXT_LANGUAGES = {
  sw: { subject: "subjectSw", body: "bodySw", name: "Swahili" },
  de: { subject: "subjectDe", body: "bodyDe", name: "German" },
} as const;
export type MessageTextLanguage = keyof typeof MESSAGE_TEXT_LANGUAGES;
export const TRANSLATED_TEXT_FIELDS = ["subjectSw", "bodySw", "subjectDe", "bodyDe"] as const;

/**
 * The text a guest who wrote in `language` gets: that language's subject and body when staff have both, else the
 * English, with the language it is in (the e-mail around it, its dates, money and links follow the text's language,
 * so an English text never comes with German dates).
 */
export function messageTextIn(
  setting: Pick<GuestMessageSetting, "subject" | "body" | (typeof TRANSLATED_TEXT_FIELDS)[number]>,
  language: Language,
): { subject: string; body: string; language: Language } {
  const fields = language === "en" ? undefined : MESSAGE_TEXT_LANGUAGES[language];
  const subject = fields ? setting[fields.subject] : null;
  const body = fields ? setting[fields.body] : null;
  return subject && body ? { subject, body, language } : { subject: setting.subject, body: setting.body, language: "en" };
}

const paragraphs = (...lines: string[]) => lines.join("\n\n");

export const DEFAULT_GUEST_MESSAGES: Record<GuestMessageKind, GuestMessageSetting> = {
  "before-arrival": {
    kind: "before-arrival",
    enabled: true,
    offsetDays: -3,
    timeOfDay: "10:00",
    subject: "Your stay at {{propertyName}} starts on {{checkIn}}",
    body: [
      "Dear {{guestFirstName}},",
      "We look forward to welcoming you to {{propertyName}} on {{checkIn}} for {{nights}} nights (booking {{reference}}).",
      "Check-in: {{checkInTime}}. Check-out by {{checkOutTime}} on {{checkOut}}.",
      "{{#directions}}How to find us: {{directions}}{{/directions}}",
      "{{#balanceDue}}{{balanceDue}} is still due by {{balanceDueDate}}. You can pay it on your booking page.{{/balanceDue}}",
      "Your booking page: {{guestPageUrl}}",
      "If anything comes up, call us on {{businessPhone}}.",
    ].join("\n\n"),
    subjectSw: "Ukaaji wako katika {{propertyName}} unaanza tarehe {{checkIn}}",
    bodySw: paragraphs(
      "Mpendwa {{guestFirstName}},",
      "Tunatarajia kukukaribisha katika {{propertyName}} tarehe {{checkIn}} kwa usiku {{nights}} (nambari ya uhifadhi {{reference}}).",
      "Kuingia: {{checkInTime}}. Kutoka: kabla ya {{checkOutTime}} tarehe {{checkOut}}.",
      "{{#directions}}Jinsi ya kutufikia: {{directions}}{{/directions}}",
      "{{#balanceDue}}Salio la {{balanceDue}} linadaiwa kufikia tarehe {{balanceDueDate}}. Unaweza kulilipa kwenye ukurasa wa nafasi yako.{{/balanceDue}}",
      "Ukurasa wa nafasi yako: {{guestPageUrl}}",
      "Jambo lolote likitokea, tupigie simu kupitia {{businessPhone}}.",
    ),
    subjectDe: "Ihr Aufenthalt in {{propertyName}} beginnt am {{checkIn}}",
    bodyDe: paragraphs(
      "Guten Tag {{guestFirstName}},",
      "wir freuen uns darauf, Sie am {{checkIn}} für {{nights}} Nächte in {{propertyName}} zu begrüßen (Buchungsnummer {{reference}}).",
      "Anreise: {{checkInTime}}. Abreise bis {{checkOutTime}} am {{checkOut}}.",
      "{{#directions}}So finden Sie uns: {{directions}}{{/directions}}",
      "{{#balanceDue}}Der Restbetrag von {{balanceDue}} ist bis zum {{balanceDueDate}} fällig. Sie können ihn auf Ihrer Buchungsseite bezahlen.{{/balanceDue}}",
      "Ihre Buchungsseite: {{guestPageUrl}}",
      "Falls etwas dazwischenkommt, erreichen Sie uns unter {{businessPhone}}.",
    ),
  },
  "arrival-day": {
    kind: "arrival-day",
    enabled: true,
    offsetDays: 0,
    timeOfDay: "08:00",
    subject: "Welcome to {{propertyName}} today",
    body: [
      "Dear {{guestFirstName}},",
      "{{#balanceDue}}Before you arrive today, please settle the {{balanceDue}} still due for booking {{reference}} on your booking page: {{guestPageUrl}}{{/balanceDue}}{{^balanceDue}}Everything is ready for you at {{propertyName}}.{{/balanceDue}}",
      "Check-in: {{checkInTime}}. {{#directions}}How to find us: {{directions}}{{/directions}}",
      "Call us on {{businessPhone}} when you are on your way.",
    ].join("\n\n"),
    subjectSw: "Karibu {{propertyName}} leo",
    bodySw: paragraphs(
      "Mpendwa {{guestFirstName}},",
      "{{#balanceDue}}Kabla ya kufika leo, tafadhali lipa salio la {{balanceDue}} la nafasi {{reference}} kwenye ukurasa wa nafasi yako: {{guestPageUrl}}{{/balanceDue}}{{^balanceDue}}Kila kitu kiko tayari kwa ajili yako katika {{propertyName}}.{{/balanceDue}}",
      "Kuingia: {{checkInTime}}. {{#directions}}Jinsi ya kutufikia: {{directions}}{{/directions}}",
      "Tupigie simu kupitia {{businessPhone}} ukiwa njiani.",
    ),
    subjectDe: "Willkommen in {{propertyName}}: heute ist Ihr Anreisetag",
    bodyDe: paragraphs(
      "Guten Tag {{guestFirstName}},",
      "{{#balanceDue}}Bitte begleichen Sie vor Ihrer Anreise heute den Restbetrag von {{balanceDue}} für die Buchung {{reference}} auf Ihrer Buchungsseite: {{guestPageUrl}}{{/balanceDue}}{{^balanceDue}}In {{propertyName}} ist alles für Sie bereit.{{/balanceDue}}",
      "Anreise: {{checkInTime}}. {{#directions}}So finden Sie uns: {{directions}}{{/directions}}",
      "Rufen Sie uns unter {{businessPhone}} an, wenn Sie unterwegs sind.",
    ),
  },
  "thank-you": {
    kind: "thank-you",
    enabled: true,
    offsetDays: 1,
    timeOfDay: "10:00",
    subject: "Thank you for staying at {{propertyName}}",
    body: [
      "Dear {{guestFirstName}},",
      "Thank you for staying at {{propertyName}}. We hope you had a wonderful time.",
      "Would you tell other guests how it was? Your review takes two minutes: {{reviewUrl}}",
      "We hope to welcome you again.",
    ].join("\n\n"),
    subjectSw: "Asante kwa kukaa katika {{propertyName}}",
    bodySw: paragraphs(
      "Mpendwa {{guestFirstName}},",
      "Asante kwa kukaa katika {{propertyName}}. Tunatumaini ulifurahia sana.",
      "Je, ungependa kuwaeleza wageni wengine ilivyokuwa? Tathmini yako inachukua dakika mbili: {{reviewUrl}}",
      "Tunatumaini kukukaribisha tena.",
    ),
    subjectDe: "Vielen Dank für Ihren Aufenthalt in {{propertyName}}",
    bodyDe: paragraphs(
      "Guten Tag {{guestFirstName}},",
      "vielen Dank für Ihren Aufenthalt in {{propertyName}}. Wir hoffen, Sie hatten eine wunderbare Zeit.",
      "Möchten Sie anderen Gästen erzählen, wie es war? Ihre Bewertung dauert zwei Minuten: {{reviewUrl}}",
      "Wir hoffen, Sie wieder bei uns begrüßen zu dürfen.",
    ),
  },
  "review-reminder": {
    kind: "review-reminder",
    enabled: true,
    offsetDays: 5,
    timeOfDay: "10:00",
    subject: "How was {{propertyName}}?",
    body: [
      "Dear {{guestFirstName}},",
      "If you have a moment, a few words about your stay at {{propertyName}} would help other guests choose: {{reviewUrl}}",
      "Thank you, and we hope to see you again.",
    ].join("\n\n"),
    subjectSw: "{{propertyName}} ilikuwaje?",
    bodySw: paragraphs(
      "Mpendwa {{guestFirstName}},",
      "Ukipata nafasi, maneno machache kuhusu ukaaji wako katika {{propertyName}} yatawasaidia wageni wengine kuchagua: {{reviewUrl}}",
      "Asante, na tunatumaini kukuona tena.",
    ),
    subjectDe: "Wie war es in {{propertyName}}?",
    bodyDe: paragraphs(
      "Guten Tag {{guestFirstName}},",
      "wenn Sie einen Moment Zeit haben: ein paar Worte über Ihren Aufenthalt in {{propertyName}} helfen anderen Gästen bei der Wahl: {{reviewUrl}}",
      "Vielen Dank, und wir hoffen, Sie wiederzusehen.",
    ),
  },
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const translatedText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

export const guestMessageSettingSchema = z.object({
  kind: z.enum(GUEST_MESSAGE_KINDS),
  enabled: z.boolean(),
  offsetDays: z.number().int().min(-30, "At most 30 days before").max(30, "At most 30 days after"),
  timeOfDay: z.string().regex(TIME, "Enter a time as HH:MM, e.g. 10:00"),
  subject: z.string().trim().min(1, "Enter a subject").max(200, "At most 200 characters"),
  body: z.string().trim().min(1, "Enter the message").max(5000, "At most 5,000 characters"),
  // Each language's own text: left out keeps what is saved; null or blank is none (its guests get the English).
  subjectSw: translatedText(200, "At most 200 characters"),
  bodySw: translatedText(5000, "At most 5,000 characters"),
  subjectDe: translatedText(200, "At most 200 characters"),
  bodyDe: translatedText(5000, "At most 5,000 characters"),
});

/** PUT /api/v1/admin/settings/guest-messages: any of the four messages (each whole). */
export const guestMessagesUpdateSchema = z.object({
  messages: z.array(guestMessageSettingSchema).min(1).max(GUEST_MESSAGE_KINDS.length),
});
export type GuestMessagesUpdate = z.infer<typeof guestMessagesUpdateSchema>;

/** One scheduled message of a booking, as its page and GET /api/v1/admin/booking-inquiries/{id} show it. */
export interface ScheduledMessage {
  kind: GuestMessageKind;
  dueAt: string;
  status: ScheduledMessageStatus;
  sentAt?: string;
  /** Why it was skipped or cancelled ("More than 24 hours late", "Skipped by admin"). */
  reason?: string;
}

/** A preview of a message (saved or not) for one real booking. */
export const guestMessagePreviewSchema = z.object({
  kind: z.enum(GUEST_MESSAGE_KINDS),
  subject: z.string().max(200, "At most 200 characters"),
  body: z.string().max(5000, "At most 5,000 characters"),
  inquiryId: z.coerce.number().int().positive("Choose a booking"),
  /** Fill the variables in as a guest who wrote in this language reads them (dates, times, money, links). */
  language: inquiryLanguageSchema.shape.language.optional(),
});
