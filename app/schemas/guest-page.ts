import "~/lib/zod-config";
import { z } from "zod";
import { normaliseKenyanPhone, PAYMENT_CHOICES } from "~/lib/payments";
import { ONLINE_PAYMENT_MESSAGES } from "~/messages";

/**
 * The guest's page (/stay/{token}), cancel: the confirmation step's form sends only its intent. Whether the
 * stay can still be cancelled is the service's rule (a refusal comes back as the form's error, 409).
 */
export const guestCancelSchema = z.object({ intent: z.literal("cancel") });

/** The guest's page, 'Check again' on an open payment attempt. */
export const guestCheckSchema = z.object({ intent: z.literal("check") });

const choice = z.enum(PAYMENT_CHOICES, { error: ONLINE_PAYMENT_MESSAGES.choice });

/**
 * The guest's page, pay online: by card (Stripe's page) or by M-Pesa (a push to a Kenyan phone number), the
 * deposit, the balance or the full amount (the button pressed). Whether that amount is due now is the service's rule.
 */
export const guestPaySchema = z.discriminatedUnion(
  "method",
  [
    z.object({ intent: z.literal("pay"), method: z.literal("card"), choice }),
    z.object({
      intent: z.literal("pay"),
      method: z.literal("mpesa"),
      choice,
      phone: z
        .string({ error: ONLINE_PAYMENT_MESSAGES.phone })
        .refine((phone) => normaliseKenyanPhone(phone) !== null, { error: ONLINE_PAYMENT_MESSAGES.phone }),
    }),
  ],
  { error: ONLINE_PAYMENT_MESSAGES.method },
);

export type GuestPayInput = z.infer<typeof guestPaySchema>;
export type GuestCancelInput = z.infer<typeof guestCancelSchema>;
