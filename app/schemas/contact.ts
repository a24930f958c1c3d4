import "~/lib/zod-config";
import { z } from "zod";
import { emailField, minText } from "./common";

import { CONTACT_MESSAGES } from "./form-messages";
export { CONTACT_MESSAGES };

/** The contact form and POST /api/v1/contact. */
export const contactSchema = z.object({
  name: minText(2, CONTACT_MESSAGES.name, 100),
  email: emailField(CONTACT_MESSAGES.email),
  subject: minText(5, CONTACT_MESSAGES.subject, 200),
  message: minText(10, CONTACT_MESSAGES.message, 5000),
});

export type ContactInput = z.infer<typeof contactSchema>;
