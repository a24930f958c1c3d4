import { submitForm } from "~/lib/forms.server";
import { CONTACT_ANCHOR, CONTACT_TOASTS } from "~/messages";
import { createContactMessage } from "~/models/message.server";
import { contactSchema } from "~/schemas/contact";

/** The contact form's page action: shared schema, model call, then back to the form with the §8 toast. */
export async function contactAction(request: Request) {
  const { pathname } = new URL(request.url);
  return submitForm(await request.formData(), {
    schema: contactSchema,
    run: createContactMessage,
    fallback: CONTACT_TOASTS.errorFallback,
    redirectTo: `${pathname}#${CONTACT_ANCHOR}`,
    toast: CONTACT_TOASTS.success,
  });
}
