import type { Toast } from "~/lib/toast";

/** SPEC §8 texts of the two public forms (shared by the page actions and the browser). */
export const BOOKING_TOASTS = {
  success: {
    title: "Booking inquiry submitted",
    description: "We'll get back to you as soon as possible.",
    variant: "success",
  },
  errorTitle: "Error",
  errorFallback: "There was an error submitting your inquiry. Please try again.",
} as const satisfies { success: Omit<Toast, "id">; errorTitle: string; errorFallback: string };

export const CONTACT_TOASTS = {
  success: {
    title: "Message Sent",
    description: "We've received your message and will get back to you soon.",
    variant: "success",
  },
  errorTitle: "Error",
  errorFallback: "There was an error sending your message. Please try again.",
} as const satisfies { success: Omit<Toast, "id">; errorTitle: string; errorFallback: string };

/** Where each form lives on its page (the redirect after success comes back to it). */
export const BOOKING_ANCHOR = "booking";
export const CONTACT_ANCHOR = "contact-form";
