import "~/lib/zod-config";
import { z } from "zod";
import { emailField, minText } from "./common";
import { LANGUAGES } from "~/i18n/languages";
import { INQUIRY_MESSAGES } from "./form-messages";

import { CONTACT_MESSAGES } from "./form-messages";
export { CONTACT_MESSAGES };

/** The contact form and POST /api/v1/contact. */
export const contactSchema = z.object({
  name: minText(2, CONTACT_MESSAGES.name, 100),
  email: emailField(CONTACT_MESSAGES.email),
  subject: minText(5, CONTACT_MESSAGES.subject, 200),
  message: minText(10, CONTACT_MESSAGES.message, 5000),
  /** The language the sender writes in (the page's; an API client may name one): the acknowledgement follows it. */
  language: z.enum(LANGUAGES, { error: INQUIRY_MESSAGES.language }).nullish(),
});

export type ContactInput = z.infer<typeof contactSchema>;
