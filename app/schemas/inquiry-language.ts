import "~/lib/zod-config";
import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { INQUIRY_MESSAGES } from "./form-messages";

/** Staff change the language a guest's e-mails are written in (the booking page and PATCH … { language }). */
export const inquiryLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: INQUIRY_MESSAGES.language }),
});
