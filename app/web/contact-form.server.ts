import type { AppLoadContext } from "@remix-run/node";
import { submitForm } from "~/lib/forms.server";
import { CONTACT_ANCHOR, CONTACT_TOASTS } from "~/messages";
import { createContactMessage } from "~/services/messages.server";
import { contactSchema } from "~/schemas/contact";
import { publicFormGuard } from "./public-form-limits.server";
import type { Toast } from "~/lib/toast";
import { translator } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";

/** The contact form's page action: shared schema, rate limit and honeypot, model call, then back to the form with the success toast. */
export async function contactAction(request: Request, context: AppLoadContext, language: Language = DEFAULT_LANGUAGE) {
  const success = sentToast(language);
  const back = `${new URL(request.url).pathname}#${CONTACT_ANCHOR}`;
  return submitForm(await request.formData(), {
    schema: contactSchema,
    guard: publicFormGuard(context, back, success),
    // The language is the page's, whatever the form sent: the acknowledgement is written in it.
    run: (value) => createContactMessage({ ...value, language }),
    fallback: CONTACT_TOASTS.errorFallback,
    redirectTo: back,
    toast: success,
  });
}

/** The spec's 'Message Sent' toast, in the page's language. */
function sentToast(language: Language): Omit<Toast, "id"> {
  if (language === DEFAULT_LANGUAGE) return CONTACT_TOASTS.success;
  const t = translator(language);
  return { title: t("contact.successTitle"), description: t("contact.successText"), variant: "success" };
}
