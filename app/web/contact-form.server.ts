import type { AppLoadContext } from "@remix-run/node";
import { submitForm } from "~/lib/forms.server";
import { CONTACT_ANCHOR, CONTACT_TOASTS } from "~/messages";
import { createContactMessage } from "~/services/messages.server";
import { contactSchema } from "~/schemas/contact";
import { publicFormGuard } from "./public-form-limits.server";

/** The contact form's page action: shared schema, rate limit and honeypot, model call, then back to the form with the success toast. */
export async function contactAction(request: Request, context: AppLoadContext) {
  const back = `${new URL(request.url).pathname}#${CONTACT_ANCHOR}`;
  return submitForm(await request.formData(), {
    schema: contactSchema,
    guard: publicFormGuard(context, back, CONTACT_TOASTS.success),
    run: createContactMessage,
    fallback: CONTACT_TOASTS.errorFallback,
    redirectTo: back,
    toast: CONTACT_TOASTS.success,
  });
}
