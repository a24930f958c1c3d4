import { z } from "zod";
import { ValidationError } from "~/lib/domain-errors";
import { mpesaConfigured, stkPush, stkQuery } from "~/lib/mpesa.server";
import { inShillings } from "~/lib/payments";
import { ProviderUnavailable } from "~/lib/provider-errors";
import type { AttemptOutcome, PaymentProvider } from "./provider";

/** Daraja's callback for an STK push (Body.stkCallback), as Safaricom sends it. */
const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string().max(1000),
      CallbackMetadata: z.object({ Item: z.array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() })) }).optional(),
    }),
  }),
});

export const MPESA_CALLBACK_SHAPE = "Not an M-Pesa STK callback";

/** Safaricom's STK Push Query codes that end an attempt without payment (cancelled, timed out, wrong PIN, no funds…). */
const ENDED = new Set(["1", "1032", "1037", "2001", "1019", "1025", "9999", "17", "26"]);

async function ask(checkoutRequestId: string): Promise<AttemptOutcome> {
  const answer = await stkQuery(checkoutRequestId);
  if (answer.resultCode === "0") return { state: "paid", ref: null };
  if (ENDED.has(answer.resultCode)) return { state: "failed", reason: answer.resultDesc || "The M-Pesa payment failed" };
  return { state: "open" };
}

/** M-Pesa through Safaricom Daraja's STK push: the guest approves on their phone with their PIN. */
export const mpesaProvider: PaymentProvider = {
  method: "mpesa",
  name: "M-Pesa",
  keyPrefix: "mpesa",
  configured: mpesaConfigured,
  unavailableBecause: ({ currency, kesExchangeRate }) =>
    inShillings(1, currency, kesExchangeRate) === null ? "keys set, but no KES exchange rate, so guests are not offered it" : null,
  liveBecause: ({ currency }) => (currency.toUpperCase() === "KES" ? "and prices in KES" : "and a KES exchange rate"),
  toMinorUnits: (amount) => amount,
  async start(request) {
    if (!request.phone || request.shillings === null) throw new ProviderUnavailable("M-Pesa needs a phone number and an amount in shillings");
    const push = await stkPush({
      phone: request.phone,
      amount: request.shillings,
      accountReference: request.reference,
      description: request.description.split(/[: ]/)[0],
      callbackUrl: request.callbackUrl,
    });
    return { providerId: push.checkoutRequestId };
  },
  /**
   * Safaricom's callback, which carries no signature: its secret address names the attempt, and a `ResultCode` 0 is
   * believed only once the STK Push Query API confirms it (with the `MpesaReceiptNumber` the callback brings). Another
   * code ends the attempt with Safaricom's `ResultDesc`. A query that cannot be made leaves it open (asked again later).
   */
  async confirm({ body }) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new ValidationError(MPESA_CALLBACK_SHAPE);
    }
    const parsed = stkCallbackSchema.safeParse(json);
    if (!parsed.success) throw new ValidationError(MPESA_CALLBACK_SHAPE);
    const callback = parsed.data.Body.stkCallback;
    const providerId = callback.CheckoutRequestID;
    if (callback.ResultCode !== 0) return { providerId, outcome: { state: "failed", reason: callback.ResultDesc || "The M-Pesa payment failed" } };
    const receipt = callback.CallbackMetadata?.Item.find((item) => item.Name === "MpesaReceiptNumber")?.Value;
    try {
      const outcome = await ask(providerId);
      return { providerId, outcome: outcome.state === "paid" ? { ...outcome, ref: receipt === undefined ? null : String(receipt) } : outcome };
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      console.error(`M-Pesa attempt ${providerId} not confirmed yet (asked again later):`, error.message);
      return { providerId, outcome: { state: "open" } };
    }
  },
  query: ask,
};
