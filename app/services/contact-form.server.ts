import { parseWithZod } from "@conform-to/zod/v4";
import { CONTACT_ANCHOR, CONTACT_TOASTS } from "~/messages";
import { createContactMessage } from "~/models/message.server";
import { contactSchema } from "~/schemas/contact";
import { replyFailure, replyInvalid } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";

/** The contact form's page action: shared schema, model call, then back to the form with the §8 toast. */
export async function contactAction(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: contactSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await createContactMessage(submission.value);
  } catch (error) {
    return replyFailure(submission, error, CONTACT_TOASTS.errorFallback);
  }
  const { pathname } = new URL(request.url);
  return redirectWithToast(`${pathname}#${CONTACT_ANCHOR}`, CONTACT_TOASTS.success);
}
