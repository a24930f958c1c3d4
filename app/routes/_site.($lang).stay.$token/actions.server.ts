import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { ConflictError, NotFoundError, ValidationError } from "~/lib/domain-errors";
import { replyInvalid } from "~/lib/forms.server";
import { guestPagePath } from "~/lib/inquiry-reference.server";
import { redirectWithToast } from "~/lib/toast.server";
import { translator } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from "~/i18n/languages";
import { API_MESSAGES, GUEST_STAY_MESSAGES, ONLINE_PAYMENT_MESSAGES } from "~/messages";
import { guestCancelSchema, guestCheckSchema, guestPaySchema, type GuestCancelInput, type GuestPayInput } from "~/schemas/guest-page";
import { cancelStayAsGuest } from "~/services/guest-page.server";
import { checkAttemptAgain, ProviderUnavailable, startOnlinePayment } from "~/services/online-payments.server";
import { refuseOverLimit } from "~/web/public-form-limits.server";
import { notFound } from "./view.server";

// The guest's page's two commands, each a Conform form: parsed with its schema in app/schemas/guest-page.ts,
// invalid input back to the form (400, typed values kept), a refusal as the form's error with its status.

/** A refusal of the whole form (already cancelled, not due, provider down), with its status. */
const refuse = <T>(submission: Submission<T>, message: string, status: number) => data(submission.reply({ formErrors: [message] }), { status });

/**
 * The page's commands: cancel (intent=cancel, after the confirmation step) and pay (intent=pay). Every POST
 * counts against the public forms' limit (429 with Retry-After); another intent is refused (400).
 */
export async function guestStayAction(token: string | undefined, request: Request, context: AppLoadContext, language: Language = DEFAULT_LANGUAGE) {
  // The page the guest is on: its redirects stay in its language.
  const here = () => pathInLanguage(language, guestPagePath(token!));
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "check") return checkAgain(token, here, formData, context);
  const submission: Submission<GuestCancelInput | GuestPayInput> =
    intent === "pay" ? parseWithZod(formData, { schema: guestPaySchema }) : parseWithZod(formData, { schema: guestCancelSchema });
  const limited = await refuseOverLimit(submission, context);
  if (limited) return limited;
  if (intent !== "pay" && intent !== "cancel") return refuse(submission, API_MESSAGES.unknownAction, 400);
  if (submission.status !== "success") return replyInvalid(submission);
  const input = submission.value;
  try {
    return input.intent === "pay" ? await pay(token, input, here) : await cancel(token, here, language);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    // M-Pesa may have taken the push although its answer was lost: the page says so (do not pay again).
    if (error instanceof ProviderUnavailable && error.answerLost && input.intent === "pay" && input.method === "mpesa")
      return redirect(`${here()}#payment`, 303);
    if (error instanceof ProviderUnavailable)
      return refuse(
        submission,
        input.intent === "pay" && input.method === "card" ? ONLINE_PAYMENT_MESSAGES.cardUnavailable : ONLINE_PAYMENT_MESSAGES.mpesaUnavailable,
        503,
      );
    if (error instanceof ConflictError) return refuse(submission, error.message, 409);
    if (error instanceof ValidationError) return data(submission.reply({ fieldErrors: error.errors }), { status: 400 });
    throw error;
  }
}

/**
 * Cancel: success goes back to the page with a toast (Post/Redirect/Get, with or without JavaScript); a
 * refusal (already cancelled, too late) answers the page with its reason and status 409.
 */
async function cancel(token: string | undefined, here: () => string, language: Language) {
  const { reference, wasConfirmed } = await cancelStayAsGuest(token);
  return redirectWithToast(here(), cancelledToast(wasConfirmed, reference, language));
}

/** The toast after the guest cancelled (the English words as before), in the page's language. */
function cancelledToast(wasConfirmed: boolean, reference: string, language: Language) {
  if (language === DEFAULT_LANGUAGE) return GUEST_STAY_MESSAGES.cancelled(wasConfirmed, reference);
  const t = translator(language);
  return {
    title: t(wasConfirmed ? "stay.cancelledToastBooking" : "stay.cancelledToastRequest"),
    description: t(wasConfirmed ? "stay.cancelledToastBookingText" : "stay.cancelledToastRequestText", { reference }),
    variant: "success" as const,
  };
}

/**
 * Pay online (method=card|mpesa, choice=deposit|balance|full, phone for M-Pesa). Card: 303 to Stripe Checkout's
 * page. M-Pesa: the push is on its way to the phone, back to the page, which shows it until it settles. A choice
 * that is not due, or a cancelled booking: 409 with the reason; the provider not answering: 503 with a plain
 * message (nothing charged).
 */
async function pay(token: string | undefined, input: GuestPayInput, here: () => string) {
  const started = await startOnlinePayment(token, input);
  return redirect(started.redirectTo ?? `${here()}#payment`, 303);
}

/** 'Check again' on an open attempt: the server asks the provider (a task, at most every 30 s); back to the page. */
async function checkAgain(token: string | undefined, here: () => string, formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, { schema: guestCheckSchema });
  const limited = await refuseOverLimit(submission, context);
  if (limited) return limited;
  try {
    await checkAttemptAgain(token);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
  return redirect(`${here()}#payment`, 303);
}
