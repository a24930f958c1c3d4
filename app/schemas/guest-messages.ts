import "~/lib/zod-config";
import { z } from "zod";

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
}

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
  },
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const guestMessageSettingSchema = z.object({
  kind: z.enum(GUEST_MESSAGE_KINDS),
  enabled: z.boolean(),
  offsetDays: z.number().int().min(-30, "At most 30 days before").max(30, "At most 30 days after"),
  timeOfDay: z.string().regex(TIME, "Enter a time as HH:MM, e.g. 10:00"),
  subject: z.string().trim().min(1, "Enter a subject").max(200, "At most 200 characters"),
  body: z.string().trim().min(1, "Enter the message").max(5000, "At most 5,000 characters"),
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
});
