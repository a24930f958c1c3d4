import "~/lib/zod-config";
import { z } from "zod";
import { checkbox } from "./common";

/**
 * Which automatic e-mails are sent: one switch per kind, all on for a fresh site.
 * Shared by the Settings page form and PUT /api/v1/admin/email-settings.
 */
export const EMAIL_KINDS = ["staffInquiry", "guestInquiry", "guestDecision", "staffMessage", "senderMessage"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The settings key of each kind's switch (stored as "true"/"false" in the settings table). */
export const EMAIL_SETTING_KEYS = {
  staffInquiry: "emailStaffInquiry",
  guestInquiry: "emailGuestInquiry",
  guestDecision: "emailGuestDecision",
  staffMessage: "emailStaffMessage",
  senderMessage: "emailSenderMessage",
} as const satisfies Record<EmailKind, string>;

export const EMAIL_KIND_LABELS: Record<EmailKind, { label: string; hint: string }> = {
  staffInquiry: { label: "New booking inquiry: tell us", hint: "To the business e-mail, with a link to the inquiry" },
  guestInquiry: { label: "New booking inquiry: acknowledge to the guest", hint: "What they asked for and that we will confirm" },
  guestDecision: { label: "Booking confirmed or cancelled: tell the guest", hint: "With check-in and check-out times and the cancellation policy" },
  staffMessage: { label: "New contact message: tell us", hint: "To the business e-mail, with a link to the message" },
  senderMessage: { label: "New contact message: acknowledge to the sender", hint: "A short thank-you" },
};

export const emailSettingsSchema = z.object({
  emailStaffInquiry: checkbox(true, "New booking inquiry e-mail to staff"),
  emailGuestInquiry: checkbox(true, "Booking inquiry acknowledgement"),
  emailGuestDecision: checkbox(true, "Booking decision e-mail"),
  emailStaffMessage: checkbox(true, "New contact message e-mail to staff"),
  emailSenderMessage: checkbox(true, "Contact message acknowledgement"),
});

export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  emailStaffInquiry: true,
  emailGuestInquiry: true,
  emailGuestDecision: true,
  emailStaffMessage: true,
  emailSenderMessage: true,
};
