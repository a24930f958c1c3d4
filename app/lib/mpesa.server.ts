import { env } from "./env.server";
import { mayHaveArrived, ProviderUnavailable } from "./provider-errors";

/*
 * M-Pesa through Safaricom Daraja, Lipa na M-Pesa Online (STK push): the guest approves the payment on their
 * own phone with their M-Pesa PIN. The API's address comes from MPESA_API_URL (the sandbox, or a fake on
 * loopback in tests). docs/decisions/1127-payments.md.
 */

/** Is M-Pesa set up (consumer key and secret, shortcode, passkey)? */
export function mpesaConfigured(): boolean {
  return Boolean(env("MPESA_CONSUMER_KEY") && env("MPESA_CONSUMER_SECRET") && env("MPESA_SHORTCODE") && env("MPESA_PASSKEY"));
}

const TIMEOUT_MS = 15_000;

function apiUrl(path: string): string {
  return env("MPESA_API_URL").replace(/\/+$/, "") + path;
}

async function call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderUnavailable(`M-Pesa did not answer ${path}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
      answerLost: mayHaveArrived(error),
    });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // Cut off while the answer came: what Safaricom did is not known.
    throw new ProviderUnavailable(`M-Pesa's answer to ${path} was cut off`, { cause: error, answerLost: true });
  }
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // Not JSON (a proxy's error page): reported below with the status.
  }
  // STK Push Query's "The transaction is being processed" (a 500 with this code) is an answer: not finished yet.
  if (!response.ok && !(body.errorCode === STILL_PROCESSING && path.includes("stkpushquery"))) {
    const reason = typeof body.errorMessage === "string" ? body.errorMessage : `HTTP ${response.status}`;
    const message = `M-Pesa refused ${path}: ${reason}`;
    throw response.status === 401 ? new DarajaTokenRefused(message) : new ProviderUnavailable(message);
  }
  return body;
}

/** Daraja's error code for an STK push the phone has not answered yet. */
const STILL_PROCESSING = "500.001.1001";

/** Daraja answered 401 ("Invalid Access Token"): the request was not taken, and the token is no good. */
class DarajaTokenRefused extends ProviderUnavailable {}

// One OAuth token per process, kept until shortly before it expires (Daraja gives one for an hour).
let token: { value: string; until: number; for: string } | undefined;

/** A Daraja access token (client credentials, Basic auth), from the cache while it is still good. */
export async function darajaToken(now = Date.now()): Promise<string> {
  const key = env("MPESA_CONSUMER_KEY") ?? "";
  const secret = env("MPESA_CONSUMER_SECRET") ?? "";
  const owner = `${env("MPESA_API_URL")} ${key}`;
  if (token && token.for === owner && token.until > now) return token.value;
  const body = await call("/oauth/v1/generate?grant_type=client_credentials", {
    method: "GET",
    headers: { Authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}` },
  });
  const value = body.access_token;
  if (typeof value !== "string" || !value) throw new ProviderUnavailable("M-Pesa gave no access token");
  const seconds = Number(body.expires_in) || 3599;
  // A minute early, so a token never expires between the cache and Safaricom.
  token = { value, until: now + Math.max(0, seconds - 60) * 1000, for: owner };
  return value;
}

/** Forget the cached token (tests; a token Safaricom refused). */
export function forgetDarajaToken(): void {
  token = undefined;
}

/** The shortcode, and the password Daraja asks for: base64(shortcode + passkey + timestamp), timestamp in Kenyan time. */
function credentials(now: Date) {
  const shortcode = env("MPESA_SHORTCODE") ?? "";
  // Kenya keeps UTC+3 all year.
  const timestamp = new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().replace(/\D/g, "").slice(0, 14);
  const password = Buffer.from(`${shortcode}${env("MPESA_PASSKEY") ?? ""}${timestamp}`).toString("base64");
  return { BusinessShortCode: shortcode, Password: password, Timestamp: timestamp };
}

/**
 * A call with the cached token. Safaricom may stop taking a token before its hour is up: a 401 drops it and the
 * call is sent once more with a new one (the 401 means the request was not taken, so sending it again is safe).
 */
async function authorised(path: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
  const send = async () =>
    call(path, {
      method: "POST",
      headers: { Authorization: `Bearer ${await darajaToken()}`, "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof DarajaTokenRefused)) throw error;
    forgetDarajaToken();
    return send();
  }
}

export interface StkPushRequest {
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** Whole shillings. */
  amount: number;
  /** The booking's reference (Daraja keeps 12 characters). */
  accountReference: string;
  description: string;
  callbackUrl: string;
}

/** Ask the guest's phone to approve a payment (CustomerPayBillOnline): the attempt's CheckoutRequestID. */
export async function stkPush(request: StkPushRequest, now = new Date()): Promise<{ checkoutRequestId: string; merchantRequestId: string }> {
  const { BusinessShortCode, ...auth } = credentials(now);
  const body = await authorised("/mpesa/stkpush/v1/processrequest", {
    BusinessShortCode,
    ...auth,
    TransactionType: "CustomerPayBillOnline",
    Amount: request.amount,
    PartyA: request.phone,
    PartyB: BusinessShortCode,
    PhoneNumber: request.phone,
    CallBackURL: request.callbackUrl,
    AccountReference: request.accountReference.slice(0, 12),
    TransactionDesc: request.description.slice(0, 13),
  });
  if (String(body.ResponseCode) !== "0" || typeof body.CheckoutRequestID !== "string") {
    throw new ProviderUnavailable(`M-Pesa did not start the payment: ${String(body.ResponseDescription ?? "no CheckoutRequestID")}`);
  }
  return { checkoutRequestId: body.CheckoutRequestID, merchantRequestId: String(body.MerchantRequestID ?? "") };
}

/** What Safaricom says of an attempt (STK Push Query): `resultCode` "0" is paid; another code is why not. */
export async function stkQuery(checkoutRequestId: string, now = new Date()): Promise<{ resultCode: string; resultDesc: string }> {
  const body = await authorised("/mpesa/stkpushquery/v1/query", { ...credentials(now), CheckoutRequestID: checkoutRequestId });
  if (body.errorCode === STILL_PROCESSING) return { resultCode: "processing", resultDesc: String(body.errorMessage ?? "") };
  if (body.ResultCode === undefined) throw new ProviderUnavailable(`M-Pesa did not say how ${checkoutRequestId} ended`);
  return { resultCode: String(body.ResultCode), resultDesc: String(body.ResultDesc ?? "") };
}
