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
import { FormLimitReached, type FormVisitor } from "~/services/booking.server";

/**
 * The public forms (booking inquiry, contact and the guest's cancellation, pages and API together) are
 * limited per client address: PUBLIC_FORM_LIMIT requests per hour, counted in the database so the limit
 * holds across every server process. Every request counts, valid or not. Takes this request's slot and
 * returns null, or (over the limit) the seconds to wait.
 */
export async function publicFormRetryAfter(context: AppLoadContext): Promise<number | null> {
  const decision = await takeFormRateSlot(clientAddressOf(context), publicFormLimit());
  return decision.allowed ? null : decision.retryAfterSeconds;
}

/** Page action: the form back with the limit's message (shown as the error toast), 429 and Retry-After. */
function overLimitReply<T>(submission: Submission<T>, seconds: number) {
  return data(submission.reply({ formErrors: [API_MESSAGES.tooManyRequests], hideFields: fieldsNotToEcho(submission) }), {
    status: 429,
    headers: { "Retry-After": String(seconds) },
  });
}

/** Page action: takes this request's slot on its own; over the limit, the form comes back with the 429 reply. */
export async function refuseOverLimit<T>(submission: Submission<T>, context: AppLoadContext) {
  const seconds = await publicFormRetryAfter(context);
  return seconds === null ? null : overLimitReply(submission, seconds);
}

/** Writes through one guest's review link (app/routes/_site.($lang).review.$token.tsx) per hour, valid or not. */
export const REVIEW_LINK_LIMIT = 10;

/**
 * Page action: the guest's review form is limited per link (its token), not per address: REVIEW_LINK_LIMIT
 * posts an hour, counted in the same table as the public forms' limit under the key `review:{token}`.
 */
export async function refuseOverReviewLimit<T>(submission: Submission<T>, token: string) {
  const decision = await takeFormRateSlot(`review:${token}`, REVIEW_LINK_LIMIT);
  return decision.allowed ? null : overLimitReply(submission, decision.retryAfterSeconds);
}

/** Who is sending a public form, for a service that takes the visitor's slot itself (submitInquiry). */
export function publicFormVisitor(context: AppLoadContext): FormVisitor {
  return { clientAddress: clientAddressOf(context), limit: publicFormLimit() };
}

const tooManyRequests = (seconds: number) => errorResponse(429, API_MESSAGES.tooManyRequests, undefined, { "Retry-After": String(seconds) });

/** JSON API: over the limit, throws the 429 `{ message }` answer with Retry-After (apiRoute passes Responses through). */
export async function requirePublicFormSlot(context: AppLoadContext): Promise<void> {
  const seconds = await publicFormRetryAfter(context);
  if (seconds !== null) throw tooManyRequests(seconds);
}

/**
 * JSON API, for a request that stores something: its body read by `read`. A body that cannot be read
 * or is invalid still counts against the limit (alone, nothing else is written), and over the limit
 * the answer is the 429, as if the slot had been taken first. A valid one takes its slot later, in
 * the transaction that stores it (`withPublicFormSlot`).
 */
export async function readPublicFormBody<T>(context: AppLoadContext, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    await requirePublicFormSlot(context);
    throw error;
  }
}

/**
 * JSON API: `store` with this visitor, for a service that takes the visitor's slot in the transaction
 * that stores the request (submitInquiry); over the limit it throws the 429 answer.
 */
export async function withPublicFormSlot<T>(context: AppLoadContext, store: (visitor: FormVisitor) => Promise<T>): Promise<T> {
  try {
    return await store(publicFormVisitor(context));
  } catch (error) {
    if (error instanceof FormLimitReached) throw tooManyRequests(error.retryAfterSeconds);
    throw error;
  }
}

/**
 * The guard of a public page form (submitForm's `guard`): over the rate limit, the 429 reply; a filled
 * honeypot (a bot), answered exactly like a success (`back` with the success toast) and nothing stored.
 */
export function publicFormGuard(context: AppLoadContext, back: string, success: Omit<Toast, "id">) {
  return async (formData: FormData, submission: Submission<unknown>) =>
    (await refuseOverLimit(submission, context)) ?? (isHoneypotFilled(formData) ? redirectWithToast(back, success) : null);
}

/**
 * The guard of a public page form whose service takes the visitor's slot in the transaction that stores
 * the request (submitInquiry with `publicFormVisitor`): a valid submission passes with nothing written
 * here; an invalid one or a honeypot hit, which store nothing, take their slot on its own as
 * `publicFormGuard` does. Pair it with `overLimitReplyOf` for the service's refusal.
 */
export function publicStoringFormGuard(context: AppLoadContext, back: string, success: Omit<Toast, "id">) {
  const guard = publicFormGuard(context, back, success);
  return async (formData: FormData, submission: Submission<unknown>) =>
    submission.status === "success" && !isHoneypotFilled(formData) ? null : guard(formData, submission);
}

/** Page action: the 429 reply for a service that found the visitor over the limit (nothing stored), else null. */
export function overLimitReplyOf<T>(error: unknown, submission: Submission<T>) {
  return error instanceof FormLimitReached ? overLimitReply(submission, error.retryAfterSeconds) : null;
}
