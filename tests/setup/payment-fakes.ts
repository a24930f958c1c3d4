import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/*
 * Loopback fakes of the two payment providers, speaking their wire formats, so the app's real clients (the
 * official `stripe` SDK, our Daraja client) are tested end to end without the internet:
 * - Stripe: Checkout Sessions (form-encoded, idempotency keys), a checkout page a browser can "pay" on, signed
 *   webhooks (the SDK's own signing), Refunds.
 * - Daraja: OAuth client credentials, STK push (checking the password), STK Push Query, and the callback to
 *   the CallBackURL as Safaricom sends it.
 */

/** How a provider's POST reaches the app: `url`, the JSON `body` as sent, extra headers. */
export type Deliver = (url: string, body: string, headers?: Record<string, string>) => Promise<{ status: number; body: string }>;

const deliverOverHttp: Deliver = async (url, body, headers = {}) => {
  const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
  return { status: res.status, body: await res.text() };
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stripe's form encoding (a[b][0][c]=v) read back into an object. */
function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

export interface FakeSession {
  id: string;
  object: "checkout.session";
  url: string;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  line_items_seen: unknown;
}

export interface FakeStripe {
  url: string;
  key: string;
  webhookSecret: string;
  /** Where the fake sends its webhooks (the app's /api/v1/payments/stripe/webhook). */
  webhookUrl: string;
  sessions: Map<string, FakeSession>;
  refunds: { id: string; payment_intent: string; amount: number; idempotencyKey: string | undefined }[];
  /** Idempotency keys of every create request, in order. */
  keys: string[];
  /** Answer the next `n` API requests with a 500 (an outage). */
  failNext(n: number): void;
  /** Mark a session paid (as the guest paying on Stripe's page does) without sending the webhook. */
  pay(sessionId: string): FakeSession;
  /** Send the app a signed event about a session; answers the app's status and body. */
  sendEvent(type: string, session: FakeSession, options?: { secret?: string; signature?: string }): Promise<{ status: number; body: string }>;
  /** Whether paying on the checkout page also sends the webhook (default true). */
  webhooksOn: boolean;
  /** Create this many sessions (kept under their idempotency key) but cut the connection instead of answering. */
  dropAnswers: number;
  /** The card every payment is made with, as its charge's `payment_method_details.card` says (default visa, 4242). */
  cardBrand: string;
  cardLast4: string;
  /** Refuse refunds (a 500 each) while true: a card refund stays being sent. */
  refundsDown: boolean;
  /** How a webhook reaches the app: over HTTP by default; Vitest hands it to the route itself. */
  deliver: Deliver;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const key = `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, unknown>();
  const refunds: FakeStripe["refunds"] = [];
  const keys: string[] = [];
  let failing = 0;
  let origin = "";

  const fake: FakeStripe = {
    url: "",
    key,
    webhookSecret,
    webhookUrl: "",
    sessions,
    refunds,
    keys,
    webhooksOn: true,
    dropAnswers: 0,
    cardBrand: "visa",
    cardLast4: "4242",
    refundsDown: false,
    deliver: deliverOverHttp,
    failNext: (n) => {
      failing = n;
    },
    pay(sessionId) {
      const session = sessions.get(sessionId)!;
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent ??= id("pi");
      return session;
    },
    async sendEvent(type, session, options = {}) {
      const payload = JSON.stringify({ id: id("evt"), object: "event", type, created: Math.floor(Date.now() / 1000), data: { object: session } });
      const signature = options.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
      return fake.deliver(fake.webhookUrl, payload, { "Stripe-Signature": signature });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", origin);
    const body = await readBody(req);
    // The checkout page a browser is sent to (Stripe's hosted page), and its two buttons.
    const page = /^\/pay\/(cs_[a-z0-9_]+)(\/complete)?$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(page[1]);
      if (!session) return send(res, 404, { error: "no such session" });
      if (req.method === "POST" && page[2]) {
        fake.pay(session.id);
        if (fake.webhooksOn) await fake.sendEvent("checkout.session.completed", session);
        res.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
        return res.end();
      }
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(`<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><main><h1>Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</h1>
<form method="post" action="/pay/${session.id}/complete"><button>Pay</button></form><a href="${session.cancel_url}">Back</a></main></html>`);
    }
    if (req.headers.authorization !== `Bearer ${key}`) {
      // As Stripe words it: the key it was given, masked but for its last four characters.
      const given = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      return send(res, 401, {
        error: { type: "invalid_request_error", message: `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}` },
      });
    }
    if (failing > 0) {
      failing--;
      return send(res, 500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
    }
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    if (req.method === "POST" && idempotencyKey) {
      keys.push(idempotencyKey);
      const seen = byIdempotencyKey.get(idempotencyKey);
      if (seen && fake.dropAnswers > 0) {
        fake.dropAnswers--;
        req.socket.destroy();
        return;
      }
      if (seen) return send(res, 200, seen);
    }
    const form = parseStripeForm(body);
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const items = form.line_items as Record<string, { quantity: string; price_data: { currency: string; unit_amount: string } }>;
      const item = items["0"];
      const session: FakeSession = {
        id: id("cs_test"),
        object: "checkout.session",
        url: "",
        mode: String(form.mode),
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(item.price_data.unit_amount) * Number(item.quantity),
        currency: item.price_data.currency,
        client_reference_id: (form.client_reference_id as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        customer_email: (form.customer_email as string) ?? null,
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        payment_intent: null,
        line_items_seen: items,
      };
      session.url = `${origin}/pay/${session.id}`;
      sessions.set(session.id, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
      if (fake.dropAnswers > 0) {
        fake.dropAnswers--;
        req.socket.destroy();
        return;
      }
      return send(res, 200, session);
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === "POST" && expire) {
      const session = sessions.get(expire[1]);
      if (!session) return send(res, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      if (session.status !== "open")
        return send(res, 400, { error: { type: "invalid_request_error", message: "Only open sessions can be expired" } });
      session.status = "expired";
      return send(res, 200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && retrieve) {
      const session = sessions.get(retrieve[1]);
      return session ? send(res, 200, session) : send(res, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
    }
    // A PaymentIntent as Stripe answers it, its latest charge expanded when asked (`expand[]=latest_charge`): the card's
    // brand and last four digits in `payment_method_details.card`, as the real API gives them.
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && intent) {
      const session = [...sessions.values()].find((s) => s.payment_intent === intent[1]);
      if (!session) return send(res, 404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
      const chargeId = `ch_${intent[1].slice(3)}`;
      const charge = {
        id: chargeId,
        object: "charge",
        amount: session.amount_total,
        currency: session.currency,
        payment_intent: intent[1],
        payment_method_details: { type: "card", card: { brand: fake.cardBrand, last4: fake.cardLast4, exp_month: 12, exp_year: 2030 } },
      };
      const expanded =
        url.searchParams.getAll("expand[]").includes("latest_charge") || url.searchParams.getAll("expand[0]").includes("latest_charge");
      return send(res, 200, {
        id: intent[1],
        object: "payment_intent",
        amount: session.amount_total,
        currency: session.currency,
        status: "succeeded",
        latest_charge: expanded ? charge : chargeId,
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      if (fake.refundsDown) return send(res, 500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
      const refund = {
        id: id("re"),
        object: "refund",
        status: "succeeded",
        amount: Number(form.amount),
        payment_intent: String(form.payment_intent),
      };
      refunds.push({ id: refund.id, payment_intent: refund.payment_intent, amount: refund.amount, idempotencyKey });
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, refund);
      return send(res, 200, refund);
    }
    send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  origin = await listen(server);
  fake.url = origin;
  return fake;
}

export interface StkPush {
  body: Record<string, unknown>;
  checkoutRequestId: string;
  merchantRequestId: string;
  /** What the fake answers the query with once settled: "0" paid, else the code. */
  result: { code: number; desc: string } | null;
}

export interface FakeDaraja {
  url: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  pushes: StkPush[];
  tokensIssued: number;
  queries: string[];
  /** What the fake does after a push: call back approved, call back cancelled, or nothing (a test calls back itself). */
  onPush: "approve" | "cancel" | "none";
  /** Milliseconds between the push and the callback. */
  callbackDelayMs: number;
  /** Answer every request with a 503 until turned off (an outage). */
  down: boolean;
  /** Take this many STK pushes (they reach the phone) but cut the connection instead of answering (a lost answer). */
  dropAnswers: number;
  /** How a callback reaches the app: over HTTP by default; Vitest hands it to the route itself. */
  deliver: Deliver;
  /** Safaricom stops taking every token it gave (the app's cached one answers 401 "Invalid Access Token"). */
  revokeTokens(): void;
  /** Send the callback for a push as Safaricom does; answers the app's status and body. */
  callBack(push: StkPush, result: { code: number; desc: string }): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export async function startFakeDaraja(): Promise<FakeDaraja> {
  const consumerKey = id("ck");
  const consumerSecret = id("cs");
  const token = () => randomBytes(16).toString("hex");
  const tokens = new Set<string>();
  let origin = "";

  const fake: FakeDaraja = {
    url: "",
    consumerKey,
    consumerSecret,
    shortcode: "174379",
    passkey: randomBytes(16).toString("hex"),
    pushes: [],
    tokensIssued: 0,
    queries: [],
    onPush: "approve",
    callbackDelayMs: 300,
    down: false,
    dropAnswers: 0,
    deliver: deliverOverHttp,
    revokeTokens: () => tokens.clear(),
    async callBack(push, result) {
      push.result = result;
      const stkCallback: Record<string, unknown> = {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: result.code,
        ResultDesc: result.desc,
      };
      if (result.code === 0)
        stkCallback.CallbackMetadata = {
          Item: [
            { Name: "Amount", Value: push.body.Amount },
            { Name: "MpesaReceiptNumber", Value: `Q${randomBytes(5).toString("hex").toUpperCase()}` },
            { Name: "Balance" },
            { Name: "TransactionDate", Value: 20261127101010 },
            { Name: "PhoneNumber", Value: Number(push.body.PhoneNumber) },
          ],
        };
      return fake.deliver(String(push.body.CallBackURL), JSON.stringify({ Body: { stkCallback } }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", origin);
    const body = await readBody(req);
    if (fake.down) return send(res, 503, { errorCode: "503.001.01", errorMessage: "Service Unavailable" });
    if (req.method === "GET" && url.pathname === "/oauth/v1/generate") {
      const basic = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString("base64")}`;
      if (req.headers.authorization !== basic || url.searchParams.get("grant_type") !== "client_credentials")
        return send(res, 400, { errorCode: "400.008.01", errorMessage: "Invalid Authentication passed" });
      const value = token();
      tokens.add(value);
      fake.tokensIssued++;
      return send(res, 200, { access_token: value, expires_in: "3599" });
    }
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!tokens.has(bearer)) return send(res, 401, { errorCode: "404.001.03", errorMessage: "Invalid Access Token" });
    const json = JSON.parse(body || "{}") as Record<string, unknown>;
    const password = Buffer.from(`${fake.shortcode}${fake.passkey}${String(json.Timestamp)}`).toString("base64");
    if (json.BusinessShortCode !== fake.shortcode || json.Password !== password)
      return send(res, 400, { errorCode: "400.002.02", errorMessage: "Bad Request - Invalid BusinessShortCode or Password" });
    if (req.method === "POST" && url.pathname === "/mpesa/stkpush/v1/processrequest") {
      const push: StkPush = { body: json, checkoutRequestId: `ws_CO_${randomBytes(8).toString("hex")}`, merchantRequestId: id("mr"), result: null };
      fake.pushes.push(push);
      if (fake.dropAnswers > 0) {
        fake.dropAnswers--;
        req.socket.destroy();
        return;
      }
      send(res, 200, {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: "0",
        ResponseDescription: "Success. Request accepted for processing",
        CustomerMessage: "Success. Request accepted for processing",
      });
      if (fake.onPush !== "none") {
        const result =
          fake.onPush === "approve"
            ? { code: 0, desc: "The service request is processed successfully." }
            : { code: 1032, desc: "Request cancelled by user" };
        setTimeout(
          () =>
            void fake.callBack(push, result).then(
              (answer) => answer.status !== 200 && console.error(`fake Daraja: the callback was answered ${answer.status} ${answer.body}`),
              (error: unknown) => console.error("fake Daraja: the callback failed", error),
            ),
          fake.callbackDelayMs,
        );
      }
      return;
    }
    if (req.method === "POST" && url.pathname === "/mpesa/stkpushquery/v1/query") {
      fake.queries.push(String(json.CheckoutRequestID));
      const push = fake.pushes.find((p) => p.checkoutRequestId === json.CheckoutRequestID);
      if (!push || !push.result) return send(res, 500, { errorCode: "500.001.1001", errorMessage: "The transaction is being processed" });
      return send(res, 200, {
        ResponseCode: "0",
        ResponseDescription: "The service request has been accepted successsfully",
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(push.result.code),
        ResultDesc: push.result.desc,
      });
    }
    send(res, 404, { errorCode: "404.001.01", errorMessage: "Resource not found" });
  });
  origin = await listen(server);
  fake.url = origin;
  return fake;
}
