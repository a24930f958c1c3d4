import type { Submission } from "@conform-to/react";
import { data, type AppLoadContext } from "@remix-run/node";
import { clientAddressOf, errorResponse } from "~/lib/api.server";
import { publicFormLimit } from "~/lib/env.server";
import { isHoneypotFilled } from "~/lib/forms";
import { fieldsNotToEcho } from "~/lib/forms.server";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { API_MESSAGES } from "~/messages";
import { takeFormRateSlot } from "~/models/form-rate-limit.server";

/**
 * The public forms (booking inquiry and contact, pages and API together) are limited per client
 * address: PUBLIC_FORM_LIMIT requests per hour, counted in SQLite so the limit holds across every
 * server process. Every request counts, valid or not. Returns the seconds to wait, or null.
 */
async function retryAfter(context: AppLoadContext): Promise<number | null> {
  const decision = await takeFormRateSlot(clientAddressOf(context), publicFormLimit());
  return decision.allowed ? null : decision.retryAfterSeconds;
}

/** Page action: over the limit, the form comes back with the message (shown as the error toast), 429 and Retry-After. */
export async function refuseOverLimit<T>(submission: Submission<T>, context: AppLoadContext) {
  const seconds = await retryAfter(context);
  if (seconds === null) return null;
  return data(submission.reply({ formErrors: [API_MESSAGES.tooManyRequests], hideFields: fieldsNotToEcho(submission) }), {
    status: 429,
    headers: { "Retry-After": String(seconds) },
  });
}

/** JSON API: over the limit, throws the 429 `{ message }` answer with Retry-After (apiRoute passes Responses through). */
export async function requirePublicFormSlot(context: AppLoadContext): Promise<void> {
  const seconds = await retryAfter(context);
  if (seconds !== null) throw errorResponse(429, API_MESSAGES.tooManyRequests, undefined, { "Retry-After": String(seconds) });
}

/**
 * The guard of a public page form (submitForm's `guard`): over the rate limit, the 429 reply; a filled
 * honeypot (a bot), answered exactly like a success (`back` with the success toast) and nothing stored.
 */
export function publicFormGuard(context: AppLoadContext, back: string, success: Omit<Toast, "id">) {
  return async (formData: FormData, submission: Submission<unknown>) =>
    (await refuseOverLimit(submission, context)) ?? (isHoneypotFilled(formData) ? redirectWithToast(back, success) : null);
}
