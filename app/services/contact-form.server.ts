import { parseWithZod } from "@conform-to/zod/v4";
import { CONTACT_ANCHOR, CONTACT_TOASTS } from "~/messages";
import { createContactMessage } from "~/models/message.server";
import { contactSchema } from "~/schemas/contact";
import { isHoneypotFilled } from "~/lib/forms";
import { replyFailure, replyInvalid } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { refuseOverLimit } from "./public-form-limits.server";

/** The contact form's page action: shared schema, model call, then back to the form with the §8 toast. */
export async function contactAction(request: Request, context: unknown) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: contactSchema });
  const limited = await refuseOverLimit(submission, context);
  if (limited) return limited;
  const { pathname } = new URL(request.url);
  // A bot filled the honeypot: answer exactly like a success, store nothing.
  if (isHoneypotFilled(formData)) return redirectWithToast(`${pathname}#${CONTACT_ANCHOR}`, CONTACT_TOASTS.success);
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await createContactMessage(submission.value);
  } catch (error) {
    return replyFailure(submission, error, CONTACT_TOASTS.errorFallback);
  }
  return redirectWithToast(`${pathname}#${CONTACT_ANCHOR}`, CONTACT_TOASTS.success);
}
