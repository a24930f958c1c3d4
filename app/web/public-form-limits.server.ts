import type { Submission } from "@conform-to/react";
import { data, type AppLoadContext } from "@remix-run/node";
import { clientAddressOf, errorResponse } from "~/lib/api.server";
import { publicFormLimit } from "~/lib/env.server";
import { isHoneypotFilled } from "~/lib/forms";
import { fieldsNotToEcho } from "~/lib/forms.server";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { API_MESSAGES } from "~/messages";
import { writeTransaction } from "~/db/db.server";
import { takeFormRateSlot, takeFormSlot } from "~/models/form-rate-limit.server";

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

const tooManyRequests = (seconds: number) => errorResponse(429, API_MESSAGES.tooManyRequests, undefined, { "Retry-After": String(seconds) });

/** JSON API: over the limit, throws the 429 `{ message }` answer with Retry-After (apiRoute passes Responses through). */
export async function requirePublicFormSlot(context: AppLoadContext): Promise<void> {
  const seconds = await retryAfter(context);
  if (seconds !== null) throw tooManyRequests(seconds);
}

/**
 * JSON API, for a request that stores something: its body read by `read`. A body that cannot be read
 * or is invalid still counts against the limit (alone, nothing else is written), and over the limit
 * the answer is the 429, as if the slot had been taken first. A valid one takes its slot later, in
 * the transaction that stores it (`publicFormTransaction`).
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
 * JSON API: a write transaction that first takes this visitor's slot, so the limit and what the
 * request stores are one transaction (one write lock, one commit) instead of two. Over the limit it
 * throws the 429 answer and nothing is written. When the store is refused (a 409, a 404, …) its
 * writes roll back with the slot, so the slot is taken again on its own: every request counts.
 */
export function publicFormTransaction(context: AppLoadContext): typeof writeTransaction {
  const clientAddress = clientAddressOf(context);
  const limit = publicFormLimit();
  let overLimit: Response | undefined;
  return async (fn) => {
    try {
      return await writeTransaction(async (trx) => {
        const decision = await takeFormSlot(trx, clientAddress, limit);
        if (!decision.allowed) throw (overLimit = tooManyRequests(decision.retryAfterSeconds));
        return fn(trx);
      });
    } catch (error) {
      // (If that fails too, the error that matters is the first one.)
      if (error !== overLimit) await takeFormRateSlot(clientAddress, limit).catch(() => undefined);
      throw error;
    }
  };
}

/**
 * The guard of a public page form (submitForm's `guard`): over the rate limit, the 429 reply; a filled
 * honeypot (a bot), answered exactly like a success (`back` with the success toast) and nothing stored.
 */
export function publicFormGuard(context: AppLoadContext, back: string, success: Omit<Toast, "id">) {
  return async (formData: FormData, submission: Submission<unknown>) =>
    (await refuseOverLimit(submission, context)) ?? (isHoneypotFilled(formData) ? redirectWithToast(back, success) : null);
}
